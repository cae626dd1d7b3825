// The shared reminder and service plan validation (shared/validation/reminder.ts): one row per
// rule of docs/product.md "Reminders".
import { describe, expect, it } from "vitest";
import { checkReminder, checkReminderField, checkServicePlan, samePlan, type FieldCheck, type ReminderInput } from "@shared/validation";

const TODAY = "2026-11-23";
const VEHICLE = "abcdefghij12345";

function outcome(check: FieldCheck<unknown>): unknown {
  return check.ok ? { value: check.value } : { code: check.error.code };
}

describe("reminder fields", () => {
  it.each<[string, Parameters<typeof checkReminderField>[0], unknown, unknown]>([
    ["a title, trimmed", "title", "  Oil change ", { value: "Oil change" }],
    ["no title", "title", " ", { code: "required" }],
    ["a title of 121", "title", "x".repeat(121), { code: "too_long" }],
    ["every 1 month", "every_months", 1, { value: 1 }],
    ["every 120 months", "every_months", "120", { value: 120 }],
    ["every 121 months", "every_months", 121, { code: "too_large" }],
    ["every 1.5 months", "every_months", 1.5, { code: "not_an_integer" }],
    ["every 99 km", "every_km", 99, { code: "too_small" }],
    ["every 100 km", "every_km", 100, { value: 100 }],
    ["every 1 000 000 km", "every_km", "1 000 000", { value: 1_000_000 }],
    ["every 1 000 001 km", "every_km", 1_000_001, { code: "too_large" }],
    ["a due date", "due_date", "2027-01-31", { value: "2027-01-31 00:00:00.000Z" }],
    ["a due date that is none", "due_date", "2027-02-30", { code: "invalid_date" }],
    ["a due km", "due_km", "120,000", { value: 120_000 }],
    ["a due km too large", "due_km", 10_000_000, { code: "too_large" }],
    ["done today", "last_done_date", TODAY, { value: `${TODAY} 00:00:00.000Z` }],
    ["done in the future", "last_done_date", "2026-12-01", { code: "too_large" }],
    ["a margin of 366 days", "soon_days", 366, { code: "too_large" }],
    ["a margin of 100 001 km", "soon_km", 100_001, { code: "too_large" }],
    ["a vehicle that cannot be an id", "vehicle", "../x", { code: "vehicle_not_found" }],
  ])("%s", (_name, field, raw, expected) => {
    expect(outcome(checkReminderField(field, raw, { today: TODAY }))).toEqual(expected);
  });
});

describe("a whole reminder", () => {
  function check(input: ReminderInput) {
    return checkReminder({ vehicle: VEHICLE, title: "Oil change", ...input }, { today: TODAY });
  }

  it("is recurring with every months or every km, and gets the default margins", () => {
    const result = check({ every_months: 12 });
    expect(result.ok).toBe(true);
    expect(result.values).toMatchObject({ every_months: 12, every_km: 0, soon_days: 30, soon_km: 1000 });
    expect(check({ every_km: 15_000 }).ok).toBe(true);
  });

  it("is one-off with a due date or a due km", () => {
    expect(check({ due_date: "2027-05-01" }).ok).toBe(true);
    expect(check({ due_km: 50_000 }).ok).toBe(true);
  });

  it("needs a repeat or a due point, said at the fields", () => {
    const result = check({});
    expect(result.ok).toBe(false);
    expect(result.ok ? {} : result.errors).toMatchObject({ due_date: { code: "required" }, every_months: { code: "required" } });
  });

  it("names every bad field at once", () => {
    const result = check({ title: "", every_km: 5 });
    expect(result.ok ? {} : Object.keys(result.errors).sort()).toEqual(["every_km", "title"]);
  });
});

describe("service plans", () => {
  it.each<[string, unknown, unknown]>([
    ["none", null, { value: [] }],
    ["an empty list", [], { value: [] }],
    ["JSON text", '[{"title":"Oil change","every_months":12,"every_km":15000}]', { value: [{ title: "Oil change", every_months: 12, every_km: 15_000 }] }],
    ["two reminders", [{ title: " Inspection ", every_months: 24 }, { title: "Tyres", every_km: 40_000 }], {
      value: [
        { title: "Inspection", every_months: 24, every_km: 0 },
        { title: "Tyres", every_months: 0, every_km: 40_000 },
      ],
    }],
    ["not a list", { title: "x" }, { code: "invalid_type" }],
    ["text that is no JSON", "[{", { code: "invalid_type" }],
    ["a reminder without a repeat", [{ title: "Inspection" }], { code: "required" }],
    ["a reminder without a title", [{ every_months: 12 }], { code: "required" }],
    ["a repeat out of range", [{ title: "Oil", every_km: 50 }], { code: "too_small" }],
    ["a field that is none", [{ title: "Oil", every_km: 500, due_km: 3 }], { code: "unknown_field" }],
    ["the same title twice, ignoring case", [{ title: "Oil", every_km: 500 }, { title: "OIL", every_months: 6 }], { code: "name_taken" }],
    ["31 reminders", Array.from({ length: 31 }, (_, i) => ({ title: `R${i}`, every_months: 1 })), { code: "too_long" }],
  ])("%s", (_name, raw, expected) => {
    expect(outcome(checkServicePlan(raw))).toEqual(expected);
  });

  it("says which line is wrong", () => {
    const result = checkServicePlan([{ title: "Oil", every_km: 500 }, { title: "Brakes", every_km: 50 }]);
    expect(result.ok ? "" : result.error.message).toMatch(/^Line 2 \(Brakes\): /);
  });

  it("reads the server's copy (keys in another order, text as typed) as the same plan", () => {
    const stored = checkServicePlan('[{"every_km":15000,"every_months":12,"title":"Oil change"}]');
    const typed = checkServicePlan([{ title: "Oil change ", every_months: "12", every_km: "15000" }]);
    if (!stored.ok || !typed.ok) throw new Error("both plans are valid");
    expect(samePlan(typed.value, stored.value)).toBe(true);
    expect(samePlan(typed.value, [{ ...stored.value[0]!, every_months: 6 }])).toBe(false);
    expect(samePlan(typed.value, [])).toBe(false);
    expect(samePlan([...typed.value, ...typed.value], typed.value)).toBe(false);
  });
});
