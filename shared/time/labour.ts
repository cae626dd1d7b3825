// Labour from the clock (docs/product.md "Time on jobs"): when a work order becomes done, each
// employee's clocked time on it becomes one labour line, hours rounded up to the quarter hour,
// at their rate, exact in cents (shared/work-orders/money.ts).

import { readHundredths } from "../work-orders/money";
import { UNIT_COST_MAX } from "../validation/limits";
import { groupDigits } from "../validation/text";
import { fieldError, type FieldError } from "../validation/field-error";

/** A rate becomes a labour line's unit cost, so it keeps within a unit cost's bounds. */
const LABOUR_RATE_MAX = UNIT_COST_MAX;

/** The environment variable with the workshop's labour rate per hour, for employees without their own. */
export const LABOUR_RATE_ENV = "WORKSHOP_LABOUR_RATE";

/**
 * The hours of a clock line in hundredths (a line's quantity): the minutes rounded up to the
 * quarter hour, so 1 minute is 0.25 h and 61 minutes 1.25 h; no minutes, no hours.
 */
export function quarterHours(minutes: number): number {
  return Math.ceil(Math.max(0, minutes) / 15) * 25;
}

/** A rate as whole cents, or null when it is no rate (negative, over the limit, more than 2 decimals). */
export function labourRateCents(raw: unknown): number | null {
  const reading = readHundredths(raw);
  if (!reading.ok) return reading.reason === "empty" ? 0 : null;
  return reading.hundredths >= 0 && reading.hundredths <= LABOUR_RATE_MAX * 100 ? reading.hundredths : null;
}

/** The workshop's rate from WORKSHOP_LABOUR_RATE: 0 when unset or not a rate ("89.50", "89,50"). */
export function parseLabourRate(raw: string | null | undefined): number {
  return labourRateCents((raw ?? "").trim()) ?? 0;
}

/**
 * An employee's rate in cents: their own, or the workshop's when they have none (0 means none:
 * PocketBase stores an empty number as 0).
 */
export function effectiveRateCents(ownRate: number, workshopRateCents: number): number {
  const own = Math.round(ownRate * 100);
  return own > 0 ? own : workshopRateCents;
}

/** The description of an employee's clock line: "Labour: Anna Weber". */
export function clockLineDescription(employeeName: string): string {
  return `Labour: ${employeeName === "" ? "former employee" : employeeName}`;
}

const LABOUR_RATE_MESSAGE = `A labour rate is between 0 and ${groupDigits(LABOUR_RATE_MAX)} per hour, with at most 2 decimals, like 89.50.`;

/** What is wrong with an employee's labour rate as stored (a number), or null. */
export function labourRateError(raw: unknown): FieldError | null {
  const reading = readHundredths(raw);
  if (reading.ok) {
    if (reading.hundredths < 0) return fieldError("too_small", LABOUR_RATE_MESSAGE);
    return reading.hundredths > LABOUR_RATE_MAX * 100 ? fieldError("too_large", LABOUR_RATE_MESSAGE) : null;
  }
  if (reading.reason === "empty") return null;
  return fieldError(reading.reason === "too_many_decimals" ? "too_many_decimals" : "not_a_number", LABOUR_RATE_MESSAGE);
}
