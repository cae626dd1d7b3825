// A new build going live while a tab is open (PRODUCT.md "New build"). The server serves a copy
// of the built page from its own folder (WORKSHOP_PUBLIC_DIR); the test "deploys" a new build by
// rewriting that copy with another build id, exactly what the server then reports.
import { createHash } from "node:crypto";
import { copyFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { extractBuildId } from "@shared/app-build";
import { stampInlineHashes } from "@shared/content-security";
import { launchBrowser, newContext } from "../support/browser";
import { repoRoot, startServer, type TestServer } from "../support/pocketbase";

let server: TestServer;
let browser: Browser;
let publicDir: string;
let original: string;
let builtId: string;

beforeAll(async () => {
  publicDir = await mkdtemp(join(tmpdir(), "workshop-public-"));
  await copyFile(join(repoRoot, "pb_public", "index.html"), join(publicDir, "index.html"));
  original = await readFile(join(publicDir, "index.html"), "utf8");
  builtId = extractBuildId(original)!;
  [server, browser] = await Promise.all([
    startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip", WORKSHOP_PUBLIC_DIR: publicDir } }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await rm(publicDir, { recursive: true, force: true });
});

/**
 * Puts a build with another id live: the page and its own idea of its id both change, and the
 * page carries the hashes of its new script, as a real build does.
 */
async function deploy(buildId: string): Promise<void> {
  const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");
  await writeFile(join(publicDir, "index.html"), stampInlineHashes(original.replaceAll(builtId, buildId), sha256));
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

describe("a new build", () => {
  it("makes the next navigation load the page afresh, once in 10 s at most", async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    await page.goto("/template");
    expect(await pageBuild(page)).toBe(builtId);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await deploy("feedfacefeedface");
    // The first navigation goes ahead in the page and asks the server in the background…
    await navigateInApp(page, "Sign in", true);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Sign in");
    expect(await marker(page)).toBe(true);
    // …and the next one loads its target afresh, now running the new build.
    await navigateInApp(page, "Workshop", false);
    await expect.poll(() => pageBuild(page)).toBe("feedfacefeedface");
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await marker(page)).toBe(false);

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
