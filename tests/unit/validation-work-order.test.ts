// The shared work order, item and odometer reading validation (shared/validation/): one row per
// rule of docs/product.md "Work orders".
import { describe, expect, it } from "vitest";
import {
  checkOdometerReading,
  checkOdometerReadingField,
  checkWorkOrder,
  checkWorkOrderField,
  checkWorkOrderItem,
  checkWorkOrderItemField,
  defaultUnit,
  hasWorkOrdersError,
  odometerBackwardsError,
  type FieldCheck,
} from "@shared/validation";

const VEHICLE = "abcdefghij12345";
const NOW = new Date("2026-11-23T12:00:00Z");

function outcome(check: FieldCheck<unknown>): unknown {
  return check.ok ? { value: check.value } : { code: check.error.code };
}

describe("work order fields", () => {
  it.each<[string, Parameters<typeof checkWorkOrderField>[0], unknown, unknown]>([
    ["a vehicle id", "vehicle", VEHICLE, { value: VEHICLE }],
    ["no vehicle", "vehicle", "", { code: "required" }],
    ["a vehicle that cannot be an id", "vehicle", "../x", { code: "vehicle_not_found" }],
    ["a vehicle as a number", "vehicle", 12, { code: "invalid_type" }],
    ["a title, trimmed", "title", "  Annual service ", { value: "Annual service" }],
    ["no title", "title", "   ", { code: "required" }],
    ["a title of 120", "title", "x".repeat(120), { value: "x".repeat(120) }],
    ["a title of 121", "title", "x".repeat(121), { code: "too_long" }],
    ["a title with a control character", "title", "a\u0007b", { code: "invalid_characters" }],
    ["a description of 5000", "description", "y".repeat(5000), { value: "y".repeat(5000) }],
    ["a description of 5001", "description", "y".repeat(5001), { code: "too_long" }],
    ["no status: open", "status", "", { value: "open" }],
    ["a status", "status", "waiting_parts", { value: "waiting_parts" }],
    ["an unknown status", "status", "paused", { code: "invalid_choice" }],
    ["no priority: normal", "priority", undefined, { value: "normal" }],
    ["a priority in capitals", "priority", "URGENT", { value: "urgent" }],
    ["an unknown priority", "priority", "asap", { code: "invalid_choice" }],
    ["no assignee", "assignee", "", { value: "" }],
    ["an assignee that cannot be an id", "assignee", "bob", { code: "employee_not_found" }],
    ["a due day", "due", "2026-11-30", { value: "2026-11-30 00:00:00.000Z" }],
    ["a due moment, kept as its day", "due", "2026-11-30T15:20:00Z", { value: "2026-11-30 00:00:00.000Z" }],
    ["PocketBase's date text", "due", "2026-11-30 00:00:00.000Z", { value: "2026-11-30 00:00:00.000Z" }],
    ["no due date", "due", "", { value: "" }],
    ["February 30", "due", "2026-02-30", { code: "invalid_date" }],
    ["a date in words", "due", "tomorrow", { code: "invalid_date" }],
    ["a due date as a number", "due", 20261130, { code: "invalid_type" }],
    ["an odometer", "odometer", "120 000", { value: 120000 }],
    ["no odometer", "odometer", "", { value: 0 }],
    ["a negative odometer", "odometer", -1, { code: "too_small" }],
    ["an odometer over 9 999 999", "odometer", 10_000_000, { code: "too_large" }],
    ["a fractional odometer", "odometer", 12.5, { code: "not_an_integer" }],
  ])("%s", (_name, field, raw, expected) => {
    expect(outcome(checkWorkOrderField(field, raw))).toEqual(expected);
  });

  it("checks a whole work order with its defaults", () => {
    expect(checkWorkOrder({ vehicle: VEHICLE, title: "Brakes" })).toEqual({
      ok: true,
      values: { vehicle: VEHICLE, title: "Brakes", description: "", status: "open", priority: "normal", assignee: "", due: "", odometer: 0 },
    });
  });

  it("names every bad field at once", () => {
    const check = checkWorkOrder({ vehicle: "", title: "", status: "paused", odometer: "x" });
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(Object.keys(check.errors).sort()).toEqual(["odometer", "status", "title", "vehicle"]);
      expect(check.values.priority).toBe("normal");
    }
  });

  it("says what the server's refusals mean", () => {
    expect(odometerBackwardsError(125000)).toEqual({
      code: "odometer_backwards",
      message: "The odometer cannot go backwards: this vehicle already has 125,000 km. If that reading is wrong, delete it first.",
      params: { km: 125_000 },
    });
    expect(hasWorkOrdersError(3).message).toContain("3 work orders");
    expect(hasWorkOrdersError(1).message).toContain("1 work order:");
  });
});

