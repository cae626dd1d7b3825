// Debian's Chromium driven by playwright-core (no browser download: the Makefile installs the
// `chromium` package). Flags as this workplace needs them: headless, no sandbox as root, and no
// background networking, since the machine reaches no outside host.
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { repoRoot } from "./pocketbase";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const artifactsDir = join(repoRoot, "test-results");

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/** `extraArgs`, e.g. `--host-resolver-rules=MAP workshop.lan 127.0.0.1` to act as a LAN address. */
export async function launchBrowser(extraArgs: readonly string[] = [], env?: Record<string, string>): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    ...(env ? { env: { ...process.env, ...env } } : {}),
  });
}

/**
 * A browser with a profile on disk (`userDataDir`), as a phone's browser is: unlike the
 * incognito-like contexts of `newContext`, Chromium offers to install an app only in such a one.
 */
export async function launchProfile(userDataDir: string, baseURL: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return prepared(
    await chromium.launchPersistentContext(userDataDir, {
      executablePath: chromiumPath,
      headless: true,
      args: CHROMIUM_ARGS,
      baseURL,
      ...options,
    }),
  );
}

/**
 * Playwright waits without limit by default: a missing element would hang a test until the
 * test's own timeout. Ten seconds is far more than any screen needs, even on a loaded CI machine.
 */
const ACTION_TIMEOUT_MS = 10_000;

/**
 * Content-Security-Policy violations reported by any page of any context made here, since the
 * last `takeCspViolations()`. tests/browser/setup.ts fails every browser test that leaves one.
 */
const cspViolations: string[] = [];

export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

/** Reports each `securitypolicyviolation` of the context's pages to cspViolations. */
async function watchCsp(context: BrowserContext): Promise<void> {
  await context.exposeBinding("__workshopCspViolation", ({ page }, text: string) => {
    cspViolations.push(`${page.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener(
      "securitypolicyviolation",
      (event) => {
        const report = (window as unknown as { __workshopCspViolation: (text: string) => void }).__workshopCspViolation;
        report(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`);
      },
      true,
    );
  });
}

async function prepared(context: BrowserContext): Promise<BrowserContext> {
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  await watchCsp(context);
  return context;
}

/**
 * A fresh browser profile: its own cookies and storage, like a second device. Served from
 * 127.0.0.1, a secure context, it runs the app's service worker from its second page load on;
 * `{ serviceWorkers: "block" }` acts as a browser on plain HTTP to a LAN address, which has none.
 */
export async function newContext(browser: Browser, baseURL: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return prepared(await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, ...options }));
}

/** A phone-sized profile (375 px wide unless said otherwise, touch), for screenshots and layout checks. */
export async function newPhoneContext(browser: Browser, baseURL: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return prepared(await browser.newContext({ baseURL, viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, ...options }));
}

/** Puts a session into the browser's `pb_auth` cookie, as the app itself stores it. */
export async function addSessionCookie(
  context: BrowserContext,
  baseURL: string,
  session: { token: string; record: object | null },
): Promise<void> {
  await context.addCookies([
    {
      name: "pb_auth",
      value: encodeURIComponent(JSON.stringify(session)),
      url: baseURL,
      sameSite: "Strict",
      secure: true,
      httpOnly: false,
    },
  ]);
}

/** The `pb_auth` cookie as the browser holds it, or undefined. */
export async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === "pb_auth");
}

/** Saves a screenshot under test-results/ (kept by CI as an artifact). */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  await mkdir(artifactsDir, { recursive: true });
  const path = join(artifactsDir, `${name}.png`);
  await page.screenshot({ path, fullPage });
  return path;
}

/** Collects uncaught page errors and console errors, so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    // With the address, for a resource that failed to load (the text does not name it).
    if (message.type() === "error") errors.push(`console: ${message.text()}${message.location().url ? ` (${message.location().url})` : ""}`);
  });
  return errors;
}

/** How many reads the phone keeps whose key holds `path` (web/src/lib/offline/device-copies.ts). */
export function keptCopies(page: Page, path: string): Promise<number> {
  return page.evaluate(
    (wanted) =>
      new Promise<number>((resolve) => {
        // Read only once the app made it: opening a database that does not exist yet would make an empty one.
        void indexedDB.databases().then((databases) => {
          if (!databases.some((database) => database.name === "workshop")) return resolve(0);
          const opened = indexedDB.open("workshop");
          opened.onerror = () => resolve(0);
          opened.onsuccess = () => {
            const db = opened.result;
            const done = (count: number) => {
              db.close();
              resolve(count);
            };
            if (!db.objectStoreNames.contains("copies")) return done(0);
            const all = db.transaction("copies", "readonly").objectStore("copies").getAllKeys();
            all.onsuccess = () => done(all.result.filter((key) => String(key).includes(wanted)).length);
            all.onerror = () => done(0);
          };
        });
      }),
    path,
  );
}

/** The connection notice's text (offline, waiting changes, copies shown): null when none shows. */
export const connectionNotice = (page: Page) => page.locator(".connection-notice").textContent();

/** A work order's item row (not the editor's) holding `text`. */
export const itemRow = (page: Page, text: string) => page.locator("table.work-order-items tbody tr:not(.item-editor)", { hasText: text });
