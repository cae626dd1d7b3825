// The due arithmetic of reminders (docs/product.md "Reminders"), pure: the server stores what it
// gives (due_date, due_km, state) and the browser says the same in words. Days are "YYYY-MM-DD"
// in UTC, like every date of the product (shared/dates.ts): the server and the
// browser agree on which day it is. A km of 0 means "none" (how PocketBase stores an empty number).

import { DAY_MS } from "../dates";

export const REMINDER_STATES = ["overdue", "due_soon", "ok", "done"] as const;
export type ReminderState = (typeof REMINDER_STATES)[number];

export const REMINDER_STATE_LABELS: Readonly<Record<ReminderState, string>> = {
  overdue: "Overdue",
  due_soon: "Due soon",
  ok: "OK",
  done: "Done",
};

/** What the due list sorts by: overdue first, then due soon (stored beside the state). */
export const REMINDER_URGENCY: Readonly<Record<ReminderState, number>> = { overdue: 1, due_soon: 2, ok: 3, done: 4 };

export const DEFAULT_SOON_DAYS = 30;
export const DEFAULT_SOON_KM = 1000;

function dayToUtc(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
}

function utcToDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The day `days` after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  return utcToDay(dayToUtc(day) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayToUtc(to) - dayToUtc(from)) / DAY_MS);
}

/**
 * The same day `months` calendar months later, clamped to the month's last day:
 * 31 January + 1 month = 28 February (29 in a leap year).
 */
export function addMonths(day: string, months: number): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 + months;
  const targetYear = year + Math.floor(month / 12);
  const targetMonth = ((month % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const date = Math.min(Number(day.slice(8, 10)), lastDay);
  return utcToDay(Date.UTC(targetYear, targetMonth, date));
}

export interface Schedule {
  /** 0: not by time. */
  readonly every_months: number;
  /** 0: not by distance. */
  readonly every_km: number;
}

export function isRecurring(schedule: Schedule): boolean {
  return schedule.every_months > 0 || schedule.every_km > 0;
}

export interface DonePoint {
  /** The day it was last done ("" when never). */
  readonly date: string;
  readonly km: number;
}

export interface DuePoint {
  /** "" when not due by date. */
  readonly due_date: string;
  /** 0 when not due by km. */
  readonly due_km: number;
}

/**
 * A recurring reminder's next due point: one interval after the last time it was done, by each
 * measure it has. An odometer that has run past several intervals meanwhile does not skip any:
 * the reminder is overdue from its first missed point until it is done again, and then the next
 * point counts from that work.
 */
export function nextDue(schedule: Schedule, lastDone: DonePoint): DuePoint {
  return {
    due_date: schedule.every_months > 0 && lastDone.date !== "" ? addMonths(lastDone.date, schedule.every_months) : "",
    due_km: schedule.every_km > 0 ? lastDone.km + schedule.every_km : 0,
  };
}

export interface Margins {
  readonly soon_days: number;
  readonly soon_km: number;
}

/** The day from which a due date is "due soon" ("" without a due date). */
export function soonDate(due: DuePoint, margins: Margins): string {
  return due.due_date === "" ? "" : addDays(due.due_date, -margins.soon_days);
}

/** The km from which a due km is "due soon" (0 without a due km). */
export function soonKm(due: DuePoint, margins: Margins): number {
  return due.due_km > 0 ? Math.max(0, due.due_km - margins.soon_km) : 0;
}

/**
 * The state of a reminder not yet done, on `today` with the vehicle at `odometer` km: whichever
 * measure comes first decides. Overdue on or after the due day, or at or past the due km; due
 * soon within a margin of either; else ok.
 */
export function dueState(due: DuePoint, margins: Margins, today: string, odometer: number): Exclude<ReminderState, "done"> {
  const byDate = due.due_date !== "";
  const byKm = due.due_km > 0;
  if ((byDate && due.due_date <= today) || (byKm && odometer >= due.due_km)) return "overdue";
  if ((byDate && soonDate(due, margins) <= today) || (byKm && odometer >= soonKm(due, margins))) return "due_soon";
  return "ok";
}

/** What a fulfilled reminder becomes: a recurring one rolls forward, a one-off one is done. */
export function fulfil(schedule: Schedule, at: DonePoint): { done: boolean; due: DuePoint } {
  return isRecurring(schedule) ? { done: false, due: nextDue(schedule, at) } : { done: true, due: { due_date: "", due_km: 0 } };
}

