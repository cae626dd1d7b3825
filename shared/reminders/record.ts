// A reminder as the API returns it: the fields staff write (shared/validation/reminder.ts) and
// the server's (PocketBase's date texts, 0 for an empty number).

import type { ReminderValues } from "../validation/reminder";
import type { ReminderState } from "./due";

export interface Reminder extends ReminderValues {
  id: string;
  collectionId: string;
  collectionName: "reminders";
  created: string;
  updated: string;
  state: ReminderState;
  /** 1 overdue, 2 due soon, 3 ok, 4 done: what the due list sorts by. */
  urgency: number;
  soon_date: string;
  soon_at_km: number;
  /** The vehicle's category (kept by the server). */
  category: string;
  /** The vehicle document whose expiry this reminder follows ("Renew: …"), "" for any other. */
  document: string;
  expand?: { vehicle?: { id: string; plate: string; make: string; model: string; odometer: number; category: string } };
}