describe("work order item fields", () => {
  it.each<[string, Parameters<typeof checkWorkOrderItemField>[0], unknown, unknown]>([
    ["no kind: a task", "kind", "", { value: "task" }],
    ["a kind", "kind", "labour", { value: "labour" }],
    ["an unknown kind", "kind", "tool", { code: "invalid_choice" }],
    ["no description", "description", "", { code: "required" }],
    ["a description of 200", "description", "d".repeat(200), { value: "d".repeat(200) }],
    ["a description of 201", "description", "d".repeat(201), { code: "too_long" }],
    ["a part number of 61", "part_number", "p".repeat(61), { code: "too_long" }],
    ["no quantity: 1", "quantity", "", { value: 1 }],
    ["a quantity with 2 decimals", "quantity", "1.25", { value: 1.25 }],
    ["a quantity with a comma", "quantity", "0,5", { value: 0.5 }],
    ["a quantity of 0", "quantity", 0, { code: "too_small" }],
    ["a negative quantity", "quantity", -1, { code: "too_small" }],
    ["a quantity of 100 000", "quantity", 100000, { value: 100000 }],
    ["a quantity over 100 000", "quantity", 100000.01, { code: "too_large" }],
    ["a quantity with 3 decimals", "quantity", 1.125, { code: "too_many_decimals" }],
    ["a quantity in words", "quantity", "two", { code: "not_a_number" }],
    ["a quantity as a list", "quantity", [1], { code: "invalid_type" }],
    ["no unit cost: 0", "unit_cost", "", { value: 0 }],
    ["a unit cost of 0", "unit_cost", 0, { value: 0 }],
    ["a unit cost of 0.10", "unit_cost", "0.10", { value: 0.1 }],
    ["a unit cost of 1 000 000", "unit_cost", 1000000, { value: 1000000 }],
    ["a unit cost over 1 000 000", "unit_cost", 1000000.01, { code: "too_large" }],
    ["a negative unit cost", "unit_cost", -0.01, { code: "too_small" }],
    ["a unit cost with 3 decimals", "unit_cost", "9.999", { code: "too_many_decimals" }],
    ["an unknown unit", "unit", "gallon", { code: "invalid_choice" }],
    ["done as text", "done", "true", { value: 1 }],
    ["done as a number", "done", 2, { code: "invalid_type" }],
    ["no work order", "work_order", "", { code: "required" }],
  ])("%s", (_name, field, raw, expected) => {
    expect(outcome(checkWorkOrderItemField(field, raw))).toEqual(expected);
  });

  it("gives parts pieces and labour hours when no unit is given", () => {
    expect(defaultUnit("part")).toBe("pcs");
    expect(defaultUnit("labour")).toBe("h");
    const labour = checkWorkOrderItem({ work_order: VEHICLE, kind: "labour", description: "Fitting" });
    expect(labour.ok && labour.values.unit).toBe("h");
    const part = checkWorkOrderItem({ work_order: VEHICLE, kind: "part", description: "Pads", unit: "" });
    expect(part.ok && part.values).toEqual({
      work_order: VEHICLE,
      kind: "part",
      description: "Pads",
      part_number: "",
      quantity: 1,
      unit: "pcs",
      unit_cost: 0,
      done: false,
      part: "",
    });
  });

  it("keeps a unit that is given", () => {
    const check = checkWorkOrderItem({ work_order: VEHICLE, kind: "part", description: "Oil", unit: "l", quantity: "4.5", done: true });
    expect(check.ok && [check.values.unit, check.values.quantity, check.values.done]).toEqual(["l", 4.5, true]);
  });
});

describe("odometer reading fields", () => {
  it.each<[string, Parameters<typeof checkOdometerReadingField>[0], unknown, unknown]>([
    ["km", "km", "125 000", { value: 125000 }],
    ["0 km", "km", 0, { value: 0 }],
    ["no km", "km", "", { code: "required" }],
    ["missing km", "km", undefined, { code: "required" }],
    ["too many km", "km", 10_000_000, { code: "too_large" }],
    ["a date", "read_at", "2026-11-20T08:00:00Z", { value: "2026-11-20 08:00:00.000Z" }],
    ["a date a week ahead", "read_at", "2026-11-30", { code: "too_large" }],
    ["a date that is none", "read_at", "2026-13-01", { code: "invalid_date" }],
    ["no vehicle", "vehicle", "", { code: "required" }],
  ])("%s", (_name, field, raw, expected) => {
    expect(outcome(checkOdometerReadingField(field, raw, { now: NOW }))).toEqual(expected);
  });

  it("dates a reading without a date now", () => {
    expect(checkOdometerReading({ vehicle: VEHICLE, km: 10 }, { now: NOW })).toEqual({
      ok: true,
      values: { vehicle: VEHICLE, km: 10, read_at: "2026-11-23 12:00:00.000Z" },
    });
  });
});
