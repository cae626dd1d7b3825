// What other saves do to a work order's lines, as steps of those saves (server/lib/records/steps.ts):
// - a work order becoming done makes its clock lines (time-entries/labour.ts), replacing those of
//   an earlier completion; the caller's own save sets the work order's total afterwards;
// - a defect scheduled on the work order becomes a task to tick off (`source: "defect"`), and the
//   work order's total and `updated` follow, so its page and the board see the new line live.

import { COLLECTIONS, type WorkOrderItem } from "@shared/records";
import { select } from "../db/sql";
import { deleteStep, saveStep } from "../records/steps";
import { retotal } from "../work-orders/steps";

export type NewLine = Pick<WorkOrderItem, "work_order" | "kind" | "description" | "quantity" | "unit" | "unit_cost" | "source">;

/** Adds a line the server makes (no author: a line of the server's). */
export function addLine(app: core.App, line: NewLine): void {
  const record = new Record(app.findCachedCollectionByNameOrId(COLLECTIONS.workOrderItems));
  record.load({ ...line, part_number: "", done: false, created_by: "" });
  saveStep(app, record);
}

const LINES_FROM_SQL = `SELECT [[id]] FROM {{${COLLECTIONS.workOrderItems}}} WHERE [[work_order]] = {:workOrder} AND [[source]] = {:source}`;

/** Deletes the work order's lines of one source (its clock lines), each with its history entry. */
export function deleteLinesFrom(app: core.App, workOrderId: string, source: WorkOrderItem["source"]): void {
  for (const { id } of select(app, LINES_FROM_SQL, { id: "" }, { workOrder: workOrderId, source })) {
    deleteStep(app, app.findRecordById(COLLECTIONS.workOrderItems, id));
  }
}

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
