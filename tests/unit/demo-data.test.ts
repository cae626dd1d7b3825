// The demo data generator and its arguments (server/lib/demo/): valid rows only, unique plates
// and VINs by construction, the same data for the same seed.
import { describe, expect, it } from "vitest";
import { checkCategory, checkReminder, checkServicePlan, checkVehicle, plateKey } from "@shared/validation";
import { dayAt } from "@shared/dates";
import { dueState, nextDue } from "@shared/reminders";
import { parseDemoArgs, DEMO_DEFAULTS, type GlobalFlagLookup } from "../../server/lib/demo/args";
import { createVehicleGenerator, categorySpec, demoCategories, vinCheckDigit, type DemoOptions, type VehicleRow } from "../../server/lib/demo/generate";
import { MAKES, YEARLY_KM, type Kind } from "../../server/lib/demo/catalog";
import { createReminderGenerator } from "../../server/lib/demo/reminders";
import { createWorkGenerator } from "../../server/lib/demo/work";

const NOW = new Date("2026-11-22T00:00:00Z");

function options(overrides: Partial<DemoOptions> = {}): DemoOptions {
  return { vehicles: 0, categories: 12, seed: 1, now: NOW, employees: [], ...overrides };
}

/** What kind of vehicle a row is, by its make and model. */
function kindOf(row: VehicleRow): Kind {
  return MAKES.find((make) => make.name === row.make)!.models.find((model) => model.name === row.model)!.kind;
}

function generate(count: number, overrides: Partial<DemoOptions> = {}): VehicleRow[] {
  const demo = options({ vehicles: count, ...overrides });
  const generator = createVehicleGenerator(demo, demoCategories(demo));
  return Array.from({ length: count }, () => generator.next());
}

describe("demo vehicles", () => {
  const rows = generate(20_000);

  it("pass the shared validation unchanged", () => {
    for (const row of rows) {
      const check = checkVehicle(row, { now: NOW });
      expect(check.ok && check.values).toEqual(expect.objectContaining({ plate: row.plate, plate_key: row.plate_key, vin: row.vin }));
    }
  });

  it("have unique plates, also ignoring spaces and dashes", () => {
    expect(new Set(rows.map((row) => plateKey(row.plate))).size).toBe(rows.length);
  });

  it("have unique VINs with correct check digits", () => {
    const vins = rows.map((row) => row.vin).filter((vin) => vin !== "");
    expect(new Set(vins).size).toBe(vins.length);
    for (const vin of vins.slice(0, 2000)) expect(vin[8]).toBe(vinCheckDigit(vin));
  });

  it("have unique record ids of PocketBase's shape", () => {
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    for (const row of rows.slice(0, 1000)) expect(row.id).toMatch(/^[a-z0-9]{15}$/);
  });

  it("fill every column of the vehicles table", () => {
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        "id", "plate", "plate_key", "vin", "make", "model", "year", "category", "category_name", "status", "odometer",
        "fuel", "color", "notes", "photo", "created_by", "updated_by", "created", "updated",
      ].sort(),
    );
  });

  it("lie in the past, updated after created, in PocketBase's date format", () => {
    for (const row of rows.slice(0, 1000)) {
      expect(row.created).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(row.updated >= row.created).toBe(true);
      expect(row.updated <= "2026-11-22 00:00:00.000Z").toBe(true);
    }
  });

  it("look like a workshop's yard: mostly available, VINs, years and colours; a few classics", () => {
    const share = (predicate: (row: VehicleRow) => boolean): number => rows.filter(predicate).length / rows.length;
    expect(share((row) => row.status === "available")).toBeGreaterThan(0.6);
    expect(share((row) => row.status === "in_service")).toBeGreaterThan(0.1);
    expect(share((row) => row.vin !== "")).toBeGreaterThan(0.8);
    expect(share((row) => row.year === 0)).toBeLessThan(0.05);
    expect(share((row) => row.year !== 0 && row.year < 1996)).toBeGreaterThan(0.005);
    expect(share((row) => row.fuel === "electric")).toBeGreaterThan(0.05);
  });

  it("have odometers that fit their age and kind: a truck runs far more than a motorbike, a classic car little", () => {
    const thisYear = NOW.getUTCFullYear();
    for (const row of rows) {
      if (row.year === 0 || row.odometer === 0) continue;
      const age = thisYear - row.year + 1;
      const classic = row.year < thisYear - 30;
      const [, most] = YEARLY_KM[classic ? "classic" : kindOf(row)];
      expect(row.odometer, `${row.make} ${row.model} ${row.year}`).toBeLessThanOrEqual(age * most);
    }
    const perYear = (kind: string) => {
      const of = rows.filter((row) => row.year !== 0 && row.year >= thisYear - 30 && row.odometer > 0 && kindOf(row) === kind);
      return of.reduce((sum, row) => sum + row.odometer / (thisYear - row.year + 0.5), 0) / of.length;
    };
    expect(perYear("truck")).toBeGreaterThan(3 * perYear("car"));
    expect(perYear("motorcycle")).toBeLessThan(perYear("car") / 2);
  });

  it("are the same for the same seed and differ for another", () => {
    expect(generate(500)).toEqual(rows.slice(0, 500));
    const other = generate(500, { seed: 2 });
    expect(other.filter((row, i) => row.plate === rows[i]!.plate).length).toBeLessThan(5);
  });

  it("spread created_by and updated_by over the employees given", () => {
    const staffed = generate(500, { employees: ["aaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbb"] });
    expect(new Set(staffed.map((row) => row.created_by))).toEqual(new Set(["aaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbb"]));
    expect(rows.every((row) => row.created_by === "" && row.updated_by === "")).toBe(true);
  });
});

