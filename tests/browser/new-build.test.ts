// A new build going live while a tab is open (docs/product.md "New build"). The server serves a copy
// of the built page from its own folder (WORKSHOP_PUBLIC_DIR); the test "deploys" a new build by
// rewriting that copy with another build id, exactly what the server then reports.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newContext } from "../support/browser";
import { copyBuiltPage, type PublicDirCopy } from "../support/builds";
import { startServer, type TestServer } from "../support/pocketbase";

let server: TestServer;
let browser: Browser;
let publicDir: PublicDirCopy;
let builtId: string;

beforeAll(async () => {
  publicDir = await copyBuiltPage();
  builtId = publicDir.builtId;
  [server, browser] = await Promise.all([
    startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip", WORKSHOP_PUBLIC_DIR: publicDir.dir } }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await publicDir?.remove();
});

/** Puts a build with another id live (support/builds.ts) and checks the server reports it. */
async function deploy(buildId: string): Promise<void> {
  await publicDir.deploy(buildId);
  const reported = await server.request("/api/app/build");
  expect(reported.json).toEqual({ build: buildId });
}

const pageBuild = (page: Page) => page.locator('meta[name="workshop-build"]').getAttribute("content");
const marker = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

async function navigateInApp(page: Page, linkName: string, expectCheck: boolean): Promise<void> {
  const asked = expectCheck ? page.waitForResponse((r) => r.url().endsWith("/api/app/build")) : null;
  await page.getByRole("link", { name: linkName }).first().click();
  if (asked) expect((await asked).status()).toBe(200);
}

/** The build of the service worker in charge of the page (null: none). */
const workerBuild = (page: Page) =>
  page.evaluate(async () => {
    const worker = navigator.serviceWorker?.controller;
    if (!worker) return null;
    const channel = new MessageChannel();
    const answer = new Promise<string>((resolve) => (channel.port1.onmessage = (event) => resolve(event.data.build)));
    worker.postMessage("build?", [channel.port2]);
    return answer;
  });

// Twice: as a browser on plain HTTP to a LAN address (no service worker), and as one on HTTPS or
// localhost, where the service worker keeps the page and the reload must bring the new build's.
describe.each([
  ["without a service worker", "block"],
  ["through the service worker's update", "allow"],
] as const)("a new build, %s", (_how, serviceWorkers) => {
  it("makes the next navigation load the page afresh, once in 10 s at most", async () => {
    const context = await newContext(browser, server.url, { serviceWorkers });
    await publicDir.deploy(builtId);
    const page = await context.newPage();
    await page.goto("/");
    expect(await pageBuild(page)).toBe(builtId);
    if (serviceWorkers === "allow") {
      // The worker keeps this build's page: a repeat visit comes from the device.
      await expect.poll(() => workerBuild(page)).toBe(builtId);
      // (The landing page again: the UI kit at /template is for staff only.)
      const again = await page.goto("/");
      expect(again?.fromServiceWorker()).toBe(true);
      expect(await pageBuild(page)).toBe(builtId);
    }
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await deploy("feedfacefeedface");
    // The first navigation goes ahead in the page and asks the server in the background…
    await navigateInApp(page, "Sign in", true);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Sign in");
    expect(await marker(page)).toBe(true);
    // …and the next one loads its target afresh, now running the new build.
    const reload = page.waitForResponse((response) => response.request().isNavigationRequest());
    await navigateInApp(page, "Workshop", false);
    await expect.poll(() => pageBuild(page)).toBe("feedfacefeedface");
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await marker(page)).toBe(false);
    if (serviceWorkers === "allow") {
      // Served by the new build's worker, not by the old one from its old copy.
      expect((await reload).fromServiceWorker()).toBe(true);
      expect(await workerBuild(page)).toBe("feedfacefeedface");
    }

    // Another build within 10 s: the reload guard keeps this tab from reloading again.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await deploy("0123456789abcdef");
    await navigateInApp(page, "Sign in", true);
    await navigateInApp(page, "Workshop", false);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Workshop");
    expect(await marker(page)).toBe(true);
    expect(await pageBuild(page)).toBe("feedfacefeedface");
    await context.close();
  });
});
