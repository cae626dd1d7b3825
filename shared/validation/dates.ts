// Date fields as forms and JSON bodies give them ("2026-11-30", "2026-11-30T08:15:00Z", PocketBase's
// "2026-11-30 08:15:00.000Z"), stored as PocketBase's UTC date text.

import { dayOf, pocketBaseDate, storedDay } from "../dates";
import { fieldError, type FieldError, type Outcome } from "./field-error";
import { readText } from "./text";

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]00:?00)?)?$/;

/** Days start at midnight UTC: the server and the browser agree on which day a date is. */
export const EARLIEST_YEAR = 1886;
export const LATEST_YEAR = 9999;

/** A date as a Date, or null when the text is no real date (Feb 30, hour 25, an offset other than UTC…). */
export function parseDateText(text: string): Date | null {
  const match = DATE_TEXT.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h = "0", mi = "0", s = "0", fraction = "0"] = match;
  const millis = Number(fraction.padEnd(3, "0").slice(0, 3));
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), millis));
  const year = Number(y);
  if (year < EARLIEST_YEAR || year > LATEST_YEAR) return null;
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d)) return null;
  if (date.getUTCHours() !== Number(h) || date.getUTCMinutes() !== Number(mi) || date.getUTCSeconds() !== Number(s)) return null;
  return date;
}

export interface DateRule {
  readonly wrongType: FieldError;
  readonly invalid: FieldError;
}

export function dateRule(label: string): DateRule {
  const message = `${label} must be a date like 2026-11-30.`;
  return { wrongType: fieldError("invalid_type", message), invalid: fieldError("invalid_date", message) };
}

/** An optional day: "" when empty, else PocketBase's text of that day at midnight UTC. */
export function readOptionalDay(raw: unknown, rule: DateRule): Outcome<string> {
  const text = readText(raw);
  if (text === null) return rule.wrongType;
  if (text.trim() === "") return "";
  const date = parseDateText(text);
  return date === null ? rule.invalid : storedDay(dayOf(date.toISOString()));
}

/** An optional moment: "" when empty, else PocketBase's text of it. */
export function readOptionalMoment(raw: unknown, rule: DateRule): Outcome<string> {
  const text = readText(raw);
  if (text === null) return rule.wrongType;
  if (text.trim() === "") return "";
  const date = parseDateText(text);
  return date === null ? rule.invalid : pocketBaseDate(date);
}