describe("demo categories", () => {
  it.each([1, 12, 20, 60])("%i of them are valid and uniquely named", (count) => {
    const categories = demoCategories(options({ categories: count }));
    expect(categories).toHaveLength(count);
    expect(new Set(categories.map((category) => category.name_key)).size).toBe(count);
    for (const category of categories) expect(checkCategory(category).ok).toBe(true);
  });

  it.each([12, 3, 30])("with %i of them, place every vehicle where its kind belongs: no motorbike among the passenger cars", (count) => {
    const demo = options({ categories: count });
    const categories = demoCategories(demo);
    const generator = createVehicleGenerator(demo, categories);
    const rows = Array.from({ length: 3000 }, () => generator.next());
    for (const row of rows) {
      const index = categories.findIndex((category) => category.id === row.category);
      const spec = categorySpec(index);
      const classic = row.year !== 0 && row.year < NOW.getUTCFullYear() - 30;
      if (spec.name === "Classic cars") expect(classic, `${row.make} ${row.model} ${row.year}`).toBe(true);
      else expect(spec.kinds, `${row.make} ${row.model} in ${spec.name}`).toContain(kindOf(row));
    }
    expect(new Set(rows.map((row) => row.category)).size).toBe(count);
  });

  it("give each category a valid service plan (none for the cars only passing through)", () => {
    const categories = demoCategories(options({ categories: 20 }));
    for (const category of categories) expect(checkServicePlan(category.service_plan)).toEqual({ ok: true, value: category.service_plan });
    expect(categories.find((category) => category.name === "Passenger cars")!.service_plan.map((item) => item.title)).toEqual(["Annual service", "Inspection", "Brake fluid"]);
    expect(categories.find((category) => category.name === "Used cars for sale")!.service_plan).toEqual([]);
  });

  it("give each vehicle its category's name, the list's sort key", () => {
    const demo = options();
    const categories = demoCategories(demo);
    const names = new Map(categories.map((category) => [category.id, category.name]));
    const generator = createVehicleGenerator(demo, categories);
    for (const row of Array.from({ length: 200 }, () => generator.next())) expect(row.category_name).toBe(names.get(row.category));
  });
});

