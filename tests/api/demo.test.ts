// `pocketbase demo` (make demo): realistic, valid, deterministic demo data that the API serves,
// filtered and sorted, through the indexes the migrations made.
import { execFile } from "node:child_process";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Category, Defect, Inspection, InspectionTemplate, OdometerReading, Part, StockMovement, TimeEntry, Vehicle, WorkOrder, WorkOrderItem } from "@shared/records";
import { entryMinutes, TIME_ENTRY_MAX_MINUTES } from "@shared/time/clock";
import { TIME_FIGURES_PATH } from "@shared/time/figures";
import type { Reminder } from "@shared/reminders";
import { itemCents, toCents } from "@shared/work-orders/money";
import { checkVehicle, plateKey } from "@shared/validation";
import {
  createEmployee,
  NO_DEV_MODE,
  pocketbaseBinary,
  repoRoot,
  startServer,
  type Employee,
  type TestServer,
} from "../support/pocketbase";
import { CATEGORY_RECORDS, VEHICLE_RECORDS } from "../support/records";
import { historyWhere } from "../support/history";
import { MOVEMENT_RECORDS, PART_RECORDS } from "../support/parts";
import { TIME_ENTRY_RECORDS } from "../support/time";
import { DEFECT_RECORDS, INSPECTION_RECORDS, TEMPLATE_RECORDS } from "../support/inspections";
import { createWorkOrder, ITEM_RECORDS, READING_RECORDS, WORK_ORDER_RECORDS } from "../support/work-orders";
import { takenSql } from "../../server/lib/records/uniqueness-sql";
import { CATEGORY_SPECS, MAKES, YEARLY_KM } from "../../server/lib/demo/catalog";
import { runCommand } from "../support/demo";
import { REMINDER_RECORDS } from "../support/reminders";
import { availabilityOf, keptAndFreshSums, storedPeriods } from "../support/status-periods";
import { keptAndFreshDoneDays, meanToDoneOf } from "../support/done-days";

let server: TestServer;
let alice: Employee;
let firstRun: { code: number; output: string };

interface Run {
  code: number;
  output: string;
}

function demo(...args: string[]): Promise<Run> {
  const dirs = [
    NO_DEV_MODE,
    `--dir=${server.dataDir}`,
    `--hooksDir=${join(repoRoot, "pb_hooks")}`,
    `--migrationsDir=${join(repoRoot, "pb_migrations")}`,
  ];
  return new Promise((resolve) => {
    execFile(pocketbaseBinary, ["demo", ...args, ...dirs], { cwd: repoRoot }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, output: stdout + stderr });
    });
  });
}

async function all<T>(path: string, query = ""): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const response = await server.request(`${path}?perPage=500&page=${page}&skipTotal=1${query}`, { token: alice.token });
    expect(response.status).toBe(200);
    items.push(...response.json.items);
    if (response.json.items.length < 500) return items;
  }
}

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } });
  alice = await createEmployee(server, { name: "Alice Mechanic" });
  // The demo writes into the data dir of the running server, as `make demo` may next to `make run`.
  firstRun = await demo("--vehicles", "600", "--categories", "8", "--seed", "7");
}, 60_000);

afterAll(async () => {
  await server?.dispose();
});

