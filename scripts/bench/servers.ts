// The servers `make bench` compares, all the same bin/pocketbase:
// - product:  our migrations, hooks and page (what `make run` serves);
// - baseline: bare PocketBase — the same data dir (so the same collections, rules, indexes and
//   records, the migrations already applied) with an EMPTY hooks dir: none of our code runs;
// - no-guard (experiment, BENCH_NO_GUARD=1): the product without its guest-guard router
//   middleware, to see what that middleware costs.
import { execFile, spawn } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import {
  createEmployee,
  freePort,
  NO_DEV_MODE,
  pocketbaseBinary,
  repoRoot,
  serveArgs,
  startServer,
  SUPERUSER_EMAIL,
  SUPERUSER_PASSWORD,
  type Employee,
  type TestServer,
} from "../../tests/support/pocketbase";

const run = promisify(execFile);

export type ServerKind = "product" | "baseline" | "no-guard";

export interface BenchServer {
  readonly kind: ServerKind;
  readonly server: TestServer;
  readonly employee: Employee;
  readonly pid: number;
}

/** Environment of every server start: no first-employee account printed into the logs. */
const SERVER_ENV = { WORKSHOP_FIRST_EMPLOYEE: "skip" };

/**
 * Demo data into `dir` with `pocketbase demo` (as `make demo`), plus the superuser, so that the
 * copies made from it are identical.
 */
export async function makeDemoData(dir: string, vehicles: number, categories: number): Promise<void> {
  await mkdir(dir, { recursive: true });
  const dirs = [NO_DEV_MODE, `--dir=${dir}`, `--hooksDir=${join(repoRoot, "pb_hooks")}`, `--migrationsDir=${join(repoRoot, "pb_migrations")}`];
  await run(pocketbaseBinary, ["demo", "--vehicles", String(vehicles), "--categories", String(categories), "--seed", "1", ...dirs], {
    cwd: repoRoot,
    env: { ...process.env, ...SERVER_ENV },
    maxBuffer: 16 << 20,
  });
  await run(pocketbaseBinary, ["superuser", "upsert", SUPERUSER_EMAIL, SUPERUSER_PASSWORD, `--dir=${dir}`, NO_DEV_MODE]);
}

/** An empty hooks dir: PocketBase then runs none of our code. */
export async function emptyHooksDir(root: string): Promise<string> {
  const dir = join(root, "hooks-none");
  await mkdir(dir, { recursive: true });
  return dir;
}

// The guard's registration as scripts/build-server.ts compiles server/hooks/access.hooks.ts.
const GUARD_REGISTRATION = /routerUse\(\s*new Middleware\([\s\S]*?guardRecords\(e\);[\s\S]*?"pbSkipSuccessActivityLog"\s*\)\s*\);\n/;

/** The product's compiled hooks without the guest-guard router middleware (experiment only). */
export async function hooksWithoutGuard(root: string): Promise<string> {
  const dir = join(root, "hooks-no-guard");
  await cp(join(repoRoot, "pb_hooks"), dir, { recursive: true });
  const file = join(dir, "access.pb.js");
  const source = await readFile(file, "utf8");
  if (!GUARD_REGISTRATION.test(source)) {
    throw new Error(`hooksWithoutGuard: no guard registration found in ${file}; update the pattern in servers.ts`);
  }
  await writeFile(file, source.replace(GUARD_REGISTRATION, ""));
  return dir;
}

export function hooksDirOf(kind: ServerKind, dirs: { none: string; noGuard?: string }): string {
  if (kind === "product") return join(repoRoot, "pb_hooks");
  if (kind === "baseline") return dirs.none;
  if (!dirs.noGuard) throw new Error("no hooks dir for the no-guard experiment");
  return dirs.noGuard;
}

/**
 * Starts a server and prepares it for load, the same way for every kind: rate limits stay on but
 * exclude loopback (PocketBase's `rateLimits.excludedIPs`), so that the load generator is not
 * throttled while the limits' own check still runs on every request; and one employee, whose
 * token (superuser impersonation, 1 h) the load generator sends.
 */
export async function startBenchServer(
  kind: ServerKind,
  dataDir: string,
  hooksDir: string,
  extraArgs: readonly string[] = [],
): Promise<BenchServer> {
  const server = await startServer({ dataDir, hooksDir, extraArgs, env: SERVER_ENV });
  const settings = await server.asSuperuser("/api/settings", {
    method: "PATCH",
    body: { rateLimits: { enabled: true, excludedIPs: ["127.0.0.1", "::1"] } },
  });
  if (settings.status !== 200) throw new Error(`${kind}: could not exclude loopback from the rate limits: ${settings.text}`);
  const employee = await createBenchEmployee(server, kind);
  const pid = server.pid;
  if (pid === undefined) throw new Error(`${kind}: the server has no pid`);
  return { kind, server, employee, pid };
}

async function createBenchEmployee(server: TestServer, kind: ServerKind): Promise<Employee> {
  const stamp = Date.now().toString(36);
  // Names are unique (docs/decisions/honest-names.md), and servers may share a data dir.
  return createEmployee(server, {
    name: `Bench Mechanic ${kind} ${stamp}`,
    email: `bench-${kind}-${stamp}@workshop.test`,
    password: `bench-password-${stamp}`,
  });
}

/** Copies a data dir (the servers must be stopped or idle: SQLite files are copied as they are). */
export async function copyDataDir(from: string, to: string): Promise<void> {
  await cp(from, to, { recursive: true });
}

/**
 * Milliseconds from spawning `pocketbase serve` on `dataDir` until `/api/health` answers 200,
 * polled every 5 ms; the server is stopped again afterwards.
 */
export async function timeStartToHealthy(dataDir: string, hooksDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(pocketbaseBinary, serveArgs(dataDir, port, undefined, hooksDir), {
    cwd: repoRoot,
    env: { ...process.env, ...SERVER_ENV },
    stdio: "ignore",
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    const deadline = started + 30_000;
    while (performance.now() < deadline) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 5));
    }
    throw new Error(`the server on ${dataDir} did not become healthy within 30 s`);
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}

/** A temporary root for one bench run. */
export function benchRoot(): Promise<string> {
  return mkdtemp(join(process.env.BENCH_TMPDIR ?? "/tmp", "workshop-bench-"));
}
