// A quick look at a few requests of the product alone, for before/after figures of one change
// (`make bench` compares the product with bare PocketBase on everything and takes ≈ 6 minutes).
//
//   make build && npx tsx --tsconfig tests/tsconfig.json scripts/bench/focus.ts page build create update
//
// Requests: page (a full load of /workshop/vehicles), build (GET /api/app/build), create and
// update (the vehicle writes of `make bench`). Settings (environment): BENCH_VEHICLES (10000),
// BENCH_SECONDS per run (3), BENCH_ROUNDS (5), BENCH_CONCURRENCIES ("1,32"). Prints requests/s
// and p50/p99, medians of the rounds, at each concurrency, with how far the rounds spread, and
// the server's CPU time per request.
//
// BENCH_BEFORE_HOOKS=<a pb_hooks folder compiled from an earlier commit> also starts that
// "before" server on a copy of the same data; the two take turns, run by run, so that a busy
// machine weighs on both alike. E.g. `make build && cp -r pb_hooks /tmp/before-hooks` before
// changing server code, then after the change `make build` and
// `BENCH_BEFORE_HOOKS=/tmp/before-hooks npx tsx --tsconfig tests/tsconfig.json scripts/bench/focus.ts create update`.
import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { repoRoot } from "../../tests/support/pocketbase";
import { load, removeScripts } from "./load";
import { formatNumber, median, summarise, type LoadResult } from "./report";
import type { Scenario } from "./scenario";
import { randomTag, scenarioPath, scenarios, VEHICLES_PATH, wordsOf, type Samples } from "./scenarios";
import { benchRoot, copyDataDir, makeDemoData, startBenchServer, type BenchServer } from "./servers";
import { makeWorkSamples, type WorkSamples } from "./work";

const settings = {
  vehicles: Number(process.env.BENCH_VEHICLES ?? 10_000),
  seconds: Number(process.env.BENCH_SECONDS ?? 3),
  rounds: Number(process.env.BENCH_ROUNDS ?? 5),
  concurrencies: (process.env.BENCH_CONCURRENCIES ?? "1,32").split(",").map(Number),
  beforeHooks: process.env.BENCH_BEFORE_HOOKS,
};

function pageScenarios(): Scenario[] {
  return [
    { key: "page", label: "Full page load of /workshop/vehicles", kind: "product-only", path: "/workshop/vehicles" },
    { key: "build", label: "Which build is served", kind: "product-only", path: "/api/app/build" },
  ];
}

/**
 * CPU time the server has used so far (user + system, /proc/<pid>/stat, in ms). Per request it
 * is a steadier figure than latency on a machine that others share: their load stretches the
 * wall clock, not our process's CPU time.
 */
async function cpuMs(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, "utf8")).split(") ")[1]!.split(" ");
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command name.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function pickSamples(server: BenchServer, work: WorkSamples): Promise<Samples> {
  const response = await server.server.request(`${VEHICLES_PATH}?sort=plate&perPage=2&skipTotal=1&fields=id,plate_key,category,make,model`, {
    token: server.employee.token,
  });
  const [viewed, updated] = (response.json?.items ?? []) as { id: string; plate_key: string; category: string; make: string; model: string }[];
  if (!viewed || !updated) throw new Error(`no vehicles: ${response.text}`);
  return { vehicleId: viewed.id, updateId: updated.id, categoryId: viewed.category, fragment: viewed.plate_key.slice(0, 4), words: wordsOf(viewed), ...work };
}

interface Subject {
  readonly label: string;
  readonly server: BenchServer;
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const root = await benchRoot();
  const subjects: Subject[] = [];
  try {
    const dataDir = join(root, "after");
    await makeDemoData(dataDir, settings.vehicles, 20);
    const work = await makeWorkSamples(dataDir);
    if (settings.beforeHooks) {
      await copyDataDir(dataDir, join(root, "before"));
      subjects.push({ label: "before", server: await startBenchServer("product", join(root, "before"), settings.beforeHooks) });
    }
    subjects.push({ label: "now", server: await startBenchServer("product", dataDir, join(repoRoot, "pb_hooks")) });
    const all = [...pageScenarios(), ...scenarios(await pickSamples(subjects[0]!.server, work), randomTag)];
    const chosen = wanted.length === 0 ? all : all.filter((s) => wanted.includes(s.key));
    if (chosen.length === 0) throw new Error(`no such request; choose from: ${all.map((s) => s.key).join(", ")}`);
    const run = ({ server }: Subject, scenario: Scenario, connections: number, seconds: number) =>
      load({ url: server.server.url + scenarioPath(scenario, true), connections, seconds, token: server.employee.token, script: scenario.script, args: scenario.args });

    // Warm-up, at 8 connections or fewer where a scenario must not race itself (a work order's
    // moves at 8 at once were refused by each other, and queued in front of the runs measured).
    const warmUp = (scenario: Scenario) => Math.min(8, ...(scenario.concurrencies ?? [8]));
    for (const subject of subjects) for (const scenario of chosen) await run(subject, scenario, warmUp(scenario), 1);
    const results = new Map<string, LoadResult[]>();
    const cpuPerRequest = new Map<string, number[]>();
    for (let round = 0; round < settings.rounds; round += 1) {
      for (const scenario of chosen) {
        for (const connections of settings.concurrencies) {
          // Before and now take turns at going first, so that neither always meets a warmer machine.
          const order = round % 2 === 0 ? subjects : [...subjects].reverse();
          for (const subject of order) {
            const key = `${subject.label} ${scenario.key}@${connections}`;
            const cpuBefore = await cpuMs(subject.server.pid);
            const result = await run(subject, scenario, connections, settings.seconds);
            const used = (await cpuMs(subject.server.pid)) - cpuBefore;
            results.set(key, [...(results.get(key) ?? []), result]);
            cpuPerRequest.set(key, [...(cpuPerRequest.get(key) ?? []), result.requests > 0 ? used / result.requests : Number.NaN]);
          }
        }
      }
    }
    process.stdout.write(`request | conc | server | req/s | p50 ms | p99 ms | spread | server CPU ms/request | errors\n`);
    for (const scenario of chosen) {
      for (const connections of settings.concurrencies) {
        for (const subject of subjects) {
          const key = `${subject.label} ${scenario.key}@${connections}`;
          const s = summarise(results.get(key)!);
          const cpu = median(cpuPerRequest.get(key)!).toFixed(3);
          const cells = [scenario.label, String(connections), subject.label, formatNumber(s.rps), formatNumber(s.p50Ms), formatNumber(s.p99Ms), `${formatNumber(s.spread * 100)} %`, cpu, String(s.errors)];
          process.stdout.write(`${cells.join(" | ")}\n`);
        }
      }
    }
    process.stdout.write(`(${settings.vehicles} vehicles; wrk, 1 thread, ${settings.seconds} s per run, median of ${settings.rounds} rounds)\n`);
  } finally {
    for (const { server } of subjects) await server.server.stop();
    await removeScripts();
    await rm(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`focus failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
