// The tamper-evident history (docs/product.md "Change history"): every entry the server
// writes is chained by hashes, under concurrent writers too, and `pocketbase history verify`
// passes on real data made through the API and names the first entry changed (with Debian's
// sqlite3, or a superuser's SQL through the API), removed or added behind the server's back.
// Each tampering is done on a copy of the data, so that the others start from an intact chain.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HistoryEntry } from "@shared/history";
import { linkHash } from "../../server/lib/history/chain-check";
import { failAfterHistory, HISTORY_RECORDS } from "../support/history";
import { createEmployee, NO_DEV_MODE, pocketbaseBinary, repoRoot, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { CATEGORY_RECORDS, createCategory, createVehicle, EMPLOYEE_RECORDS, VEHICLE_RECORDS } from "../support/records";
import { createReminder } from "../support/reminders";
import { addItem, createWorkOrder, moveWorkOrder } from "../support/work-orders";

const run = promisify(execFile);
/** Debian's sqlite3 (make test-tools installs it): what someone editing the data file would use. */
const SQLITE3 = process.env.SQLITE3 ?? "sqlite3";

type Entry = HistoryEntry & { seq: number; hash: string };

let server: TestServer;
let alice: Employee;
let bob: Employee;
const copies: string[] = [];

/** `pocketbase history verify` on a data dir. */
function verify(dataDir: string, ...args: string[]): Promise<{ code: number; output: string }> {
  const flags = [NO_DEV_MODE, `--dir=${dataDir}`, `--hooksDir=${join(repoRoot, "pb_hooks")}`, `--migrationsDir=${join(repoRoot, "pb_migrations")}`];
  return new Promise((resolve) => {
    execFile(pocketbaseBinary, ["history", "verify", ...args, ...flags], { cwd: repoRoot }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, output: stdout + stderr });
    });
  });
}

function sql(dataDir: string, statement: string): Promise<{ stdout: string }> {
  return run(SQLITE3, [join(dataDir, "data.db"), statement]);
}

/** A copy of the running server's data (SQLite's online backup: consistent while it runs). */
async function copyOfData(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "workshop-history-copy-"));
  copies.push(dir);
  await run(SQLITE3, [join(server.dataDir, "data.db"), `.backup '${join(dir, "data.db")}'`]);
  return dir;
}

async function entries(): Promise<Entry[]> {
  const all: Entry[] = [];
  for (let page = 1; ; page += 1) {
    const response = await server.asSuperuser(`${HISTORY_RECORDS}?sort=seq&perPage=500&page=${page}`);
    all.push(...response.json.items);
    if (page >= response.json.totalPages) return all;
  }
}

beforeAll(async () => {
  // A save whose title holds "ROLLS BACK" fails right after its entry is linked (history.test.ts).
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" }, rateLimits: false, extraHooks: failAfterHistory("ROLLS BACK") });
  [alice, bob] = await Promise.all([createEmployee(server, { name: "Alice Manager" }), createEmployee(server, { name: "Bob Technician", role: "technician" })]);
  // A workshop's day through the API, much of it at once: the chain must hold under concurrent writers.
  const category = await createCategory(server, alice.token, { name: "Vans" });
  const vehicles = await Promise.all(
    Array.from({ length: 24 }, (_, i) => createVehicle(server, category.id, i % 2 ? alice.token : bob.token, { odometer: 1000 + i, notes: i % 3 ? "" : "Ölwechsel “bald” \u2014 😀" })),
  );
  await Promise.all(
    vehicles.slice(0, 12).map((vehicle, i) =>
      server.request(`${VEHICLE_RECORDS}/${vehicle.id}`, { method: "PATCH", token: i % 2 ? bob.token : alice.token, body: { color: `Blue ${i}`, odometer: 5000 + i } }),
    ),
  );
  const workOrder = await createWorkOrder(server, bob.token, vehicles[0]!.id, { title: "Brakes", assignee: bob.id });
  await addItem(server, bob.token, workOrder.id, { description: "Pads", kind: "part", quantity: 2, unit_cost: 45.5 });
  await moveWorkOrder(server, bob.token, workOrder.id, { status: "in_progress" }, { status: "done", odometer: 6000 });
  await createReminder(server, alice.token, vehicles[1]!.id, { title: "Inspection", every_months: 12 });
  // Saves that fail after their entry was linked take the entry and the head's move back with them.
  const failed = await Promise.all(
    ["ROLLS BACK 1", "ROLLS BACK 2"].map((plate) => server.request(VEHICLE_RECORDS, { method: "POST", token: bob.token, body: { plate, make: "Ford", model: "Ka", category: category.id } })),
  );
  expect(failed.map((response) => response.status)).toEqual([400, 400]);
  await server.asSuperuser(`${EMPLOYEE_RECORDS}/${bob.id}`, { method: "PATCH", body: { name: "Bob T. Technician" } });
  await server.asSuperuser(`${CATEGORY_RECORDS}/${category.id}`, { method: "PATCH", body: { description: "Light vans" } });
  expect((await server.request(`${VEHICLE_RECORDS}/${vehicles[23]!.id}`, { method: "DELETE", token: alice.token })).status).toBe(204);
}, 120_000);