describe("demo reminders", () => {
  const demo = options();
  const categories = demoCategories(demo);
  const vehicles = createVehicleGenerator(demo, categories);
  const work = createWorkGenerator(demo);
  const reminders = createReminderGenerator(demo, categories);
  const made = Array.from({ length: 3000 }, () => {
    const vehicle = vehicles.next();
    const done = work.forVehicle(vehicle);
    return { vehicle, done, reminders: reminders.forVehicle(vehicle, done) };
  });
  const all = made.flatMap((one) => one.reminders);
  const today = dayAt(NOW);

  it("give each vehicle in service its category's plan, retired ones none", () => {
    const plans = new Map(categories.map((category) => [category.id, category.service_plan.map((item) => item.title)]));
    for (const { vehicle, reminders: own } of made) {
      expect(own.map((reminder) => reminder.title)).toEqual(vehicle.status === "retired" ? [] : plans.get(vehicle.category));
      for (const reminder of own) expect(reminder).toMatchObject({ vehicle: vehicle.id, category: vehicle.category });
    }
    expect(new Set(all.map((reminder) => reminder.id)).size).toBe(all.length);
  });

  it("are valid reminders, due one interval after they were last done, in the state the server would give", () => {
    for (const reminder of all.slice(0, 2000)) {
      const input = { ...reminder, due_date: reminder.due_date.slice(0, 10), last_done_date: reminder.last_done_date.slice(0, 10) };
      expect(checkReminder(input, { today }).ok, JSON.stringify(reminder)).toBe(true);
      const vehicle = made.find((one) => one.vehicle.id === reminder.vehicle)!.vehicle;
      const due = nextDue(reminder, { date: reminder.last_done_date.slice(0, 10), km: reminder.last_done_km });
      expect(reminder.due_date.slice(0, 10)).toBe(due.due_date);
      expect(reminder.due_km).toBe(due.due_km);
      expect(reminder.state).toBe(dueState(due, reminder, today, vehicle.odometer));
      expect(reminder.last_done_date.slice(0, 10) <= today).toBe(true);
      expect(reminder.last_done_km).toBeLessThanOrEqual(vehicle.odometer);
    }
  });

  it("were last done at the vehicle's latest done work of that title, when there is one", () => {
    const serviced = made.find(({ done, reminders: own }) => own.length > 0 && done.workOrders.some((w) => w.status === "done" && w.title === own[0]!.title))!;
    const latest = serviced.done.workOrders.filter((w) => w.status === "done" && w.title === serviced.reminders[0]!.title).sort((a, b) => b.completed.localeCompare(a.completed))[0]!;
    expect(serviced.reminders[0]).toMatchObject({ last_done_date: `${latest.completed.slice(0, 10)} 00:00:00.000Z`, last_done_km: latest.odometer });
  });

  it("are mostly ok, with some due soon and some overdue, as in a real workshop", () => {
    const share = (state: string) => all.filter((reminder) => reminder.state === state).length / all.length;
    expect(share("ok")).toBeGreaterThan(0.6);
    expect(share("due_soon")).toBeGreaterThan(0.01);
    expect(share("overdue")).toBeGreaterThan(0.03);
    expect(share("overdue")).toBeLessThan(0.3);
  });
});

describe("vinCheckDigit", () => {
  it.each(["1M8GDM9AXKP042788", "11111111111111111", "1HGCM82633A004352"])("agrees with the published example %s", (vin) => {
    expect(vinCheckDigit(vin)).toBe(vin[8]);
  });
});

describe("parseDemoArgs", () => {
  const pocketbaseFlags: GlobalFlagLookup = (name) =>
    ({ dir: { takesValue: true }, hooksDir: { takesValue: true }, dev: { takesValue: false } })[name] ?? null;

  it.each<[string[], unknown]>([
    [[], DEMO_DEFAULTS],
    [["--vehicles", "100000"], { ...DEMO_DEFAULTS, vehicles: 100000 }],
    [["--vehicles=0", "--categories=3"], { ...DEMO_DEFAULTS, vehicles: 0, categories: 3 }],
    [["--seed", "42", "--replace"], { ...DEMO_DEFAULTS, seed: 42, replace: true }],
    [["--dir", "pb_data", "--dev", "--hooksDir=pb_hooks", "--vehicles", "5"], { ...DEMO_DEFAULTS, vehicles: 5 }],
    [["help"], { ...DEMO_DEFAULTS, help: true }],
    [["--vehicles"], "--vehicles needs a whole number from 0 to 1000000."],
    [["--vehicles", "-5"], "--vehicles needs a whole number from 0 to 1000000."],
    [["--vehicles", "1e5"], "--vehicles needs a whole number from 0 to 1000000."],
    [["--categories", "501"], "--categories needs a whole number from 1 to 500."],
    [["--replace=yes"], "--replace takes no value."],
    [["--seeds", "1"], "Unknown flag --seeds."],
    [["200"], "Unexpected argument “200”."],
  ])("%j", (args, expected) => {
    expect(parseDemoArgs(args, pocketbaseFlags)).toEqual(expected);
  });
});
