// The demo data generator and its arguments (server/lib/demo/): valid rows only, unique plates
// and VINs by construction, the same data for the same seed.
import { describe, expect, it } from "vitest";
import { checkCategory, checkVehicle, plateKey } from "@shared/validation";
import { parseDemoArgs, DEMO_DEFAULTS, type GlobalFlagLookup } from "../../server/lib/demo/args";
import { createVehicleGenerator, demoCategories, vinCheckDigit, type DemoOptions, type VehicleRow } from "../../server/lib/demo/generate";

const NOW = new Date("2026-11-22T00:00:00Z");

function options(overrides: Partial<DemoOptions> = {}): DemoOptions {
  return { vehicles: 0, categories: 12, seed: 1, now: NOW, employees: [], ...overrides };
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

  it("place vehicles mostly where they belong, e.g. vans under Vans, Fleet customers or Rental", () => {
    const demo = options();
    const categories = demoCategories(demo);
    const vanCategories = new Set(
      categories.filter((category) => ["Vans", "Fleet customers", "Rental"].includes(category.name)).map((category) => category.id),
    );
    const generator = createVehicleGenerator(demo, categories);
    const transits = Array.from({ length: 3000 }, () => generator.next()).filter((row) => row.model === "Transit");
    expect(transits.filter((row) => vanCategories.has(row.category)).length / transits.length).toBeGreaterThan(0.8);
  });

  it("give each vehicle its category's name, the list's sort key", () => {
    const demo = options();
    const categories = demoCategories(demo);
    const names = new Map(categories.map((category) => [category.id, category.name]));
    const generator = createVehicleGenerator(demo, categories);
    for (const row of Array.from({ length: 200 }, () => generator.next())) expect(row.category_name).toBe(names.get(row.category));
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
