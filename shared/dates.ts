// Dates as the product stores and compares them, in one place: PocketBase's UTC text
// ("2026-11-30 08:15:00.000Z", which compares as text in time order), days as "YYYY-MM-DD" in UTC
// (the server and the browser agree on which day it is), and a day stored as its midnight. Pure:
// the browser, the server, the demo generator and the tests all read it.

export const DAY_MS = 86_400_000;

/** PocketBase's text of a moment (a Date, or milliseconds since 1970): "2026-11-30 08:15:00.000Z". */
export function pocketBaseDate(moment: Date | number): string {
  return (typeof moment === "number" ? new Date(moment) : moment).toISOString().replace("T", " ");
}

/** The day of PocketBase's (or an ISO) date text: "2026-11-30" ("" stays ""). */
export function dayOf(date: string): string {
  return date.slice(0, 10);
}

/** PocketBase's text of a day, at midnight UTC: "2027-01-31 00:00:00.000Z" ("" stays ""). */
export function storedDay(day: string): string {
  return day === "" ? "" : `${day} 00:00:00.000Z`;
}

/** The day (UTC) at `now`: "2026-11-30". */
export function dayAt(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Today (UTC). */
export function today(): string {
  return dayAt(new Date());
}

/**
 * A date field's value as text. PocketBase hands a stored date to its JS engine as a DateTime
 * object (with a `string()` method); anything else is returned as it is, for the validation to judge.
 */
export function dateText(value: unknown): unknown {
  if (value !== null && typeof value === "object" && typeof (value as { string?: unknown }).string === "function") {
    return (value as { string(): string }).string();
  }
  return value;
}
