// Lines the server adds to a work order as a step of another save (server/lib/records/steps.ts):
// a defect scheduled on the work order becomes a task to tick off (`source: "defect"`), and the
// work order's total and `updated` follow, so its page and the board see the new line live.

import { COLLECTIONS } from "@shared/records";
import { saveStep } from "../records/steps";
import { retotal } from "../work-orders/steps";

/** Adds a defect's task line to the work order, in the caller's transaction. */
export function addDefectLine(app: core.App, workOrderId: string, description: string, createdBy: string): void {
  const item = new Record(app.findCachedCollectionByNameOrId(COLLECTIONS.workOrderItems));
  item.load({
    work_order: workOrderId,
    kind: "task",
    description,
    part_number: "",
    quantity: 1,
    unit: "pcs",
    unit_cost: 0,
    done: false,
    created_by: createdBy,
    source: "defect",
  });
  saveStep(app, item);
  retotal(app, workOrderId, createdBy);
}
