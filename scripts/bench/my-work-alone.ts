// Issue 23's My work budget alone, in a minute instead of `make bench`'s twenty: one product server
// on a temporary data dir (a technician with five jobs, as the bench's), then timeMyWork's slow
// phone. Prints each run and the medians of the first and the repeat visit, with where the time
// of the last run went (the page, the API requests, the script's start), for finding what to cut.
//
//   npx tsx --tsconfig tests/tsconfig.json scripts/bench/my-work-alone.ts [runs] [--trace]   (after make build)
//
// --trace adds one more profile whose two visits are traced (Chromium's performance trace, which
// itself slows the page a little): the page's main thread task by task (trace-summary.ts);
// MY_WORK_TRACE_DIR=dir keeps the traces (Chromium's DevTools opens them).
import { writeFile } from "node:fs/promises";
import type { Browser } from "playwright-core";
import { addSessionCookie, launchBrowser, newPhoneContext } from "../../tests/support/browser";
import { createEmployee, repoRoot, signInWithPassword, startServer, type PasswordSession } from "../../tests/support/pocketbase";
import { createCategory, createVehicle } from "../../tests/support/records";
import { createWorkOrder, moveWorkOrder } from "../../tests/support/work-orders";
import { FIRST_JOB, medianTimeline, MY_WORK_BUDGETS, slowDown, timeMyWork, visit, type MyWorkVisit } from "./my-work";
import { watchFirst } from "./first-paint";
import { median } from "./report";
import { summariseTrace } from "./trace-summary";

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 5);
const TRACE_CATEGORIES = ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline", "v8", "v8.execute", "blink.user_timing", "loading"];

async function traced(browser: Browser, url: string, session: PasswordSession): Promise<void> {
  const context = await newPhoneContext(browser, url, { viewport: { width: 390, height: 800 } });
  await addSessionCookie(context, url, session);
  await context.addInitScript(watchFirst, FIRST_JOB);
  const page = await context.newPage();
  await slowDown(context, page);
  for (const name of ["first", "repeat"]) {
    if (name === "repeat") await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const seen = await visit(page);
    await page.waitForTimeout(300);
    const buffer = await browser.stopTracing();
    if (process.env.MY_WORK_TRACE_DIR) await writeFile(`${process.env.MY_WORK_TRACE_DIR}/my-work-${name}.json`, buffer);
    const trace = JSON.parse(buffer.toString("utf8")) as { traceEvents: Parameters<typeof summariseTrace>[0] };
    console.log(`traced ${name} visit: first job painted at ${seen.paintedMs.toFixed(0)} ms\n${medianTimeline([seen.timeline])}\n main thread:\n${summariseTrace(trace.traceEvents)}`);
  }
  await context.close();
}

async function main(): Promise<void> {
  const server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" }, hooksDir: `${repoRoot}/pb_hooks` });
  try {
    const manager = await createEmployee(server, { name: "Bench Manager" });
    const technician = await createEmployee(server, { name: "Bench Technician", role: "technician" });
    const vans = (await createCategory(server, undefined, { name: "Vans" })).id;
    const vehicle = (await createVehicle(server, vans, undefined, { plate: "MW-100", make: "Ford", model: "Transit" })).id;
    for (let i = 0; i < 5; i += 1) {
      const job = await createWorkOrder(server, manager.token, vehicle, { title: `Job ${i + 1}`, assignee: technician.id });
      if (i < 2) await moveWorkOrder(server, manager.token, job.id, { status: "in_progress" });
    }
    const session = await signInWithPassword(server, technician.email, technician.password);
    // One more run than asked: the first warms Chromium up, as in `make bench`.
    const measured = (await timeMyWork(server.url, session, runs + 1)).slice(1);
    const show = (visit: MyWorkVisit) => `${visit.paintedMs.toFixed(0)} ms${visit.fromServiceWorker ? " (service worker)" : ""}`;
    for (const [i, run] of measured.entries()) console.log(`run ${i + 1}: first ${show(run.first)}, repeat ${show(run.repeat)}`);
    const first = median(measured.map((run) => run.first.paintedMs));
    const repeat = median(measured.map((run) => run.repeat.paintedMs));
    console.log(`median: first visit ${first.toFixed(0)} ms (budget ${MY_WORK_BUDGETS.firstVisitMs}), repeat ${repeat.toFixed(0)} ms (budget ${MY_WORK_BUDGETS.repeatVisitMs})`);
    console.log(`first visit, each step's median:\n${medianTimeline(measured.map((run) => run.first.timeline))}`);
    console.log(`repeat visit, each step's median:\n${medianTimeline(measured.map((run) => run.repeat.timeline))}`);
    if (args.includes("--trace")) {
      const browser = await launchBrowser();
      try {
        await traced(browser, server.url, session);
      } finally {
        await browser.close();
      }
    }
  } finally {
    await server.dispose();
  }
}

await main();
