// `make bench-inspections` (issue 24's benchmark rows), on BENCH_VEHICLES demo vehicles (100 000;
// the demo gives about a third of them inspections and some open defects):
// - an inspection of 100 lines saved done (every line answered, 2 failed: the reading, the
//   vehicle's odometer and 2 defects written in the same transaction) ≤ 20 ms p50;
// - the defects list's first page (open, critical first, with vehicle and work order, as the
//   screen asks for it; and filtered to one severity) ≤ 10 ms p50.
// Each sample of the first row is a new inspection (done is final): made and answered untimed,
// then the change to done timed. Bare PocketBase (the same data, no hooks) takes each sample's
// turn too: the same PATCH of the same 100-line inspection, which it only stores; their ratio
// says what the lifecycle costs whatever the machine's speed that day. Prints the table and writes
// bench-results/<date>-<commit>-inspections.md.
import { rm } from "node:fs/promises";
import { join } from "node:path";
import PocketBase from "pocketbase";
import { DEFAULT_DEFECT_LIST_QUERY, DEFECT_LIST_SORT, defectListFilter, type DefectListQuery } from "@shared/defect-list";
import { repoRoot } from "../../tests/support/pocketbase";
import { reportSideBench } from "./side-report";
import { atMost, median, type Budget } from "./report";
import { benchRoot, copyDataDir, emptyHooksDir, makeDemoData, startBenchServer } from "./servers";

const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 100_000);
const CATEGORIES = 8;
const SAVES = Number(process.env.BENCH_SAVES ?? 100);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const LINES = 100;
const sdk = new PocketBase("http://127.0.0.1");

function progress(message: string): void {
  process.stderr.write(`[bench inspections] ${message}\n`);
}

function defectListPath(query: DefectListQuery): string {
  const { filter, params } = defectListFilter(query);
  const search = new URLSearchParams({ page: "1", perPage: "30", skipTotal: "1", sort: DEFECT_LIST_SORT, expand: "vehicle,work_order", filter: sdk.filter(filter, params) });
  return `/api/collections/defects/records?${search.toString()}`;
}

