// Fulfilment (PRODUCT.md "Reminders"): a work order names reminders of its own vehicle (refused
// otherwise, on every path); when it becomes done, each is marked done at the work order's
// completion date and odometer, in the same transaction. A recurring one rolls forward, a
// one-off one becomes done. Reopening does not undo it. Called from the work orders' own execute
// hooks (server/lib/work-orders/lifecycle.ts): one JS engine per save, not one more handler.

import { dayOf, storedDay } from "@shared/dates";
import { COLLECTIONS } from "@shared/records";
import { REMINDER_NOT_FOUND, REMINDER_OTHER_VEHICLE } from "@shared/validation";
import { throwFieldErrors, notSavedMessage } from "../records/field-errors";
import { select } from "../db/sql";

const REMINDER_VEHICLES_SQL = `SELECT [[id]], [[vehicle]] FROM {{${COLLECTIONS.reminders}}}
  WHERE [[id]] IN (SELECT [[value]] FROM json_each({:ids}))`;

function namedReminders(record: core.Record): string[] {
  return record.getStringSlice("reminders") ?? [];
}

/** Refuses reminders that are missing or of another vehicle, at `reminders`. */
function checkSameVehicle(app: core.App, record: core.Record, ids: readonly string[]): void {
  if (ids.length === 0) return;
  const rows = select(app, REMINDER_VEHICLES_SQL, { id: "", vehicle: "" }, { ids: JSON.stringify(ids) });
  const vehicle = record.getString("vehicle");
  let error = rows.length < new Set(ids).size ? REMINDER_NOT_FOUND : null;
  if (rows.some((row) => row.vehicle !== vehicle)) error = REMINDER_OTHER_VEHICLE;
  if (error !== null) throwFieldErrors(notSavedMessage("work order", { reminders: error }), { reminders: error });
}

/** Marks one reminder done at `date` (PocketBase's date text) and `km`. */
function markDone(app: core.App, id: string, date: string, km: number): void {
  const reminder = app.findRecordById(COLLECTIONS.reminders, id);
  reminder.set("last_done_date", storedDay(dayOf(date)));
  reminder.set("last_done_km", km);
  const recurring = reminder.getInt("every_months") > 0 || reminder.getInt("every_km") > 0;
  if (!recurring) reminder.set("state", "done");
  app.save(reminder);
}

/** Before a work order is written (its execute hook, lifecycle.ts): its reminders are its vehicle's. */
export function checkWorkOrderReminders(app: core.App, record: core.Record): void {
  checkSameVehicle(app, record, namedReminders(record));
}

/** After a work order entered done (lifecycle.ts, same transaction): each of its reminders is done. */
export function fulfilReminders(app: core.App, record: core.Record): void {
  for (const id of namedReminders(record)) markDone(app, id, record.getString("completed"), record.getInt("odometer"));
}
