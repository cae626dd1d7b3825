// Times of day and stretches as the time screens show them.

import { entryMinutes, hoursAndMinutes, MINUTE_MS, timeOf } from "@shared/time/clock";
import type { TimeEntry } from "@shared/records";

const DAY_AND_TIME = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });
const TIME = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" });

/** "Mon 30 Nov, 08:15" */
export function formatDayAndTime(date: string): string {
  return DAY_AND_TIME.format(new Date(timeOf(date)));
}

/** "08:15" */
export function formatTimeOfDay(date: string): string {
  return TIME.format(new Date(timeOf(date)));
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
