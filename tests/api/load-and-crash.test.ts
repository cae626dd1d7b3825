// Concurrent load and crash safety: 20 staff clients create, update and delete vehicles at once
// (loopback only, bounded: 25 operations each, HARDENING_SCALE multiplies them). Every write the
// server acknowledged must be in the database with the fields as sent (normalised as the server
// normalises them), no two vehicles may share a plate however they race for it, and nothing
// may answer 5xx. Then the same load again, with the server killed by SIGKILL in the middle of
// it: after a restart every acknowledged write is there, and SQLite's integrity check says ok.
//
// Rate limits are off for these servers: the 20 clients share the address 127.0.0.1, and the
// create limit (20 per 5 s per address) is meant for one person, not for a whole workshop.
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HARDENING_SCALE, HARDENING_SEED, scaled } from "../support/hardening";
import { allVehicles, Ledger, racePlate, raceSave, runLoad, type LoadOptions } from "../support/load";
import { createEmployee, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle } from "../support/records";

const CLIENTS = 20;
const OPS_PER_CLIENT = scaled(25);
const SQLITE3 = process.env.SQLITE3 ?? "sqlite3";
const run = promisify(execFile);

/** `PRAGMA integrity_check` of both PocketBase databases, by Debian's sqlite3 (make test installs it). */
async function integrity(dataDir: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const name of ["data.db", "auxiliary.db"]) {
    const { stdout } = await run(SQLITE3, [join(dataDir, name), "PRAGMA integrity_check;"]);
    result[name] = stdout.trim();
  }
  return result;
}

async function staff(server: TestServer): Promise<{ employees: Employee[]; categories: string[] }> {
  // Concurrently: each account's password hash takes the server a while.
  const employees = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => createEmployee(server, { name: `Mechanic ${i}` })));
  const categories: string[] = [];
  for (const name of ["Cars", "Vans", "Trucks"]) categories.push((await createCategory(server, undefined, { name })).id);
  return { employees, categories };
}

const serverErrors = (ledger: Ledger) => [...ledger.statuses].filter(([status]) => status >= 500);

describe(`${CLIENTS} clients at once`, () => {
  let server: TestServer;
  let options: LoadOptions;

  beforeAll(async () => {
    server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" }, rateLimits: false });
    options = { server, ...(await staff(server)), opsPerClient: OPS_PER_CLIENT, seed: HARDENING_SEED, ledger: new Ledger() };
  });

  afterAll(async () => {
    await server?.dispose();
  });

  it("racing to create one plate, each spelt its own way: exactly one wins, the others hear plate_taken", async () => {
    const problems: string[] = [];
    for (let round = 1; round <= 5; round += 1) problems.push(...(await racePlate(options, round)));
    expect(problems).toEqual([]);
  });

  it("saving one vehicle at once: every save succeeds and the stored fields are one save's, not a mix", async () => {
    const vehicle = await createVehicle(server, options.categories[0]!);
    expect(await raceSave(options, vehicle.id)).toEqual([]);
  });

  it("creating, updating and deleting: every acknowledged write is stored as sent, no 5xx", { timeout: 60_000 * HARDENING_SCALE }, async () => {
    const started = Date.now();
    await runLoad(options);
    const took = Date.now() - started;
    const { ledger } = options;
    expect(ledger.problems).toEqual([]);
    expect(serverErrors(ledger)).toEqual([]);
    expect(ledger.verify(await allVehicles(server))).toEqual([]);
    expect(ledger.acknowledgedWrites).toBe(CLIENTS * OPS_PER_CLIENT);
    console.info(`load: ${ledger.acknowledgedWrites} writes by ${CLIENTS} clients in ${took} ms; answers ${JSON.stringify(Object.fromEntries(ledger.statuses))}`);
    expect(took).toBeLessThan(20_000 * HARDENING_SCALE);
  });
});

describe("SIGKILL in the middle of the load", () => {
  it("loses no acknowledged write, and SQLite's integrity check says ok", { timeout: 90_000 * HARDENING_SCALE }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "workshop-crash-"));
    const env = { WORKSHOP_FIRST_EMPLOYEE: "skip" };
    try {
      const first = await startServer({ dataDir, env, rateLimits: false });
      let killed = false;
      const ledger = new Ledger();
      const options: LoadOptions = {
        server: first,
        ...(await staff(first)),
        opsPerClient: OPS_PER_CLIENT,
        seed: HARDENING_SEED + 1,
        ledger,
        killed: () => killed,
      };
      let finished = false;
      const load = runLoad(options).finally(() => (finished = true));
      // Kill once about 40 % of the writes are acknowledged: mid-load, with requests in flight.
      const target = Math.floor(CLIENTS * OPS_PER_CLIENT * 0.4);
      await expect.poll(() => ledger.acknowledgedWrites >= target || finished, { timeout: 30_000, interval: 5 }).toBe(true);
      expect(finished, "the load ended before the kill").toBe(false);
      killed = true;
      await first.stop("SIGKILL");
      await load;
      const acknowledged = ledger.acknowledgedWrites;
      expect(ledger.problems).toEqual([]);
      expect(serverErrors(ledger)).toEqual([]);
      expect(acknowledged).toBeLessThan(CLIENTS * OPS_PER_CLIENT);

      // The files as the killed server left them, then after a restart on them.
      expect(await integrity(dataDir)).toEqual({ "data.db": "ok", "auxiliary.db": "ok" });
      const second = await startServer({ dataDir, env, rateLimits: false });
      try {
        expect(ledger.verify(await allVehicles(second))).toEqual([]);
        const after = await createVehicle(second, options.categories[0]!, options.employees[0]!.token);
        expect(after.created_by).toBe(options.employees[0]!.id);
        console.info(`crash: killed after ${acknowledged} acknowledged writes, ${ledger.pendingCreates.size} creates unanswered; all there after restart`);
      } finally {
        await second.stop();
      }
      expect(await integrity(dataDir)).toEqual({ "data.db": "ok", "auxiliary.db": "ok" });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
