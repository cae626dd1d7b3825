// The real bundle in real Chromium, served by the real server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { launchBrowser, newContext, screenshot, watchErrors } from "../support/browser";
import { startServer, type TestServer } from "../support/pocketbase";

let server: TestServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  context = await newContext(browser, server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe("the app in Chromium", () => {
  it("shows the landing page at /", async () => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Workshop");
    expect(await page.getByRole("link", { name: "Sign in" }).count()).toBe(1);
    await screenshot(page, "landing");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows Page Not Found with HTTP 404 on a full load of an unknown path", async () => {
    const page = await context.newPage();
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Page Not Found: /no/such/page");
    await screenshot(page, "not-found");
    await page.close();
  });
});
