// What a vehicle's changes mean for its reminders (PRODUCT.md "Reminders"), in the vehicle
// save's transaction: a new vehicle gets its category's service plan; an odometer that moved
// (a reading, the vehicle form, a done work order: all of them save the vehicle) re-states its
// reminders due by km; a new category reaches the due list's copy.

import { storedDay, today } from "@shared/dates";
import { COLLECTIONS } from "@shared/records";
import { planOf } from "./plans";
import { currentState } from "./state";

const CATEGORY_COPIES_SQL = `UPDATE {{${COLLECTIONS.reminders}}} SET [[category]] = {:category} WHERE [[vehicle]] = {:vehicle}`;

/** Re-saves the vehicle's reminders due by km whose state the odometer changed (a save: live pages see it). */
export function restateByOdometer(app: core.App, vehicleId: string, odometer: number): void {
  const day = today();
  const reminders = app.findRecordsByFilter(COLLECTIONS.reminders, "vehicle = {:vehicle} && due_km > 0 && state != 'done'", "", 0, 0, {
    vehicle: vehicleId,
  });
  for (const reminder of reminders) {
    if (reminder && currentState(reminder, day, odometer) !== reminder.getString("state")) app.save(reminder);
  }
}

/** Gives a new vehicle the reminders of its category's service plan, done today at its odometer. */
function givePlan(app: core.App, vehicle: core.Record): void {
  const plan = planOf(app, vehicle.getString("category"));
  if (plan.length === 0) return;
  const collection = app.findCachedCollectionByNameOrId(COLLECTIONS.reminders);
  for (const item of plan) {
    const reminder = new Record(collection);
    reminder.set("vehicle", vehicle.id);
    reminder.set("title", item.title);
    reminder.set("every_months", item.every_months);
    reminder.set("every_km", item.every_km);
    reminder.set("last_done_date", storedDay(today()));
    reminder.set("last_done_km", vehicle.getInt("odometer"));
    app.save(reminder);
  }
}

/**
 * After a vehicle is written (its own execute hook, work-orders/vehicle-guards.ts, in its
 * transaction): a new one gets its plan; a changed category or odometer reaches its reminders.
 */
export function followVehicle(app: core.App, record: core.Record, original: core.Record | null): void {
  if (original === null) {
    givePlan(app, record);
    return;
  }
  if (original.getString("category") !== record.getString("category")) {
    app.db().newQuery(CATEGORY_COPIES_SQL).bind({ category: record.getString("category"), vehicle: record.id }).execute();
  }
  if (original.getInt("odometer") !== record.getInt("odometer")) restateByOdometer(app, record.id, record.getInt("odometer"));
}
