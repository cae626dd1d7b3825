// Readings the server records as a step of another save (server/lib/records/steps.ts): a work
// order's own reading when it becomes done, an inspection's when it is done, and the manual
// reading of a vehicle form's new odometer. The caller sets the vehicle's odometer itself (vehicles/steps.ts).

import { pocketBaseDate } from "@shared/dates";
import { COLLECTIONS } from "@shared/records";
import { saveStep } from "../records/steps";

export interface NewReading {
  readonly vehicle: string;
  readonly km: number;
  readonly source: "manual" | "work_order" | "inspection";
  readonly workOrder?: string;
  readonly inspection?: string;
  readonly createdBy: string;
  readonly readAt?: string;
}

/** Adds a reading, in the caller's transaction. */
export function addReading(app: core.App, reading: NewReading): core.Record {
  const record = new Record(app.findCachedCollectionByNameOrId(COLLECTIONS.odometerReadings));
  record.load({
    vehicle: reading.vehicle,
    km: reading.km,
    read_at: reading.readAt ?? pocketBaseDate(new Date()),
    source: reading.source,
    work_order: reading.workOrder ?? "",
    ...(reading.inspection === undefined ? {} : { inspection: reading.inspection }),
    created_by: reading.createdBy,
  });
  saveStep(app, record);
  return record;
}

/** Corrects a reading's km, vehicle and date (a work order reopened and done again). */
export function correctReading(app: core.App, reading: core.Record, km: number, vehicle: string, readAt: string): void {
  if (reading.getInt("km") === km && reading.getString("vehicle") === vehicle) return;
  reading.set("km", km);
  reading.set("vehicle", vehicle);
  reading.set("read_at", readAt);
  saveStep(app, reading);
}
