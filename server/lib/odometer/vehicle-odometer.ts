// The vehicle form's odometer (PRODUCT.md "Work orders"): changing it records a manual reading,
// and a value below the vehicle's highest reading is refused, saying the current one. The
// server's own saves (after a reading was added or deleted) set exactly the highest reading,
// which records nothing: no flag is needed to tell the two apart.

import { refuseBackwards, addReading, highestReading } from "./readings";

/**
 * Part of the vehicles' create/update execute hook (in its transaction), before the write: the
 * km of a reading to record once the vehicle is stored, or -1 for none. An update that leaves
 * the odometer as it was read stores the highest reading as it is now, so a save that read the
 * vehicle before a work order completed cannot write the older value back.
 */
export function checkVehicleOdometer(app: core.App, vehicle: core.Record): number {
  const km = vehicle.getInt("odometer");
  if (vehicle.isNew()) return km > 0 ? km : -1;
  if (km === vehicle.original().getInt("odometer")) {
    const highest = highestReading(app, vehicle.id);
    if (highest > km) vehicle.set("odometer", highest);
    return -1;
  }
  refuseBackwards(app, vehicle.id, km, "odometer", "vehicle");
  return km > highestReading(app, vehicle.id) ? km : -1;
}

/** After the write: the reading for a value `checkVehicleOdometer` found new (-1: none). */
export function recordVehicleOdometer(app: core.App, vehicle: core.Record, km: number): void {
  if (km < 0) return;
  addReading(app, {
    vehicle: vehicle.id,
    km,
    source: "manual",
    createdBy: vehicle.getString("updated_by"),
  });
}
