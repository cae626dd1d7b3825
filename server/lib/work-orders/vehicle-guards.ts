// What work orders and readings mean for saving and deleting a vehicle (PRODUCT.md "Work
// orders"), in the save's transaction:
// - its odometer changed in the form records a manual reading; lower than its highest reading
//   is refused (odometer/vehicle-odometer.ts);
// - while work is under way it stays In workshop: staff may set it out_of_service or retired,
//   not available (vehicle-status.ts);
// - a new plate reaches its work orders' copies (what the work order list searches);
// - a vehicle with work orders cannot be deleted: its history would be lost.

import { COLLECTIONS, VEHICLE_STATUS_LABELS } from "@shared/records";
import { fieldError, hasWorkOrdersError, type FieldErrors } from "@shared/validation";
import { notSavedMessage, throwFieldErrors } from "../records/field-errors";
import { checkVehicleOdometer, recordVehicleOdometer } from "../odometer/vehicle-odometer";
import { nextKept, nextKeptDelete } from "../history";
import { followVehicle } from "../reminders/vehicle";
import { inTransaction } from "../db/transaction";
import { activeWorkOrders, workOrdersOfVehicle } from "./vehicle-rows";

const STILL_IN_WORKSHOP = fieldError(
  "invalid_choice",
  `This vehicle has work in progress or waiting for parts, so it stays ${VEHICLE_STATUS_LABELS.in_service} until that work is done or cancelled. You can still set it ${VEHICLE_STATUS_LABELS.out_of_service} or ${VEHICLE_STATUS_LABELS.retired}.`,
);

const PLATE_COPIES_SQL = `UPDATE {{${COLLECTIONS.workOrders}}} SET [[vehicle_plate]] = {:plate}, [[vehicle_plate_key]] = {:key}
  WHERE [[vehicle]] = {:id}`;

/** `onRecordCreateExecute` and `onRecordUpdateExecute` of vehicles. */
export function storeVehicle(e: core.RecordEvent): void {
  inTransaction(e, (app) => {
    const record = e.record!;
    const isNew = record.isNew();
    const original = isNew ? null : record.original();
    const status = record.getString("status");
    if (original !== null && status === "available" && original.getString("status") !== "available" && activeWorkOrders(app, record.id) > 0) {
      const errors: FieldErrors = { status: STILL_IN_WORKSHOP };
      throwFieldErrors(notSavedMessage("vehicle", errors), errors);
    }
    const reading = checkVehicleOdometer(app, record);
    nextKept(e);
    recordVehicleOdometer(app, record, reading);
    followVehicle(app, record, original);
    if (original !== null && original.getString("plate") !== record.getString("plate")) {
      app.db().newQuery(PLATE_COPIES_SQL).bind({ plate: record.getString("plate"), key: record.getString("plate_key"), id: record.id }).execute();
    }
  });
}

/** `onRecordDeleteExecute` of vehicles (in PocketBase's transaction). */
export function deleteVehicle(e: core.RecordEvent): void {
  const workOrders = workOrdersOfVehicle(e.app, e.record!.id);
  if (workOrders > 0) {
    const error = hasWorkOrdersError(workOrders);
    throw new BadRequestError(error.message, { id: new ValidationError(error.code, error.message) });
  }
  nextKeptDelete(e);
}
