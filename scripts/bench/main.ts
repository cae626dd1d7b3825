// `make bench`: the product against bare PocketBase on the same data, with budgets.
// How and why: docs/performance.md and docs/decisions/benchmarks.md; the parts: this folder's other files.
//
// Settings (environment): BENCH_VEHICLES (100000), BENCH_CATEGORIES (50), BENCH_SECONDS per run
// (3), BENCH_ROUNDS (3), BENCH_BROWSER_RUNS (5), BENCH_NO_GUARD=1 adds the product without its
// guest-guard middleware (experiment), BENCH_TRUST=0 skips the trust scenarios (memory of the
// bounded requests, trust.ts), BENCH_KEEP=1 keeps the temporary data dirs.
import { mkdir, rm, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { join } from "node:path";
import { createEmployee, repoRoot, signInWithPassword } from "../../tests/support/pocketbase";
import { exportOnce, type ExportRun } from "./export";
import { timeFirstList } from "./first-list";
import { captureSql, timeSql } from "./floor";
import { load, removeScripts } from "./load";
import { describeMachine, gitCommit } from "./machine";
import { MemorySampler, readStatusMb } from "./memory";
import { MY_WORK_BUDGETS, SLOW_PHONE, timeMyWork } from "./my-work";
import { measurePageOnWire } from "./page-wire";
import {
  atMost,
  BUDGET_HEADER,
  budgetRows,
  exportMemoryFlat,
  formatMarkdownTable,
  formatNumber,
  formatTable,
  holds,
  latencyRatio,
  median,
  noise,
  scenarioTable,
  SCENARIO_ALIGN,
  summarise,
  throughputCostRatio,
  type Budget,
  type LoadResult,
  type ScenarioResult,
} from "./report";
import type { Scenario } from "./scenario";
import { randomTag, scenarioPath, scenarios, VEHICLES_PATH, wordsOf, type Samples } from "./scenarios";
import { measureTrust, trustBudgets, trustFacts, type TrustRun } from "./trust";
import { makeWorkSamples, type WorkSamples } from "./work";
import {
  benchRoot,
  copyDataDir,
  emptyHooksDir,
  hooksDirOf,
  hooksWithoutGuard,
  makeDemoData,
  startBenchServer,
  timeStartToHealthy,
  type BenchServer,
  type ServerKind,
} from "./servers";

const settings = {
  vehicles: Number(process.env.BENCH_VEHICLES ?? 100_000),
  categories: Number(process.env.BENCH_CATEGORIES ?? 50),
  seconds: Number(process.env.BENCH_SECONDS ?? 3),
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
  browserRuns: Number(process.env.BENCH_BROWSER_RUNS ?? 5),
  noGuard: process.env.BENCH_NO_GUARD === "1",
  trust: process.env.BENCH_TRUST !== "0",
  keep: process.env.BENCH_KEEP === "1",
  concurrencies: [1, 32] as const,
  startRuns: 3,
  exportRuns: 3,
};

const began = performance.now();
function progress(message: string): void {
  const seconds = ((performance.now() - began) / 1000).toFixed(0).padStart(4);
  process.stderr.write(`[bench ${seconds} s] ${message}\n`);
}

async function pickSamples(server: BenchServer, work: WorkSamples): Promise<Samples> {
  const token = server.employee.token;
  const pick = async (page: number) => {
    const response = await server.server.request(`${VEHICLES_PATH}?sort=plate&perPage=1&page=${page}&skipTotal=1&fields=id,plate_key,category,make,model`, {
      token,
    });
    const item = response.json?.items?.[0];
    if (!item) throw new Error(`no vehicle on page ${page}: ${response.text}`);
    return item as { id: string; plate_key: string; category: string; make: string; model: string };
  };
  const middle = Math.max(1, Math.floor(settings.vehicles / 2));
  const viewed = await pick(middle);
  const updated = await pick(middle + 1);
  return { vehicleId: viewed.id, updateId: updated.id, categoryId: viewed.category, fragment: viewed.plate_key.slice(0, 4), words: wordsOf(viewed), ...work };
}

async function runOn(server: BenchServer, scenario: Scenario, connections: number, seconds: number): Promise<LoadResult> {
  return load({
    url: server.server.url + scenarioPath(scenario, server.kind !== "baseline"),
    connections,
    seconds,
    token: server.employee.token,
    script: scenario.script,
    args: scenario.args,
  });
}

/** Rounds of every scenario at every concurrency on every server, alternating which goes first. */
async function measure(
  list: readonly Scenario[],
  servers: readonly BenchServer[],
): Promise<Map<string, Map<ServerKind, LoadResult[]>>> {
  const results = new Map<string, Map<ServerKind, LoadResult[]>>();
  for (let round = 0; round < settings.rounds; round += 1) {
    progress(`round ${round + 1} of ${settings.rounds}: ${list.map((s) => s.key).join(", ")}`);
    for (const scenario of list) {
      for (const connections of concurrenciesOf(scenario)) {
        const key = `${scenario.key}@${connections}`;
        const byServer = results.get(key) ?? new Map<ServerKind, LoadResult[]>();
        results.set(key, byServer);
        const order = round % 2 === 0 ? servers : [...servers].reverse();
        for (const server of order) {
          const result = await runOn(server, scenario, connections, settings.seconds);
          byServer.set(server.kind, [...(byServer.get(server.kind) ?? []), result]);
        }
      }
    }
  }
  return results;
}

function concurrenciesOf(scenario: Scenario): readonly number[] {
  return scenario.concurrencies ?? settings.concurrencies;
}

function collect(
  list: readonly Scenario[],
  raw: Map<string, Map<ServerKind, LoadResult[]>>,
  floors: ReadonlyMap<string, number>,
): ScenarioResult[] {
  return list.flatMap((scenario) =>
    concurrenciesOf(scenario).map((connections): ScenarioResult => {
      const byServer = raw.get(`${scenario.key}@${connections}`)!;
      const of = (kind: ServerKind) => {
        const runs = byServer.get(kind);
        return runs ? summarise(runs) : undefined;
      };
      return {
        key: scenario.key,
        label: scenario.label,
        connections,
        product: of("product")!,
        baseline: of("baseline"),
        noGuard: of("no-guard"),
        floorMs: floors.get(scenario.key),
      };
    }),
  );
}

/**
 * A technician with five jobs of the product's demo data: two in progress and three open work
 * orders given to them (what My work shows first), signed in with a password.
 */
async function technicianWithJobs(bench: BenchServer) {
  const { server } = bench;
  const technician = await createEmployee(server, { name: "Bench Technician", role: "technician" });
  const pick = async (status: string, count: number) => {
    const response = await server.asSuperuser(
      `/api/collections/work_orders/records?filter=${encodeURIComponent(`status = "${status}"`)}&sort=-number&perPage=${count}&skipTotal=1&fields=id`,
    );
    const items = (response.json?.items ?? []) as { id: string }[];
    if (items.length < count) throw new Error(`bench: fewer than ${count} ${status} work orders in the demo data`);
    return items;
  };
  for (const job of [...(await pick("in_progress", 2)), ...(await pick("open", 3))]) {
    const assigned = await server.asSuperuser(`/api/collections/work_orders/records/${job.id}`, { method: "PATCH", body: { assignee: technician.id } });
    if (assigned.status !== 200) throw new Error(`bench: assigning a job failed: ${assigned.text}`);
  }
  return signInWithPassword(server, technician.email, technician.password);
}

async function main(): Promise<void> {
  const machine = await describeMachine();
  const { commit, dirty } = await gitCommit();
  const root = await benchRoot();
  const dirs = {
    product: join(root, "product"),
    baseline: join(root, "baseline"),
    noGuard: join(root, "no-guard"),
    floor: join(root, "floor"),
  };
  const servers: BenchServer[] = [];
  const samplers: MemorySampler[] = [];
  try {
    const hooks = { none: await emptyHooksDir(root), noGuard: settings.noGuard ? await hooksWithoutGuard(root) : undefined };
    // ---- Data: one demo data dir, copied for each server -------------------------------------
    progress(`demo data: ${settings.vehicles} vehicles in ${settings.categories} categories`);
    const dataStarted = performance.now();
    await makeDemoData(dirs.product, settings.vehicles, settings.categories);
    const demoSeconds = (performance.now() - dataStarted) / 1000;
    progress("work order samples");
    const work = await makeWorkSamples(dirs.product);
    await copyDataDir(dirs.product, dirs.baseline);
    await copyDataDir(dirs.product, dirs.floor);
    if (settings.noGuard) await copyDataDir(dirs.product, dirs.noGuard);

    // ---- Start to healthy --------------------------------------------------------------------
    progress("start to healthy");
    const startMs: Record<"product" | "baseline", number[]> = { product: [], baseline: [] };
    for (let i = 0; i < settings.startRuns; i += 1) {
      startMs.product.push(await timeStartToHealthy(dirs.product, hooksDirOf("product", hooks)));
      startMs.baseline.push(await timeStartToHealthy(dirs.baseline, hooksDirOf("baseline", hooks)));
    }

    // ---- The SQLite floor: PocketBase's own SQL (from --dev), run by the sqlite3 CLI ----------
    progress("SQLite floor");
    const devServer = await startBenchServer("baseline", dirs.floor, hooks.none, ["--dev"]);
    const samples = await pickSamples(devServer, work);
    const list = scenarios(samples, randomTag);
    const floorSql = new Map<string, string>();
    for (const scenario of list.filter((s) => s.floor)) {
      floorSql.set(scenario.key, await captureSql(devServer.server, scenario.path, devServer.employee.token));
    }
    await devServer.server.stop();
    const floors = new Map<string, number>();
    for (const [key, sql] of floorSql) floors.set(key, await timeSql(join(dirs.floor, "data.db"), sql));

    // ---- The servers under load --------------------------------------------------------------
    progress("starting the servers");
    const kinds: ServerKind[] = settings.noGuard ? ["product", "baseline", "no-guard"] : ["product", "baseline"];
    const dataDirOf = { product: dirs.product, baseline: dirs.baseline, "no-guard": dirs.noGuard };
    for (const kind of kinds) servers.push(await startBenchServer(kind, dataDirOf[kind], hooksDirOf(kind, hooks)));
    for (const server of servers) samplers.push(new MemorySampler(server.pid).start());
    const product = servers[0]!;
    const productMemory = samplers[0]!;
    const page = await measurePageOnWire(product.server.url);

    const reads = list.filter((s) => s.kind === "read");
    const writes = list.filter((s) => s.kind === "write");
    const productOnly = list.filter((s) => s.kind === "product-only");

    progress("warming up");
    for (const server of servers) for (const scenario of [...reads, ...productOnly]) {
      if (scenario.kind === "product-only" && server.kind !== "product") continue;
      await runOn(server, scenario, 8, 1);
    }

    const readResults = await measure(reads, servers);
    const statsResults = await measure(productOnly, [product]);

    progress("CSV export");
    const exports: ExportRun[] = [];
    for (let i = 0; i < settings.exportRuns; i += 1) {
      const expected = exports[0]?.bytes ?? settings.vehicles * 160;
      exports.push(await exportOnce(product.server.url, product.employee.token, productMemory, expected));
    }

    progress("Chromium: first list");
    const session = await signInWithPassword(product.server, product.employee.email, product.employee.password);
    const firstList = await timeFirstList(product.server.url, session, settings.browserRuns + 1);
    const measuredLists = firstList.slice(1); // the first run warms Chromium up
    const firstListMs = measuredLists.map((run) => run.paintedMs);
    const medianOf = (key: keyof (typeof measuredLists)[number]) =>
      formatNumber(median(measuredLists.map((run) => run[key]).filter((ms): ms is number => ms !== null)));

    progress("Chromium: My work on a slow phone");
    const technician = await technicianWithJobs(product);
    const myWork = (await timeMyWork(product.server.url, technician, settings.browserRuns + 1)).slice(1); // the first warms Chromium up
    const firstVisitMs = myWork.map((run) => run.first.paintedMs);
    const repeatVisitMs = myWork.map((run) => run.repeat.paintedMs);

    const writeResults = await measure(writes, servers);

    const peakRss: Record<string, number | null> = {};
    for (const [i, server] of servers.entries()) {
      const hwm = await readStatusMb(server.pid, "VmHWM");
      peakRss[server.kind] = Math.max(hwm ?? 0, samplers[i]!.peak() ?? 0) || null;
    }

    // Issue 21: what the bounded requests cost, each on fresh servers of its own.
    const trust: TrustRun[] = settings.trust ? await measureTrust(hooks.none, progress) : [];

    // ---- Results -----------------------------------------------------------------------------
    const results = [
      ...collect(reads, readResults, floors),
      ...collect(writes, writeResults, floors),
      ...collect(productOnly, statsResults, floors),
    ];
    const find = (key: string, connections: number) => results.find((r) => r.key === key && r.connections === connections)!;
    const budgets: Budget[] = [];
    // Scenarios with an absolute budget (issue 13's work order rows) are held to it; the others
    // to their ratio to bare PocketBase.
    const absolute = (scenario: Scenario) => {
      budgets.push(atMost(`${scenario.key} p50 at c=1`, find(scenario.key, 1).product.p50Ms, scenario.budgetMs!, "ms"));
    };
    for (const scenario of reads) {
      if (scenario.budgetMs !== undefined) {
        absolute(scenario);
        continue;
      }
      for (const connections of concurrenciesOf(scenario)) {
        const r = find(scenario.key, connections);
        budgets.push(atMost(`${scenario.key} c=${connections}: product/baseline time per request (req/s)`, throughputCostRatio(r.product, r.baseline!), 1.1, "×"));
      }
    }
    budgets.push(atMost("list p50 at c=1", find("list", 1).product.p50Ms, 10, "ms"));
    // Issue 17: a plate fragment answered from the trigram indexes, not by reading every row;
    // issue 20: several words in any order, too.
    for (const key of ["search", "wo-search", "search-words", "wo-search-words"]) {
      budgets.push(atMost(`${key} p50 at c=1`, find(key, 1).product.p50Ms, 5, "ms"));
      if (settings.concurrencies.includes(32)) budgets.push(atMost(`${key} p50 at c=32`, find(key, 32).product.p50Ms, 100, "ms"));
    }
    for (const scenario of writes) {
      if (scenario.budgetMs !== undefined) {
        absolute(scenario);
        continue;
      }
      for (const connections of concurrenciesOf(scenario)) {
        const r = find(scenario.key, connections);
        budgets.push(atMost(`${scenario.key} c=${connections}: product/baseline p50 latency`, latencyRatio(r.product, r.baseline!), 1.5, "×"));
      }
    }
    budgets.push(atMost("dashboard figures p50 (c=1)", find("stats", 1).product.p50Ms, 50, "ms"));
    const exportSeconds = median(exports.map((run) => run.seconds));
    const lastExport = exports[exports.length - 1]!;
    const fileMb = lastExport.bytes / 2 ** 20;
    budgets.push(atMost(`CSV export of ${lastExport.rows} vehicles (median of ${exports.length})`, exportSeconds, 3, "s"));
    budgets.push(holds("server memory flat while streaming the CSV", exportMemoryFlat(lastExport, fileMb)));
    // Issue 23: the page's budget is time on a slow phone, not bytes (which the facts below record):
    // My work shows the technician's jobs this soon, however much the page grows.
    budgets.push(atMost(`My work, first visit, slow phone (median of ${firstVisitMs.length})`, median(firstVisitMs), MY_WORK_BUDGETS.firstVisitMs, "ms"));
    budgets.push(atMost(`My work, repeat visit, slow phone (median of ${repeatVisitMs.length})`, median(repeatVisitMs), MY_WORK_BUDGETS.repeatVisitMs, "ms"));
    budgets.push(holds("a repeat visit's page comes from the service worker", myWork.every((run) => run.repeat.fromServiceWorker)));
    budgets.push(holds(`a reload answered 304 (${page.reloadStatus}, ${page.reloadBytes} bytes)`, page.reloadStatus === 304));
    budgets.push(atMost(`first list rendered after navigation (median of ${firstListMs.length})`, median(firstListMs), 300, "ms"));
    // Issue 17: as a ratio. Bare PocketBase alone takes ≈ 550 MB under this load (its SQLite page
    // caches), so an absolute figure measured PocketBase rather than us.
    const rssRatio = peakRss.product && peakRss.baseline ? peakRss.product / peakRss.baseline : null;
    budgets.push(atMost("product/baseline peak RSS during the run", rssRatio, 1.15, "×"));
    budgets.push(atMost(`product start to healthy (median of ${startMs.product.length})`, median(startMs.product), 1000, "ms"));
    budgets.push(...trustBudgets(trust));

    const table = scenarioTable(results, settings.noGuard);
    const spread = noise(results);
    const loadAtEnd = loadavg().map((n) => Math.round(n * 100) / 100);
    const facts: [string, string][] = [
      [
        "index.html",
        `${page.raw.toLocaleString("en-US")} bytes as is, ${page.wire.toLocaleString("en-US")} bytes on the wire (${page.encoding}), ` +
          `${page.gzip.toLocaleString("en-US")} gzip; its budget is My work's time below`,
      ],
      [
        "My work (Chromium)",
        `${SLOW_PHONE.cpuSlowdown}× CPU slowdown, ${(SLOW_PHONE.bytesPerSecond * 8) / 1e6} Mbit/s, ${SLOW_PHONE.latencyMs} ms, a technician with 5 jobs: ` +
          `first visit ${firstVisitMs.map((ms) => formatNumber(ms)).join(" / ")} ms (page received ${formatNumber(median(myWork.map((run) => run.first.pageLoadedMs)))} ms), ` +
          `repeat visit ${repeatVisitMs.map((ms) => formatNumber(ms)).join(" / ")} ms to the frame showing the first job`,
      ],
      ["peak RSS (VmHWM)", Object.entries(peakRss).map(([kind, mb]) => `${kind} ${formatNumber(mb)} MB`).join(", ")],
      [
        "start to healthy",
        `product ${startMs.product.map((ms) => formatNumber(ms)).join(" / ")} ms, baseline ${startMs.baseline.map((ms) => formatNumber(ms)).join(" / ")} ms`,
      ],
      [
        "CSV export",
        `${exports.map((run) => formatNumber(run.seconds)).join(" / ")} s for ${formatNumber(fileMb)} MB; RSS in the last: ` +
          `before ${formatNumber(lastExport.rssBeforeMb)}, at 10 % ${formatNumber(lastExport.rssEarlyMb)}, ` +
          `peak ${formatNumber(lastExport.rssPeakMb)}, after ${formatNumber(lastExport.rssAfterMb)} MB`,
      ],
      [
        "first list (Chromium)",
        `${firstListMs.map((ms) => formatNumber(ms)).join(" / ")} ms to the frame showing the first row; medians: ` +
          `page received ${medianOf("pageLoadedMs")}, DOMContentLoaded ${medianOf("domContentLoadedMs")}, ` +
          `list request ${medianOf("listRequestStartMs")}–${medianOf("listResponseEndMs")}, row inserted ${medianOf("insertedMs")} ms`,
      ],
      ...trustFacts(trust),
      ["demo data", `${settings.vehicles} vehicles, ${settings.categories} categories in ${formatNumber(demoSeconds)} s`],
      [
        "method",
        `wrk, 1 thread, ${settings.seconds} s per run, median of ${settings.rounds} runs, product and baseline alternating; ` +
          "rate limits on with loopback excluded in both; no CPU pinning",
      ],
      [
        "noise",
        `req/s spread (max−min)/median: median ${formatNumber(spread.medianSpread * 100)} %, worst ${formatNumber(spread.worstSpread * 100)} % (${spread.worst}); ` +
          `load average ${machine.loadAverageAtStart.join(" ")} at start, ${loadAtEnd.join(" ")} at end`,
      ],
    ];

    const date = new Date().toISOString();
    const heading = `Workshop bench ${date.slice(0, 16).replace("T", " ")} UTC, commit ${commit}${dirty ? " (uncommitted changes)" : ""}`;
    const machineLine = `${machine.cpu}, ${machine.cores} cores, ${machine.ramGb} GB RAM, Linux ${machine.kernel}, ${machine.go}, Node ${machine.node}, ${machine.pocketbase}, SQLite CLI ${machine.sqlite.split(" ")[0]}`;
    const legend =
      "cost ratio = baseline req/s ÷ product req/s (time per request, > 1: product slower); p50 ratio = product p50 ÷ baseline p50; " +
      "floor = the same SQL in the sqlite3 CLI; p50/floor at concurrency 1.";
    const text = [
      heading,
      machineLine,
      "",
      formatTable(table.header, table.rows, SCENARIO_ALIGN),
      legend,
      "",
      ...facts.map(([name, value]) => `${name}: ${value}`),
      "",
      formatTable([...BUDGET_HEADER], budgetRows(budgets), ["left", "right", "right", "left"]),
    ].join("\n");
    process.stdout.write(`\n${text}\n`);

    const markdown = [
      `# ${heading}`,
      "",
      machineLine,
      "",
      formatMarkdownTable(table.header, table.rows, SCENARIO_ALIGN),
      "",
      legend,
      "",
      ...facts.map(([name, value]) => `- ${name}: ${value}`),
      "",
      formatMarkdownTable([...BUDGET_HEADER], budgetRows(budgets), ["left", "right", "right", "left"]),
      "",
    ].join("\n");
    const outDir = join(repoRoot, "bench-results");
    await mkdir(outDir, { recursive: true });
    const base = join(outDir, `${date.slice(0, 10)}-${commit}${dirty ? "-dirty" : ""}`);
    const json = {
      date,
      commit,
      dirty,
      machine,
      settings,
      samples,
      floorSql: Object.fromEntries(floorSql),
      floorsMs: Object.fromEntries(floors),
      results,
      page,
      peakRssMb: peakRss,
      startMs,
      exports,
      firstList,
      trust,
      myWork,
      budgets,
      noise: spread,
      loadAverageAtEnd: loadAtEnd,
    };
    await writeFile(`${base}.json`, `${JSON.stringify(json, null, 2)}\n`);
    await writeFile(`${base}.md`, markdown);
    process.stdout.write(`\nResults: ${base}.md and .json\n`);
    progress("done");
  } finally {
    for (const sampler of samplers) sampler.stop();
    for (const server of servers) await server.server.stop();
    await removeScripts();
    if (!settings.keep) await rm(root, { recursive: true, force: true });
    else progress(`kept ${root}`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
