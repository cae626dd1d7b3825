// Chromium (Debian's, through playwright-core as in the browser tests): milliseconds from the
// start of navigation to /workshop/vehicles until the first vehicle row is on screen, for a
// signed-in employee in a fresh browser profile (nothing cached).
//
// An init script watches the DOM from the first byte for the first row's plate link
// (first-paint.ts).
import { addSessionCookie, launchBrowser, newContext } from "../../tests/support/browser";
import { firstPainted, watchFirst } from "./first-paint";
import type { PasswordSession } from "../../tests/support/pocketbase";

const FIRST_ROW = "table a.vehicle-link";

export interface FirstListRun {
  readonly insertedMs: number;
  readonly paintedMs: number;
  /** Where the time went (ms from the navigation's start): the page's last byte, its script run… */
  readonly pageLoadedMs: number;
  readonly domContentLoadedMs: number;
  /** …and the list's page request. */
  readonly listRequestStartMs: number | null;
  readonly listResponseEndMs: number | null;
}

function timings(): Omit<FirstListRun, "insertedMs" | "paintedMs"> {
  const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
  // The page request (30 rows, no total), not the count that follows it (1 row).
  const list = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find(
    (entry) => entry.name.includes("/api/collections/vehicles/records?") && entry.name.includes("perPage=30&"),
  );
  return {
    pageLoadedMs: navigation.responseEnd,
    domContentLoadedMs: navigation.domContentLoadedEventEnd,
    listRequestStartMs: list?.startTime ?? null,
    listResponseEndMs: list?.responseEnd ?? null,
  };
}

export async function timeFirstList(baseUrl: string, session: PasswordSession, runs: number): Promise<FirstListRun[]> {
  const browser = await launchBrowser();
  const results: FirstListRun[] = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const context = await newContext(browser, baseUrl);
      await addSessionCookie(context, baseUrl, session);
      await context.addInitScript(watchFirst, FIRST_ROW);
      const page = await context.newPage();
      await page.goto("/workshop/vehicles", { waitUntil: "commit" });
      const mark = await firstPainted(page, 15_000);
      results.push({ insertedMs: mark.inserted, paintedMs: mark.painted, ...(await page.evaluate(timings)) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
