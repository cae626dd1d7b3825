// Fulfilment (PRODUCT.md "Reminders"): a work order names reminders of its own vehicle (refused
// otherwise, on every path); when it becomes done, each is marked done at the work order's
// completion date and odometer, in the same transaction. A recurring one rolls forward, a
// one-off one becomes done. Reopening does not undo it.

import { COLLECTIONS } from "@shared/records";
import { REMINDER_NOT_FOUND, REMINDER_OTHER_VEHICLE } from "@shared/validation";
import { throwFieldErrors, notSavedMessage } from "../field-errors";
import { select } from "../sql-rows";
import { inTransaction } from "../transaction";

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
  reminder.set("last_done_date", `${date.slice(0, 10)} 00:00:00.000Z`);
  reminder.set("last_done_km", km);
  const recurring = reminder.getInt("every_months") > 0 || reminder.getInt("every_km") > 0;
  if (!recurring) reminder.set("state", "done");
  app.save(reminder);
}

/** `onRecordCreateExecute` and `onRecordUpdateExecute` of work orders (with the work orders' own). */
export function followWorkOrder(e: core.RecordEvent): void {
  inTransaction(e, (app) => {
    const record = e.record!;
    const ids = namedReminders(record);
    const before = record.isNew() ? "" : record.original().getString("status");
    checkSameVehicle(app, record, ids);
    e.next();
    if (record.getString("status") !== "done" || before === "done") return;
    for (const id of ids) markDone(app, id, record.getString("completed"), record.getInt("odometer"));
  });
}
