import { BaseAuthStore } from "pocketbase";
import { describe, expect, it } from "vitest";
import { AUTH_COOKIE_MAX_BYTES } from "@shared/constants";
import {
  authCookieOptions,
  cookieCanBeSecure,
  expiredSessionCookie,
  sessionCookie,
} from "../../web/src/lib/session-cookie";
import { employeeRecord, fakeToken } from "./tokens";

function attributes(cookie: string): string[] {
  return cookie.split("; ").slice(1);
}

function storeWith(record: object, token = fakeToken()): BaseAuthStore {
  const store = new BaseAuthStore();
  store.save(token, record as never);
  return store;
}

describe("the pb_auth cookie", () => {
  it.each([
    ["https:", "workshop.example.com", true],
    ["http:", "localhost", true],
    ["http:", "app.localhost", true],
    ["http:", "127.0.0.1", true],
    ["http:", "[::1]", true],
    ["http:", "192.168.1.20", false],
    ["http:", "workshop.lan", false],
  ])("on %s//%s is Secure: %s", (protocol, hostname, secure) => {
    expect(cookieCanBeSecure({ protocol, hostname })).toBe(secure);
    const cookie = sessionCookie(storeWith(employeeRecord()), { protocol, hostname });
    expect(attributes(cookie).includes("Secure")).toBe(secure);
  });

  it("lives 604800 s on path / with SameSite=Strict, readable by the app (not HttpOnly), no Expires", () => {
    const cookie = sessionCookie(storeWith(employeeRecord()), { protocol: "https:", hostname: "x.test" });
    expect(cookie.startsWith("pb_auth=")).toBe(true);
    expect(attributes(cookie)).toEqual(["Max-Age=604800", "Path=/", "Secure", "SameSite=Strict"]);
    expect(authCookieOptions({ protocol: "https:", hostname: "x.test" }).httpOnly).toBe(false);
  });

  it("carries the token and the whole employee record while it fits in 4096 bytes", () => {
    const token = fakeToken();
    const cookie = sessionCookie(storeWith(employeeRecord(), token), { protocol: "https:", hostname: "x.test" });
    expect(new Blob([cookie]).size).toBeLessThanOrEqual(AUTH_COOKIE_MAX_BYTES);
    const value = JSON.parse(decodeURIComponent(cookie.split(";")[0]!.slice("pb_auth=".length)));
    expect(value).toEqual({ token, record: employeeRecord() });
  });

  it("trims the record to its essentials when the cookie would pass 4096 bytes", () => {
    const big = employeeRecord({ name: "N".repeat(5000), notes: "x".repeat(100) });
    const cookie = sessionCookie(storeWith(big), { protocol: "https:", hostname: "x.test" });
    expect(new Blob([cookie]).size).toBeLessThanOrEqual(AUTH_COOKIE_MAX_BYTES);
    const value = JSON.parse(decodeURIComponent(cookie.split(";")[0]!.slice("pb_auth=".length)));
    expect(value.record).toEqual({
      id: big.id,
      email: big.email,
      collectionId: big.collectionId,
      collectionName: "employees",
      verified: true,
    });
  });

  it("is deleted with the same path and flags", () => {
    expect(expiredSessionCookie({ protocol: "https:", hostname: "x.test" })).toBe("pb_auth=; Max-Age=0; Path=/; Secure; SameSite=Strict");
    expect(expiredSessionCookie({ protocol: "http:", hostname: "10.0.0.5" })).toBe("pb_auth=; Max-Age=0; Path=/; SameSite=Strict");
  });
});
