// The session in real Chromium against the real server (docs/product.md "Session"). The server keeps
// PocketBase's rate limits, so this file signs in through the password endpoint only a few
// times; sessions for the other tests come from one sign-in put into the cookie.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import {
  addSessionCookie,
  launchBrowser,
  newContext,
  screenshot,
  sessionCookie,
  watchErrors,
} from "../support/browser";
import { createEmployee, signInWithPassword, startServer, type Employee, type TestServer } from "../support/pocketbase";

let server: TestServer;
let browser: Browser;
let alice: Employee;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } }), launchBrowser()]);
  alice = await createEmployee(server, { name: "Alice Mechanic" });
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

const h1 = (page: Page) => page.getByRole("heading", { level: 1 }).textContent();
const path = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** A session the app can refresh: one real password sign-in, reused by the tests below. */
let stored: Awaited<ReturnType<typeof signInWithPassword>>;
async function signedInContext(): Promise<BrowserContext> {
  stored ??= await signInWithPassword(server, alice.email, alice.password);
  const context = await newContext(browser, server.url);
  await addSessionCookie(context, server.url, stored);
  return context;
}

describe("signing in and out", () => {
  it("takes a guest to the login page and back, survives a reload, and signs out to /login", async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto("/workshop/vehicles/categories");
    await expect.poll(() => path(page)).toBe("/login?redirect=%2Fworkshop%2Fvehicles%2Fcategories");
    await screenshot(page, "login");

    // Wrong password: a clear message, the password emptied, the email kept.
    await fillSignIn(page, alice.email, "not-the-password");
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("Wrong email or password. Check both and try again.");
    expect(await page.getByLabel("Password").inputValue()).toBe("");
    expect(await page.getByLabel("Email").inputValue()).toBe(alice.email);
    await screenshot(page, "login-wrong-password");

    await page.getByLabel("Password").fill(alice.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => path(page)).toBe("/workshop/vehicles/categories");
    expect(await h1(page)).toBe("Categories");
    expect(await page.getByRole("banner").textContent()).toContain("Alice Mechanic");

    // The cookie as the browser keeps it (docs/product.md "Session").
    const cookie = await sessionCookie(context);
    expect(cookie).toMatchObject({ path: "/", httpOnly: false, secure: true, sameSite: "Strict", domain: "127.0.0.1" });
    const lifetime = cookie!.expires - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(604_800 - 60);
    expect(lifetime).toBeLessThanOrEqual(604_800);
    const saved = JSON.parse(decodeURIComponent(cookie!.value));
    expect(saved.record).toMatchObject({ name: "Alice Mechanic", collectionName: "employees" });
    expect(await page.evaluate(() => document.cookie)).toContain("pb_auth=");

    // A reload refreshes the session and keeps the employee signed in.
    const refreshed = page.waitForResponse((r) => r.url().endsWith("/api/collections/employees/auth-refresh"));
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    expect(await h1(page)).toBe("Categories");
    expect(await sessionCookie(context)).toBeDefined();

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect.poll(() => path(page)).toBe("/login");
    expect(await sessionCookie(context)).toBeUndefined();
    await page.goBack();
    await expect.poll(() => path(page)).toBe("/login?redirect=%2Fworkshop%2Fvehicles%2Fcategories");
    expect(errors.filter((e) => !e.includes("400 (Bad Request)"))).toEqual([]);
    await context.close();
  });

  it("moves the first tab to /login when the employee signs out in a second tab", async () => {
    const context = await signedInContext();
    const first = await context.newPage();
    await first.goto("/workshop/vehicles");
    await expect.poll(() => h1(first)).toBe("Vehicles");
    const second = await context.newPage();
    await second.goto("/backend");
    await expect.poll(() => h1(second)).toBe("Dashboard");

    await second.getByRole("button", { name: "Sign out" }).click();
    await expect.poll(() => path(second)).toBe("/login");
    await expect.poll(() => path(first)).toBe("/login");
    expect(await h1(first)).toBe("Sign in");
    await context.close();
  });
});

