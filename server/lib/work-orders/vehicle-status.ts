// What work orders do to their vehicle's status (PRODUCT.md "Work orders"), in the transaction
// of the change:
// - when a vehicle's first work order enters in_progress or waiting_parts (no other one was
//   there), the vehicle becomes in_service ("In workshop"), whatever its status was;
// - when its last such work order leaves those statuses (done, cancelled, back to open, deleted),
//   a vehicle still in_service becomes available; one that staff set out_of_service or retired
//   meanwhile stays so;
// - while work is under way, staff may set the vehicle out_of_service or retired but not
//   available (vehicle-guards.ts): it is in the workshop until that work is done or cancelled.

import { COLLECTIONS } from "@shared/records";
import { setChangedBy } from "../authorship";
import { activeWorkOrders } from "./vehicle-rows";

/** The vehicle's active work orders before a change, to compare with after it. */
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
    let vehicle: core.Record;
    try {
      vehicle = app.findRecordById(COLLECTIONS.vehicles, vehicleId);
    } catch {
      return;
    }
    const status = vehicle.getString("status");
    const next = countAfter > 0 ? "in_service" : status === "in_service" ? "available" : status;
    if (next === status) return;
    vehicle.set("status", next);
    setChangedBy(vehicle, by);
    app.save(vehicle);
  });
}
