// A reminder's stored due point and state (docs/product.md "Reminders"), computed by the shared due
// arithmetic (shared/reminders/) from its schedule, when it was last done and its vehicle's
// odometer. Every save of a reminder passes here (reminders' execute hook), whatever made it:
// a form, the API, the dashboard (lifecycle.ts), fulfilment, a vehicle's odometer (steps.ts).

import { dayOf, storedDay } from "@shared/dates";
import { COLLECTIONS } from "@shared/records";
import {
  dueState,
  isRecurring,
  nextDue,
  REMINDER_URGENCY,
  soonDate,
  soonKm,
  DEFAULT_SOON_DAYS,
  DEFAULT_SOON_KM,
  type DuePoint,
  type ReminderState,
} from "@shared/reminders";
import { selectOne } from "../db/sql";

export interface VehicleFacts {
  readonly odometer: number;
  readonly category: string;
}

const VEHICLE_SQL = `SELECT [[odometer]], [[category]] FROM {{${COLLECTIONS.vehicles}}} WHERE [[id]] = {:id} LIMIT 1`;

export function vehicleFacts(app: core.App, id: string): VehicleFacts | null {
  if (id === "") return null;
  return selectOne(app, VEHICLE_SQL, { odometer: 0, category: "" }, { id });
}

function duePointOf(record: core.Record): DuePoint {
  return { due_date: dayOf(record.getString("due_date")), due_km: record.getInt("due_km") };
}

function margins(record: core.Record): { soon_days: number; soon_km: number } {
  return { soon_days: record.getInt("soon_days") || DEFAULT_SOON_DAYS, soon_km: record.getInt("soon_km") || DEFAULT_SOON_KM };
}

/** What the state of a stored reminder is now, for the vehicle at `odometer` (done stays done). */
export function currentState(record: core.Record, day: string, odometer: number): ReminderState {
  if (record.getString("state") === "done") return "done";
  return dueState(duePointOf(record), margins(record), day, odometer);
}

/**
 * Sets the server's fields of a reminder about to be written: defaults (last done today, at the
 * vehicle's odometer when new; the margins), the due point (computed for a recurring one), the
 * state, and the copies the due list reads. A one-off marked done stays done while its due
 * point is unchanged; given a new one, it is due again. `before` is the reminder as stored before
 * this save (null for a new one).
 */
export function computeReminder(record: core.Record, before: core.Record | null, vehicle: VehicleFacts, day: string): void {
  const schedule = { every_months: record.getInt("every_months"), every_km: record.getInt("every_km") };
  if (record.getString("last_done_date") === "") record.set("last_done_date", storedDay(day));
  if (before === null && record.getInt("last_done_km") === 0) record.set("last_done_km", vehicle.odometer);
  const marginValues = margins(record);
  record.set("soon_days", marginValues.soon_days);
  record.set("soon_km", marginValues.soon_km);

  let due: DuePoint;
  let done = false;
  if (isRecurring(schedule)) {
    due = nextDue(schedule, { date: dayOf(record.getString("last_done_date")), km: record.getInt("last_done_km") });
  } else {
    due = duePointOf(record);
    const unchanged =
      before === null ||
      (dayOf(before.getString("due_date")) === due.due_date && before.getInt("due_km") === due.due_km && !isRecurring({
        every_months: before.getInt("every_months"),
        every_km: before.getInt("every_km"),
      }));
    done = record.getString("state") === "done" && unchanged;
  }
  const state: ReminderState = done ? "done" : dueState(due, marginValues, day, vehicle.odometer);
  record.set("due_date", storedDay(due.due_date));
  record.set("due_km", due.due_km);
  record.set("soon_date", storedDay(soonDate(due, marginValues)));
  record.set("soon_at_km", soonKm(due, marginValues));
  record.set("state", state);
  record.set("urgency", REMINDER_URGENCY[state]);
  record.set("category", vehicle.category);
}
