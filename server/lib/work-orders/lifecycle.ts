// Everything a save of a work order does (server/hooks/work-orders.hooks.ts;
// docs/product.md "Work orders"), in the save's transaction (records/save.ts), whatever made it
// (the app, the API, the dashboard):
// - its own fields: its number, its status changes (judged from the status stored now, and a
//   reopening only by a role that may) with `started`/`completed`, its total from the items,
//   its vehicle's plate for search, the locked vehicle once work started, the reminders it names;
// - its history entry, with the real before and after;
// - what it does to other records, each an explicit step: entering done records its reading
//   (odometer/steps.ts), sets its vehicle's odometer (vehicles/steps.ts) and marks its reminders
//   done (reminders/steps.ts); its defects are fixed, scheduled again or reopened with it
//   (defects/steps.ts); its vehicle's status follows its work and defects (vehicles/steps.ts);
//   the clocks running on it stop when it leaves in_progress, and entering done makes its clock
//   lines before its total is set (time-entries/steps.ts); cancelling returns its part lines'
//   stock, reopening a cancelled one issues it again (stock-movements/steps.ts); the dashboard's
//   figures are counted again.
// Requests are checked by the shared validation first (requests.ts).

import { pocketBaseDate } from "@shared/dates";
import { PHOTOS_FIELD, PHOTOS_MAX } from "@shared/photos";
import { COLLECTIONS, type WorkOrderStatus } from "@shared/records";
import { can, refusalMessage } from "@shared/roles";
import {
  CLOSED_PHOTOS_STAY,
  fieldError,
  hasItemsError,
  ODOMETER_REQUIRED,
  vehicleLockedError,
  WORK_ORDER_INPUT_FIELDS,
  type FieldErrors,
} from "@shared/validation";
import { isReopening, isWorkOrderStatus, transitionRefusal } from "@shared/work-orders/transitions";
import { forgetWorkOrderFigures } from "../dashboard/work-order-stats";
import { followWorkOrder } from "../defects/steps";
import { count, selectOne } from "../db/sql";
import { refuseBackwards } from "../odometer/rows";
import { addReading, correctReading } from "../odometer/steps";
import { notSavedMessage, throwFieldErrors } from "../records/field-errors";
import { settlePhotos } from "../records/photo-list";
import { passNotingAuthor } from "../records/record-save";
import { runDelete, runSave, type Lifecycle } from "../records/save";
import { changeAuthor, roleOf } from "../records/save-context";
import { checkWorkOrderReminders, fulfilReminders } from "../reminders/steps";
import { stockFollowsStatus } from "../stock-movements/steps";
import { followWorkOrderClock } from "../time-entries/steps";
import { settleVehicle, settleVehicleStatus, syncVehicleOdometer, workBefore } from "../vehicles/steps";
import { nextWorkOrderNumber } from "./numbers";
import { storedWorkOrder, vehicleRow } from "./rows";
import { totalCost } from "./totals";

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

function ownReading(app: core.App, workOrderId: string): string {
  return selectOne(app, OWN_READING_SQL, { id: "" }, { id: workOrderId })?.id ?? "";
}

/** Records (or corrects, when reopened and done again) the work order's own reading. */
function recordReading(app: core.App, record: core.Record): void {
  const own = ownReading(app, record.id);
  const km = record.getInt("odometer");
  if (own === "") {
    addReading(app, {
      vehicle: record.getString("vehicle"),
      km,
      source: "work_order",
      workOrder: record.id,
      createdBy: record.getString("updated_by"),
      readAt: record.getString("completed"),
    });
    return;
  }
  const reading = app.findRecordById(COLLECTIONS.odometerReadings, own);
  const left = reading.getString("vehicle");
  correctReading(app, reading, km, record.getString("vehicle"), record.getString("completed"));
  // Done again on another vehicle (reopened, put back to open, moved): the one its reading left
  // goes back to its own highest reading.
  if (left !== record.getString("vehicle")) syncVehicleOdometer(app, left, record.getString("updated_by"));
}

/** Entering done: an odometer, not below the vehicle's (its own earlier reading left out). */
function checkCompletion(app: core.App, record: core.Record): void {
  const km = record.getInt("odometer");
  if (km <= 0) refuse({ odometer: ODOMETER_REQUIRED });
  refuseBackwards(app, record.getString("vehicle"), km, "odometer", "work order", record.isNew() ? "" : ownReading(app, record.id));
}

/** What `before` hands to `after`. */
interface Noted {
  readonly workBefore: ReturnType<typeof workBefore>;
  readonly completing: boolean;
  /** The status stored before the save ("" for a new work order). */
  readonly from: string;
}

/** A done or cancelled work order keeps its photos: more may be added (a forgotten one), none removed. */
const CLOSED: readonly string[] = ["done", "cancelled"];

