// The upgrade to honest names and a chained history (migrations 1796100200–1796100220), from a
// data dir made by the migrations before them: nothing is lost. Existing history entries are
// chained in the order they were written, their content untouched, and `history verify` passes;
// names that break the new rule are renamed (the oldest keeps it), each rename kept in the
// history and listed at start; roles become visible to colleagues.
import { execFile } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HISTORY_RECORDS } from "../support/history";
import { createEmployee, NO_DEV_MODE, pocketbaseBinary, repoRoot, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { EMPLOYEE_RECORDS } from "../support/records";

type Row = Record<string, unknown>;

let previous: string;
let dataDir: string;
let current: TestServer;
const before: { employees: Row[]; history: Row[]; staff: Employee[] } = { employees: [], history: [], staff: [] };

const NAMES = ["Ann Lee", "Bob Brake", "ann lee", "Ann Lee (2)", "  ANN   LEE ", "System", "administrator", "Cid Clutch"];
const ENTRIES = [
  { collection: "vehicles", record: "vvvvvvvvvvvvvv1", action: "created", title: "AB-1", by_label: "Ann Lee", at: "2026-10-01 08:00:00.000Z", vehicle: "vvvvvvvvvvvvvv1", changes: { plate: { before: null, after: "AB-1" } } },
  { collection: "vehicles", record: "vvvvvvvvvvvvvv1", action: "updated", title: "AB-1", by_label: "System", at: "2026-10-01 09:00:00.000Z", vehicle: "vvvvvvvvvvvvvv1", changes: { status: { before: "available", after: "in_service" } } },
  { collection: "categories", record: "ccccccccccccccc", action: "created", title: "Vans 🚐", by_label: "Administrator", at: "2026-10-02 10:00:00.000Z", changes: { name: { before: null, after: "Vans 🚐" } } },
  { collection: "work_orders", record: "wwwwwwwwwwwwww1", action: "deleted", title: "WO-1 Brakes \"front\"", by_label: "Bob Brake", at: "2026-10-03 11:00:00.000Z", vehicle: "vvvvvvvvvvvvvv1", work_order: "wwwwwwwwwwwwww1", changes: { title: { before: "Brakes", after: null } } },
];

function verify(): Promise<{ code: number; output: string }> {
  const flags = [NO_DEV_MODE, `--dir=${dataDir}`, `--hooksDir=${join(repoRoot, "pb_hooks")}`, `--migrationsDir=${join(repoRoot, "pb_migrations")}`];
  return new Promise((resolve) => {
    execFile(pocketbaseBinary, ["history", "verify", ...flags], { cwd: repoRoot }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, output: stdout + stderr });
    });
  });
}

const strip = (row: Row, ...keys: string[]) => Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key)));

beforeAll(async () => {
  previous = await mkdtemp(join(tmpdir(), "workshop-before-people-"));
  dataDir = await mkdtemp(join(tmpdir(), "workshop-people-upgrade-"));
  const env = { WORKSHOP_FIRST_EMPLOYEE: "skip" };
  // Yesterday's migrations, and no hooks (today's would refuse the names), but the library the
  // migrations use: a server that wrote what today's rules refuse.
  const migrationsDir = join(previous, "migrations");
  const hooksDir = join(previous, "hooks");
  await cp(join(repoRoot, "pb_migrations"), migrationsDir, { recursive: true, filter: (source) => !/17961002\d\d_/.test(source) });
  await cp(join(repoRoot, "pb_hooks", "lib"), join(hooksDir, "lib"), { recursive: true });
  const old = await startServer({ dataDir, env, migrationsDir, hooksDir });
  try {
    for (const name of NAMES) before.staff.push(await createEmployee(old, { name, role: "technician" }));
    for (const entry of ENTRIES) {
      const response = await old.asSuperuser(HISTORY_RECORDS, { method: "POST", body: entry });
      if (response.status !== 200) throw new Error(response.text);
    }
    before.employees = (await old.asSuperuser(`${EMPLOYEE_RECORDS}?sort=created,id&perPage=100`)).json.items;
    before.history = (await old.asSuperuser(`${HISTORY_RECORDS}?sort=@rowid&perPage=100`)).json.items;
  } finally {
    await old.stop();
  }
  current = await startServer({ dataDir, env });
}, 120_000);

afterAll(async () => {
  await current?.stop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(previous, { recursive: true, force: true });
});

describe("upgrading to honest names and a chained history", () => {
  it("renames only the accounts that break the rule: the oldest keeps a name, the others get a number, labels get “(employee)”", async () => {
    const after = (await current.asSuperuser(`${EMPLOYEE_RECORDS}?sort=created,id&perPage=100`)).json.items as Row[];
    expect(after.map((employee) => employee.name)).toEqual(["Ann Lee", "Bob Brake", "ann lee (3)", "Ann Lee (2)", "ANN LEE (4)", "System (employee)", "administrator (employee)", "Cid Clutch"]);
    expect(new Set(after.map((employee) => employee.name_key)).size).toBe(NAMES.length);
    // Nothing else of any account changed.
    expect(after.map((employee) => strip(employee, "name", "name_key", "updated"))).toEqual(before.employees.map((employee) => strip(employee, "name", "updated")));
    expect(current.output()).toContain("These accounts were renamed (the history keeps their old names):");
    expect(current.output()).toContain(`“System” (${before.staff[5]!.email}) is now “System (employee)”`);
  });

  it("keeps every entry as it was, numbered in the order written, then the renames by System", async () => {
    const after = (await current.asSuperuser(`${HISTORY_RECORDS}?sort=seq&perPage=100`)).json.items as Row[];
    expect(after.slice(0, ENTRIES.length).map((entry) => strip(entry, "seq", "hash"))).toEqual(before.history);
    expect(after.map((entry) => entry.seq)).toEqual(after.map((_, i) => i + 1));
    const renames = after.slice(ENTRIES.length);
    expect(renames.map((entry) => entry.changes)).toEqual([
      { name: { before: "ann lee", after: "ann lee (3)" } },
      { name: { before: "  ANN   LEE ", after: "ANN LEE (4)" } },
      { name: { before: "System", after: "System (employee)" } },
      { name: { before: "administrator", after: "administrator (employee)" } },
    ]);
    expect(renames.every((entry) => entry.by_label === "System" && entry.by === "" && entry.collection === "employees")).toBe(true);
    const verified = await verify();
    expect(verified.code, verified.output).toBe(0);
    expect(verified.output).toContain(`The history is intact: ${after.length} entries`);
  });

  it("goes on with the chain and the rules: a new name is checked, a colleague's role is visible", async () => {
    const [ann, bob] = before.staff;
    const taken = await current.request(`${EMPLOYEE_RECORDS}/${bob!.id}`, { method: "PATCH", token: bob!.token, body: { name: "ANN LEE" } });
    expect(taken.json.data?.name?.code, taken.text).toBe("name_taken");
    expect((await current.request(`${EMPLOYEE_RECORDS}/${bob!.id}`, { method: "PATCH", token: bob!.token, body: { name: "Bob B. Brake" } })).status).toBe(200);
    expect((await current.request(`${EMPLOYEE_RECORDS}/${ann!.id}`, { token: bob!.token })).json.role).toBe("technician");
    expect((await verify()).code).toBe(0);
  });
});
