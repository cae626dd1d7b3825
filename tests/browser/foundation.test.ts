// The real bundle in real Chromium, served by the real server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext } from "playwright-core";
import { launchBrowser, newContext, screenshot, watchErrors } from "../support/browser";
import { PAGE_RUNAWAY_CEILINGS } from "../support/page-size";
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

// The page as Chromium receives it: compressed, and a reload revalidates to 304 instead of
// fetching the page again (docs/product.md "Deployables and serving"). As a browser without the
// service worker receives it (plain HTTP to a LAN address); with one, a reload costs nothing on
// the wire at all (tests/browser/installable.test.ts).
describe("index.html in Chromium", () => {
  it("arrives brotli-compressed, runs, and a reload is answered 304", async () => {
    const plain = await newContext(browser, server.url, { serviceWorkers: "block" });
    const page = await plain.newPage();
    const errors = watchErrors(page);
    const first = await page.goto("/login");
    expect(first?.status()).toBe(200);
    expect(await first?.headerValue("content-encoding")).toBe("br");
    const sizes = await first!.request().sizes();
    expect(sizes.responseBodySize).toBeLessThanOrEqual(PAGE_RUNAWAY_CEILINGS.brotli);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Sign in");

    // Chromium revalidates with the ETag it got; the server's 304 carries no body, and Chromium
    // then shows the page from its cache (reported to the page as 200).
    const again = await page.reload();
    expect((await again!.request().allHeaders())["if-none-match"]).toBe(await first!.headerValue("etag"));
    expect((await again!.request().sizes()).responseBodySize).toBe(0);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Sign in");
    expect(errors).toEqual([]);
    await plain.close();
  });
});
