// What other saves do to a vehicle (docs/product.md "Work orders"), as steps of those saves
// (server/lib/records/steps.ts), each doing what the vehicle's own lifecycle would:
// - its `odometer` is its highest reading: a reading added or deleted, or a work order done, sets
//   it, and its reminders due by km follow;
// - when its first work order enters in_progress or waiting_parts (no other one was there), it
//   becomes in_service ("In workshop"), whatever its status was; when its last such work order
//   leaves those statuses (done, cancelled, back to open, deleted), a vehicle still in_service
//   becomes available; one that staff set out_of_service or retired meanwhile stays so; each
//   change begins a status period (downtime/periods.ts).
// Either change names whoever made the save that caused it in the vehicle's `updated_by`, so a
// colleague's open page of it says who (docs/decisions/live-notices.md); its history entry still
// says "System".

import { COLLECTIONS } from "@shared/records";
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
export function syncVehicleOdometer(app: core.App, vehicleId: string, by: string): void {
  const vehicle = vehicleOrNull(app, vehicleId);
  if (vehicle === null) return;
  const highest = highestReading(app, vehicleId);
  if (vehicle.getInt("odometer") === highest) return;
  vehicle.set("odometer", highest);
  setChangedBy(vehicle, by);
  saveStep(app, vehicle);
  restateByOdometer(app, vehicleId, highest);
}

/** The vehicles' active work orders before a change, to compare with after it. */
export function activeBefore(app: core.App, vehicleIds: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of vehicleIds) if (id !== "" && !counts.has(id)) counts.set(id, activeWorkOrders(app, id));
  return counts;
}

/** After the change: moves each vehicle whose work started or ended, as changed by `by` (who changed the work order). */
export function followWorkOrders(app: core.App, before: Map<string, number>, by: string): void {
  before.forEach((countBefore, vehicleId) => {
    const countAfter = activeWorkOrders(app, vehicleId);
    if ((countBefore > 0) === (countAfter > 0)) return;
    const vehicle = vehicleOrNull(app, vehicleId);
    if (vehicle === null) return;
    const status = vehicle.getString("status");
    const next = countAfter > 0 ? "in_service" : status === "in_service" ? "available" : status;
    if (next === status) return;
    vehicle.set("status", next);
    setChangedBy(vehicle, by);
    saveStep(app, vehicle);
    recordVehicleStatus(app, vehicleId, next);
  });
}
