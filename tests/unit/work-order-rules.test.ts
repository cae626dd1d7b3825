// The shared work order rules (shared/work-orders/): the transitions table of docs/product.md "Work orders", exact
// money in integer cents, a work order's limits and the WO-123 numbers, one row per rule.
import { describe, expect, it } from "vitest";
import { WORK_ORDER_STATUSES, type WorkOrderStatus } from "@shared/records";
import {
  isAllowedTransition,
  nextStatuses,
  transitionRefusal,
} from "@shared/work-orders/transitions";
import {
  centsText,
  formatMoney,
  fromCents,
  hundredthsText,
  itemCents,
  lineCents,
  readHundredths,
  sumCents,
  toCents,
} from "@shared/work-orders/money";
import { formatWorkOrderNumber, parseWorkOrderNumber } from "@shared/work-orders/number";
import { workOrderLimitErrors, type LineChange, type OtherLines } from "@shared/validation";

const ALLOWED: [WorkOrderStatus, WorkOrderStatus][] = [
  ["open", "in_progress"],
  ["open", "cancelled"],
  ["in_progress", "waiting_parts"],
  ["in_progress", "done"],
  ["in_progress", "open"],
  ["in_progress", "cancelled"],
  ["waiting_parts", "in_progress"],
  ["waiting_parts", "cancelled"],
  ["done", "in_progress"],
  ["cancelled", "open"],
];

const ALL_PAIRS = WORK_ORDER_STATUSES.flatMap((from) => WORK_ORDER_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const));
const REFUSED = ALL_PAIRS.filter(([from, to]) => !ALLOWED.some(([a, b]) => a === from && b === to));

describe("transitions", () => {
  it("has 10 allowed and 10 refused moves between different statuses", () => {
    expect(ALLOWED).toHaveLength(10);
    expect(REFUSED).toHaveLength(10);
  });

  it.each(ALLOWED)("allows %s → %s", (from, to) => {
    expect(isAllowedTransition(from, to)).toBe(true);
    expect(transitionRefusal(from, to)).toBeNull();
  });

  it.each(REFUSED)("refuses %s → %s, naming the allowed moves", (from, to) => {
    expect(isAllowedTransition(from, to)).toBe(false);
    const refusal = transitionRefusal(from, to);
    expect(refusal?.code).toBe("invalid_transition");
    for (const next of nextStatuses(from)) expect(refusal?.message).toContain(next === "in_progress" ? "In progress" : next === "waiting_parts" ? "Waiting for parts" : next.charAt(0).toUpperCase() + next.slice(1));
  });

  it("says it in words", () => {
    expect(transitionRefusal("done", "cancelled")?.message).toBe(
      "A work order that is Done cannot move to Cancelled; it can move to In progress.",
    );
    expect(transitionRefusal("open", "done")?.message).toBe(
      "A work order that is Open cannot move to Done; it can move to In progress or Cancelled.",
    );
  });

  it("takes staying in the same status as no move", () => {
    expect(transitionRefusal("done", "done")).toBeNull();
    expect(isAllowedTransition("done", "done")).toBe(false);
  });

  it("lists next steps in the table's order", () => {
    expect(nextStatuses("in_progress")).toEqual(["waiting_parts", "done", "open", "cancelled"]);
  });
});

