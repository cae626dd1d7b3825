// How the screens write numbers and dates: the one set of formatters, dashboard included, in the
// locale of the language spoken now (lib/i18n.ts: "1,250 km" in English, "1.250 km" in German).
// PocketBase stores an empty number as 0, so year 0 and odometer 0 read "not recorded" ("—").

import { currentLocale, translate } from "../lib/i18n";

export const NOT_RECORDED = "—";

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** One formatter per locale and kind: making one is slow, the locale changes rarely. */
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, make: (locale: string) => T): T {
  const locale = currentLocale();
  const key = `${kind} ${locale}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = make(locale);
    formats.set(key, format);
  }
  return format as T;
}

const wholeNumbers = () => cached("count", (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));

export function formatYear(year: number): string {
  return year === 0 ? NOT_RECORDED : String(year);
}

export function formatKm(km: number): string {
  return km === 0 ? NOT_RECORDED : `${wholeNumbers().format(km)} km`;
}

/** "1,250" (English), "1.250" (German). */
export function formatCount(value: number): string {
  return wholeNumbers().format(value);
}

/** A number with up to `digits` decimals: "1,234.5" (English), "1.234,5" (German). */
export function formatDecimal(value: number, digits = 1): string {
  return cached(`decimal${digits}`, (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits })).format(value);
}

/** "68 %" of a total, "<1 %" for a sliver, "0 %" for none. */
export function formatShare(value: number, total: number): string {
  if (total === 0 || value === 0) return "0 %";
  const percent = (value / total) * 100;
  return percent < 1 ? "<1 %" : `${Math.round(percent)} %`;
}

/** PocketBase's "2026-11-22 06:03:04.123Z" as a Date. */
export function parseDate(value: string): Date {
  return new Date(value.replace(" ", "T"));
}

const shortDate = () => cached("short", (locale) => new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric" }));
const fullDate = () => cached("full", (locale) => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short" }));
const dayMonth = () => cached("day-month", (locale) => new Intl.DateTimeFormat(locale, { day: "numeric", month: "short" }));

/** "22 Nov" (English), "22. Nov." (German). */
export function formatDayMonth(value: string): string {
  return dayMonth().format(parseDate(value));
}

/** The whole date and time, for a tooltip: "22 November 2026 at 06:03". */
export function formatFullDate(value: string): string {
  return fullDate().format(parseDate(value));
}

/** A date as "22 Nov 2026" (English), "22. Nov. 2026" (German). */
export function formatShortDate(value: string | Date): string {
  return shortDate().format(typeof value === "string" ? parseDate(value) : value);
}

/** "just now", "5 min ago", "3 h ago", else the date: "22 Nov 2026". */
export function formatRelativeDate(value: string, now: number = Date.now()): string {
  const date = parseDate(value);
  const minutes = Math.floor((now - date.getTime()) / 60_000);
  if (minutes < 1) return translate("common", "time.justNow");
  if (minutes < 60) return translate("common", "time.minutesAgo", { count: minutes });
  if (minutes < 24 * 60) return translate("common", "time.hoursAgo", { count: Math.floor(minutes / 60) });
  return shortDate().format(date);
}
