// What other saves do to a vehicle (docs/product.md "Work orders", "Inspections and defects"),
// as steps of those saves (server/lib/records/steps.ts), each doing what the vehicle's own
// lifecycle would:
// - its `odometer` is its highest reading: a reading added or deleted, or a work order or an
//   inspection done, sets it, and its reminders due by km follow;
// - its `status` follows its work and its defects, by the one rule of shared/vehicle-status.ts:
//   every change that can move either (a work order's status, a defect's status or severity, an
//   inspection done with critical failures, a delete) counts them before and settles the status
//   after, in its transaction, here and nowhere else; each change begins a status period
//   (downtime/periods.ts).
// Either change names whoever made the save that caused it in the vehicle's `updated_by`, so a
// colleague's open page of it says who (docs/decisions/live-notices.md); its history entry still
// says "System".

import { COLLECTIONS, type VehicleStatus } from "@shared/records";
import { vehicleStatusAfter, type VehicleWork } from "@shared/vehicle-status";
import { criticalDefects } from "../defects/rows";
import { recordVehicleStatus } from "../downtime/periods";
import { highestReading } from "../odometer/rows";
import { setChangedBy } from "../records/authorship";
import { saveStep } from "../records/steps";
import { restateByOdometer } from "../reminders/steps";
import { activeWorkOrders } from "../work-orders/rows";

function vehicleOrNull(app: core.App, id: string): core.Record | null {
  if (id === "") return null;
  try {
    return app.findRecordById(COLLECTIONS.vehicles, id);
  } catch {
    return null; // being deleted
  }
}

/**
 * Sets the vehicle's odometer to its highest reading, as changed by `by` (who added or deleted
 * the reading, or completed the work order); its reminders due by km follow.
 */
export function syncVehicleOdometer(app: core.App, vehicleId: string, by: string, knownHighest?: number): void {
  const vehicle = vehicleOrNull(app, vehicleId);
  if (vehicle === null) return;
  const highest = knownHighest ?? highestReading(app, vehicleId);
  if (vehicle.getInt("odometer") === highest) return;
  vehicle.set("odometer", highest);
  setChangedBy(vehicle, by);
  saveStep(app, vehicle);
  restateByOdometer(app, vehicleId, highest);
}

/** What decides the vehicle's status besides staff, as stored now. */
export function vehicleWork(app: core.App, vehicleId: string): VehicleWork {
  return { active: activeWorkOrders(app, vehicleId), critical: criticalDefects(app, vehicleId) };
}

/** The vehicles' work before a change, to compare with after it (settleVehicleStatus). */
export function workBefore(app: core.App, vehicleIds: readonly string[]): Map<string, VehicleWork> {
  const before = new Map<string, VehicleWork>();
  for (const id of vehicleIds) if (id !== "" && !before.has(id)) before.set(id, vehicleWork(app, id));
  return before;
}

/**
 * After the change: each vehicle's status as its work and defects now say (shared/vehicle-status.ts),
 * as changed by `by` (who changed the work order, the defect or the inspection).
 */
export function settleVehicleStatus(app: core.App, before: Map<string, VehicleWork>, by: string): void {
  before.forEach((workBeforeChange, vehicleId) => {
    const after = vehicleWork(app, vehicleId);
    if (after.active === workBeforeChange.active && after.critical === workBeforeChange.critical) return;
    const vehicle = vehicleOrNull(app, vehicleId);
    if (vehicle === null) return;
    const status = vehicle.getString("status") as VehicleStatus;
    const next = vehicleStatusAfter(status, workBeforeChange, after);
    if (next === status) return;
    vehicle.set("status", next);
    setChangedBy(vehicle, by);
    saveStep(app, vehicle);
    recordVehicleStatus(app, vehicleId, next);
  });
}
