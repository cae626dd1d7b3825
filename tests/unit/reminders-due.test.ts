// The due arithmetic of reminders (shared/reminders/): month ends, leap years, whichever comes
// first, margins, an odometer that jumps past intervals, and properties over random schedules.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addMonths, dueInWords, dueState, fulfil, nextDue, soonDate, soonKm, type DuePoint } from "@shared/reminders";

const MARGINS = { soon_days: 30, soon_km: 1000 };

describe("calendar months", () => {
  it.each([
    ["2026-01-31", 1, "2026-02-28"],
    ["2028-01-31", 1, "2028-02-29"],
    ["2028-02-29", 12, "2029-02-28"],
    ["2028-02-29", 48, "2032-02-29"],
    ["2026-03-31", 1, "2026-04-30"],
    ["2026-08-31", 6, "2027-02-28"],
    ["2026-11-23", 12, "2027-11-23"],
    ["2026-12-15", 1, "2027-01-15"],
    ["2026-05-31", 120, "2036-05-31"],
  ])("%s + %i months = %s", (day, months, expected) => {
    expect(addMonths(day, months)).toBe(expected);
  });

  it("a reminder done on 31 January every month is due on the last day of February", () => {
    expect(nextDue({ every_months: 1, every_km: 0 }, { date: "2027-01-31", km: 0 }).due_date).toBe("2027-02-28");
  });
});

describe("the state", () => {
  const both: DuePoint = { due_date: "2027-06-30", due_km: 60_000 };
  it.each<[string, DuePoint, string, number, string]>([
    ["far from both", both, "2027-01-01", 40_000, "ok"],
    ["due soon by date only", both, "2027-06-01", 40_000, "due_soon"],
    ["due soon by km only (whichever comes first)", both, "2027-01-01", 59_000, "due_soon"],
    ["overdue by km while the date is far", both, "2027-01-01", 60_000, "overdue"],
    ["overdue on the due day itself", both, "2027-06-30", 40_000, "overdue"],
    ["overdue by date while the km is far", both, "2027-07-01", 10_000, "overdue"],
    ["one day before the margin starts", both, "2027-05-30", 58_999, "ok"],
    ["on the first day of the margin", both, "2027-05-31", 0, "due_soon"],
    ["by date only, km ignored", { due_date: "2027-06-30", due_km: 0 }, "2027-01-01", 9_999_999, "ok"],
    ["by km only, date ignored", { due_date: "", due_km: 60_000 }, "2099-01-01", 0, "ok"],
  ])("%s", (_name, due, today, odometer, state) => {
    expect(dueState(due, MARGINS, today, odometer)).toBe(state);
  });

  it("uses the reminder's own margins", () => {
    const due = { due_date: "2027-06-30", due_km: 60_000 };
    expect(dueState(due, { soon_days: 7, soon_km: 100 }, "2027-06-22", 59_899)).toBe("ok");
    expect(dueState(due, { soon_days: 7, soon_km: 100 }, "2027-06-23", 0)).toBe("due_soon");
    expect(dueState(due, { soon_days: 7, soon_km: 100 }, "2027-01-01", 59_900)).toBe("due_soon");
    expect(soonDate(due, MARGINS)).toBe("2027-05-31");
    expect(soonKm(due, MARGINS)).toBe(59_000);
  });
});

describe("an odometer that jumps past two intervals", () => {
  const schedule = { every_months: 0, every_km: 15_000 };
  it("is overdue once, from the first missed point, and the next point counts from the work that fulfils it", () => {
    const due = nextDue(schedule, { date: "2026-01-01", km: 10_000 });
    expect(due.due_km).toBe(25_000);
    expect(dueState(due, MARGINS, "2026-02-01", 48_000)).toBe("overdue");
    expect(dueInWords(due, "overdue", "2026-02-01", 48_000)).toBe("overdue by 23,000 km");
    const after = fulfil(schedule, { date: "2026-02-02", km: 48_000 });
    expect(after).toEqual({ done: false, due: { due_date: "", due_km: 63_000 } });
    expect(dueState(after.due, MARGINS, "2026-02-02", 48_000)).toBe("ok");
  });
});

