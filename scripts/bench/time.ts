// `make bench-time` (issue 25's benchmark rows): with BENCH_VEHICLES demo vehicles (100 000) and
// their work, whose status periods and recent clocked time the demo writes:
// - clocking on and off (POST and PATCH of time_entries by a technician) ≤ 10 ms p50 each;
// - the timesheet of a week for 50 technicians (10 stretches each) ≤ 20 ms p50;
// - the dashboard's availability, mean time to done and technicians' day
//   (GET /api/app/time/figures) ≤ 50 ms p50.
// Run apart from `make bench`; prints the table and writes bench-results/<date>-<commit>-time.md.
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { TIME_FIGURES_PATH } from "@shared/time/figures";
import { timesheetPath } from "@shared/time/timesheet";
import { pocketBaseDate } from "@shared/dates";
import { createEmployee, repoRoot, type TestServer } from "../../tests/support/pocketbase";
import { reportSideBench } from "./side-report";
import { atMost, median, type Budget } from "./report";
import { benchRoot, makeDemoData, startBenchServer } from "./servers";

const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 100_000);
const CATEGORIES = 50;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const TECHNICIANS = 50;
const STRETCHES = 10;
const DAY_MS = 86_400_000;
const ENTRIES = "/api/collections/time_entries/records";

function progress(message: string): void {
  process.stderr.write(`[bench time] ${message}\n`);
}

/** The median time of `count` sequential runs of `request`, or null when one fails. */
async function timed(count: number, request: (i: number) => Promise<{ status: number; text: string }>, notes: string[], what: string): Promise<number | null> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await request(i);
    times.push(performance.now() - started);
    if (response.status !== 200) {
      notes.push(`${what}: ${response.status} ${response.text.slice(0, 200)}`);
      return null;
    }
  }
  return median(times);
}

async function inProgressWorkOrders(server: TestServer, count: number): Promise<string[]> {
  const response = await server.asSuperuser(`/api/collections/work_orders/records?perPage=${count}&skipTotal=1&fields=id&filter=${encodeURIComponent('status = "in_progress"')}`);
  const ids = (response.json.items as { id: string }[]).map((item) => item.id);
  if (ids.length < 2) throw new Error(`the demo data has too few work orders in progress (${ids.length})`);
  return ids;
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
    try {
      const jobs = await inProgressWorkOrders(server, TECHNICIANS);
      const technicians = await Promise.all(Array.from({ length: TECHNICIANS }, (_, i) => createEmployee(server, { name: `Bench Technician ${i + 1}`, role: "technician" })));
      progress(`${TECHNICIANS} technicians, ${STRETCHES} stretches each`);
      const weekStart = Date.now() - 7 * DAY_MS;
      for (const [n, technician] of technicians.entries()) {
        for (let s = 0; s < STRETCHES; s += 1) {
          const started = weekStart + Math.floor(s / 2) * DAY_MS + (s % 2) * 4 * 3_600_000 + 3_600_000;
          const body = { work_order: jobs[n % jobs.length], employee: technician.id, started: new Date(started).toISOString(), ended: new Date(started + 3 * 3_600_000).toISOString() };
          const made = await server.asSuperuser(ENTRIES, { method: "POST", body });
          if (made.status !== 200) throw new Error(`entering time: ${made.text}`);
        }
      }

      // Clocking on and off, as a technician's phone does, alternating between two jobs: each
      // round clocks on (timed) and off (timed apart).
      const tom = technicians[0]!;
      const onTimes: number[] = [];
      const offTimes: number[] = [];
      for (let i = 0; i < REQUESTS; i += 1) {
        let started = performance.now();
        const clockedOn = await server.request(ENTRIES, { method: "POST", token: tom.token, body: { work_order: jobs[i % 2] } });
        onTimes.push(performance.now() - started);
        started = performance.now();
        const clockedOff = await server.request(`${ENTRIES}/${clockedOn.json?.id ?? "x"}`, { method: "PATCH", token: tom.token, body: { ended: new Date().toISOString() } });
        offTimes.push(performance.now() - started);
        if (clockedOn.status !== 200 || clockedOff.status !== 200) {
          notes.push(`clock on/off: ${clockedOn.status} ${clockedOff.status} ${clockedOff.text.slice(0, 200)}`);
          onTimes.length = 0;
          break;
        }
      }
      budgets.push(atMost("clock on p50 (c=1)", onTimes.length > 0 ? median(onTimes) : null, 10, "ms"));
      budgets.push(atMost("clock off p50 (c=1)", onTimes.length > 0 ? median(offTimes) : null, 10, "ms"));

      const sheet = timesheetPath({ from: pocketBaseDate(weekStart), employee: "" });
      budgets.push(atMost(`timesheet of a week, ${TECHNICIANS} technicians, p50 (c=1)`, await timed(REQUESTS, () => server.request(sheet, { token: bench.employee.token }), notes, "timesheet"), 20, "ms"));
      const figures = `${TIME_FIGURES_PATH}?since=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}`;
      budgets.push(atMost(`availability, mean to done, technicians' day at ${VEHICLES} vehicles, p50 (c=1)`, await timed(REQUESTS, () => server.request(figures, { token: bench.employee.token }), notes, "figures"), 50, "ms"));
    } finally {
      await server.stop();
    }
    const file = await reportSideBench("time", "Time on jobs", budgets, notes);
    progress(`written to ${file}`);
  } finally {
    if (process.env.BENCH_KEEP !== "1") await rm(root, { recursive: true, force: true });
  }
}

await main();
