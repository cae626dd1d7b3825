// How the dashboard writes numbers and times.

const numbers = new Intl.NumberFormat("en-GB");
const relative = new Intl.RelativeTimeFormat("en-GB", { numeric: "auto" });
const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });
const dayMonth = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" });

export function formatCount(value: number): string {
  return numbers.format(value);
}

/** "68 %" of a total, "<1 %" for a sliver, "0 %" for none. */
export function formatShare(value: number, total: number): string {
  if (total === 0 || value === 0) return "0 %";
  const percent = (value / total) * 100;
  return percent < 1 ? "<1 %" : `${Math.round(percent)} %`;
}

/** PocketBase's "2026-11-22 05:23:24.731Z" as a Date. */
export function parsePocketBaseDate(value: string): Date {
  return new Date(value.replace(" ", "T"));
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** "just now", "5 minutes ago", "yesterday", or the date for anything older than a week. */
export function formatWhen(date: Date, now: Date): string {
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < 60_000) return "just now";
  if (elapsed >= 7 * 86_400_000) return dateTime.format(date);
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return relative.format(-Math.floor(elapsed / size), unit);
  }
  return "just now";
}

export function formatFullDate(date: Date): string {
  return dateTime.format(date);
}

export function formatDayMonth(date: Date): string {
  return dayMonth.format(date);
}
