// Time on jobs' schema as the migrations make it, and the upgrade of data made before it: every
// record kept, employees at the workshop's rate (0 of their own), and each vehicle's status
// periods made from what the data tells (docs/decisions/time-on-jobs.md, "Upgrade"): from the
// change history exactly where it recorded the changes, from the vehicle's own dates where not.
import { execFile } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { TIME_ENTRY_MAX_MINUTES } from "@shared/time/clock";
import { TIME_ENTRY_NOTE_MAX_LENGTH } from "@shared/validation";
import { TIME_FIGURES_PATH } from "@shared/time/figures";
import { pocketBaseDate } from "@shared/dates";
import { createEmployee, repoRoot, startServer, type TestServer } from "../support/pocketbase";
import { CATEGORY_RECORDS, EMPLOYEE_RECORDS, VEHICLE_RECORDS } from "../support/records";
import { availabilityOf, keptAndFreshSums, retimePeriods, sqliteRows, storedPeriods } from "../support/status-periods";
import { createWorkOrder, moveWorkOrder, WORK_ORDER_RECORDS } from "../support/work-orders";
import { keptAndFreshDoneDays, meanToDoneOf, redateWorkOrder } from "../support/done-days";

const run = promisify(execFile);
const SQLITE3 = process.env.SQLITE3 ?? "sqlite3";
const env = { WORKSHOP_FIRST_EMPLOYEE: "skip" };

const DAY = 86_400_000;

const ms = (date: string) => Date.parse(date.replace(" ", "T"));