describe("the demo command", () => {
  it("says what it made", () => {
    expect(firstRun.code).toBe(0);
    expect(firstRun.output).toMatch(
      /Demo data: 8 categories and 600 vehicles in [\d.]+ s, with \d+ work orders, \d+ items, \d+ odometer readings, \d+ reminders, \d+ inspections, \d+ defects and \d+ history entries/,
    );
  });

  it("gives each vehicle and work order its history, as the app would have recorded it", async () => {
    const done = (await all<WorkOrder>(WORK_ORDER_RECORDS, `&filter=${encodeURIComponent('status = "done"')}&sort=-number`))[0]!;
    const entries = await historyWhere(server, `vehicle = "${done.vehicle}"`);
    expect(entries.find((e) => e.collection === "vehicles")).toMatchObject({ action: "created", record: done.vehicle, title: expect.any(String) });
    const own = entries.filter((e) => e.record === done.id);
    expect(own.map((e) => e.action)).toEqual(["created", "updated"]);
    expect(own[0]).toMatchObject({ title: `WO-${done.number} ${done.title}`, work_order: done.id, changes: { title: { before: null, after: done.title } } });
    expect(own[1]).toMatchObject({ at: done.completed, changes: { status: { before: "in_progress", after: "done" }, odometer: { after: done.odometer } } });
  });

  it("clocks believable time on recent work, and gives the fleet downtime to count", async () => {
    expect(firstRun.output).toMatch(/with [1-9]\d* stretches of clocked time/);
    const entries = await all<TimeEntry>(TIME_ENTRY_RECORDS);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry).toMatchObject({ employee: alice.id, ended: expect.any(String) });
      expect(entry.minutes).toBeGreaterThanOrEqual(1);
      expect(entry.minutes).toBeLessThanOrEqual(TIME_ENTRY_MAX_MINUTES);
      expect(entryMinutes(entry.started, entry.ended)).toBe(entry.minutes);
    }
    const figures = (await server.request(TIME_FIGURES_PATH, { token: alice.token })).json;
    expect(figures.availability.share).toBeGreaterThan(0.5);
    expect(figures.availability.share).toBeLessThan(1);
    // Its periods went in with their sums by day, and the figure from those is the periods' own.
    const since = Date.parse(figures.availability.since.replace(" ", "T"));
    expect(figures.availability.share).toBe(availabilityOf(await storedPeriods(server.dataDir), since, since + 30 * 86_400_000));
    const { kept, fresh } = await keptAndFreshSums(server.dataDir);
    expect(kept).toEqual(fresh);
    expect(figures.meanToDone.workOrders).toBeGreaterThan(0);
    // Its work orders went in with their sums by day of completion, and the mean from those is theirs.
    expect({ workOrders: figures.meanToDone.workOrders, hours: figures.meanToDone.hours }).toEqual(await meanToDoneOf(server.dataDir, figures.meanToDone.since));
    const doneDays = await keptAndFreshDoneDays(server.dataDir);
    expect(doneDays.kept).toEqual(doneDays.fresh);
    const busy = (await all<Vehicle>(VEHICLE_RECORDS, `&filter=${encodeURIComponent('status = "in_service"')}`))[0]!;
    expect((await server.request(`/api/app/vehicles/${busy.id}/downtime`, { token: alice.token })).json.daysInWorkshop).toBeGreaterThan(0);
  });

  it("makes the vehicles and categories the API lists", async () => {
    const vehicles = await server.request(`${VEHICLE_RECORDS}?perPage=1`, { token: alice.token });
    const categories = await server.request(`${CATEGORY_RECORDS}?perPage=1`, { token: alice.token });
    expect(vehicles.json.totalItems).toBe(600);
    expect(categories.json.totalItems).toBe(8);
  });

  it("creates no employees and no superusers", async () => {
    expect((await server.asSuperuser("/api/collections/employees/records")).json.totalItems).toBe(1);
    expect((await server.asSuperuser("/api/collections/_superusers/records")).json.totalItems).toBe(1);
  });

  it("makes only vehicles the validation accepts as they are, with unique plates and VINs", async () => {
    const vehicles = await all<Vehicle>(VEHICLE_RECORDS);
    const names = new Map((await all<Category>(CATEGORY_RECORDS)).map((category) => [category.id, category.name]));
    for (const vehicle of vehicles) {
      const check = checkVehicle(vehicle, { now: new Date() });
      expect(check.ok && check.values, vehicle.plate).toEqual(expect.objectContaining({ plate: vehicle.plate, vin: vehicle.vin }));
      expect(plateKey(vehicle.plate)).toBe(vehicle.plate_key);
      expect(names.has(vehicle.category)).toBe(true);
      expect(vehicle.category_name).toBe(names.get(vehicle.category));
      expect([alice.id]).toContain(vehicle.created_by);
      expect(vehicle.updated >= vehicle.created).toBe(true);
    }
    expect(new Set(vehicles.map((vehicle) => vehicle.plate_key)).size).toBe(600);
    const vins = vehicles.map((vehicle) => vehicle.vin).filter((vin) => vin !== "");
    expect(new Set(vins).size).toBe(vins.length);
  });

  it("makes realistic data: most vehicles have a VIN, a year and a colour; every status occurs", async () => {
    const vehicles = await all<Vehicle>(VEHICLE_RECORDS);
    const share = (predicate: (vehicle: Vehicle) => boolean): number => vehicles.filter(predicate).length / vehicles.length;
    expect(share((vehicle) => vehicle.vin !== "")).toBeGreaterThan(0.7);
    expect(share((vehicle) => vehicle.year !== 0)).toBeGreaterThan(0.9);
    expect(share((vehicle) => vehicle.color !== "")).toBeGreaterThan(0.7);
    expect(new Set(vehicles.map((vehicle) => vehicle.status))).toEqual(new Set(["available", "in_service", "out_of_service", "retired"]));
    expect(new Set(vehicles.map((vehicle) => vehicle.make)).size).toBeGreaterThan(10);
  });

  it("refuses a data dir that has vehicles already, unless told to replace them", async () => {
    const refused = await demo("--vehicles", "5");
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("already has vehicles or categories");
  });

  it("makes the same data for the same seed, other data for another", async () => {
    const before = (await all<Vehicle>(VEHICLE_RECORDS, "&sort=id")).map((vehicle) => `${vehicle.id} ${vehicle.plate} ${vehicle.vin}`);
    expect((await demo("--vehicles", "600", "--categories", "8", "--seed", "7", "--replace")).code).toBe(0);
    const again = (await all<Vehicle>(VEHICLE_RECORDS, "&sort=id")).map((vehicle) => `${vehicle.id} ${vehicle.plate} ${vehicle.vin}`);
    expect(again).toEqual(before);
    expect((await demo("--vehicles", "600", "--categories", "8", "--seed", "8", "--replace")).code).toBe(0);
    const other = (await all<Vehicle>(VEHICLE_RECORDS, "&sort=id")).map((vehicle) => `${vehicle.id} ${vehicle.plate} ${vehicle.vin}`);
    expect(other).not.toEqual(before);
  }, 90_000); // two full demo runs of 600 vehicles with their work, inspections, time and parts

  it.each([
    [["--vehicles", "many"], "--vehicles needs a whole number"],
    [["--vehicles", "2000000"], "--vehicles needs a whole number from 0 to 1000000"],
    [["--categories", "0"], "--categories needs a whole number from 1"],
    [["--vehicle", "5"], "Unknown flag --vehicle."],
    [["extra"], "Unexpected argument “extra”."],
  ])("refuses %j with a usage message", async (args, message) => {
    const run = await demo(...args);
    expect(run.code).toBe(2);
    expect(run.output).toContain(message);
    expect(run.output).toContain("Usage: pocketbase demo");
  });

  it("explains itself with `demo help`", async () => {
    const run = await demo("help");
    expect(run.code).toBe(0);
    expect(run.output).toContain("--vehicles N");
  });
});