afterAll(async () => {
  await server?.dispose();
  for (const dir of copies) await rm(dir, { recursive: true, force: true });
});

describe("the chain the server writes", () => {
  it("numbers every entry 1, 2, 3 … with no gap and no number twice, even when written at once", async () => {
    const all = await entries();
    expect(all.length).toBeGreaterThan(60);
    expect(all.map((entry) => entry.seq)).toEqual(all.map((_, i) => i + 1));
    expect(all.every((entry) => /^[0-9a-f]{64}$/.test(entry.hash))).toBe(true);
    expect(new Set(all.map((entry) => entry.hash)).size).toBe(all.length);
  });

  it("passes `history verify` on that data, while the server runs, and prints a fingerprint", async () => {
    const all = await entries();
    const newest = all.at(-1)!;
    const result = await verify(server.dataDir);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain(`The history is intact: ${all.length} entries, each as the server wrote it.`);
    expect(result.output).toContain(`Fingerprint: ${newest.seq}:${newest.hash}`);
    expect((await verify(server.dataDir, "--expect", `${newest.seq}:${newest.hash}`)).code).toBe(0);
  });
});

describe("`history verify` names what changed behind the server's back", () => {
  it("an entry changed with sqlite3: its number, id and what it says now", async () => {
    const target = (await entries())[20]!;
    const dir = await copyOfData();
    await sql(dir, `UPDATE history SET by_label = 'Someone else' WHERE id = '${target.id}'`);
    const result = await verify(dir);
    expect(result.code).toBe(1);
    expect(result.output).toContain("The history was changed behind the server's back.");
    expect(result.output).toContain(`Entry #${target.seq} (`);
    expect(result.output).toContain(`by Someone else; id ${target.id}) was changed after the server wrote it`);
    // Put back as it was, the entry passes again: the hash is over the content.
    await sql(dir, `UPDATE history SET by_label = '${target.by_label}' WHERE id = '${target.id}'`);
    expect((await verify(dir)).code).toBe(0);
  });

  it("an entry changed through the superuser's SQL API", async () => {
    const target = (await entries())[5]!;
    const response = await server.asSuperuser("/api/sql", { method: "POST", body: { query: `UPDATE history SET changes = '{}' WHERE id = '${target.id}'` } });
    expect(response.status, response.text).toBe(200);
    const result = await verify(server.dataDir);
    expect(result.code).toBe(1);
    expect(result.output).toContain(`Entry #${target.seq} (`);
    expect(result.output).toContain(`id ${target.id}) was changed after the server wrote it`);
    // Undone the same way, so that the other tests start from an intact chain.
    const restored = await server.asSuperuser("/api/sql", {
      method: "POST",
      body: { query: `UPDATE history SET changes = '${JSON.stringify(target.changes).replace(/'/g, "''")}' WHERE id = '${target.id}'` },
    });
    expect(restored.status).toBe(200);
    expect((await verify(server.dataDir)).code).toBe(0);
  });

  it("an entry removed with sqlite3: its number and the entries around it", async () => {
    const all = await entries();
    const [before, target, after] = all.slice(29, 32);
    const dir = await copyOfData();
    await sql(dir, `DELETE FROM history WHERE id = '${target!.id}'`);
    const result = await verify(dir);
    expect(result.code).toBe(1);
    expect(result.output).toContain(`Entry #${target!.seq} was removed after #${before!.seq} (`);
    expect(result.output).toContain(`id ${before!.id}) and before #${after!.seq} (`);
  });

  it("the newest entries removed", async () => {
    const all = await entries();
    const dir = await copyOfData();
    await sql(dir, `DELETE FROM history WHERE seq > ${all.length - 2}`);
    const result = await verify(dir);
    expect(result.code).toBe(1);
    expect(result.output).toContain(`Entries #${all.length - 1} to #${all.length} were removed after #${all.length - 2} (`);
    expect(result.output).toContain("(the newest).");
  });

  it("an entry inserted with sqlite3, outside the chain", async () => {
    const dir = await copyOfData();
    await sql(
      dir,
      `INSERT INTO history (id, collection, record, action, title, by, by_label, at, vehicle, work_order, changes, seq, hash)
       VALUES ('forgedentry0001', 'vehicles', 'aaaaaaaaaaaaaaa', 'deleted', 'XY-1', '', 'System', '2026-01-01 00:00:00.000Z', '', '', '{}', 0, '')`,
    );
    const result = await verify(dir);
    expect(result.code).toBe(1);
    expect(result.output).toContain("1 entry was added without the server, outside the chain; the first: #0 (2026-01-01 00:00:00.000Z: vehicles “XY-1” deleted by System; id forgedentry0001).");
  });

  it("the whole history gone (a collections import that deleted it, or a DROP TABLE)", async () => {
    const dir = await copyOfData();
    await sql(dir, "DROP TABLE history");
    const result = await verify(dir);
    expect(result.code).toBe(1);
    expect(result.output).toContain("The history was changed behind the server's back: it cannot be read (");
  });

  it("a rewrite that recomputed every hash, once the fingerprint of a later entry was kept", async () => {
    const all = await entries();
    const newest = all.at(-1)!;
    const fingerprint = `${newest.seq}:${newest.hash}`;
    const dir = await copyOfData();
    // Someone who knows the method changes entry 10 and recomputes the hashes after it, head included.
    await sql(dir, `UPDATE history SET title = 'Other' WHERE seq = 10`);
    const { stdout } = await sql(
      dir,
      "SELECT json_group_array(json_array(id, json_array(seq, id, collection, record, action, title, by, by_label, at, vehicle, work_order, changes) || '')) FROM (SELECT * FROM history ORDER BY seq)",
    );
    let hash = "";
    const updates: string[] = [];
    for (const [id, text] of JSON.parse(stdout) as [string, string][]) {
      hash = linkHash(hash, text, (line) => createHash("sha256").update(line, "utf8").digest("hex"));
      updates.push(`UPDATE history SET hash = '${hash}' WHERE id = '${id}';`);
    }
    updates.push(`UPDATE history_chain SET hash = '${hash}';`);
    await sql(dir, updates.join("\n"));
    expect((await verify(dir)).code).toBe(0);
    const result = await verify(dir, "--expect", fingerprint);
    expect(result.code).toBe(1);
    expect(result.output).toContain(`Entry #${newest.seq} no longer has the fingerprint you noted (${newest.hash}; now ${hash})`);
  });
});

