// `make bench-parts` (issue 26's benchmark rows): BENCH_PARTS parts (20 000), one in ten at or
// below its reorder point, on a demo data dir of BENCH_VEHICLES vehicles (1 000):
// - issuing a part (a part line added to a work order: the line, its issue, the part's on hand,
//   the work order's total, in one transaction) ≤ 10 ms p50 at c=1;
// - the parts list's first page (by number), and a search of it by name, ≤ 10 ms p50;
// - the reorder list's first page ≤ 20 ms p50.
// Bare PocketBase (the same data, no hooks) takes each issue's turn too: the same line, as the
// product stored it, added to a work order there (it only stores the line); their ratio says what
// the lifecycle costs whatever the machine's speed that day.
// Run apart from `make bench`; prints the table and writes bench-results/<date>-<commit>-parts.md.
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { repoRoot } from "../../tests/support/pocketbase";
import { atMost, median, type Budget } from "./report";
import { benchRoot, copyDataDir, emptyHooksDir, makeDemoData, startBenchServer } from "./servers";
import { reportSideBench } from "./side-report";

const PARTS = Number(process.env.BENCH_PARTS ?? 20_000);
const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 1_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const AT_ONCE = 8;

function progress(message: string): void {
  process.stderr.write(`[bench parts] ${message}\n`);
}

async function main(): Promise<void> {
  const root = await benchRoot();
  const dataDir = join(root, "data");
  const budgets: Budget[] = [];
  const notes: string[] = [];
  try {
    progress(`demo data: ${VEHICLES} vehicles`);
    await makeDemoData(dataDir, VEHICLES, 5);
    await copyDataDir(dataDir, join(root, "baseline"));
    const bench = await startBenchServer("product", dataDir, join(repoRoot, "pb_hooks"));
    const bare = await startBenchServer("baseline", join(root, "baseline"), await emptyHooksDir(root));
    const { server } = bench;
    const token = bench.employee.token;
    try {
      progress(`${PARTS} parts`);
      let made = 0;
      const makeOne = async (n: number) => {
        const low = n % 10 === 0;
        const body = { number: `BX-${String(n).padStart(6, "0")}`, name: `Bench part ${n} ${n % 7 === 0 ? "filter" : "bolt"}`, unit: "pcs", unit_cost: 1.25, reorder_point: low ? 5 : 0 };
        const response = await server.asSuperuser("/api/collections/parts/records", { method: "POST", body });
        if (response.status !== 200) throw new Error(`creating a part: ${response.text}`);
        if (!low) await server.asSuperuser("/api/collections/stock_movements/records", { method: "POST", body: { part: response.json.id, reason: "receipt", quantity: 50, unit_cost: 1.25 } });
        made += 1;
      };
      for (let n = 0; n < PARTS; n += AT_ONCE) await Promise.all(Array.from({ length: Math.min(AT_ONCE, PARTS - n) }, (_, i) => makeOne(n + i)));
      notes.push(`${made} parts, ${Math.ceil(PARTS / 10)} of them to reorder`);

      const timed = async (label: string, path: string, expectRows: number) => {
        const times: number[] = [];
        for (let i = 0; i < REQUESTS; i += 1) {
          const started = performance.now();
          const response = await server.request(path, { token });
          times.push(performance.now() - started);
          if (response.status !== 200 || response.json.items.length < expectRows) {
            notes.push(`${label}: ${response.status} ${response.text.slice(0, 200)}`);
            return null;
          }
        }
        return median(times);
      };
      const list = (filter: string) => `/api/collections/parts/records?perPage=50&skipTotal=1&sort=number_key${filter ? `&filter=${encodeURIComponent(filter)}` : ""}`;
      budgets.push(atMost("parts list, first page p50 (c=1)", await timed("list", list(""), 50), 10, "ms"));
      budgets.push(atMost("parts list searching a name (\"filter\") p50 (c=1)", await timed("search", list('(number_key ~ "filter" || name ~ "filter" || barcode = "filter")'), 1), 10, "ms"));
      budgets.push(atMost("reorder list, first page p50 (c=1)", await timed("reorder", list("needs_reorder = true"), 1), 20, "ms"));

      // Issuing: a part line of 1 from a part with plenty on hand, on one open work order.
      const part = (await server.asSuperuser("/api/collections/parts/records", { method: "POST", body: { number: "BX-ISSUE", name: "Issued part", unit: "pcs", unit_cost: 2 } })).json.id;
      await server.asSuperuser("/api/collections/stock_movements/records", { method: "POST", body: { part, reason: "receipt", quantity: REQUESTS * 2, unit_cost: 2 } });
      const vehicle = (await server.asSuperuser("/api/collections/vehicles/records?perPage=1&skipTotal=1")).json.items[0].id;
      const workOrder = (await server.request("/api/collections/work_orders/records", { method: "POST", token, body: { vehicle, title: "Bench issues" } })).json.id;
      // A record as the product stored it, for bare PocketBase: its employees are the bare server's own.
      const forBare = (json: { [field: string]: unknown }) => {
        const { id: _id, collectionId: _c, collectionName: _n, created: _cr, updated: _u, ...fields } = json;
        for (const field of ["created_by", "updated_by"]) if (typeof fields[field] === "string" && fields[field] !== "") fields[field] = bare.employee.id;
        return fields;
      };
      const stored = async (path: string) => forBare((await server.asSuperuser(path)).json);
      const barePart = await bare.server.asSuperuser("/api/collections/parts/records", { method: "POST", body: await stored(`/api/collections/parts/records/${part}`) });
      const bareWorkOrder = await bare.server.asSuperuser("/api/collections/work_orders/records", { method: "POST", body: await stored(`/api/collections/work_orders/records/${workOrder}`) });
      if (barePart.status !== 200 || bareWorkOrder.status !== 200) throw new Error(`bare PocketBase: ${barePart.text} ${bareWorkOrder.text}`);
      const issues: number[] = [];
      const bareIssues: number[] = [];
      for (let i = 0; i < REQUESTS; i += 1) {
        const started = performance.now();
        const response = await server.request("/api/collections/work_order_items/records", { method: "POST", token, body: { work_order: workOrder, part, quantity: 1 } });
        issues.push(performance.now() - started);
        if (response.status !== 200) throw new Error(`issuing: ${response.text}`);
        const bareBody = { ...forBare(response.json), work_order: bareWorkOrder.json.id, part: barePart.json.id };
        const bareStarted = performance.now();
        const bareResponse = await bare.server.request("/api/collections/work_order_items/records", { method: "POST", token: bare.employee.token, body: bareBody });
        bareIssues.push(performance.now() - bareStarted);
        if (bareResponse.status !== 200) throw new Error(`the same line on bare PocketBase: ${bareResponse.text}`);
      }
      budgets.push(atMost("issuing a part (a part line of 1) p50 (c=1)", median(issues), 10, "ms"));
      notes.push(`bare PocketBase, the same line stored (nothing else), p50 of ${REQUESTS}: ${median(bareIssues).toFixed(2)} ms; the product ${(median(issues) / median(bareIssues)).toFixed(2)} × that`);
    } finally {
      await server.stop();
      await bare.server.stop();
    }
    const file = await reportSideBench("parts", "Parts", budgets, notes);
    progress(`written to ${file}`);
  } finally {
    if (process.env.BENCH_KEEP !== "1") await rm(root, { recursive: true, force: true });
  }
}

await main();