async function withServer<T>(server: TestServer, work: (server: TestServer) => Promise<T>): Promise<T> {
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

describe("the time_entries collection", () => {
  it("has the shared validation's limits and the indexes the clock and the timesheet need", async () => {
    const server = await startServer({ env });
    try {
      const entries = (await server.asSuperuser("/api/collections/time_entries")).json;
      const field = (name: string) => entries.fields.find((f: { name: string }) => f.name === name);
      expect(field("minutes").max).toBe(TIME_ENTRY_MAX_MINUTES);
      expect(field("note").max).toBe(TIME_ENTRY_NOTE_MAX_LENGTH);
      const indexes = entries.indexes.join("\n");
      expect(indexes).toContain("UNIQUE INDEX idx_time_entries_running ON time_entries (employee) WHERE ended = ''");
      expect(indexes).toContain("(work_order, employee)");
      expect(indexes).toContain("(employee, started)");
      const employees = (await server.asSuperuser("/api/collections/employees")).json;
      expect(employees.fields.find((f: { name: string }) => f.name === "labour_rate")).toMatchObject({ type: "number", hidden: true, min: 0 });
    } finally {
      await server.dispose();
    }
  });
});

describe("upgrading a data dir made before time on jobs", () => {
  it("keeps every record; employees work at the workshop's rate; each vehicle gets its periods from its own dates", async () => {
    const previous = await mkdtemp(join(tmpdir(), "workshop-before-time-"));
    const dataDir = await mkdtemp(join(tmpdir(), "workshop-upgrade-"));
    try {
      // Yesterday's schema, served without hooks (yesterday's knew no periods table); the
      // library stays for the migrations that load it.
      const migrationsDir = join(previous, "migrations");
      await cp(join(repoRoot, "pb_migrations"), migrationsDir, { recursive: true, filter: (source) => !/17962001\d{2}_|1796200410_/.test(source) });
      const hooksDir = join(previous, "hooks");
      await cp(join(repoRoot, "pb_hooks"), hooksDir, { recursive: true, filter: (source) => !source.endsWith(".pb.js") });
      const before = await withServer(await startServer({ dataDir, env, migrationsDir, hooksDir }), async (old) => {
        expect((await old.asSuperuser("/api/collections/time_entries")).status).toBe(404);
        await createEmployee(old, { name: "Olga Old" });
        const category = (await old.asSuperuser(CATEGORY_RECORDS, { method: "POST", body: { name: "Vans", name_key: "vans" } })).json;
        const body = (plate: string) => ({ plate, plate_key: plate, make: "Ford", model: "Transit", category: category.id, status: "available" });
        const parked = (await old.asSuperuser(VEHICLE_RECORDS, { method: "POST", body: body("OLD-1") })).json;
        const broken = (await old.asSuperuser(VEHICLE_RECORDS, { method: "POST", body: body("OLD-2") })).json;
        await new Promise((resolve) => setTimeout(resolve, 20));
        await old.asSuperuser(`${VEHICLE_RECORDS}/${broken.id}`, { method: "PATCH", body: { status: "out_of_service" } });
        await old.asSuperuser(WORK_ORDER_RECORDS, { method: "POST", body: { vehicle: parked.id, title: "Brakes", status: "open", priority: "normal" } });
        return {
          employees: (await old.asSuperuser(EMPLOYEE_RECORDS)).json.items,
          vehicles: (await old.asSuperuser(`${VEHICLE_RECORDS}?sort=plate`)).json.items,
          workOrders: (await old.asSuperuser(WORK_ORDER_RECORDS)).json.items,
        };
      });
      await withServer(await startServer({ dataDir, env }), async (current) => {
        const employees = (await current.asSuperuser(EMPLOYEE_RECORDS)).json.items;
        // (and the empty language, the browser's, that a later upgrade brings)
        expect(employees).toEqual(before.employees.map((employee: object) => ({ ...employee, labour_rate: 0, language: "" })));
        expect((await current.asSuperuser(`${VEHICLE_RECORDS}?sort=plate`)).json.items).toEqual(before.vehicles);
        expect((await current.asSuperuser(WORK_ORDER_RECORDS)).json.items).toEqual(before.workOrders);
        expect((await current.asSuperuser("/api/collections/time_entries/records")).json.totalItems).toBe(0);
      });
      const [parked, broken] = before.vehicles;
      // No history: OLD-1 available since it was made; OLD-2 available until it was last changed, out of service since.
      expect(await storedPeriods(dataDir)).toEqual(
        [
          { vehicle: parked.id, status: "available", started: ms(parked.created), ended: null },
          { vehicle: broken.id, status: "available", started: ms(broken.created), ended: ms(broken.updated) },
          { vehicle: broken.id, status: "out_of_service", started: ms(broken.updated), ended: null },
        ].sort((a, b) => (a.vehicle < b.vehicle ? -1 : a.vehicle > b.vehicle ? 1 : a.started - b.started)),
      );
    } finally {
      await Promise.all([rm(previous, { recursive: true, force: true }), rm(dataDir, { recursive: true, force: true })]);
    }
  });

  it("follows the change history where it recorded the statuses: the periods it makes are those the server kept", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "workshop-upgrade-history-"));
    try {
      const vehicles = await withServer(await startServer({ dataDir, env }), async (server) => {
        const manager = await createEmployee(server, { role: "manager" });
        const category = (await server.request(CATEGORY_RECORDS, { method: "POST", token: manager.token, body: { name: "Trucks" } })).json;
        const make = async (plate: string) =>
          (await server.request(VEHICLE_RECORDS, { method: "POST", token: manager.token, body: { plate, make: "MAN", model: "TGX", category: category.id } })).json;
        const [worked, parked] = [await make("HIS-1"), await make("HIS-2")];
        const order = await createWorkOrder(server, manager.token, worked.id);
        await moveWorkOrder(server, manager.token, order.id, { status: "in_progress" }, { status: "done", odometer: 10 });
        await server.request(`${VEHICLE_RECORDS}/${worked.id}`, { method: "PATCH", token: manager.token, body: { status: "retired" } });
        return [worked.id, parked.id];
      });
      const kept = await storedPeriods(dataDir);
      // What a data dir upgraded from before this feature holds: the history, no periods.
      await run(SQLITE3, [join(dataDir, "data.db"), "DROP TABLE vehicle_status_periods; DROP TABLE vehicle_status_days; DELETE FROM _migrations WHERE file LIKE '1796200120_%' OR file LIKE '1796200410_%'"]);
      await withServer(await startServer({ dataDir, env }), async () => undefined);
      const seeded = await storedPeriods(dataDir);
      expect(seeded.map(({ vehicle, status, ended }) => [vehicle, status, ended === null])).toEqual(kept.map(({ vehicle, status, ended }) => [vehicle, status, ended === null]));
      // The history's moments and the server's lie a few milliseconds apart.
      seeded.forEach((period, i) => {
        expect(Math.abs(period.started - kept[i]!.started)).toBeLessThan(1000);
        expect(Math.abs((period.ended ?? 0) - (kept[i]!.ended ?? 0))).toBeLessThan(1000);
      });
      expect(seeded.filter((period) => period.vehicle === vehicles[0]).map((period) => period.status)).toEqual(["available", "in_service", "available", "retired"]);
      const { kept: keptSums, fresh } = await keptAndFreshSums(dataDir);
      expect(keptSums).toEqual(fresh);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it("to the sums kept by day: every period kept, the sums those of the periods, the fleet's availability as before", async () => {
    const previous = await mkdtemp(join(tmpdir(), "workshop-before-days-"));
    const dataDir = await mkdtemp(join(tmpdir(), "workshop-upgrade-days-"));
    try {
      // Yesterday's schema: periods, no sums by day; the status changes wrote the periods as now.
      const migrationsDir = join(previous, "migrations");
      await cp(join(repoRoot, "pb_migrations"), migrationsDir, { recursive: true, filter: (source) => !/1796200410_/.test(source) });
      const now = Date.now();
      const periods = await withServer(await startServer({ dataDir, env, migrationsDir }), async (old) => {
        const manager = await createEmployee(old, { role: "manager" });
        const category = (await old.request(CATEGORY_RECORDS, { method: "POST", token: manager.token, body: { name: "Vans" } })).json;
        const vehicle = async (plate: string, ...statuses: string[]) => {
          const id = (await old.request(VEHICLE_RECORDS, { method: "POST", token: manager.token, body: { plate, make: "Ford", model: "Transit", category: category.id } })).json.id as string;
          for (const status of statuses) await old.request(`${VEHICLE_RECORDS}/${id}`, { method: "PATCH", token: manager.token, body: { status } });
          return id;
        };
        // Histories reaching across the window's start, into it, and today's.
        await retimePeriods(dataDir, await vehicle("DAY-1", "out_of_service", "available"), [now - 90 * DAY, now - 31 * DAY, now - 29.5 * DAY]);
        await retimePeriods(dataDir, await vehicle("DAY-2", "out_of_service"), [now - 45 * DAY, now - 30 * DAY - 3_600_000]);
        await retimePeriods(dataDir, await vehicle("DAY-3", "retired"), [now - 200 * DAY, now - 12 * DAY]);
        await vehicle("DAY-4", "out_of_service", "available");
        const gone = await vehicle("DAY-5", "out_of_service");
        expect((await old.request(`${VEHICLE_RECORDS}/${gone}`, { method: "DELETE", token: manager.token })).status).toBe(204);
        return storedPeriods(dataDir);
      });
      expect(periods).toHaveLength(10);
      expect(await sqliteRows(dataDir, "SELECT name FROM sqlite_master WHERE name = 'vehicle_status_days'")).toEqual([]);
      await withServer(await startServer({ dataDir, env }), async (current) => {
        expect(await storedPeriods(dataDir)).toEqual(periods);
        const { kept, fresh } = await keptAndFreshSums(dataDir);
        expect(kept).toEqual(fresh);
        expect(kept.length).toBeGreaterThan(0);
        const figures = await current.asSuperuser(TIME_FIGURES_PATH);
        expect(figures.status, figures.text).toBe(200);
        const since = Date.parse(figures.json.availability.since.replace(" ", "T"));
        expect(figures.json.availability.share).toBe(availabilityOf(periods, since, since + 30 * DAY));
      });
    } finally {
      await Promise.all([rm(previous, { recursive: true, force: true }), rm(dataDir, { recursive: true, force: true })]);
    }
  });
  it("to the sums kept by day of completion: every work order kept, the sums those of the work orders, the mean time to done as before", async () => {
    const previous = await mkdtemp(join(tmpdir(), "workshop-before-done-days-"));
    const dataDir = await mkdtemp(join(tmpdir(), "workshop-upgrade-done-days-"));
    try {
      // Yesterday's schema: work orders, no sums by day of completion.
      const migrationsDir = join(previous, "migrations");
      await cp(join(repoRoot, "pb_migrations"), migrationsDir, { recursive: true, filter: (source) => !/1796200420_/.test(source) });
      const now = Date.now();
      const before = await withServer(await startServer({ dataDir, env, migrationsDir }), async (old) => {
        const manager = await createEmployee(old, { role: "manager" });
        const category = (await old.request(CATEGORY_RECORDS, { method: "POST", token: manager.token, body: { name: "Vans" } })).json;
        const vehicle = (await old.request(VEHICLE_RECORDS, { method: "POST", token: manager.token, body: { plate: "DONE-1", make: "Ford", model: "Transit", category: category.id } })).json.id as string;
        const order = async (...steps: Record<string, unknown>[]) => {
          const id = (await createWorkOrder(old, manager.token, vehicle)).id;
          await moveWorkOrder(old, manager.token, id, ...steps);
          return id;
        };
        const started = { status: "in_progress" };
        const done = { status: "done", odometer: 100 };
        // Done in the window (two on one day), done long before it, reopened, cancelled, done today.
        const redate = (id: string, from: number, to: number) => redateWorkOrder(dataDir, id, { started: pocketBaseDate(from), completed: pocketBaseDate(to) });
        const day = Math.floor((now - 29 * DAY) / DAY) * DAY;
        await redate(await order(started, done), day - DAY, day + 4_321_987);
        await redate(await order(started, done), day - DAY / 2, day + 9_876_543);
        await redate(await order(started, done, started, done), now - 60 * DAY, now - 50 * DAY + 1_234_567);
        await redate(await order(started, done), now - 200 * DAY, now - 120 * DAY);
        await order(started, done, started);
        await order(started, { status: "cancelled" });
        await order(started, done);
        return (await old.asSuperuser(`${WORK_ORDER_RECORDS}?sort=number`)).json.items;
      });
      expect(before).toHaveLength(7);
      expect(await sqliteRows(dataDir, "SELECT name FROM sqlite_master WHERE name = 'work_orders_done_days'")).toEqual([]);
      await withServer(await startServer({ dataDir, env }), async (current) => {
        expect((await current.asSuperuser(`${WORK_ORDER_RECORDS}?sort=number`)).json.items).toEqual(before);
        const { kept, fresh } = await keptAndFreshDoneDays(dataDir);
        expect(kept).toEqual(fresh);
        expect(kept).toHaveLength(4);
        const figures = await current.asSuperuser(TIME_FIGURES_PATH);
        expect(figures.status, figures.text).toBe(200);
        const expected = await meanToDoneOf(dataDir, figures.json.meanToDone.since);
        expect(expected.workOrders).toBe(4);
        expect({ workOrders: figures.json.meanToDone.workOrders, hours: figures.json.meanToDone.hours }).toEqual(expected);
      });
    } finally {
      await Promise.all([rm(previous, { recursive: true, force: true }), rm(dataDir, { recursive: true, force: true })]);
    }
  });
});
