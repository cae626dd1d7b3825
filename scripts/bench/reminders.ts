// `make bench-reminders` (issue 15's benchmark rows): with BENCH_VEHICLES vehicles (100 000) in 5
// categories of about 20 000 each and a service plan of 3 reminders applied to every vehicle:
// - applying a plan to one category's vehicles (about 20 000) ≤ 10 s (the request, timed: the
//   reminders and their history entries, chained);
// - the due list's first page (overdue, then due soon; and with a category filter), with its total
//   as the app reads it (how many are due, "Page 1 of N") ≤ 20 ms p50;
// - the daily job ≤ 5 s: an ordinary next day, and the worst day, when every reminder moves
//   (the command `pocketbase reminders-daily --today=…`, which runs the cron's code; its time
//   includes the process's start).
// Run apart from `make bench` (which does not make reminders); prints the table and writes
// bench-results/<date>-<commit>-reminders.md.
import { execFile } from "node:child_process";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { NO_DEV_MODE, pocketbaseBinary, repoRoot } from "../../tests/support/pocketbase";
import { atMost, median, type Budget } from "./report";
import { benchRoot, makeDemoData, startBenchServer } from "./servers";
import { reportSideBench } from "./side-report";

const run = promisify(execFile);
const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 100_000);
const CATEGORIES = 5;
const REQUESTS = 200;
// Titles the demo's own plans do not use (server/lib/demo/catalog.ts), so that every vehicle gets
// all three and the row measures what it always did.
const PLAN = [
  { title: "Oil change", every_months: 12, every_km: 15_000 },
  { title: "Air filter", every_months: 24, every_km: 30_000 },
  { title: "Timing belt", every_months: 60, every_km: 120_000 },
];

function progress(message: string): void {
  process.stderr.write(`[bench reminders] ${message}\n`);
}

function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

async function timeDaily(dataDir: string, today: string): Promise<{ ms: number; output: string }> {
  const started = performance.now();
  const { stdout } = await run(
    pocketbaseBinary,
    ["reminders-daily", `--today=${today}`, NO_DEV_MODE, `--dir=${dataDir}`, `--hooksDir=${join(repoRoot, "pb_hooks")}`, `--migrationsDir=${join(repoRoot, "pb_migrations")}`],
    { cwd: repoRoot, env: { ...process.env, WORKSHOP_FIRST_EMPLOYEE: "skip" } },
  );
  return { ms: performance.now() - started, output: stdout.trim() };
}

async function main(): Promise<void> {
  const root = await benchRoot();
  const dataDir = join(root, "data");
  const budgets: Budget[] = [];
  const notes: string[] = [];
  try {
    progress(`demo data: ${VEHICLES} vehicles in ${CATEGORIES} categories`);
    await makeDemoData(dataDir, VEHICLES, CATEGORIES);
    const bench = await startBenchServer("product", dataDir, join(repoRoot, "pb_hooks"));
    const { server } = bench;
    const token = bench.employee.token;
    try {
      const categories = (await server.asSuperuser("/api/collections/category_usage/records?perPage=100&sort=-vehicles")).json.items as { id: string; vehicles: number }[];
      const applied: number[] = [];
      for (const category of categories) {
        const saved = await server.asSuperuser(`/api/collections/categories/records/${category.id}`, { method: "PATCH", body: { service_plan: PLAN } });
        if (saved.status !== 200) throw new Error(`saving a plan: ${saved.text}`);
        const started = performance.now();
        const response = await server.asSuperuser(`/api/app/categories/${category.id}/apply-plan`, { method: "POST" });
        applied.push(performance.now() - started);
        if (response.status !== 200) throw new Error(`applying a plan: ${response.text}`);
        notes.push(`plan applied to ${category.vehicles} vehicles: ${response.json.added} reminders in ${(applied.at(-1)! / 1000).toFixed(2)} s`);
      }
      budgets.push(atMost(`applying a plan of 3 to ${categories[0]!.vehicles} vehicles (largest category)`, applied[0]! / 1000, 10, "s"));
      const again = performance.now();
      const twice = await server.asSuperuser(`/api/app/categories/${categories[0]!.id}/apply-plan`, { method: "POST" });
      notes.push(`applied again: ${twice.json.added} added in ${((performance.now() - again) / 1000).toFixed(2)} s`);

      // Reminders that are due: a month on, every 1-month-margin reminder is due soon; a year
      // on, every oil change is overdue. The ordinary next day first.
      const nextDay = await timeDaily(dataDir, day(1));
      budgets.push(atMost("daily job, the next day (process start included)", nextDay.ms / 1000, 5, "s"));
      notes.push(`next day: ${nextDay.output}`);
      const worst = await timeDaily(dataDir, day(400));
      budgets.push(atMost("daily job, every reminder moving (process start included)", worst.ms / 1000, 5, "s"));
      notes.push(`400 days on: ${worst.output}`);

      const list = async (filter: string) => {
        const path = `/api/collections/reminders/records?perPage=30&sort=urgency,due_date,due_km,id&expand=vehicle&filter=${encodeURIComponent(filter)}`;
        const times: number[] = [];
        for (let i = 0; i < REQUESTS; i += 1) {
          const started = performance.now();
          const response = await server.request(path, { token });
          times.push(performance.now() - started);
          if (response.status !== 200 || response.json.items.length !== 30) {
            notes.push(`due list ${filter}: ${response.status} ${response.text.slice(0, 200)}`);
            return null;
          }
        }
        return median(times);
      };
      budgets.push(atMost("due list first page p50 (c=1)", await list("urgency <= 2"), 20, "ms"));
      budgets.push(atMost("due list first page of one category p50 (c=1)", await list(`urgency <= 2 && category = "${categories[1]!.id}"`), 20, "ms"));
      budgets.push(atMost("overdue only, first page p50 (c=1)", await list("urgency = 1"), 20, "ms"));
    } finally {
      await server.stop();
    }
    const file = await reportSideBench("reminders", "Reminders", budgets, notes);
    progress(`written to ${file}`);
  } finally {
    if (process.env.BENCH_KEEP !== "1") await rm(root, { recursive: true, force: true });
  }
}

await main();
