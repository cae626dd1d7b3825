// `make bench`: the trust scenarios of "Bounded by design" (docs/product.md; the same bursts as
// tests/api/bounded-*.test.ts, from tests/support/bounds.ts), each on a fresh product server and
// a fresh bare PocketBase (our schema, no hooks), with the server's memory before (VmRSS) and at
// its peak (VmHWM, reset just before). The product is held to the budgets; bare PocketBase shows
// what the bounds are worth.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  guestStreams,
  largeBodies,
  manyKeys,
  thumbnailsAtOnce,
  TRUST_BUDGETS,
  vehiclesWithLargestPhotos,
} from "../../tests/support/bounds";
import { describeMemory, measureMemory, type MemoryUse } from "../../tests/support/memory";
import { createEmployee, startServer, type TestServer } from "../../tests/support/pocketbase";
import { createCategory, uniquePlate } from "../../tests/support/records";
import { atMost, type Budget } from "./report";

type Kind = "product" | "baseline";

interface Scenario {
  readonly key: keyof typeof TRUST_BUDGETS;
  readonly label: string;
  /** Whether the budget holds the growth (peak − before) or the whole peak. */
  readonly measure: "growth" | "peak";
  /** Prepares on a fresh server, returns the burst to measure; its answers' statuses come back. */
  prepare(server: TestServer, kind: Kind): Promise<() => Promise<number[]>>;
}

const SCENARIOS: readonly Scenario[] = [
  {
    key: "largeBodies",
    label: "8 JSON vehicles of 31 MB at once",
    measure: "growth",
    async prepare(server) {
      const employee = await createEmployee(server);
      const category = (await createCategory(server)).id;
      return async () => (await largeBodies(server, employee.token, category)).map((answer) => answer.status);
    },
  },
  {
    key: "manyKeys",
    label: "4 PATCHes of a viewer's own account with 80 000 keys at once",
    measure: "growth",
    async prepare(server) {
      const viewer = await createEmployee(server, { role: "viewer" });
      const path = `/api/collections/employees/records/${viewer.id}`;
      return async () => (await manyKeys(server, viewer.token, "PATCH", path)).map((answer) => answer.status);
    },
  },
  {
    key: "guestStreams",
    label: "300 guests holding /api/realtime open (50 per address)",
    measure: "growth",
    async prepare(server) {
      return async () => {
        const streams = await guestStreams(server, 300, 50);
        await new Promise((resolve) => setTimeout(resolve, 500));
        for (const stream of streams) stream.close();
        return streams.map((stream) => stream.status);
      };
    },
  },
  {
    key: "thumbnails",
    label: "8 thumbnails of the largest photo accepted (30 MP RGBA PNG) at once",
    measure: "peak",
    async prepare(server, kind) {
      const employee = await createEmployee(server);
      const category = (await createCategory(server)).id;
      // Bare PocketBase has none of our hooks to fill in a vehicle's status and plate key.
      const extra = kind === "baseline" ? () => ({ status: "available", plate_key: uniquePlate() }) : undefined;
      const targets = await vehiclesWithLargestPhotos(server, employee.token, category, 8, extra);
      return async () => (await thumbnailsAtOnce(targets)).map((thumbnail) => thumbnail.status);
    },
  },
];

export interface TrustRun {
  readonly key: string;
  readonly label: string;
  readonly measure: "growth" | "peak";
  readonly budgetMb: number;
  readonly product: { readonly memory: MemoryUse; readonly statuses: string };
  readonly baseline: { readonly memory: MemoryUse; readonly statuses: string } | null;
}

/** "8 × 413" or "250 × 200, 50 × 429". */
function statusSummary(statuses: readonly number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${count} × ${status}`).join(", ");
}

const ENV = { WORKSHOP_FIRST_EMPLOYEE: "skip" };

/**
 * A fresh server of this kind. Bare PocketBase serves a data dir the product has migrated (some
 * of our migrations need our library, which its empty hooks dir does not have).
 */
async function freshServer(kind: Kind, bareHooksDir: string): Promise<{ server: TestServer; dataDir: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), "workshop-trust-"));
  if (kind === "baseline") await (await startServer({ env: ENV, dataDir })).stop();
  const server = await startServer({ env: ENV, dataDir, rateLimits: false, hooksDir: kind === "baseline" ? bareHooksDir : undefined });
  return { server, dataDir };
}

async function runOnce(scenario: Scenario, kind: Kind, bareHooksDir: string) {
  const { server, dataDir } = await freshServer(kind, bareHooksDir);
  try {
    const burst = await scenario.prepare(server, kind);
    const { result, memory } = await measureMemory(server.pid!, burst);
    return { memory, statuses: statusSummary(result) };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Every trust scenario on the product and on bare PocketBase (whose hooks dir is `bareHooksDir`). */
export async function measureTrust(bareHooksDir: string, progress: (message: string) => void): Promise<TrustRun[]> {
  const runs: TrustRun[] = [];
  for (const scenario of SCENARIOS) {
    progress(`trust: ${scenario.label}`);
    const product = await runOnce(scenario, "product", bareHooksDir);
    let baseline: TrustRun["baseline"] = null;
    try {
      baseline = await runOnce(scenario, "baseline", bareHooksDir);
    } catch (error) {
      progress(`trust: ${scenario.key} on bare PocketBase failed: ${String(error)}`);
    }
    runs.push({ key: scenario.key, label: scenario.label, measure: scenario.measure, budgetMb: TRUST_BUDGETS[scenario.key], product, baseline });
  }
  return runs;
}

export function trustBudgets(runs: readonly TrustRun[]): Budget[] {
  return runs.map((run) => {
    const figure = run.measure === "peak" ? run.product.memory.peakMb : run.product.memory.growthMb;
    return atMost(`${run.label}: server memory ${run.measure === "peak" ? "peak" : "growth"}`, figure, run.budgetMb, "MB");
  });
}

export function trustFacts(runs: readonly TrustRun[]): [string, string][] {
  return runs.map((run) => [
    `trust: ${run.label}`,
    `product ${run.product.statuses}, ${describeMemory(run.product.memory)}; ` +
      (run.baseline ? `bare PocketBase ${run.baseline.statuses}, ${describeMemory(run.baseline.memory)}` : "bare PocketBase not measured"),
  ]);
}