describe("money", () => {
  it("3 × 0.10 is exactly 0.30", () => {
    const line = lineCents(readHundredths(3).ok ? 300 : NaN, 10);
    expect(line).toBe(30);
    expect(fromCents(sumCents([10, 10, 10]))).toBe(0.3);
    expect(itemCents({ quantity: 3, unit_cost: 0.1 })).toBe(30);
    expect(fromCents(itemCents({ quantity: 3, unit_cost: 0.1 }))).toBe(0.3);
    expect(0.1 + 0.1 + 0.1).not.toBe(0.3); // what the cents avoid
  });

  it.each<[string, unknown, unknown]>([
    ["a JSON number", 0.1, { ok: true, hundredths: 10 }],
    ["a whole number", 3, { ok: true, hundredths: 300 }],
    ["2 decimals", 12.34, { ok: true, hundredths: 1234 }],
    ["text with a point", "12.5", { ok: true, hundredths: 1250 }],
    ["text with a comma", "12,50", { ok: true, hundredths: 1250 }],
    ["grouped digits", "1 234.56", { ok: true, hundredths: 123456 }],
    ["trailing zeros beyond 2 decimals", "1.500", { ok: true, hundredths: 150 }],
    ["a leading point", ".5", { ok: true, hundredths: 50 }],
    ["a negative amount (the rule refuses it)", "-3", { ok: true, hundredths: -300 }],
    ["3 decimals", "0.125", { ok: false, reason: "too_many_decimals" }],
    ["a float with 3 decimals", 0.125, { ok: false, reason: "too_many_decimals" }],
    ["a tiny float", 1e-7, { ok: false, reason: "too_many_decimals" }],
    ["words", "ten", { ok: false, reason: "not_a_number" }],
    ["a point alone", ".", { ok: false, reason: "not_a_number" }],
    ["Infinity", Infinity, { ok: false, reason: "not_a_number" }],
    ["NaN", NaN, { ok: false, reason: "not_a_number" }],
    ["a boolean", true, { ok: false, reason: "invalid_type" }],
    ["empty text", "  ", { ok: false, reason: "empty" }],
    ["nothing", null, { ok: false, reason: "empty" }],
  ])("reads %s", (_name, raw, expected) => {
    expect(readHundredths(raw)).toEqual(expected);
  });

  it("keeps huge amounts huge, never wrapping round", () => {
    const reading = readHundredths("99999999999999999999");
    expect(reading.ok && reading.hundredths > 100_000_000).toBe(true);
    const float = readHundredths(1e21);
    expect(float.ok && float.hundredths > 100_000_000).toBe(true);
  });

  it.each<[number, number, number]>([
    [100, 1999, 1999],
    [150, 1000, 1500],
    [33, 33, 11], // 0.33 × 0.33 = 0.1089 → 0.11
    [50, 1, 1], // 0.5 × 0.01 = 0.005 → 0.01 (halves away from zero)
    [49, 1, 0], // 0.49 × 0.01 = 0.0049 → 0.00
    [10_000_000, 100_000_000, 10_000_000_000_000], // the largest line: 100 000 × 1 000 000
  ])("rounds a line of %i hundredths × %i cents to %i cents once", (quantity, cost, cents) => {
    expect(lineCents(quantity, cost)).toBe(cents);
  });

  it("stores and reads amounts without drift", () => {
    for (const cents of [0, 1, 10, 29, 30, 99, 12345, 999_999_99]) expect(toCents(fromCents(cents))).toBe(cents);
  });

  it("writes cents as text with 2 decimals and quantities without trailing zeros", () => {
    expect(centsText(30)).toBe("0.30");
    expect(centsText(123456)).toBe("1234.56");
    expect(centsText(-5)).toBe("-0.05");
    expect(hundredthsText(150)).toBe("1.5");
    expect(hundredthsText(100)).toBe("1");
  });

  it("formats money in the workshop's currency", () => {
    expect(formatMoney(123456, "EUR", "en")).toBe("€1,234.56");
    expect(formatMoney(30, "USD", "en")).toBe("$0.30");
    expect(formatMoney(30, "XYZ1", "en")).toBe("XYZ1 0.30");
    expect(formatMoney(100_000_000_000, "XYZ1", "en")).toBe("XYZ1 1,000,000,000.00");
  });
});

describe("a work order's limits: 500 items, a total of 1,000,000,000.00", () => {
  const MAX = 100_000_000_000;
  const line = (change: Partial<LineChange>): LineChange => ({ isNew: true, cents: 0, previousCents: 0, amountField: "unit_cost", ...change });
  const codes = (others: OtherLines, change: LineChange) =>
    Object.fromEntries(Object.entries(workOrderLimitErrors(others, change)).map(([field, error]) => [field, error!.code]));

  it.each<[string, OtherLines, LineChange, Record<string, string>]>([
    ["the 500th item", { count: 499, cents: 0 }, line({}), {}],
    ["a 501st item", { count: 500, cents: 0 }, line({}), { work_order: "too_many_items" }],
    ["a change of a line of a work order with 500", { count: 499, cents: 0 }, line({ isNew: false, cents: 5 }), {}],
    ["a line that brings the total to exactly the limit", { count: 1, cents: MAX - 1 }, line({ cents: 1 }), {}],
    ["a line one cent over it", { count: 1, cents: MAX }, line({ cents: 1 }), { unit_cost: "total_too_large" }],
    ["a quantity raised over it", { count: 1, cents: MAX - 100 }, line({ isNew: false, cents: 200, previousCents: 100, amountField: "quantity" }), { quantity: "total_too_large" }],
    ["a task on a work order already over it", { count: 3, cents: MAX + 7 }, line({}), {}],
    ["a lower price on one already over it", { count: 3, cents: MAX + 7 }, line({ isNew: false, cents: 5, previousCents: 9 }), {}],
  ])("%s", (_what, others, change, expected) => {
    expect(codes(others, change)).toEqual(expected);
  });

  it("says the limit and the total it would reach, to the cent", () => {
    const errors = workOrderLimitErrors({ count: 2, cents: 99_999_999_999 }, line({ cents: 123_456 }));
    expect(errors.unit_cost?.message).toBe("A work order's total can be at most 1,000,000,000.00; with this line it would be 1,000,001,234.55.");
    expect(workOrderLimitErrors({ count: 500, cents: 0 }, line({})).work_order?.message).toBe(
      "This work order already has 500 items, the most one can have. Combine lines or open another work order.",
    );
  });

  it("keeps every total up to the limit exact: 500 of the largest lines stay below 2^53 cents", () => {
    expect(500 * lineCents(10_000_000, 100_000_000)).toBeLessThan(Number.MAX_SAFE_INTEGER);
  });
});

describe("work order numbers", () => {
  it("shows WO-123", () => {
    expect(formatWorkOrderNumber(123)).toBe("WO-123");
  });

  it.each<[string, number | null]>([
    ["WO-123", 123],
    ["wo 123", 123],
    ["wo123", 123],
    ["#123", 123],
    ["123", 123],
    [" 0042 ", 42],
    ["WO-0", null],
    ["AB-123", null],
    ["12.5", null],
    ["", null],
    ["99999999999999999999", null],
  ])("reads %j as %j", (text, number) => {
    expect(parseWorkOrderNumber(text)).toBe(number);
  });
});
