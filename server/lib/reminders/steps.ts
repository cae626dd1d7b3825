// What other saves do to reminders (docs/product.md "Reminders"), as steps of those saves
// (server/lib/records/steps.ts), each computing the reminder's state as its own lifecycle would
// (state.ts) before it is written:
// - a new vehicle gets its category's service plan, done today at its odometer;
// - a vehicle's odometer that moved (a reading, the vehicle form, a done work order) re-states its
//   reminders due by km;
// - a work order names reminders of its own vehicle (refused otherwise); when it becomes done,
//   each is marked done at its completion date and odometer: a recurring one rolls forward, a
//   one-off one becomes done. Reopening does not undo it.

import { dayOf, storedDay, today } from "@shared/dates";
import { COLLECTIONS } from "@shared/records";
import { REMINDER_NOT_FOUND, REMINDER_OTHER_VEHICLE } from "@shared/validation";
import { select } from "../db/sql";
import { notSavedMessage, throwFieldErrors } from "../records/field-errors";
import { saveStep } from "../records/steps";
import { planOf } from "./plans";
import { computeReminder, currentState, vehicleFacts } from "./state";

/** Computes a reminder's state against its vehicle as stored now, and saves it as a step. */
function saveComputed(app: core.App, reminder: core.Record): void {
  const vehicle = vehicleFacts(app, reminder.getString("vehicle"));
  if (vehicle === null) return; // its vehicle is being deleted with it
  computeReminder(reminder, reminder.isNew() ? null : reminder.original(), vehicle, today());
  saveStep(app, reminder);
}

/** Re-states the vehicle's reminders due by km whose state the odometer changed. */
export function restateByOdometer(app: core.App, vehicleId: string, odometer: number): void {
  const day = today();
  const reminders = app.findRecordsByFilter(COLLECTIONS.reminders, "vehicle = {:vehicle} && due_km > 0 && state != 'done'", "", 0, 0, {
    vehicle: vehicleId,
  });
  for (const reminder of reminders) {
    if (reminder && currentState(reminder, day, odometer) !== reminder.getString("state")) saveComputed(app, reminder);
  }
}

/** Gives a new vehicle the reminders of its category's service plan, done today at its odometer. */
export function givePlan(app: core.App, vehicle: core.Record): void {
  const plan = planOf(app, vehicle.getString("category"));
  if (plan.length === 0) return;
  const collection = app.findCachedCollectionByNameOrId(COLLECTIONS.reminders);
  for (const item of plan) {
    const reminder = new Record(collection);
    reminder.load({
      vehicle: vehicle.id,
      title: item.title,
      every_months: item.every_months,
      every_km: item.every_km,
      last_done_date: storedDay(today()),
      last_done_km: vehicle.getInt("odometer"),
    });
    saveComputed(app, reminder);
  }
}

const REMINDER_VEHICLES_SQL = `SELECT [[id]], [[vehicle]] FROM {{${COLLECTIONS.reminders}}}
  WHERE [[id]] IN (SELECT [[value]] FROM json_each({:ids}))`;

function namedReminders(record: core.Record): string[] {
  return record.getStringSlice("reminders") ?? [];
}

/** Before a work order is written: the reminders it names are its vehicle's (else a 400 at `reminders`). */
export function checkWorkOrderReminders(app: core.App, record: core.Record): void {
  const ids = namedReminders(record);
  if (ids.length === 0) return;
  const rows = select(app, REMINDER_VEHICLES_SQL, { id: "", vehicle: "" }, { ids: JSON.stringify(ids) });
  const vehicle = record.getString("vehicle");
  let error = rows.length < new Set(ids).size ? REMINDER_NOT_FOUND : null;
  if (rows.some((row) => row.vehicle !== vehicle)) error = REMINDER_OTHER_VEHICLE;
  if (error !== null) throwFieldErrors(notSavedMessage("work order", { reminders: error }), { reminders: error });
}

/** After a work order entered done: each of its reminders is done at its completion date and odometer. */
export function fulfilReminders(app: core.App, record: core.Record): void {
  const date = record.getString("completed");
  for (const id of namedReminders(record)) {
    const reminder = app.findRecordById(COLLECTIONS.reminders, id);
    reminder.set("last_done_date", storedDay(dayOf(date)));
    reminder.set("last_done_km", record.getInt("odometer"));
    const recurring = reminder.getInt("every_months") > 0 || reminder.getInt("every_km") > 0;
    if (!recurring) reminder.set("state", "done");
    saveComputed(app, reminder);
  }
}
