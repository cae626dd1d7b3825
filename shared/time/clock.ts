// Time on jobs (docs/product.md "Time on jobs"): the arithmetic of a stretch of work, shared by
// the server (minutes, labour, the timesheet) and the app (the running clock in the top bar).
// Times are PocketBase's UTC date text ("2026-11-30 08:15:00.000Z") or milliseconds.

import { TIME_ENTRY_MAX_HOURS } from "../validation/limits";

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
/** The longest entry: a clock left running stops itself here, and no correction goes beyond it. */
export const TIME_ENTRY_MAX_MS = TIME_ENTRY_MAX_HOURS * HOUR_MS;
export const TIME_ENTRY_MAX_MINUTES = TIME_ENTRY_MAX_HOURS * 60;
/**
 * A phone's clock may run a little ahead of the server's: a time up to this far ahead is taken
 * as now, anything later is refused (a clock cannot be stopped in the future).
 */
export const CLOCK_SKEW_MS = 5 * MINUTE_MS;

/** Milliseconds of PocketBase's date text ("" → NaN). */
export function timeOf(date: string): number {
  return date === "" ? Number.NaN : Date.parse(date.replace(" ", "T"));
}

/** Whole minutes of a stretch, to the nearest minute: what the timesheet adds up and labour is made of. */
export function minutesBetween(startedMs: number, endedMs: number): number {
  return Math.max(0, Math.round((endedMs - startedMs) / MINUTE_MS));
}

/** An entry's minutes from its stored times; a running entry (no end) has none yet. */
export function entryMinutes(started: string, ended: string): number {
  if (started === "" || ended === "") return 0;
  return minutesBetween(timeOf(started), timeOf(ended));
}

/**
 * When a running entry stops because something else happened at `atMs` (its employee clocked on
 * elsewhere, its work order left In progress): then, but never before it started nor more than
 * the longest entry after.
 */
export function automaticEnd(startedMs: number, atMs: number): number {
  return Math.min(Math.max(atMs, startedMs), startedMs + TIME_ENTRY_MAX_MS);
}

/** "0:42", "12:05": minutes as hours and minutes, as the top bar and the timesheet show them. */
export function hoursAndMinutes(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
