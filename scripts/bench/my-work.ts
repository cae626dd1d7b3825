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
import { median } from "./report";

export const FIRST_JOB = "li.my-job";

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
  /** Where the time went: the page's steps, its requests and marks, in ms after the navigation's start. */
  readonly timeline: readonly (readonly [number, string])[];
}

export interface MyWorkRun {
  readonly first: MyWorkVisit;
  readonly repeat: MyWorkVisit;
}

export async function slowDown(context: BrowserContext, page: Page): Promise<void> {
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

/**
 * In the page: its navigation's steps, its requests (start and end) and marks, in ms after the
 * navigation's start. A string, as tsx would wrap a function's inner arrows in a helper the page lacks.
 */
const TIMELINE = `(() => {
  const nav = performance.getEntriesByType("navigation")[0];
  const seen = new Map();
  const named = (name) => {
    seen.set(name, (seen.get(name) ?? 0) + 1);
    return seen.get(name) === 1 ? name : name + " #" + seen.get(name);
  };
  const requests = performance.getEntriesByType("resource").flatMap((r) => {
    const name = named(r.name.replace(location.origin, "").replace(/[?].*/, ""));
    return [[r.startTime, "→ " + name], [r.responseEnd, "← " + name]];
  });
  return [
    [nav.workerStart, "service worker started"],
    [nav.requestStart, "page requested"],
    [nav.responseStart, "page's first byte"],
    [nav.responseEnd, "page's last byte"],
    [nav.domInteractive, "page parsed"],
    [nav.domContentLoadedEventStart, "script run (DOMContentLoaded)"],
    ...requests,
    ...performance.getEntriesByType("mark").map((m) => [m.startTime, "mark " + m.name]),
    ...performance.getEntriesByType("paint").map((p) => [p.startTime, p.name]),
    [window.__benchFirst.painted, "first job painted"],
  ].filter(([ms]) => ms > 0);
})()`;

/** The timelines of several visits: each step's median, in the order of the medians. */
export function medianTimeline(timelines: readonly (readonly (readonly [number, string])[])[]): string {
  const steps = new Map<string, number[]>();
  for (const timeline of timelines) for (const [ms, step] of timeline) steps.set(step, [...(steps.get(step) ?? []), ms]);
  return [...steps]
    .map(([step, values]) => [median(values), step, values.length] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([ms, step, count]) => `  ${ms.toFixed(0).padStart(5)} ${step}${count < timelines.length ? ` (in ${count} of ${timelines.length})` : ""}`)
    .join("\n");
}

export async function visit(page: Page): Promise<MyWorkVisit> {
  const response = await page.goto("/workshop/my-work", { waitUntil: "commit" });
  const mark = await firstPainted(page, 30_000);
  const pageLoadedMs = await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).responseEnd);
  const timeline = await page.evaluate<[number, string][]>(TIMELINE);
  return { paintedMs: mark.painted, fromServiceWorker: response?.fromServiceWorker() ?? false, pageLoadedMs, timeline };
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
