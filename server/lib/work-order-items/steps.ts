// What other saves do to a work order's lines, as steps of those saves (server/lib/records/steps.ts):
// a work order becoming done makes its clock lines (time-entries/labour.ts), replacing those
// of an earlier completion. The caller's own save sets the work order's total afterwards.

import { COLLECTIONS, type WorkOrderItem } from "@shared/records";
import { select } from "../db/sql";
import { deleteStep, saveStep } from "../records/steps";

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
