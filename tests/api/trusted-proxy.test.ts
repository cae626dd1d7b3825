// Behind the HTTPS proxy (docs/https.md) every request comes from the proxy's own address.
// WORKSHOP_PROXY_HEADER makes PocketBase read the client's address from the proxy's header, so
// rate limits count each phone for itself: without it, the whole workshop is one client, and a
// few colleagues' sign-ins lock everybody out. (Caddy itself in front: tests/browser/https.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/pocketbase";

/** `*:auth` allows 10 sign-ins a minute per client (migration 1795400000). */
const AUTH_PER_MINUTE = 10;

async function signInFrom(server: TestServer, forwardedFor: string): Promise<number> {
  const response = await server.request("/api/collections/employees/auth-with-password", {
    method: "POST",
    body: { identity: "nobody@workshop.test", password: "wrong-password" },
    headers: { "X-Forwarded-For": forwardedFor },
  });
  return response.status;
}

async function exhaustSignIns(server: TestServer, forwardedFor: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i <= AUTH_PER_MINUTE; i += 1) statuses.push(await signInFrom(server, forwardedFor));
  return statuses;
}

describe("with WORKSHOP_PROXY_HEADER=X-Forwarded-For", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip", WORKSHOP_PROXY_HEADER: "X-Forwarded-For" } });
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("makes it PocketBase's trusted proxy header, and says so once", async () => {
    const settings = await server.asSuperuser("/api/settings");
    expect(settings.json.trustedProxy).toEqual({ headers: ["X-Forwarded-For"], useLeftmostIP: false });
    expect(server.output()).toContain("clients' addresses are read from the X-Forwarded-For header");
  });

  it("counts each client's sign-ins by the address the proxy passes on", async () => {
    const first = await exhaustSignIns(server, "192.168.1.31");
    expect(first.slice(0, AUTH_PER_MINUTE).every((status) => status === 400)).toBe(true);
    expect(first.at(-1)).toBe(429);
    // A colleague's phone is another client.
    expect(await signInFrom(server, "192.168.1.32")).toBe(400);
  });
});

describe("without it", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip", WORKSHOP_PROXY_HEADER: "" } });
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it("leaves the setting alone and counts every request by where it came from: behind a proxy, all as one", async () => {
    expect((await server.asSuperuser("/api/settings")).json.trustedProxy.headers).toEqual([]);
    await exhaustSignIns(server, "192.168.1.31");
    expect(await signInFrom(server, "192.168.1.32")).toBe(429);
  });
});

describe("with a value that is no header name", () => {
  it("warns at start and changes nothing", async () => {
    const server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip", WORKSHOP_PROXY_HEADER: "X-Forwarded-For: 1.2.3.4" } });
    try {
      expect((await server.asSuperuser("/api/settings")).json.trustedProxy.headers).toEqual([]);
      expect(server.output()).toContain("ignoring WORKSHOP_PROXY_HEADER");
    } finally {
      await server.dispose();
    }
  });
});