describe("the demo's work", () => {
  it("numbers the work orders one after another in the order they were created, and new ones carry on", async () => {
    // After two --replace runs above: numbers are never reused, so they carry on from those.
    const workOrders = await all<WorkOrder>(WORK_ORDER_RECORDS, "&sort=number");
    expect(workOrders.length).toBeGreaterThan(1000);
    const first = workOrders[0]!.number;
    expect(first).toBeGreaterThan(1000);
    expect(workOrders.map((row) => row.number)).toEqual(workOrders.map((_, i) => first + i));
    const created = workOrders.map((row) => row.created);
    expect(created).toEqual([...created].sort());
    const vehicle = workOrders[0]!.vehicle;
    const next = await createWorkOrder(server, alice.token, vehicle);
    expect(next.number).toBe(first + workOrders.length);
  });

  it("keeps each vehicle's odometer its highest reading and its work under way In workshop", async () => {
    const vehicles = await all<Vehicle>(VEHICLE_RECORDS);
    const readings = await all<OdometerReading>(READING_RECORDS);
    const active = await all<WorkOrder>(WORK_ORDER_RECORDS, `&filter=${encodeURIComponent('status = "in_progress" || status = "waiting_parts"')}`);
    const highest = new Map<string, number>();
    for (const reading of readings) highest.set(reading.vehicle, Math.max(highest.get(reading.vehicle) ?? 0, reading.km));
    for (const vehicle of vehicles) expect(highest.get(vehicle.id) ?? 0, vehicle.plate).toBe(vehicle.odometer);
    const inService = new Set(vehicles.filter((vehicle) => vehicle.status === "in_service").map((vehicle) => vehicle.id));
    expect(active.length).toBeGreaterThan(0);
    for (const workOrder of active) expect(inService.has(workOrder.vehicle)).toBe(true);
  });

  it("has checklists, done inspections and their defects, a vehicle with an open critical defect off the road", async () => {
    const templates = await all<InspectionTemplate>(TEMPLATE_RECORDS);
    expect(templates.length).toBe(9);
    expect(templates.every((template) => Array.isArray(template.items) && template.items.length > 0)).toBe(true);
    const inspections = await all<Inspection>(INSPECTION_RECORDS);
    expect(inspections.length).toBeGreaterThan(100);
    expect(inspections.every((inspection) => inspection.status === "done" && Array.isArray(inspection.results) && inspection.photos.length === 0)).toBe(true);
    const defects = await all<Defect>(DEFECT_RECORDS, `&filter=${encodeURIComponent('status = "open"')}`);
    expect(defects.length).toBeGreaterThan(5);
    for (const defect of defects.filter((row) => row.severity === "critical")) {
      const vehicle = (await server.request<Vehicle>(`${VEHICLE_RECORDS}/${defect.vehicle}`, { token: alice.token })).json;
      expect(vehicle.status).toBe("out_of_service");
    }
  });

  it("totals each work order exactly from its items", async () => {
    const items = await all<WorkOrderItem>(ITEM_RECORDS);
    const cents = new Map<string, number>();
    for (const item of items) cents.set(item.work_order, (cents.get(item.work_order) ?? 0) + itemCents(item));
    for (const workOrder of (await all<WorkOrder>(WORK_ORDER_RECORDS)).slice(0, 500)) {
      expect(toCents(workOrder.total_cost)).toBe(cents.get(workOrder.id) ?? 0);
    }
  });
});

