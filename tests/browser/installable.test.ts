// The app as a phone keeps it (docs/product.md "Phone and offline": installable): Chromium
// finds a manifest and a service worker and offers to install the app under the workshop's
// name; a repeat visit is served from the device without waiting for the network, and with the
// network gone the page still opens. (The new build through the worker's update:
// tests/browser/new-build.test.ts; the work done offline: tests/browser/offline.test.ts.)
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { launchProfile, watchErrors } from "../support/browser";
import { startServer, type TestServer } from "../support/pocketbase";

let server: TestServer;
let profileDir: string;
let profile: BrowserContext;

beforeAll(async () => {
  profileDir = await mkdtemp(join(tmpdir(), "workshop-profile-"));
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip", WORKSHOP_NAME: "Müller Fleet Service" } });
  profile = await launchProfile(profileDir, server.url);
});

afterAll(async () => {
  await profile?.close();
  await server?.dispose();
  await rm(profileDir, { recursive: true, force: true });
});

const heading = (page: Page) => page.getByRole("heading", { level: 1 }).textContent();
const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

describe("installing the app", () => {
  it("is offered: a manifest with the workshop's name, standalone, and a service worker in charge", async () => {
    const page = await profile.newPage();
    const errors = watchErrors(page);
    await page.goto("/login");
    await expect.poll(() => controlled(page)).toBe(true);
    const cdp = await profile.newCDPSession(page);
    const manifest = (await cdp.send("Page.getAppManifest")) as { url: string; errors: unknown[]; data?: string };
    expect(manifest.url).toBe(`${server.url}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? "{}")).toMatchObject({ name: "Müller Fleet Service", display: "standalone", start_url: "/login" });
    // Chromium's own verdict: nothing stands in the way of installing.
    await expect
      .poll(async () => ((await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: unknown[] }).installabilityErrors)
      .toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("the page on the device", () => {
  it("serves a repeat visit from the service worker, with the page's own security policy", async () => {
    const page = await profile.newPage();
    const visit = await page.goto("/workshop/vehicles");
    expect(visit?.fromServiceWorker()).toBe(true);
    expect(visit?.status()).toBe(200);
    expect(await visit?.headerValue("content-security-policy")).toMatch(/script-src 'sha256-[^']+'/);
    // The guard of an employees-only page works as from the network: to the sign-in page.
    await expect.poll(() => heading(page)).toBe("Sign in");
    await page.close();
  });

  it("opens the app with the network gone, and says Page Not Found for an unknown path", async () => {
    const page = await profile.newPage();
    await page.goto("/");
    await expect.poll(() => controlled(page)).toBe(true);
    await profile.setOffline(true);
    try {
      const reload = await page.reload();
      expect(reload?.fromServiceWorker()).toBe(true);
      await expect.poll(() => heading(page)).toBe("Workshop");
      const unknown = await page.goto("/no/such/page");
      expect(unknown?.status()).toBe(404);
      await expect.poll(() => heading(page)).toBe("Page Not Found: /no/such/page");
    } finally {
      await profile.setOffline(false);
    }
    await page.close();
  });
});