/** The checks and server fields of an update, judged from the work order as stored now. */
function beforeUpdate(app: core.App, record: core.Record, stored: core.Record): boolean {
  const from = stored.getString("status") as WorkOrderStatus;
  const to = record.getString("status");
  const vehicle = record.getString("vehicle");
  const errors: FieldErrors = {};
  const photos = settlePhotos(record, stored, PHOTOS_FIELD, PHOTOS_MAX.work_orders, "work order");
  if (photos.removed.length > 0 && CLOSED.includes(from) && CLOSED.includes(to)) errors.photos = CLOSED_PHOTOS_STAY;
  if (isWorkOrderStatus(to)) {
    const refusal = transitionRefusal(from, to);
    if (refusal) errors.status = refusal;
  }
  if (vehicle !== stored.getString("vehicle") && from !== "open") errors.vehicle = vehicleLockedError(from);
  if (from === "done" && to === "done" && record.getInt("odometer") !== stored.getInt("odometer")) errors.odometer = DONE_ODOMETER_FIXED;
  if (Object.keys(errors).length > 0) refuse(errors);
  // The router's role check read the status before the transaction: judged again from now.
  const role = roleOf(record);
  if (role !== "" && isReopening(from, to) && !can(role, "reopen", "work_orders")) {
    throw new ForbiddenError(refusalMessage("reopen", "work_orders"), {});
  }

  const now = pocketBaseDate(new Date());
  const completing = to === "done" && from !== "done";
  if (completing) checkCompletion(app, record);
  followWorkOrderClock(app, record.id, from, to);
  // What only the server sets, from the stored row: whatever the save carried is replaced.
  const started = stored.getString("started");
  record.set("number", stored.getInt("number"));
  record.set("total_cost", totalCost(app, record.id));
  record.set("started", started === "" && to === "in_progress" ? now : started);
  record.set("completed", to === "done" ? (completing ? now : stored.getString("completed")) : "");
  return completing;
}

/** The fields of a new work order that only the server sets. */
function beforeCreate(app: core.App, record: core.Record): void {
  const status = record.getString("status");
  if (!STARTING_STATUSES.includes(status as WorkOrderStatus)) refuse({ status: STARTS_OPEN });
  record.set("number", nextWorkOrderNumber(app));
  record.set("total_cost", 0);
  record.set("started", status === "in_progress" ? pocketBaseDate(new Date()) : "");
  record.set("completed", "");
}

const LIFECYCLE: Lifecycle<Noted> = {
  what: "work order",
  written: [...WORK_ORDER_INPUT_FIELDS, "reminders", PHOTOS_FIELD],
  before(app, record, stored) {
    let completing = false;
    if (stored === null) beforeCreate(app, record);
    else completing = beforeUpdate(app, record, stored);
    copyPlate(app, record);
    checkWorkOrderReminders(app, record);
    const vehicles = stored === null ? [record.getString("vehicle")] : [stored.getString("vehicle"), record.getString("vehicle")];
    return { workBefore: workBefore(app, vehicles), completing, from: stored?.getString("status") ?? "" };
  },
  after(app, record, stored, noted) {
    stockFollowsStatus(app, record, stored);
    followWorkOrder(app, record.id, noted.from, record.getString("status"), record.getString("completed"));
    if (noted.completing) recordReading(app, record);
    // Whoever changed the work order changed what follows from it (docs/decisions/live-notices.md).
    // Done, its vehicle's odometer and status change in one save.
    const odometer = noted.completing ? { vehicle: record.getString("vehicle") } : null;
    settleVehicle(app, noted.workBefore, record.getString("updated_by"), odometer);
    // After the odometer: a reminder due by km is judged by the new one.
    if (noted.completing) fulfilReminders(app, record);
    forgetWorkOrderFigures(app);
  },
};

/** `onRecordCreateExecute` and `onRecordUpdateExecute` of work orders. */
export function storeWorkOrder(e: core.RecordEvent): void {
  runSave(e, LIFECYCLE);
}

const ITEM_COUNT_SQL = `SELECT COUNT(*) AS [[count]] FROM {{${COLLECTIONS.workOrderItems}}} WHERE [[work_order]] = {:id}`;

/**
 * `onRecordDeleteExecute` of work orders: one with items goes only while open or cancelled (its
 * items go with it); its vehicle's status follows.
 */
export function deleteWorkOrder(e: core.RecordEvent): void {
  let before: ReturnType<typeof workBefore> = new Map();
  runDelete(e, {
    before(app, record) {
      const status = (storedWorkOrder(app, record.id)?.status ?? record.getString("status")) as WorkOrderStatus;
      if (status !== "open" && status !== "cancelled" && count(app, ITEM_COUNT_SQL, { id: record.id }) > 0) {
        throw new BadRequestError("The work order was not deleted.", { id: new ValidationError("has_items", hasItemsError(status).message) });
      }
      before = workBefore(app, [record.getString("vehicle")]);
    },
    after(app, record) {
      settleVehicleStatus(app, before, changeAuthor(record) ?? "");
      forgetWorkOrderFigures(app);
    },
  });
}

/** `onRecordDeleteRequest` of work orders: who makes the change, for the history. */
export function deleteWorkOrderRequest(e: core.RecordRequestEvent): void {
  passNotingAuthor(e);
}
