// What other saves do to a work order, as steps of those saves (server/lib/records/steps.ts):
// an item added, changed or deleted sets its total (the board and its page see it live), and
// the dashboard counts its figures again, as after any save of the work order. Its `updated_by`
// names whoever changed the item (docs/decisions/live-notices.md).

import { COLLECTIONS } from "@shared/records";
import { forgetWorkOrderFigures } from "../dashboard/work-order-stats";
import { setChangedBy } from "../records/authorship";
import { saveStep } from "../records/steps";
import { totalCost } from "./totals";

/**
 * Sets the work order's total from its items (no work order: it is being deleted with them), as
 * changed by `by` (who changed the item; null, nobody noted, leaves `updated_by` as it was).
 */
export function retotal(app: core.App, workOrderId: string, by: string | null): void {
  let workOrder: core.Record;
  try {
    workOrder = app.findRecordById(COLLECTIONS.workOrders, workOrderId);
  } catch {
    return;
  }
  // Saved even when the total stays: the work order's `updated` says its lines changed.
  workOrder.set("total_cost", totalCost(app, workOrderId));
  if (by !== null) setChangedBy(workOrder, by);
  saveStep(app, workOrder);
  forgetWorkOrderFigures(app); // the cost of done work may have changed

}