describe("fulfilment", () => {
  it("rolls a recurring reminder forward by each of its measures", () => {
    expect(fulfil({ every_months: 12, every_km: 15_000 }, { date: "2027-03-31", km: 80_000 })).toEqual({
      done: false,
      due: { due_date: "2028-03-31", due_km: 95_000 },
    });
  });
  it("makes a one-off reminder done", () => {
    expect(fulfil({ every_months: 0, every_km: 0 }, { date: "2027-03-31", km: 80_000 }).done).toBe(true);
  });
});

describe("in words", () => {
  it.each<[string, DuePoint, string, number, string, string]>([
    ["both ahead", { due_date: "2027-01-13", due_km: 40_840 }, "2027-01-01", 40_000, "due_soon", "due in 12 days or 840 km"],
    ["a date ahead", { due_date: "2027-01-02", due_km: 0 }, "2027-01-01", 0, "due_soon", "due in 1 day"],
    ["km ahead", { due_date: "", due_km: 41_500 }, "2027-01-01", 40_000, "ok", "due in 1,500 km"],
    ["today", { due_date: "2027-01-01", due_km: 0 }, "2027-01-01", 0, "overdue", "due today"],
    ["late by both", { due_date: "2026-12-29", due_km: 39_800 }, "2027-01-01", 40_000, "overdue", "overdue by 3 days and 200 km"],
    ["done", { due_date: "", due_km: 0 }, "2027-01-01", 0, "done", "done"],
  ])("%s", (_name, due, today, odometer, state, words) => {
    expect(dueInWords(due, state as never, today, odometer)).toBe(words);
  });

  // The digest of a German-speaking manager (docs/decisions/languages.md).
  it.each<[string, DuePoint, string, number, string, string]>([
    ["both ahead", { due_date: "2027-01-13", due_km: 40_840 }, "2027-01-01", 40_000, "due_soon", "fällig in 12 Tagen oder 840 km"],
    ["a date ahead", { due_date: "2027-01-02", due_km: 0 }, "2027-01-01", 0, "due_soon", "fällig in 1 Tag"],
    ["km ahead", { due_date: "", due_km: 41_500 }, "2027-01-01", 40_000, "ok", "fällig in 1.500 km"],
    ["today", { due_date: "2027-01-01", due_km: 0 }, "2027-01-01", 0, "overdue", "heute fällig"],
    ["late by both", { due_date: "2026-12-29", due_km: 39_800 }, "2027-01-01", 40_000, "overdue", "3 Tage und 200 km überfällig"],
    ["late by a day", { due_date: "2026-12-31", due_km: 0 }, "2027-01-01", 0, "overdue", "1 Tag überfällig"],
    ["done", { due_date: "", due_km: 0 }, "2027-01-01", 0, "done", "erledigt"],
  ])("in German: %s", (_name, due, today, odometer, state, words) => {
    expect(dueInWords(due, state as never, today, odometer, "de")).toBe(words);
  });
});

describe("properties", () => {
  const day = fc
    .date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2090-12-31T00:00:00Z"), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));
  const schedule = fc
    .record({ every_months: fc.integer({ min: 0, max: 120 }), every_km: fc.oneof(fc.constant(0), fc.integer({ min: 100, max: 1_000_000 })) })
    .filter((s) => s.every_months > 0 || s.every_km > 0);

  it("a recurring reminder's next due point is always after its last done point", () => {
    fc.assert(
      fc.property(schedule, day, fc.integer({ min: 0, max: 9_999_999 }), (plan, date, km) => {
        const due = nextDue(plan, { date, km });
        if (plan.every_months > 0) expect(due.due_date > date).toBe(true);
        else expect(due.due_date).toBe("");
        if (plan.every_km > 0) expect(due.due_km).toBeGreaterThan(km);
        else expect(due.due_km).toBe(0);
      }),
    );
  });

  it("right after it is done, a recurring reminder is never overdue", () => {
    fc.assert(
      fc.property(schedule, day, fc.integer({ min: 0, max: 9_999_999 }), (plan, date, km) => {
        const { due } = fulfil(plan, { date, km });
        expect(dueState(due, MARGINS, date, km)).not.toBe("overdue");
      }),
    );
  });

  it("a month later is never more than 31 days and never less than 28", () => {
    fc.assert(
      fc.property(day, (date) => {
        const later = Date.parse(`${addMonths(date, 1)}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`);
        expect(later / 86_400_000).toBeGreaterThanOrEqual(28);
        expect(later / 86_400_000).toBeLessThanOrEqual(31);
      }),
    );
  });
});
