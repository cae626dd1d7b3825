// A quick look at a few requests of the product alone, for before/after figures of one change
// (`make bench` compares the product with bare PocketBase on everything and takes ≈ 6 minutes).
//
//   make build && npx tsx --tsconfig tests/tsconfig.json scripts/bench/focus.ts page build create update
//
// Requests: page (a full load of /workshop/vehicles), build (GET /api/app/build), create and
// update (the vehicle writes of `make bench`). Settings (environment): BENCH_VEHICLES (10000),
// BENCH_SECONDS per run (3), BENCH_ROUNDS (5). Prints requests/s and p50/p99, medians of the
// rounds, at concurrency 1 and 32, with how far the rounds spread.
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { repoRoot } from "../../tests/support/pocketbase";
import { load, removeScripts } from "./load";
import { formatNumber, summarise, type LoadResult } from "./report";
import { randomTag, scenarios, VEHICLES_PATH, type Samples, type Scenario } from "./scenarios";
import { benchRoot, makeDemoData, startBenchServer, type BenchServer } from "./servers";

const settings = {
  vehicles: Number(process.env.BENCH_VEHICLES ?? 10_000),
  seconds: Number(process.env.BENCH_SECONDS ?? 3),
  rounds: Number(process.env.BENCH_ROUNDS ?? 5),
};
const CONCURRENCIES = [1, 32] as const;

function pageScenarios(): Scenario[] {
  return [
    { key: "page", label: "Full page load of /workshop/vehicles", kind: "product-only", path: "/workshop/vehicles" },
    { key: "build", label: "Which build is served", kind: "product-only", path: "/api/app/build" },
  ];
}

async function pickSamples(server: BenchServer): Promise<Samples> {
  const response = await server.server.request(`${VEHICLES_PATH}?sort=plate&perPage=2&skipTotal=1&fields=id,plate_key,category`, {
    token: server.employee.token,
  });
  const [viewed, updated] = (response.json?.items ?? []) as { id: string; plate_key: string; category: string }[];
  if (!viewed || !updated) throw new Error(`no vehicles: ${response.text}`);
  return { vehicleId: viewed.id, updateId: updated.id, categoryId: viewed.category, fragment: viewed.plate_key.slice(0, 4) };
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const root = await benchRoot();
  let server: BenchServer | undefined;
  try {
    const dataDir = join(root, "product");
    await makeDemoData(dataDir, settings.vehicles, 20);
    server = await startBenchServer("product", dataDir, join(repoRoot, "pb_hooks"));
    const all = [...pageScenarios(), ...scenarios(await pickSamples(server), randomTag)];
    const chosen = wanted.length === 0 ? all : all.filter((s) => wanted.includes(s.key));
    if (chosen.length === 0) throw new Error(`no such request; choose from: ${all.map((s) => s.key).join(", ")}`);
    const run = (scenario: Scenario, connections: number, seconds: number) =>
      load({ url: server!.server.url + scenario.path, connections, seconds, token: server!.employee.token, script: scenario.script, args: scenario.args });

    for (const scenario of chosen) await run(scenario, 8, 1); // warm-up
    const results = new Map<string, LoadResult[]>();
    for (let round = 0; round < settings.rounds; round += 1) {
      for (const scenario of chosen) {
        for (const connections of CONCURRENCIES) {
          const key = `${scenario.key}@${connections}`;
          results.set(key, [...(results.get(key) ?? []), await run(scenario, connections, settings.seconds)]);
        }
      }
    }
    process.stdout.write(`request | conc | req/s | p50 ms | p99 ms | spread | errors\n`);
    for (const scenario of chosen) {
      for (const connections of CONCURRENCIES) {
        const s = summarise(results.get(`${scenario.key}@${connections}`)!);
        const cells = [scenario.label, String(connections), formatNumber(s.rps), formatNumber(s.p50Ms), formatNumber(s.p99Ms), `${formatNumber(s.spread * 100)} %`, String(s.errors)];
        process.stdout.write(`${cells.join(" | ")}\n`);
      }
    }
    process.stdout.write(`(${settings.vehicles} vehicles; wrk, 1 thread, ${settings.seconds} s per run, median of ${settings.rounds} rounds)\n`);
  } finally {
    await server?.server.stop();
    await removeScripts();
    await rm(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`focus failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
