// What other saves do to a vehicle (docs/product.md "Work orders", "Inspections and defects"),
// as steps of those saves (server/lib/records/steps.ts), each doing what the vehicle's own
// lifecycle would:
// - its `odometer` is its highest reading: a reading added or deleted, or a work order or an
//   inspection done, sets it, and its reminders due by km follow;
// - its `status` follows its work and its defects, by the one rule of shared/vehicle-status.ts:
//   every change that can move either (a work order's status, a defect's status or severity, an
//   inspection done with critical failures, a delete) counts them before and settles the status
//   after, in its transaction, here and nowhere else.
import { COLLECTIONS, type VehicleStatus } from "@shared/records";
import { vehicleStatusAfter, type VehicleWork } from "@shared/vehicle-status";
import { criticalDefects } from "../defects/rows";
import { highestReading } from "../odometer/rows";
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

/** Sets the vehicle's odometer to its highest reading; its reminders due by km follow. */
export function syncVehicleOdometer(app: core.App, vehicleId: string): void {
  const vehicle = vehicleOrNull(app, vehicleId);
  if (vehicle === null) return;
  const highest = highestReading(app, vehicleId);
  if (vehicle.getInt("odometer") === highest) return;
  vehicle.set("odometer", highest);
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

/** After the change: each vehicle's status as its work and defects now say (shared/vehicle-status.ts). */
export function settleVehicleStatus(app: core.App, before: Map<string, VehicleWork>): void {
  before.forEach((workBeforeChange, vehicleId) => {
    const after = vehicleWork(app, vehicleId);
    if (after.active === workBeforeChange.active && after.critical === workBeforeChange.critical) return;
    const vehicle = vehicleOrNull(app, vehicleId);
    if (vehicle === null) return;
    const status = vehicle.getString("status") as VehicleStatus;
    const next = vehicleStatusAfter(status, workBeforeChange, after);
    if (next === status) return;
    vehicle.set("status", next);
    saveStep(app, vehicle);
  });
}
