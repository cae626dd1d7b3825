// Times of day and stretches as the time screens show them.

import { entryMinutes, hoursAndMinutes, MINUTE_MS, timeOf } from "@shared/time/clock";
import type { TimeEntry } from "@shared/records";
import { currentLocale } from "../../lib/i18n";

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale and kind, in the language spoken now. */
function dateFormat(kind: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${kind} ${currentLocale()}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(currentLocale(), options);
    formats.set(key, format);
  }
  return format;
}

/** "Mon 30 Nov, 08:15" (English), "Mo., 30. Nov., 08:15" (German). */
export function formatDayAndTime(date: string): string {
  return dateFormat("day-and-time", { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" }).format(new Date(timeOf(date)));
}

/** "08:15" */
export function formatTimeOfDay(date: string): string {
  return dateFormat("time", { hour: "2-digit", minute: "2-digit" }).format(new Date(timeOf(date)));
}

/** A timesheet's column: "Mon 30" (English), "Mo., 30." (German). */
export function formatWeekday(date: Date): string {
  return dateFormat("weekday", { weekday: "short", day: "numeric" }).format(date);
}

/** An entry's minutes; a running one's up to `now`. */
export function minutesOf(entry: Pick<TimeEntry, "started" | "ended" | "minutes">, now: number): number {
  if (entry.ended !== "") return entry.minutes || entryMinutes(entry.started, entry.ended);
  return Math.floor(Math.max(0, now - timeOf(entry.started)) / MINUTE_MS);
}

/** "1:35 h" */
export function formatHours(minutes: number): string {
  return `${hoursAndMinutes(minutes)} h`;
}
