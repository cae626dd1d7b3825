// What the defect rules read, as plain SQL through the app given (the transaction's), over the
// indexes of the 1796200020 migration.

import { COLLECTIONS } from "@shared/records";
import { UNFIXED_DEFECT_STATUSES } from "@shared/validation";
import { count, select } from "../db/sql";

const DEFECTS = COLLECTIONS.defects;
const UNFIXED = UNFIXED_DEFECT_STATUSES.map((status) => `'${status}'`).join(", ");

const CRITICAL_SQL = `SELECT COUNT(*) AS [[count]] FROM {{${DEFECTS}}}
  WHERE [[vehicle]] = {:vehicle} AND [[status]] IN (${UNFIXED}) AND [[severity]] = 'critical'`;

/** How many of the vehicle's critical defects are open or scheduled: any keeps it off the road. */
export function criticalDefects(app: core.App, vehicleId: string): number {
  return vehicleId === "" ? 0 : count(app, CRITICAL_SQL, { vehicle: vehicleId });
}

const OF_WORK_ORDER_SQL = `SELECT [[id]] FROM {{${DEFECTS}}} WHERE [[work_order]] = {:workOrder} AND [[status]] = {:status}`;

/** The ids of the work order's defects in `status`. */
export function defectsOfWorkOrder(app: core.App, workOrderId: string, status: string): string[] {
  return select(app, OF_WORK_ORDER_SQL, { id: "" }, { workOrder: workOrderId, status }).map((row) => row.id);
}
