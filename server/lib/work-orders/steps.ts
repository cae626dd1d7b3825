// What other saves do to a work order, as steps of those saves (server/lib/records/steps.ts):
// an item added, changed or deleted sets its total (the board and its page see it live);
// clocking on an open work order (or one waiting for parts) starts it, as its Start button
// would (docs/product.md "Time on jobs"), and its vehicle goes into the workshop; the dashboard
// counts its figures again, as after any save of the work order. Its `updated_by` names whoever
// changed the item or clocked on (docs/decisions/live-notices.md).

import { pocketBaseDate } from "@shared/dates";
import { COLLECTIONS } from "@shared/records";
import { fromCents } from "@shared/work-orders/money";
import { forgetWorkOrderFigures } from "../dashboard/work-order-stats";
import { setChangedBy } from "../records/authorship";
import { copyAuthor, authorIdOf } from "../records/save-context";
import { saveStep } from "../records/steps";
import { settleVehicleStatus, workBefore } from "../vehicles/steps";
import { totalCost } from "./totals";

/**
 * Sets the work order's total from its items (no work order: it is being deleted with them), as
 * changed by `by` (who changed the item; null, nobody noted, leaves `updated_by` as it was).
 * `knownCents`: the total the caller summed in this transaction already (an item's limits).
 */
export function retotal(app: core.App, workOrderId: string, by: string | null, knownCents?: number): void {
  let workOrder: core.Record;
  try {
    workOrder = app.findRecordById(COLLECTIONS.workOrders, workOrderId);
  } catch {
    return;
  }
  // Saved even when the total stays: the work order's `updated` says its lines changed.
  workOrder.set("total_cost", knownCents === undefined ? totalCost(app, workOrderId) : fromCents(knownCents));
  if (by !== null) setChangedBy(workOrder, by);
  saveStep(app, workOrder);
  forgetWorkOrderFigures(app); // the cost of done work may have changed
}

/**
 * Moves the work order to in_progress (from open or waiting_parts, moves its lifecycle allows),
 * with `started` when it first starts, on behalf of the author of `cause` (its history names
 * them); its vehicle follows.
 */
export function startWork(app: core.App, workOrderId: string, cause: core.Record): void {
  const workOrder = app.findRecordById(COLLECTIONS.workOrders, workOrderId);
  if (workOrder.getString("status") === "in_progress") return;
  const before = workBefore(app, [workOrder.getString("vehicle")]);
  workOrder.set("status", "in_progress");
  if (workOrder.getString("started") === "") workOrder.set("started", pocketBaseDate(new Date()));
  const author = authorIdOf(cause);
  if (author !== "") setChangedBy(workOrder, author);
  copyAuthor(cause, workOrder);
  saveStep(app, workOrder);
  settleVehicleStatus(app, before, author);
  forgetWorkOrderFigures(app);
}
