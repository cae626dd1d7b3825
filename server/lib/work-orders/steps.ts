// What other saves do to a work order, as steps of those saves (server/lib/records/steps.ts):
// an item added, changed or deleted sets its total (the board and its page see it live), and
// the dashboard counts its figures again, as after any save of the work order.

import { COLLECTIONS } from "@shared/records";
import { forgetWorkOrderFigures } from "../dashboard/work-order-stats";
import { saveStep } from "../records/steps";
import { totalCost } from "./totals";

/** Sets the work order's total from its items (no work order: it is being deleted with them). */
export function retotal(app: core.App, workOrderId: string): void {
  let workOrder: core.Record;
  try {
    workOrder = app.findRecordById(COLLECTIONS.workOrders, workOrderId);
  } catch {
    return;
  }
  // Saved even when the total stays: the work order's `updated` says its lines changed.
  workOrder.set("total_cost", totalCost(app, workOrderId));
  saveStep(app, workOrder);
  forgetWorkOrderFigures(app); // the cost of done work may have changed

}