// docs/decisions/history.md "Bulk creates and derived states": records created in bulk get their entries too; states the server derives do not.
describe("bulk creates and derived states", () => {
  const PLAN = [
    { title: "Oil change", every_months: 12, every_km: 15_000 },
    { title: "Inspection", every_months: 24, every_km: 0 },
  ];

  it("applying a service plan leaves one entry per reminder it adds, by the manager, like a reminder added by hand", async () => {
    const category = await createCategory(server, alice.token, { name: "Buses" });
    const buses = await Promise.all(Array.from({ length: 5 }, (_, i) => createVehicle(server, category.id, bob.token, { odometer: 10_000 * (i + 1) })));
    await createReminder(server, bob.token, buses[0]!.id, { title: "oil change", every_km: 10_000, every_months: "" });
    expect((await server.request(`${CATEGORY_RECORDS}/${category.id}`, { method: "PATCH", token: alice.token, body: { service_plan: PLAN } })).status).toBe(200);
    const before = (await entries()).length;
    const applied = await server.request(`/api/app/categories/${category.id}/apply-plan`, { method: "POST", token: alice.token });
    expect(applied.json).toEqual({ added: 9 });

    const all = await entries();
    const added = all.slice(before);
    expect(added).toHaveLength(9);
    const reminders = (await server.asSuperuser(`/api/collections/reminders/records?filter=${encodeURIComponent(`category = "${category.id}"`)}&perPage=100`)).json.items;
    expect(new Set(added.map((entry) => entry.record))).toEqual(new Set(reminders.filter((r: { title: string }) => r.title !== "oil change").map((r: { id: string }) => r.id)));
    const bus = buses[2]!;
    const oil = reminders.find((r: { vehicle: string; title: string }) => r.vehicle === bus.id && r.title === "Oil change");
    expect(added.find((entry) => entry.record === oil.id)).toMatchObject({
      collection: "reminders",
      action: "created",
      title: "Oil change",
      by: alice.id,
      by_label: "Alice Manager",
      vehicle: bus.id,
      work_order: "",
      changes: {
        vehicle: { before: null, after: bus.id },
        title: { before: null, after: "Oil change" },
        every_months: { before: null, after: 12 },
        every_km: { before: null, after: 15_000 },
        due_km: { before: null, after: 45_000 },
        last_done_km: { before: null, after: 30_000 },
        soon_days: { before: null, after: 30 },
        due_date: { before: null, after: oil.due_date },
      },
    });
    // Exactly the fields the same reminder added by hand lists (its entry, made by the hooks).
    const elsewhere = await createVehicle(server, (await createCategory(server, alice.token)).id, bob.token, { odometer: 30_000 });
    const byHand = await createReminder(server, bob.token, elsewhere.id, PLAN[0]!);
    const keys = (entry: Entry) => Object.keys(entry.changes ?? {}).sort();
    const handEntry = (await entries()).find((entry) => entry.record === byHand.id)!;
    expect(keys(added.find((entry) => entry.record === oil.id)!)).toEqual(keys(handEntry));
    expect(added.map((entry) => entry.seq)).toEqual(added.map((_, i) => before + i + 1));
    const verified = await verify(server.dataDir);
    expect(verified.code, verified.output).toBe(0);
  });

  it("a reminder turning due soon as the odometer moves leaves none (the reading has its own)", async () => {
    const category = await createCategory(server, alice.token);
    const car = await createVehicle(server, category.id, bob.token, { odometer: 30_000 });
    const reminder = await createReminder(server, bob.token, car.id, { title: "Tyres", every_km: 10_000, every_months: "" });
    expect((await server.request(`${VEHICLE_RECORDS}/${car.id}`, { method: "PATCH", token: bob.token, body: { odometer: 39_500 } })).status).toBe(200);
    const now = (await server.asSuperuser(`/api/collections/reminders/records/${reminder.id}`)).json;
    expect(now.state).toBe("due_soon");
    expect((await entries()).filter((entry) => entry.record === reminder.id).map((entry) => entry.action)).toEqual(["created"]);
  });

  it("a reminder turning due soon or overdue as days pass leaves none", async () => {
    const before = (await entries()).length;
    const run = await new Promise<number>((resolve) => {
      const flags = [NO_DEV_MODE, `--dir=${server.dataDir}`, `--hooksDir=${join(repoRoot, "pb_hooks")}`, `--migrationsDir=${join(repoRoot, "pb_migrations")}`];
      const later = new Date(Date.now() + 800 * 86_400_000).toISOString().slice(0, 10);
      execFile(pocketbaseBinary, ["reminders-daily", `--today=${later}`, ...flags], { cwd: repoRoot }, (error) => resolve(error ? 1 : 0));
    });
    expect(run).toBe(0);
    const overdue = await server.asSuperuser(`/api/collections/reminders/records?filter=${encodeURIComponent('state = "overdue"')}&perPage=1`);
    expect(overdue.json.totalItems).toBeGreaterThan(0);
    expect((await entries()).length).toBe(before);
    expect((await verify(server.dataDir)).code).toBe(0);
  });
});