describe("the demo's stock", () => {
  it("is a catalogue whose ledger follows the work orders: each part line issued once, on hand its sum, never below zero", async () => {
    const parts = await all<Part>(PART_RECORDS);
    expect(parts.length).toBeGreaterThan(10);
    const movements = await all<StockMovement>(MOVEMENT_RECORDS, "&sort=@rowid");
    const partLines = await all<WorkOrderItem>(ITEM_RECORDS, `&filter=${encodeURIComponent('part != ""')}`);
    expect(partLines.length).toBeGreaterThan(100);
    const issues = movements.filter((m) => m.reason === "issue");
    expect(issues.map((m) => m.work_order_item).sort()).toEqual(partLines.map((line) => line.id).sort());
    const workOrders = new Map((await all<WorkOrder>(WORK_ORDER_RECORDS)).map((w) => [w.id, w.number]));
    for (const issue of issues.slice(0, 200)) expect(issue.work_order_number).toBe(workOrders.get(issue.work_order));
    for (const part of parts) {
      let running = 0;
      for (const movement of movements.filter((m) => m.part === part.id)) {
        running += toCents(movement.quantity);
        expect(running, `${part.number} at ${movement.at}`).toBeGreaterThanOrEqual(0);
      }
      expect(toCents(part.on_hand)).toBe(running);
      expect(part.needs_reorder).toBe(toCents(part.on_hand) <= toCents(part.reorder_point));
    }
    // Some parts are to be ordered, and the ledger reads in time order.
    expect(parts.some((part) => part.needs_reorder)).toBe(true);
    expect(movements.map((m) => m.at)).toEqual(movements.map((m) => m.at).sort());
  });
});

