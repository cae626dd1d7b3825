// Issue 23's budget for the page (it replaces the page's size budget): Chromium as a slow phone
// on the workshop's Wi-Fi (4× CPU slowdown, 10 Mbit/s, 40 ms), signed in as a technician:
// milliseconds from the start of navigation to /workshop/my-work until the frame that shows their
// first job. Twice per fresh profile: the first visit (nothing on the device) and a repeat visit
// (the service worker in charge: the page from the device, only the API over the network).
//
// As in first-list.ts, an init script notes when the first job card is painted (first-paint.ts).
import type { BrowserContext, Page } from "playwright-core";
import { addSessionCookie, launchBrowser, newPhoneContext } from "../../tests/support/browser";
import type { PasswordSession } from "../../tests/support/pocketbase";
import { firstPainted, watchFirst } from "./first-paint";

const FIRST_JOB = "li.my-job";

/** The slow phone on shop Wi-Fi of the issue. */
export const SLOW_PHONE = { cpuSlowdown: 4, latencyMs: 40, bytesPerSecond: 10_000_000 / 8 } as const;

/** Issue 23: My work shows the technician's jobs within these after navigation. */
export const MY_WORK_BUDGETS = { firstVisitMs: 1000, repeatVisitMs: 600 } as const;

export interface MyWorkVisit {
  readonly paintedMs: number;
  /** The page came from the service worker (a repeat visit should). */
  readonly fromServiceWorker: boolean;
  /** When the page's last byte arrived, ms after the navigation's start. */
  readonly pageLoadedMs: number;
}

export interface MyWorkRun {
  readonly first: MyWorkVisit;
  readonly repeat: MyWorkVisit;
}

async function slowDown(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_PHONE.cpuSlowdown });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.bytesPerSecond,
    uploadThroughput: SLOW_PHONE.bytesPerSecond,
  });
}

async function visit(page: Page): Promise<MyWorkVisit> {
  const response = await page.goto("/workshop/my-work", { waitUntil: "commit" });
  const mark = await firstPainted(page, 30_000);
  const pageLoadedMs = await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).responseEnd);
  return { paintedMs: mark.painted, fromServiceWorker: response?.fromServiceWorker() ?? false, pageLoadedMs };
}

/** `runs` fresh profiles, each visiting My work twice. */
export async function timeMyWork(baseUrl: string, session: PasswordSession, runs: number): Promise<MyWorkRun[]> {
  const browser = await launchBrowser();
  const results: MyWorkRun[] = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const context = await newPhoneContext(browser, baseUrl, { viewport: { width: 390, height: 800 } });
      await addSessionCookie(context, baseUrl, session);
      await context.addInitScript(watchFirst, FIRST_JOB);
      const page = await context.newPage();
      await slowDown(context, page);
      const first = await visit(page);
      // The service worker installs after the first visit and keeps the page.
      await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 });
      const repeat = await visit(page);
      results.push({ first, repeat });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