async function main(): Promise<void> {
  const root = await benchRoot();
  const dataDir = join(root, "data");
  const budgets: Budget[] = [];
  const notes: string[] = [];
  try {
    progress(`demo data: ${VEHICLES} vehicles`);
    await makeDemoData(dataDir, VEHICLES, CATEGORIES);
    await copyDataDir(dataDir, join(root, "baseline"));
    const bench = await startBenchServer("product", dataDir, join(repoRoot, "pb_hooks"));
    const bare = await startBenchServer("baseline", join(root, "baseline"), await emptyHooksDir(root));
    const { server } = bench;
    const token = bench.employee.token;
    try {
      const items = Array.from({ length: LINES }, (_, i) =>
        i % 10 === 1 ? { label: `Measure ${i + 1}`, kind: "measure", unit: "mm", min: 1.6, max: null, photo_required: false } : { label: `Check ${i + 1}`, kind: "check", photo_required: false },
      );
      const template = await server.request("/api/collections/inspection_templates/records", { method: "POST", token, body: { name: `Bench ${Date.now()}`, items } });
      if (template.status !== 200) throw new Error(`a template: ${template.text}`);
      const vehicle = (await server.request("/api/collections/vehicles/records?perPage=1&skipTotal=1&sort=-odometer&filter=status%3D%22available%22", { token })).json.items[0] as { id: string; odometer: number };
      const answers = Object.fromEntries(items.map((item, i) => [String(i), i === 1 ? { value: 1.0 } : item.kind === "measure" ? { result: "pass", value: 3.2 } : { result: i === 4 ? "fail" : "pass", severity: "minor" }]));
      const bareTemplate = await bare.server.asSuperuser("/api/collections/inspection_templates/records", { method: "POST", body: { name: template.json.name, name_key: template.json.name_key, items: template.json.items } });
      if (bareTemplate.status !== 200) throw new Error(`a template on bare PocketBase: ${bareTemplate.text}`);
      const times: number[] = [];
      const bareTimes: number[] = [];
      for (let n = 0; n < SAVES; n += 1) {
        const started = await server.request(`/api/collections/inspections/records`, { method: "POST", token, body: { vehicle: vehicle.id, template: template.json.id } });
        const answered = await server.request(`/api/collections/inspections/records/${started.json.id}`, { method: "PATCH", token, body: { results: answers } });
        if (answered.status !== 200) throw new Error(`answering: ${answered.text}`);
        const begin = performance.now();
        const done = await server.request(`/api/collections/inspections/records/${started.json.id}`, { method: "PATCH", token, body: { status: "done", odometer: vehicle.odometer + (n + 1) * 10 } });
        times.push(performance.now() - begin);
        if (done.status !== 200 || done.json.failed !== 2) throw new Error(`done: ${done.status} ${done.text.slice(0, 300)}`);
        // The answered inspection as stored, copied to bare PocketBase, then the same "done".
        const { id: _id, collectionId: _c, collectionName: _n, created: _cr, updated: _u, ...fields } = answered.json;
        const copy = await bare.server.asSuperuser("/api/collections/inspections/records", { method: "POST", body: { ...fields, template: bareTemplate.json.id, inspector: bare.employee.id } });
        if (copy.status !== 200) throw new Error(`an inspection on bare PocketBase: ${copy.text.slice(0, 300)}`);
        const bareBegin = performance.now();
        const bareDone = await bare.server.request(`/api/collections/inspections/records/${copy.json.id}`, { method: "PATCH", token: bare.employee.token, body: { status: "done", odometer: vehicle.odometer + (n + 1) * 10 } });
        bareTimes.push(performance.now() - bareBegin);
        if (bareDone.status !== 200) throw new Error(`done on bare PocketBase: ${bareDone.status} ${bareDone.text.slice(0, 300)}`);
      }
      notes.push(
        `bare PocketBase, the same PATCH of the same ${LINES}-line inspection (stored, nothing else), p50 of ${SAVES}: ${median(bareTimes).toFixed(2)} ms; the product ${(median(times) / median(bareTimes)).toFixed(2)} × that`,
      );
      budgets.push(atMost(`an inspection of ${LINES} lines saved done, 2 failed (p50 of ${SAVES})`, median(times), 20, "ms"));

      const list = async (query: DefectListQuery, label: string) => {
        const path = defectListPath(query);
        const taken: number[] = [];
        for (let i = 0; i < REQUESTS; i += 1) {
          const begin = performance.now();
          const response = await server.request(path, { token });
          taken.push(performance.now() - begin);
          if (response.status !== 200 || response.json.items.length === 0) {
            notes.push(`${label}: ${response.status} ${response.text.slice(0, 200)}`);
            return null;
          }
        }
        return median(taken);
      };
      const open = await server.request(`/api/collections/defects/records?perPage=1&filter=${encodeURIComponent('status = "open"')}`, { token });
      notes.push(`${open.json.totalItems} open defects among ${VEHICLES} vehicles`);
      budgets.push(atMost("defects list, open, first page p50 (c=1)", await list(DEFAULT_DEFECT_LIST_QUERY, "open"), 10, "ms"));
      budgets.push(atMost("defects list, open and minor, first page p50 (c=1)", await list({ ...DEFAULT_DEFECT_LIST_QUERY, severity: "minor" }, "minor"), 10, "ms"));
    } finally {
      await server.stop();
      await bare.server.stop();
    }
    const file = await reportSideBench("inspections", "Inspections", budgets, notes);
    progress(`written to ${file}`);
  } finally {
    if (process.env.BENCH_KEEP !== "1") await rm(root, { recursive: true, force: true });
  }
}

await main();