// Issue 20: a new install's demo looks like a real workshop's data.
describe("the demo's service plans and reminders", () => {
  it("gives every vehicle in service its category's plan, so the reminders page has due and overdue work", async () => {
    const categories = await all<Category & { service_plan: { title: string }[] }>(CATEGORY_RECORDS);
    const plans = new Map(categories.map((category) => [category.id, category.service_plan.map((item) => item.title)]));
    expect(categories.filter((category) => category.service_plan.length > 0).length).toBeGreaterThan(5);
    const vehicles = await all<Vehicle>(VEHICLE_RECORDS);
    const reminders = await all<Reminder>(REMINDER_RECORDS);
    const expected = vehicles.filter((vehicle) => vehicle.status !== "retired").reduce((sum, vehicle) => sum + plans.get(vehicle.category)!.length, 0);
    expect(reminders).toHaveLength(expected);
    const byVehicle = new Map<string, string[]>();
    for (const reminder of reminders) byVehicle.set(reminder.vehicle, [...(byVehicle.get(reminder.vehicle) ?? []), reminder.title]);
    const inService = vehicles.find((vehicle) => vehicle.status !== "retired" && plans.get(vehicle.category)!.length > 0)!;
    expect(byVehicle.get(inService.id)!.sort()).toEqual([...plans.get(inService.category)!].sort());
    // What the dashboard counts (urgency 1 overdue, 2 due soon) and the reminders page lists first.
    const count = async (urgency: number) =>
      (await server.request(`${REMINDER_RECORDS}?perPage=1&filter=${encodeURIComponent(`urgency = ${urgency}`)}`, { token: alice.token })).json.totalItems as number;
    const [overdue, dueSoon] = [await count(1), await count(2)];
    expect(overdue).toBeGreaterThan(0.03 * reminders.length);
    expect(overdue).toBeLessThan(0.3 * reminders.length);
    expect(dueSoon).toBeGreaterThan(0);
    const first = await server.request(`${REMINDER_RECORDS}?perPage=5&sort=urgency,due_date,due_km,id`, { token: alice.token });
    expect(first.json.items.map((reminder: Reminder) => reminder.state)).toEqual(Array(5).fill("overdue"));
  });

  it("puts each make and model under a category that holds its kind: no motorbike among the passenger cars", async () => {
    const categories = await all<Category>(CATEGORY_RECORDS);
    const kinds = new Map(categories.map((category) => [category.id, CATEGORY_SPECS.find((spec) => spec.name === category.name)!.kinds]));
    const thisYear = new Date().getUTCFullYear();
    for (const vehicle of await all<Vehicle>(VEHICLE_RECORDS)) {
      const kind = MAKES.find((make) => make.name === vehicle.make)!.models.find((model) => model.name === vehicle.model)!.kind;
      expect(kinds.get(vehicle.category), `${vehicle.make} ${vehicle.model} under ${vehicle.category_name}`).toContain(kind);
      if (vehicle.year > 0 && vehicle.odometer > 0) {
        const classic = vehicle.year < thisYear - 30;
        expect(vehicle.odometer, `${vehicle.make} ${vehicle.model} ${vehicle.year}`).toBeLessThanOrEqual((thisYear - vehicle.year + 1) * YEARLY_KM[classic ? "classic" : kind][1]);
      }
    }
  });

  it("leaves a history whose chain `history verify` checks", async () => {
    const run = await runCommand(server, "history", "verify");
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain("The history is intact:");
  });
});

describe("the vehicle list over demo data", () => {
  it("answers a filtered, sorted page", async () => {
    const category = (await all<Category>(CATEGORY_RECORDS, "&sort=name"))[0]!;
    const filter = encodeURIComponent(`category = "${category.id}" && status = "available"`);
    const response = await server.request(`${VEHICLE_RECORDS}?filter=${filter}&sort=plate&perPage=30&skipTotal=1`, { token: alice.token });
    expect(response.status).toBe(200);
    const items: Vehicle[] = response.json.items;
    expect(items.length).toBeGreaterThan(0);
    for (const vehicle of items) expect(vehicle).toMatchObject({ category: category.id, status: "available" });
    const plates = items.map((vehicle) => vehicle.plate);
    expect(plates).toEqual([...plates].sort());
  });

  it("finds a plate by a fragment typed any way", async () => {
    const vehicle = (await all<Vehicle>(VEHICLE_RECORDS))[42]!;
    const fragment = plateKey(vehicle.plate.toLowerCase()).slice(1, 5);
    const filter = encodeURIComponent(`plate_key ~ "${fragment}"`);
    const response = await server.request(`${VEHICLE_RECORDS}?filter=${filter}&sort=-updated&skipTotal=1`, { token: alice.token });
    expect(response.json.items.map((item: Vehicle) => item.id)).toContain(vehicle.id);
  });
});

/**
 * A query of the hooks in PocketBase's query-builder syntax, with every `{:value}` one that
 * SQLite cannot know while planning — as when the hooks bind it (a literal could let it use a
 * partial index that the real query cannot). /api/sql runs no bound parameters, so a value is
 * `CAST(random() AS TEXT)`.
 */
function boundSql(sql: string): string {
  return sql
    .replace(/\{\{(\w+)\}\}|\[\[([\w.]+)\]\]/g, (_, table?: string, column?: string) => table ?? column!)
    .replace(/\{:\w+\}/g, "CAST(random() AS TEXT)");
}

