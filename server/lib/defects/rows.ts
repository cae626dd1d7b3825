// What the defect rules read, as plain SQL through the app given (the transaction's), over the
// indexes of the 1796200020 migration.

import { COLLECTIONS } from "@shared/records";
import { select } from "../db/sql";

const DEFECTS = COLLECTIONS.defects;

const OF_WORK_ORDER_SQL = `SELECT [[id]] FROM {{${DEFECTS}}} WHERE [[work_order]] = {:workOrder} AND [[status]] = {:status}`;

/** The ids of the work order's defects in `status`. */
export function defectsOfWorkOrder(app: core.App, workOrderId: string, status: string): string[] {
  return select(app, OF_WORK_ORDER_SQL, { id: "" }, { workOrder: workOrderId, status }).map((row) => row.id);
}
