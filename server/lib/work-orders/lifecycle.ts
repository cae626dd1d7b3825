// The life of a work order (PRODUCT.md "Work orders"), in the transaction of each save
// (db/transaction.ts), on every path (the app, the API, the dashboard): its number, its status
// changes with `started`/`completed`, its total from the items, its vehicle's plate for search,
// the reading it records when done, and its vehicle's status.

import { pocketBaseDate } from "@shared/dates";
import { COLLECTIONS, type WorkOrderStatus } from "@shared/records";
import {
  hasItemsError,
  ODOMETER_REQUIRED,
  vehicleLockedError,
  fieldError,
  type FieldErrors,
} from "@shared/validation";
import { isWorkOrderStatus, transitionRefusal } from "@shared/work-orders/transitions";
import { forgetWorkOrderFigures } from "../dashboard/work-order-stats";
import { notSavedMessage, throwFieldErrors } from "../records/field-errors";
import { addReading, refuseBackwards, syncVehicleOdometer } from "../odometer/readings";
import { count, selectOne } from "../db/sql";
import { nextKept, nextKeptDelete } from "../history";
import { checkWorkOrderReminders, fulfilReminders } from "../reminders/fulfilment";
import { inTransaction } from "../db/transaction";
import { nextWorkOrderNumber } from "./numbers";
import { totalCost } from "./totals";
import { activeBefore, followWorkOrders } from "./vehicle-status";
import { storedWorkOrder, vehicleRow } from "./vehicle-rows";

/** A new work order starts open, or straight in progress (the car is in front of you). */
const STARTING_STATUSES: readonly WorkOrderStatus[] = ["open", "in_progress"];
const STARTS_OPEN = fieldError("invalid_transition", "A new work order starts Open or In progress.");
const DONE_ODOMETER_FIXED = fieldError(
  "work_order_closed",
  "The odometer of a done work order is its vehicle's reading: reopen the work order to change it.",
);

function refuse(errors: FieldErrors): never {
  throwFieldErrors(notSavedMessage("work order", errors), errors);
}

/** Copies the vehicle's plate for search and sort (the list never joins vehicles). */
function copyPlate(app: core.App, record: core.Record): void {
  const vehicle = vehicleRow(app, record.getString("vehicle"));
  record.set("vehicle_plate", vehicle?.plate ?? "");
  record.set("vehicle_plate_key", vehicle?.plate_key ?? "");
}

const OWN_READING_SQL = `SELECT [[id]] FROM {{${COLLECTIONS.odometerReadings}}} WHERE [[work_order]] = {:id} LIMIT 1`;

/** Records (or corrects, when reopened and done again) the work order's own reading. */
function recordReading(app: core.App, record: core.Record): void {
  const own = selectOne(app, OWN_READING_SQL, { id: "" }, { id: record.id });
  if (own === null) {
    addReading(app, {
      vehicle: record.getString("vehicle"),
      km: record.getInt("odometer"),
      source: "work_order",
      workOrder: record.id,
      createdBy: record.getString("updated_by"),
      readAt: record.getString("completed"),
    });
    return;
  }
  const reading = app.findRecordById(COLLECTIONS.odometerReadings, own.id);
  if (reading.getInt("km") === record.getInt("odometer") && reading.getString("vehicle") === record.getString("vehicle")) return;
  reading.set("km", record.getInt("odometer"));
  reading.set("vehicle", record.getString("vehicle"));
  reading.set("read_at", record.getString("completed"));
  app.save(reading);
}

/** Entering done: an odometer, not below the vehicle's (its own earlier reading left out). */
function checkCompletion(app: core.App, record: core.Record): void {
  const km = record.getInt("odometer");
  if (km <= 0) refuse({ odometer: ODOMETER_REQUIRED });
  const own = record.isNew() ? null : selectOne(app, OWN_READING_SQL, { id: "" }, { id: record.id });
  refuseBackwards(app, record.getString("vehicle"), km, "odometer", "work order", own?.id ?? "");
}

/** `onRecordCreateExecute` of work orders. */
export function createWorkOrder(e: core.RecordEvent): void {
  inTransaction(e, (app) => {
    const record = e.record!;
    const status = record.getString("status");
    if (!STARTING_STATUSES.includes(status as WorkOrderStatus)) refuse({ status: STARTS_OPEN });
    const now = pocketBaseDate(new Date());
    record.set("number", nextWorkOrderNumber(app));
    record.set("total_cost", 0);
    record.set("started", status === "in_progress" ? now : "");
    record.set("completed", "");
    copyPlate(app, record);
    const before = activeBefore(app, [record.getString("vehicle")]);
    checkWorkOrderReminders(app, record);
    nextKept(e);
    followWorkOrders(app, before);
    forgetWorkOrderFigures(app);
  });
}

/** `onRecordUpdateExecute` of work orders. */
export function updateWorkOrder(e: core.RecordEvent): void {
  inTransaction(e, (app) => {
    const record = e.record!;
    const stored = storedWorkOrder(app, record.id);
    if (stored === null) throw new NotFoundError("This work order was deleted meanwhile.", {});
    const from = stored.status as WorkOrderStatus;
    const to = record.getString("status");
    const vehicle = record.getString("vehicle");
    const errors: FieldErrors = {};
    if (isWorkOrderStatus(to)) {
      const refusal = transitionRefusal(from, to);
      if (refusal) errors.status = refusal;
    }
    if (vehicle !== stored.vehicle && from !== "open") errors.vehicle = vehicleLockedError(from);
    if (from === "done" && to === "done" && record.getInt("odometer") !== stored.odometer) errors.odometer = DONE_ODOMETER_FIXED;
    if (Object.keys(errors).length > 0) refuse(errors);

    const now = pocketBaseDate(new Date());
    const completing = to === "done" && from !== "done";
    if (completing) checkCompletion(app, record);
    // What only the server sets, from the stored row: whatever the save carried is replaced.
    record.set("number", stored.number);
    record.set("total_cost", totalCost(app, record.id));
    record.set("started", stored.started === "" && to === "in_progress" ? now : stored.started);
    record.set("completed", to === "done" ? (completing ? now : stored.completed) : "");
    copyPlate(app, record);

    const before = activeBefore(app, [stored.vehicle, vehicle]);
    checkWorkOrderReminders(app, record);
    nextKept(e);
    if (completing) {
      recordReading(app, record);
      syncVehicleOdometer(app, vehicle);
      fulfilReminders(app, record);
    }
    followWorkOrders(app, before);
    forgetWorkOrderFigures(app);
  });
}

const ITEM_COUNT_SQL = `SELECT COUNT(*) AS [[count]] FROM {{${COLLECTIONS.workOrderItems}}} WHERE [[work_order]] = {:id}`;

/**
 * `onRecordDeleteExecute` of work orders (in PocketBase's transaction): one with items goes only
 * while open or cancelled (its items go with it); its vehicle's status follows.
 */
export function deleteWorkOrder(e: core.RecordEvent): void {
  const app = e.app;
  const record = e.record!;
  const stored = storedWorkOrder(app, record.id);
  const status = (stored?.status ?? record.getString("status")) as WorkOrderStatus;
  if (status !== "open" && status !== "cancelled" && count(app, ITEM_COUNT_SQL, { id: record.id }) > 0) {
    throw new BadRequestError("The work order was not deleted.", { id: new ValidationError("has_items", hasItemsError(status).message) });
  }
  const before = activeBefore(app, [record.getString("vehicle")]);
  nextKeptDelete(e);
  followWorkOrders(app, before);
  forgetWorkOrderFigures(app);
}
