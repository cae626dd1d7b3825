// Labour from the clock (docs/product.md "Time on jobs"): when a work order becomes done, each
// employee who clocked time on it gets one labour line (`source: clock`): their minutes rounded
// up to the quarter hour, at their rate (their own, else WORKSHOP_LABOUR_RATE, else 0). The clock
// lines of an earlier completion are deleted first, so reopening and completing again does not
// count the time twice; lines typed by hand stay as they are. Exact in cents: a line's amount is
// quantity × rate rounded once (shared/work-orders/money.ts), and the work order's limits hold
// (at most 500 lines, a total of at most 1,000,000,000.00: else the completion is refused).

import { clockLineDescription, effectiveRateCents, LABOUR_RATE_ENV, parseLabourRate, quarterHours } from "@shared/time/labour";
import { fieldError, WORK_ORDER_MAX_ITEMS, WORK_ORDER_TOTAL_MAX_CENTS, type FieldErrors } from "@shared/validation";
import { groupDigits } from "@shared/validation/text";
import { centsText } from "@shared/work-orders/money";
import { COLLECTIONS } from "@shared/records";
import { count } from "../db/sql";
import { notSavedMessage, throwFieldErrors } from "../records/field-errors";
import { addLine, deleteLinesFrom } from "../work-order-items/steps";
import { totalCents } from "../work-orders/totals";
import { clockedTime } from "./rows";

/** The workshop's rate in cents, from the environment (0 when unset or unusable; said at start). */
export function workshopRateCents(): number {
  return parseLabourRate($os.getenv(LABOUR_RATE_ENV));
}

const LINES_SQL = `SELECT COUNT(*) AS [[count]] FROM {{${COLLECTIONS.workOrderItems}}} WHERE [[work_order]] = {:workOrder}`;

function refuseOverLimits(app: core.App, workOrderId: string): void {
  const errors: FieldErrors = {};
  const lines = count(app, LINES_SQL, { workOrder: workOrderId });
  if (lines > WORK_ORDER_MAX_ITEMS) {
    errors.status = fieldError(
      "too_many_items",
      `With its clocked labour this work order would have ${groupDigits(lines)} items, more than ${groupDigits(WORK_ORDER_MAX_ITEMS)}. Combine lines first.`,
      { max: WORK_ORDER_MAX_ITEMS },
    );
  }
  const cents = totalCents(app, workOrderId);
  if (cents > WORK_ORDER_TOTAL_MAX_CENTS) {
    errors.status = fieldError(
      "total_too_large",
      `With its clocked labour this work order's total would be ${centsText(cents)}, more than ${centsText(WORK_ORDER_TOTAL_MAX_CENTS)}.`,
    );
  }
  if (Object.keys(errors).length > 0) throwFieldErrors(notSavedMessage("work order", errors), errors);
}

/** The work order's clock lines, made again from its clocked time (its running clocks already stopped). */
export function makeClockLines(app: core.App, workOrderId: string): void {
  deleteLinesFrom(app, workOrderId, "clock");
  const workshopRate = workshopRateCents();
  for (const time of clockedTime(app, workOrderId)) {
    const hours = quarterHours(time.minutes);
    if (hours === 0) continue;
    addLine(app, {
      work_order: workOrderId,
      kind: "labour",
      description: clockLineDescription(time.name),
      quantity: hours / 100,
      unit: "h",
      unit_cost: effectiveRateCents(time.rate, workshopRate) / 100,
      source: "clock",
    });
  }
  refuseOverLimits(app, workOrderId);
}
