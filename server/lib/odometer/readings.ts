// Odometer readings (PRODUCT.md "Work orders"): a vehicle's `odometer` is its highest reading.
// Staff add manual readings (here or through the vehicle form, see vehicle-odometer.ts), a work
// order becoming done adds one of its own, and a wrong reading is corrected by deleting it;
// each of these sets the vehicle's odometer in the same transaction.

import { dateText, pocketBaseDate } from "@shared/dates";
import { COLLECTIONS } from "@shared/records";
import {
  checkOdometerReading,
  odometerBackwardsError,
  ODOMETER_READING_INPUT_FIELDS,
  ODOMETER_READING_SERVER_FIELDS,
  type FieldErrors,
  type OdometerReadingValues,
} from "@shared/validation";
import { notSavedMessage, throwFieldErrors } from "../records/field-errors";
import { saveRequest, type SaveSpec } from "../records/record-save";
import { selectOne } from "../db/sql";
import { nextKept, nextKeptDelete } from "../history";
import { inTransaction } from "../db/transaction";
import { signedInEmployeeId } from "../records/authorship";
import { vehicleExists } from "../work-orders/vehicle-rows";

const HIGHEST_SQL = `SELECT COALESCE(MAX([[km]]), 0) AS [[km]], COUNT(*) AS [[count]] FROM {{${COLLECTIONS.odometerReadings}}}
  WHERE [[vehicle]] = {:vehicle} AND [[id]] != {:except}`;

/** The vehicle's highest reading (0 without any), leaving out the reading `exceptId`. */
export function highestReading(app: core.App, vehicleId: string, exceptId = ""): number {
  return selectOne(app, HIGHEST_SQL, { km: 0, count: 0 }, { vehicle: vehicleId, except: exceptId })?.km ?? 0;
}

/** Refuses a reading below the vehicle's odometer, at `field`, naming the current value. */
export function refuseBackwards(app: core.App, vehicleId: string, km: number, field: string, what: string, exceptReadingId = ""): void {
  const highest = highestReading(app, vehicleId, exceptReadingId);
  if (km < highest) {
    const errors: FieldErrors = { [field]: odometerBackwardsError(highest) };
    throwFieldErrors(notSavedMessage(what, errors), errors);
  }
}

/** Sets the vehicle's odometer to its highest reading (a save, so open pages see it live). */
export function syncVehicleOdometer(app: core.App, vehicleId: string): void {
  if (vehicleId === "") return;
  let vehicle: core.Record;
  try {
    vehicle = app.findRecordById(COLLECTIONS.vehicles, vehicleId);
  } catch {
    return; // deleted with its readings
  }
  const highest = highestReading(app, vehicleId);
  if (vehicle.getInt("odometer") === highest) return;
  vehicle.set("odometer", highest);
  app.save(vehicle);
}

export interface NewReading {
  readonly vehicle: string;
  readonly km: number;
  readonly source: "manual" | "work_order";
  readonly workOrder?: string;
  readonly createdBy: string;
  readonly readAt?: string;
}

/** Adds a reading (in the caller's transaction); the reading's own hooks then set the odometer. */
export function addReading(app: core.App, reading: NewReading): core.Record {
  const record = new Record(app.findCachedCollectionByNameOrId(COLLECTIONS.odometerReadings));
  record.set("vehicle", reading.vehicle);
  record.set("km", reading.km);
  record.set("read_at", reading.readAt ?? pocketBaseDate(new Date()));
  record.set("source", reading.source);
  record.set("work_order", reading.workOrder ?? "");
  record.set("created_by", reading.createdBy);
  app.save(record);
  return record;
}

const READINGS: SaveSpec<(typeof ODOMETER_READING_INPUT_FIELDS)[number], OdometerReadingValues> = {
  what: "reading",
  collectionLabel: "Odometer readings",
  inputFields: ODOMETER_READING_INPUT_FIELDS,
  fileFields: [],
  serverFields: ODOMETER_READING_SERVER_FIELDS,
  check: (input) => checkOdometerReading({ ...input, read_at: dateText(input.read_at) }, { now: new Date() }),
  databaseErrors: (app, values) =>
    values.vehicle !== undefined && !vehicleExists(app, values.vehicle)
      ? { vehicle: { code: "vehicle_not_found", message: "This vehicle does not exist." } }
      : {},
  saveErrorRules: [],
  // What staff enter is a manual reading; only the server records those of work orders.
  beforeSave: (e) => {
    const record = e.record!;
    record.set("source", "manual");
    record.set("work_order", "");
    record.set("created_by", signedInEmployeeId(e));
  },
};

/** `onRecordCreateRequest` of odometer readings (updates are for superusers only, by rule). */
export function saveReadingRequest(e: core.RecordRequestEvent): void {
  saveRequest(e, READINGS);
}

/** `onRecordCreateExecute` and `onRecordUpdateExecute`: no reading below the odometer; the vehicle follows. */
export function storeReading(e: core.RecordEvent): void {
  inTransaction(e, (app) => {
    const record = e.record!;
    const vehicle = record.getString("vehicle");
    const before = record.isNew() ? "" : record.original().getString("vehicle");
    refuseBackwards(app, vehicle, record.getInt("km"), "km", "reading", record.isNew() ? "" : record.id);
    nextKept(e);
    syncVehicleOdometer(app, vehicle);
    if (before !== "" && before !== vehicle) syncVehicleOdometer(app, before);
  });
}

/** `onRecordDeleteExecute` (PocketBase's transaction): the vehicle's odometer falls back to its next highest reading. */
export function deleteReading(e: core.RecordEvent): void {
  const vehicle = e.record!.getString("vehicle");
  nextKeptDelete(e);
  syncVehicleOdometer(e.app, vehicle);
}
