// What the odometer rules read: a vehicle's highest reading, as plain SQL through the app given
// (the transaction's).

import { COLLECTIONS } from "@shared/records";
import { odometerBackwardsError, type FieldErrors } from "@shared/validation";
import { selectOne } from "../db/sql";
import { notSavedMessage, throwFieldErrors } from "../records/field-errors";

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
