// What the vehicle rules read of a vehicle's work, as plain SQL through the app given (the
// transaction's), over the work orders' and defects' vehicle indexes. Both counts come in one
// statement: a statement sent from the JS engine costs ≈ 0.1–0.2 ms whatever it does (its named
// parameters parsed, SQLite preparing it afresh; docs/performance.md), and a status change reads
// them before and after.

import { COLLECTIONS } from "@shared/records";
import { UNFIXED_DEFECT_STATUSES } from "@shared/validation";
import type { VehicleWork } from "@shared/vehicle-status";
import { ACTIVE_WORK_ORDER_STATUSES } from "@shared/work-orders/transitions";
import { selectOne, textList } from "../db/sql";

const WORK_SQL = `SELECT
  (SELECT COUNT(*) FROM {{${COLLECTIONS.workOrders}}}
    WHERE [[vehicle]] = {:vehicle} AND [[status]] IN (${textList(ACTIVE_WORK_ORDER_STATUSES)})) AS [[active]],
  (SELECT COUNT(*) FROM {{${COLLECTIONS.defects}}}
    WHERE [[vehicle]] = {:vehicle} AND [[status]] IN (${textList(UNFIXED_DEFECT_STATUSES)}) AND [[severity]] = 'critical') AS [[critical]]`;

const NO_WORK: VehicleWork = { active: 0, critical: 0 };

/** Its work orders in progress or waiting for parts, and its critical defects open or scheduled, as stored now. */
export function vehicleWork(app: core.App, vehicleId: string): VehicleWork {
  if (vehicleId === "") return NO_WORK;
  return selectOne(app, WORK_SQL, { active: 0, critical: 0 }, { vehicle: vehicleId }) ?? NO_WORK;
}