describe("the common list queries", () => {
  // The SQL PocketBase builds for them (seen with `serve --dev`), planned by SQLite.
  async function plan(sql: string): Promise<string> {
    const response = await server.asSuperuser("/api/sql", { method: "POST", body: { query: `EXPLAIN QUERY PLAN ${sql}` } });
    expect(response.status, response.text).toBe(200);
    return response.json.rows.map((row: string[]) => row[row.length - 1]).join("\n");
  }

  it.each([
    [
      "the first page by -updated reads the updated index, no sorting",
      "SELECT vehicles.* FROM vehicles ORDER BY vehicles.updated DESC LIMIT 30",
      /SCAN vehicles USING INDEX idx_vehicles_updated/,
    ],
    [
      "category + status sorted by plate reads the composite index, no sorting",
      "SELECT vehicles.* FROM vehicles WHERE vehicles.category = 'x' AND vehicles.status = 'available' ORDER BY vehicles.plate ASC LIMIT 30",
      /SEARCH vehicles USING INDEX idx_vehicles_category_status_plate \(category=\? AND status=\?\)/,
    ],
    [
      "a plate fragment by -updated walks the covering updated index",
      "SELECT vehicles.* FROM vehicles WHERE vehicles.plate_key LIKE '%AB12%' ESCAPE '\\' ORDER BY vehicles.updated DESC LIMIT 30",
      /SCAN vehicles USING INDEX idx_vehicles_updated/,
    ],
    [
      "the search box (plate, VIN, make, model) walks the same index",
      "SELECT vehicles.* FROM vehicles WHERE (vehicles.plate_key LIKE '%GOL%' ESCAPE '\\' OR vehicles.vin LIKE '%GOL%' ESCAPE '\\' OR vehicles.make LIKE '%GOL%' ESCAPE '\\' OR vehicles.model LIKE '%GOL%' ESCAPE '\\') ORDER BY vehicles.updated DESC LIMIT 30",
      /SCAN vehicles USING INDEX idx_vehicles_updated/,
    ],
    [
      "sorting by category reads the category-name index, no join and no sorting",
      "SELECT vehicles.* FROM vehicles ORDER BY vehicles.category_name DESC, vehicles.plate DESC, vehicles.id DESC LIMIT 30",
      /SCAN vehicles USING INDEX idx_vehicles_category_name_plate/,
    ],
    [
      "sorting by status reads the status index with plates in order",
      "SELECT vehicles.* FROM vehicles ORDER BY vehicles.status ASC, vehicles.plate ASC, vehicles.id ASC LIMIT 30",
      /SCAN vehicles USING INDEX idx_vehicles_status_plate/,
    ],
    [
      "sorting by year reads the year index with plates in order",
      "SELECT vehicles.* FROM vehicles ORDER BY vehicles.year DESC, vehicles.plate DESC, vehicles.id DESC LIMIT 30",
      /SCAN vehicles USING INDEX idx_vehicles_year_plate/,
    ],
    [
      "the category list's counts read an index only",
      "SELECT category_usage.* FROM category_usage ORDER BY name LIMIT 500",
      /SEARCH v USING COVERING INDEX idx_vehicles_category_status_plate \(category=\?\)/,
    ],
    ...(["plate_key", "vin"] as const).map((column): [string, string, RegExp] => [
      `the duplicate check of ${column}, with its values bound as the hooks send them, is one index lookup`,
      boundSql(takenSql("vehicles", column)),
      new RegExp(`SEARCH vehicles USING (COVERING )?INDEX idx_vehicles_${column} \\(${column}=\\?\\)`),
    ]),
    [
      "the duplicate check of a category name is one index lookup",
      boundSql(takenSql("categories", "name_key")),
      /SEARCH categories USING (COVERING )?INDEX idx_categories_name_key \(name_key=\?\)/,
    ],
    [
      "counting a category's vehicles (before deleting it) reads an index only",
      "SELECT COUNT(*) FROM vehicles WHERE vehicles.category = 'x'",
      /SEARCH vehicles USING COVERING INDEX idx_vehicles_category_status_plate \(category=\?\)/,
    ],
  ])("%s", async (_what, sql, expected) => {
    const planned = await plan(sql);
    expect(planned).toMatch(expected);
    // Sorting a whole result is what must not happen; ordering the id tie-break among equal
    // plates ("FOR LAST TERM OF ORDER BY") sorts groups of one.
    expect(planned).not.toMatch(/USE TEMP B-TREE(?! FOR LAST TERM)/);
  });
});
