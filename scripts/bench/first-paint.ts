// When the first element matching a selector is painted, as a page's init script notes it: once
// it appears, `performance.now()` (counted from the navigation's start) and, in the next
// animation frame, the time of the frame that shows it. The app itself is not changed for this.
// Used by first-list.ts and my-work.ts.
import type { Page } from "playwright-core";

declare global {
  interface Window {
    __benchFirst?: { inserted: number; painted: number | null };
  }
}

/** The init script (it runs in the page: nothing from outside it). */
export function watchFirst(selector: string): void {
  const observer = new MutationObserver(() => {
    if (window.__benchFirst || !document.querySelector(selector)) return;
    const mark = { inserted: performance.now(), painted: null as number | null };
    performance.mark(`first ${selector} in the DOM`); // for a trace
    window.__benchFirst = mark;
    observer.disconnect();
    requestAnimationFrame(() => (mark.painted = performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** Waits for the mark of the page's current document. */
export async function firstPainted(page: Page, timeoutMs: number): Promise<{ inserted: number; painted: number }> {
  const handle = await page.waitForFunction(() => window.__benchFirst?.painted != null && window.__benchFirst, null, { timeout: timeoutMs });
  return (await handle.jsonValue()) as { inserted: number; painted: number };
}
