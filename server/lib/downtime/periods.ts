// Each vehicle's statuses as periods (docs/product.md "Time on jobs"; the table of migration
// 1796200120): wherever a vehicle's status is set — by staff (vehicles/lifecycle.ts), by its
// work (vehicles/steps.ts) — the period it was in ends and one of the new status begins, in
// the same transaction as the change. Plain SQL on the server's own table: no record, no
// realtime event, no history entry (the vehicle's own entry says what changed). The fleet's sums
// by status and day follow each write to a period through the table's triggers (migration
// 1796200410), in the same statement.

import { execute, selectOne } from "../db/sql";

const PERIODS = "vehicle_status_periods";

// The vehicle's own periods, by its index: SQLite otherwise takes `ended IS NULL` to the
// (ended, status, started) index, whose statistics promise 2 rows a value, and reads every
// vehicle's open period (100 000 at 100 000 vehicles: ≈ 0.4 s a status change).
const OWN = `${PERIODS} INDEXED BY idx_vehicle_status_periods_vehicle`;
const OPEN_SQL = `SELECT [[status]], [[started]] FROM ${OWN} WHERE [[vehicle]] = {:vehicle} AND [[ended]] IS NULL LIMIT 1`;
const CLOSE_SQL = `UPDATE ${OWN} SET [[ended]] = MAX([[started]], {:at}) WHERE [[vehicle]] = {:vehicle} AND [[ended]] IS NULL`;
const BEGIN_SQL = `INSERT INTO ${PERIODS} ([[vehicle]], [[status]], [[started]], [[ended]]) VALUES ({:vehicle}, {:status}, {:at}, NULL)`;
const FORGET_SQL = `DELETE FROM ${PERIODS} WHERE [[vehicle]] = {:vehicle}`;

/** The vehicle is `status` from `at` on (milliseconds): a new period, unless it is in that status already. */
export function recordVehicleStatus(app: core.App, vehicleId: string, status: string, at: number = Date.now()): void {
  if (vehicleId === "" || status === "") return;
  const open = selectOne(app, OPEN_SQL, { status: "", started: 0 }, { vehicle: vehicleId });
  if (open?.status === status) return;
  if (open !== null) execute(app, CLOSE_SQL, { vehicle: vehicleId, at }); // a new vehicle has none to close
  execute(app, BEGIN_SQL, { vehicle: vehicleId, status, at: Math.max(at, open?.started ?? at) });
}

/** A deleted vehicle leaves the fleet's figures. */
export function forgetVehicleStatuses(app: core.App, vehicleId: string): void {
  execute(app, FORGET_SQL, { vehicle: vehicleId });
}
