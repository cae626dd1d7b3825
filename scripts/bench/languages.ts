// `make bench-languages` (issue 28's benchmark rows): the page on the wire with both catalogues,
// and switching the language without a reload ≤ 100 ms p50: on a desk-sized vehicle list's full
// page (the demo's BENCH_VEHICLES vehicles), from the switch's change until the screen has
// re-rendered in the new language and painted (two animation frames after its text changed).
// Run apart from `make bench`; prints the table and writes bench-results/<date>-<commit>-languages.md.
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { addSessionCookie, launchBrowser, newContext } from "../../tests/support/browser";
import { PAGE_SIZE } from "@shared/constants";
import { repoRoot, signInWithPassword } from "../../tests/support/pocketbase";
import { measurePageOnWire } from "./page-wire";
import { atMost, median } from "./report";
import { benchRoot, makeDemoData, startBenchServer } from "./servers";
import { reportSideBench } from "./side-report";

const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 1_000);
const SWITCHES = Number(process.env.BENCH_SWITCHES ?? 40);

function progress(message: string): void {
  process.stderr.write(`[bench languages] ${message}\n`);
}

/**
 * In the page: picks `language` in the switch and resolves with the ms until the new words are
 * painted. A string, as tsx would wrap a function's inner arrows in a helper the page lacks
 * (the bench's context bypasses the page's Content-Security-Policy to run it).
 */
const SWITCH_TO = `([language, word]) => {
  const select = document.getElementById("language-switch");
  const label = document.querySelector('label[for="language-switch"]');
  const started = performance.now();
  select.value = language;
  select.dispatchEvent(new Event("change", { bubbles: true }));
  return new Promise((resolve) => {
    const painted = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - started)));
    const check = () => (label.textContent === word && document.querySelector("tbody tr") ? painted() : requestAnimationFrame(check));
    check();
  });
}`;

async function main(): Promise<void> {
  const root = await benchRoot();
  const dataDir = join(root, "data");
  const notes: string[] = [];
  try {
    progress(`demo data: ${VEHICLES} vehicles`);
    await makeDemoData(dataDir, VEHICLES, 5);
    const { server, employee } = await startBenchServer("product", dataDir, join(repoRoot, "pb_hooks"));
    const browser = await launchBrowser();
    const times: number[] = [];
    let wire;
    try {
      wire = await measurePageOnWire(server.url);
      const context = await newContext(browser, server.url, { viewport: { width: 1440, height: 900 }, bypassCSP: true });
      await addSessionCookie(context, server.url, await signInWithPassword(server, employee.email, employee.password));
      const page = await context.newPage();
      await page.goto("/workshop/vehicles");
      await page.waitForFunction(`document.querySelectorAll("tbody tr").length >= ${PAGE_SIZE}`);
      for (let i = 0; i < SWITCHES; i += 1) {
        const target: [string, string] = i % 2 === 0 ? ["de", "Sprache"] : ["en", "Language"];
        times.push(await page.evaluate<number>(`(${SWITCH_TO})(${JSON.stringify(target)})`));
        // The account's save follows each switch; let it land before the next.
        await page.waitForLoadState("networkidle");
      }
      const rows = await page.locator("tbody tr").count();
      notes.push(`${SWITCHES} switches between English and German on the vehicle list (${rows} rows), 1 440 px; min ${Math.min(...times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`);
      await context.close();
    } finally {
      await browser.close();
      await server.stop();
    }
    const budgets = [atMost("switching the language, vehicle list of a full page, p50", median(times), 100, "ms")];
    notes.push(
      `the page on the wire with both catalogues: ${wire.raw} bytes as it is, ${wire.wire} bytes ${wire.encoding}, ${wire.gzip} bytes gzip; a reload answers ${wire.reloadStatus} (${wire.reloadBytes} bytes)`,
    );
    const file = await reportSideBench("languages", "Languages", budgets, notes);
    progress(`written to ${file}`);
  } finally {
    if (process.env.BENCH_KEEP !== "1") await rm(root, { recursive: true, force: true });
  }
}

await main();
