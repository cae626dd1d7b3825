// What a vehicle's status becomes when its work or its defects change (docs/product.md "Work
// orders" and "Inspections and defects"): the one rule, pure, that the server applies in the
// transaction of every change that moves either (server/lib/vehicles/steps.ts), and that the app
// reads to say why a vehicle is off the road.
//
// - A critical defect that is open or scheduled takes the vehicle off the road
//   (`out_of_service`), whatever its work orders say: it outranks "In workshop".
// - When the last such defect is fixed or dismissed, the vehicle goes back to what its work
//   orders say: `in_service` while any is in progress or waiting for parts, else `available`.
// - Without critical defects, its first active work order makes it `in_service` and its last
//   one leaving makes an `in_service` vehicle `available`; one that staff set `out_of_service`
//   or `retired` meanwhile stays so.
// - A retired vehicle stays retired when its defects or its work end; only new work or a new
//   critical defect moves it.
// Nothing moves while neither count crosses zero: staff's own choice stands until then.

import type { VehicleStatus } from "./records";

/** What decides a vehicle's status besides staff. */
export interface VehicleWork {
  /** Its work orders in progress or waiting for parts. */
  readonly active: number;
  /** Its critical defects that are open or scheduled. */
  readonly critical: number;
}

/** The status after a change that took the vehicle's work from `before` to `after`. */
export function vehicleStatusAfter(status: VehicleStatus, before: VehicleWork, after: VehicleWork): VehicleStatus {
  const offBefore = before.critical > 0;
  const offAfter = after.critical > 0;
  if (offAfter) return offBefore ? status : "out_of_service";
  if (offBefore) return status === "retired" ? status : after.active > 0 ? "in_service" : "available";
  const activeBefore = before.active > 0;
  const activeAfter = after.active > 0;
  if (activeBefore === activeAfter) return status;
  if (activeAfter) return "in_service";
  return status === "in_service" ? "available" : status;
}

/** Whether a vehicle with this work must stay off the road: staff may not set it available or in the workshop. */
export function isOffTheRoad(work: VehicleWork): boolean {
  return work.critical > 0;
}