describe("a stored session that is no longer good", () => {
  it.each([
    ["tampered", (token: string) => `${token.slice(0, -4)}AAAA`],
    [
      "expired",
      (token: string) => {
        const [header, payload] = token.split(".") as [string, string];
        const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
        const expired = Buffer.from(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })).toString("base64url");
        return `${header}.${expired}.signature`;
      },
    ],
  ])("is cleared without a message when %s", async (_, spoil) => {
    stored ??= await signInWithPassword(server, alice.email, alice.password);
    const context = await newContext(browser, server.url);
    await addSessionCookie(context, server.url, { token: spoil(stored.token), record: stored.record });
    const page = await context.newPage();
    await page.goto("/workshop/vehicles");
    await expect.poll(() => path(page)).toBe("/login?redirect=%2Fworkshop%2Fvehicles");
    await expect.poll(() => sessionCookie(context)).toBeUndefined();
    expect(await h1(page)).toBe("Sign in");
    expect(await page.getByRole("alert").count()).toBe(0);
    await context.close();
  });
});

describe("the login page", () => {
  it("says so when the server cannot be reached, and works once it answers again", async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await page.goto("/login");
    // The browser's network fails; the server itself stays real.
    await page.route("**/api/collections/employees/auth-with-password", (route) => route.abort("connectionrefused"));
    await page.route("**/api/health", (route) => route.abort("connectionrefused"));
    await fillSignIn(page, alice.email, alice.password);
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("Cannot reach the Workshop server");
    expect(await page.getByRole("status").textContent()).toContain("Cannot reach the Workshop server");
    expect(await page.getByLabel("Password").inputValue()).toBe("");
    await screenshot(page, "login-unreachable");

    await page.unrouteAll();
    // The notice goes away by itself once a health probe gets through.
    await expect.poll(() => page.locator(".connection-notice").count(), { timeout: 10_000 }).toBe(0);
    await context.close();
  });

  it("says so when PocketBase rate-limits sign-ins", async () => {
    const strict = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } });
    try {
      const settings = await strict.asSuperuser("/api/settings", {
        method: "PATCH",
        body: { rateLimits: { enabled: true, rules: [{ label: "*:auth", audience: "", duration: 60, maxRequests: 1 }] } },
      });
      expect(settings.status).toBe(200);
      const context = await newContext(browser, strict.url);
      const page = await context.newPage();
      await page.goto("/login");
      await fillSignIn(page, "someone@workshop.test", "wrong-password");
      await expect.poll(() => page.getByRole("alert").textContent()).toContain("Wrong email or password");
      await page.getByLabel("Password").fill("wrong-again");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect.poll(() => page.getByRole("alert").textContent()).toContain("Too many sign-in attempts");
      await context.close();
    } finally {
      await strict.dispose();
    }
  });
});

describe("a plain-HTTP LAN address", () => {
  it("keeps the employee signed in without a Secure cookie", async () => {
    const port = new URL(server.url).port;
    const lanBrowser = await launchBrowser(["--host-resolver-rules=MAP workshop.lan 127.0.0.1"]);
    try {
      const lan = `http://workshop.lan:${port}`;
      const context = await newContext(lanBrowser, lan);
      const page = await context.newPage();
      await page.goto("/login");
      await fillSignIn(page, alice.email, alice.password);
      await expect.poll(() => path(page)).toBe("/workshop/work-orders");
      const cookie = await sessionCookie(context);
      expect(cookie).toMatchObject({ secure: false, sameSite: "Strict", httpOnly: false, path: "/" });
      await page.reload();
      await expect.poll(() => h1(page)).toBe("Work orders");
      expect(path(page)).toBe("/workshop/work-orders");
    } finally {
      await lanBrowser.close();
    }
  });
});
