// How the screens write numbers and dates: the one set of formatters, dashboard included. PocketBase stores an empty number as 0, so year 0
// and odometer 0 read "not recorded" ("—").

import { groupDigits } from "@shared/validation";

export const NOT_RECORDED = "—";

export function formatYear(year: number): string {
  return year === 0 ? NOT_RECORDED : String(year);
}

export function formatKm(km: number): string {
  return km === 0 ? NOT_RECORDED : `${groupDigits(km)} km`;
}

/** "1,250" */
export function formatCount(value: number): string {
  return groupDigits(value);
}

/** "68 %" of a total, "<1 %" for a sliver, "0 %" for none. */
export function formatShare(value: number, total: number): string {
  if (total === 0 || value === 0) return "0 %";
  const percent = (value / total) * 100;
  return percent < 1 ? "<1 %" : `${Math.round(percent)} %`;
}

/** "1 vehicle", "1,250 vehicles" */
export function countOf(count: number, one: string, many: string): string {
  return `${groupDigits(count)} ${count === 1 ? one : many}`;
}

/** PocketBase's "2026-11-22 06:03:04.123Z" as a Date. */
export function parseDate(value: string): Date {
  return new Date(value.replace(" ", "T"));
}

const SHORT_DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });
const FULL_DATE = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short" });
const DAY_MONTH = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" });

/** "22 Nov" */
export function formatDayMonth(value: string): string {
  return DAY_MONTH.format(parseDate(value));
}

/** The whole date and time, for a tooltip: "22 November 2026 at 06:03". */
export function formatFullDate(value: string): string {
  return FULL_DATE.format(parseDate(value));
}

/** "just now", "5 min ago", "3 h ago", else the date: "22 Nov 2026". */
export function formatRelativeDate(value: string, now: number = Date.now()): string {
  const date = parseDate(value);
  const minutes = Math.floor((now - date.getTime()) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`;
  return SHORT_DATE.format(date);
}
