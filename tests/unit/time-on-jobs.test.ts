// Time on jobs' pure rules (shared/validation/time-entry.ts, shared/time/): the fields of an
// entry, the labour arithmetic, the clock's words and the timesheet's and dashboard's queries.
// One row per rule of docs/product.md "Time on jobs".
import { describe, expect, it } from "vitest";
import { hoursAndMinutes, minutesBetween } from "@shared/time/clock";
import { readDayStart } from "@shared/time/figures";
import { effectiveRateCents, labourRateCents, parseLabourRate, quarterHours } from "@shared/time/labour";
import { readTimesheetQuery, timesheetFilename, weekStartOf } from "@shared/time/timesheet";
import { checkTimeEntry, type TimeEntryInput } from "@shared/validation";

const NOW = new Date("2026-11-25T12:00:00.000Z");
const ORDER = "abcdefghij12345";

function codes(input: TimeEntryInput, creating = true): Record<string, string> | Record<string, unknown> {
  const check = checkTimeEntry({ work_order: ORDER, ...input }, { now: NOW, creating });
  return check.ok ? check.values : Object.fromEntries(Object.entries(check.errors).map(([field, error]) => [field, error!.code]));
}

describe("a time entry's fields", () => {
  it.each<[string, TimeEntryInput, object]>([
    ["clocking on now: the start is the server's now", {}, { started: "2026-11-25 12:00:00.000Z", ended: "" }],
    ["a phone's clock 4 minutes fast is now", { started: "2026-11-25T12:04:00Z" }, { started: "2026-11-25 12:00:00.000Z" }],
    ["6 minutes ahead is the future", { started: "2026-11-25T12:06:00Z" }, { started: "in_future" }],
    ["an end before the start", { started: "2026-11-25T10:00:00Z", ended: "2026-11-25T09:00:00Z" }, { ended: "ended_before_started" }],
    ["an end equal to the start", { started: "2026-11-25T10:00:00Z", ended: "2026-11-25T10:00:00Z" }, { ended: "ended_before_started" }],
    ["16 hours exactly", { started: "2026-11-24T19:00:00Z", ended: "2026-11-25T11:00:00Z" }, { ended: "2026-11-25 11:00:00.000Z" }],
    ["16 hours and a minute", { started: "2026-11-24T18:59:00Z", ended: "2026-11-25T11:00:00Z" }, { ended: "entry_too_long" }],
    ["an end in the future", { started: "2026-11-25T10:00:00Z", ended: "2026-11-25T13:00:00Z" }, { ended: "in_future" }],
    ["no work order", { work_order: "" }, { work_order: "required" }],
    ["a note of 501", { note: "x".repeat(501) }, { note: "too_long" }],
  ])("%s", (_, input, expected) => {
    expect(codes(input)).toMatchObject(expected);
  });

  it("a stored entry keeps a start: an empty one is required", () => {
    expect(codes({ started: "" }, false)).toMatchObject({ started: "required" });
  });
});

describe("labour from the clock", () => {
  it.each([
    [0, 0],
    [1, 25],
    [15, 25],
    [16, 50],
    [50, 100],
    [60, 100],
    [61, 125],
    [960, 1600],
  ])("%i minutes are %i hundredths of an hour", (minutes, hundredths) => {
    expect(quarterHours(minutes)).toBe(hundredths);
  });

  it.each<[unknown, number | null]>([
    ["89.50", 8950],
    ["89,50", 8950],
    [80.5, 8050],
    ["", 0],
    ["89.505", null],
    [-1, null],
    ["lots", null],
    [1_000_000.01, null],
  ])("the rate %s is %s cents", (raw, cents) => {
    expect(labourRateCents(raw)).toBe(cents);
  });

  it("the workshop's rate stands in for employees without their own; an unreadable one is 0", () => {
    expect(effectiveRateCents(0, 6000)).toBe(6000);
    expect(effectiveRateCents(80.5, 6000)).toBe(8050);
    expect(parseLabourRate(" 60 ")).toBe(6000);
    expect(parseLabourRate("sixty")).toBe(0);
    expect(parseLabourRate(undefined)).toBe(0);
  });
});

describe("the clock's words and the queries", () => {
  it("says minutes as hours and minutes, and counts whole minutes to the nearest", () => {
    expect([0, 7, 42, 60, 725].map(hoursAndMinutes)).toEqual(["0:00", "0:07", "0:42", "1:00", "12:05"]);
    expect(minutesBetween(0, 89_999)).toBe(1);
    expect(minutesBetween(0, 90_000)).toBe(2);
    expect(minutesBetween(10, 0)).toBe(0);
  });

  it("starts the dashboard's day at the asker's midnight, at most 2 days back, never ahead", () => {
    expect(readDayStart("2026-11-24T23:00:00Z", NOW)?.toISOString()).toBe("2026-11-24T23:00:00.000Z");
    expect(readDayStart("", NOW)?.toISOString()).toBe("2026-11-25T00:00:00.000Z");
    expect(readDayStart("2026-11-22T23:00:00Z", NOW)).toBeNull();
    expect(readDayStart("2026-11-25T13:00:00Z", NOW)).toBeNull();
    expect(readDayStart("yesterday", NOW)).toBeNull();
  });

  it("reads a timesheet's week and employee strictly, and names its CSV", () => {
    expect(readTimesheetQuery((name) => ({ from: "2026-11-23T00:00:00Z", employee: ORDER })[name] ?? null)).toEqual({ ok: true, query: { from: "2026-11-23 00:00:00.000Z", employee: ORDER } });
    const bad = readTimesheetQuery((name) => ({ from: "monday", employee: "x" })[name] ?? null);
    expect(bad.ok ? [] : Object.keys(bad.errors)).toEqual(["from", "employee"]);
    expect(timesheetFilename("2026-11-23 00:00:00.000Z", "Anna Weber")).toBe("timesheet-2026-11-23-anna-weber.csv");
    const monday = weekStartOf(new Date(2026, 10, 29, 15)); // a Sunday afternoon
    expect([monday.getDay(), monday.getDate(), monday.getHours()]).toEqual([1, 23, 0]);
  });
});
