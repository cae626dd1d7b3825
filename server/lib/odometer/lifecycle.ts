// Everything a save of an odometer reading does (server/hooks/odometer-readings.hooks.ts;
// docs/product.md "Odometer readings"): a vehicle's `odometer` is its highest reading. Staff add manual
// readings (here, or through the vehicle form: vehicles/lifecycle.ts), a work order becoming done
// adds one of its own (steps.ts), and a wrong reading is corrected by deleting it; each of these
// sets the vehicle's odometer in the same transaction (vehicles/steps.ts).

import { dateText } from "@shared/dates";
import {
  checkOdometerReading,
  ODOMETER_READING_INPUT_FIELDS,
  ODOMETER_READING_SERVER_FIELDS,
  type OdometerReadingValues,
} from "@shared/validation";
import { signedInEmployeeId } from "../records/authorship";
import { passNotingAuthor, saveRequest, type SaveSpec } from "../records/record-save";
import { runDelete, runSave } from "../records/save";
import { changeAuthor } from "../records/save-context";
import { syncVehicleOdometer } from "../vehicles/steps";
import { vehicleExists } from "../work-orders/rows";
import { refuseBackwards } from "./rows";

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
    record.set("inspection", "");
    record.set("created_by", signedInEmployeeId(e));
  },
};

/** `onRecordCreateRequest` of odometer readings (updates are for superusers only, by rule). */
export function saveReadingRequest(e: core.RecordRequestEvent): void {
  saveRequest(e, READINGS);
}

/** `onRecordCreateExecute` and `onRecordUpdateExecute`: no reading below the odometer; the vehicle follows. */
export function storeReading(e: core.RecordEvent): void {
  runSave(e, {
    what: "reading",
    written: ODOMETER_READING_INPUT_FIELDS,
    before(app, record) {
      refuseBackwards(app, record.getString("vehicle"), record.getInt("km"), "km", "reading", record.isNew() ? "" : record.id);
    },
    after(app, record, current) {
      const vehicle = record.getString("vehicle");
      // Who added (or, a superuser, moved) the reading changed the vehicle's odometer.
      const by = changeAuthor(record) ?? record.getString("created_by");
      syncVehicleOdometer(app, vehicle, by);
      const before = current?.getString("vehicle") ?? "";
      if (before !== "" && before !== vehicle) syncVehicleOdometer(app, before, by);
    },
  });
}

/** `onRecordDeleteExecute`: the vehicle's odometer falls back to its next highest reading. */
export function deleteReading(e: core.RecordEvent): void {
  runDelete(e, { after: (app, record) => syncVehicleOdometer(app, record.getString("vehicle"), changeAuthor(record) ?? "") });
}

/** `onRecordDeleteRequest` of odometer readings: who makes the change, for the history. */
export function deleteReadingRequest(e: core.RecordRequestEvent): void {
  passNotingAuthor(e);
}
