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
import { recordVehicleStatus } from "../downtime/periods";
import { highestReading } from "../odometer/rows";
import { setChangedBy } from "../records/authorship";
import { saveStep } from "../records/steps";
import { restateByOdometer } from "../reminders/steps";
import { vehicleWork } from "./rows";

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

/** The vehicles' work before a change, to compare with after it (settleVehicleStatus). */
export function workBefore(app: core.App, vehicleIds: readonly string[]): Map<string, VehicleWork> {
  const before = new Map<string, VehicleWork>();
  for (const id of vehicleIds) if (id !== "" && !before.has(id)) before.set(id, vehicleWork(app, id));
  return before;
}

/** What else a change sets on a vehicle in the same save as its status (settleVehicle). */
export interface OdometerToo {
  /** The vehicle whose odometer goes to its highest reading: a work order's or inspection's. */
  readonly vehicle: string;
  /** Its highest reading, when the caller knows it (the reading it just recorded). */
  readonly highest?: number;
}

/**
 * After the change: each vehicle's status as its work and defects now say (shared/vehicle-status.ts),
 * as changed by `by` (who changed the work order, the defect or the inspection).
 */
export function settleVehicleStatus(app: core.App, before: Map<string, VehicleWork>, by: string): void {
  settleVehicle(app, before, by, null);
}

/**
 * `settleVehicleStatus`, and for `odometer.vehicle` also its odometer, as `syncVehicleOdometer`
 * would set it: one save of the vehicle (and one history entry) for a work order or an inspection
 * done, not one for its reading and another for its status.
 */
export function settleVehicle(app: core.App, before: Map<string, VehicleWork>, by: string, odometer: OdometerToo | null): void {
  const ids = new Set(before.keys());
  if (odometer !== null && odometer.vehicle !== "") ids.add(odometer.vehicle);
  for (const vehicleId of ids) {
    const workBeforeChange = before.get(vehicleId);
    const workAfter = workBeforeChange === undefined ? null : vehicleWork(app, vehicleId);
    const workMoved =
      workBeforeChange !== undefined &&
      workAfter !== null &&
      (workAfter.active !== workBeforeChange.active || workAfter.critical !== workBeforeChange.critical);
    const readsOdometer = odometer !== null && odometer.vehicle === vehicleId;
    if (!workMoved && !readsOdometer) continue;
    const vehicle = vehicleOrNull(app, vehicleId);
    if (vehicle === null) continue;
    const highest = readsOdometer ? (odometer.highest ?? highestReading(app, vehicleId)) : null;
    const odometerMoved = highest !== null && vehicle.getInt("odometer") !== highest;
    const status = vehicle.getString("status") as VehicleStatus;
    const next = workMoved ? vehicleStatusAfter(status, workBeforeChange, workAfter) : status;
    if (!odometerMoved && next === status) continue;
    if (odometerMoved) vehicle.set("odometer", highest);
    if (next !== status) vehicle.set("status", next);
    setChangedBy(vehicle, by);
    saveStep(app, vehicle);
    if (odometerMoved) restateByOdometer(app, vehicleId, highest);
    if (next !== status) recordVehicleStatus(app, vehicleId, next);
  }
}
