// Demo reminders: each vehicle gets its category's service plan, as "Apply to existing vehicles"
// would have given it some time ago, and as the workshop has kept it since: last done at the
// vehicle's latest done work of that title, or (work from before the workshop used the app) at
// some point within about one interval back. So a new install's reminders page and dashboard
// show what a real one does: most reminders ok, some due soon, some overdue. State and due
// points are computed by the shared due arithmetic the server uses (shared/reminders/due.ts).
// Retired vehicles get none. Pure: unit-tested in Node.

import {
  addDays,
  DEFAULT_SOON_DAYS,
  DEFAULT_SOON_KM,
  dueState,
  nextDue,
  REMINDER_URGENCY,
  soonDate,
  soonKm,
  type DuePoint,
  type ReminderState,
} from "@shared/reminders";
import type { ReminderValues, ServicePlanItem } from "@shared/validation";
import { DAY_MS, dayAt } from "@shared/dates";
import type { CategoryRow, DemoOptions, VehicleRow } from "./generate";
import { createRandom } from "./random";
import { childId, type VehicleWork } from "./work";

/** A reminder row as stored (server/migrations/1796000200): the fields staff write, and the server's. */
export type ReminderRow = { id: string } & ReminderValues & {
  state: ReminderState;
  urgency: number;
  soon_date: string;
  soon_at_km: number;
  category: string;
  created: string;
  updated: string;
};

export interface ReminderGenerator {
  forVehicle(vehicle: VehicleRow, work: VehicleWork): ReminderRow[];
}

/** How a stored date looks ("" stays ""). */
function stored(day: string): string {
  return day === "" ? "" : `${day} 00:00:00.000Z`;
}

/** Where a vehicle's reminders start numbering their ids (its readings use 0). */
const FIRST_CHILD = 1;
/** How far back, in intervals, a reminder not done by the app was last done: past 1 is overdue. */
const MOST_INTERVALS_BACK = 1.15;
const MONTH_DAYS = 30.44;

export function createReminderGenerator(options: DemoOptions, categories: readonly CategoryRow[]): ReminderGenerator {
  // Its own stream: the vehicles and their work stay what they were for a seed.
  const random = createRandom(options.seed * 15_485_863 + 7);
  const end = options.now.getTime();
  const today = dayAt(options.now);
  const plans = new Map(categories.map((row) => [row.id, row.service_plan]));
  const margins = { soon_days: DEFAULT_SOON_DAYS, soon_km: DEFAULT_SOON_KM };

  // The same few hundred days and intervals come up again and again: their date arithmetic (a
  // few Date objects each, slow in PocketBase's JS engine) is done once.
  const daysBack = new Map<number, string>();
  const dueDays = new Map<string, string>();
  function dayBack(days: number): string {
    let day = daysBack.get(days);
    if (day === undefined) daysBack.set(days, (day = addDays(today, -days)));
    return day;
  }
  function dueFrom(item: ServicePlanItem, last: { day: string; km: number }): DuePoint {
    if (item.every_months === 0) return nextDue(item, { date: last.day, km: last.km });
    const key = `${last.day}|${item.every_months}`;
    let due_date = dueDays.get(key);
    if (due_date === undefined) dueDays.set(key, (due_date = nextDue(item, { date: last.day, km: 0 }).due_date));
    return { due_date, due_km: item.every_km > 0 ? last.km + item.every_km : 0 };
  }

  /** The vehicle's latest done work order of each title: when and at what reading. */
  function lastDone(work: VehicleWork): Map<string, { day: string; km: number }> {
    const done = new Map<string, { day: string; km: number }>();
    for (const workOrder of work.workOrders) {
      if (workOrder.status !== "done") continue;
      const day = workOrder.completed.slice(0, 10);
      const known = done.get(workOrder.title);
      if (!known || known.day < day) done.set(workOrder.title, { day, km: workOrder.odometer });
    }
    return done;
  }

  return {
    forVehicle(vehicle, work) {
      const plan: readonly ServicePlanItem[] = plans.get(vehicle.category) ?? [];
      if (plan.length === 0 || vehicle.status === "retired") return [];
      const km = vehicle.odometer;
      // Kilometres rise evenly from the model year (or five years back) to today's reading, as in work.ts.
      const born = Date.UTC(vehicle.year > 0 ? vehicle.year : options.now.getUTCFullYear() - 5, 0, 1);
      const perMs = km / Math.max(end - born, 365 * DAY_MS);
      const done = lastDone(work);
      const rows: ReminderRow[] = [];
      plan.forEach((item, i) => {
        let last = done.get(item.title);
        if (!last) {
          const intervalDays = (item.every_months > 0 ? item.every_months : 12) * MONTH_DAYS;
          const back = Math.min(Math.floor(random.next() * MOST_INTERVALS_BACK * intervalDays), Math.floor((end - born) / DAY_MS));
          last = { day: dayBack(back), km: Math.max(0, Math.round(km - perMs * back * DAY_MS)) };
        }
        const due = dueFrom(item, last);
        const state = dueState(due, margins, today, km);
        rows.push({
          id: childId(vehicle.id, FIRST_CHILD + i),
          vehicle: vehicle.id,
          title: item.title,
          every_months: item.every_months,
          every_km: item.every_km,
          due_date: stored(due.due_date),
          due_km: due.due_km,
          last_done_date: stored(last.day),
          last_done_km: last.km,
          soon_days: margins.soon_days,
          soon_km: margins.soon_km,
          state,
          urgency: REMINDER_URGENCY[state],
          soon_date: stored(soonDate(due, margins)),
          soon_at_km: soonKm(due, margins),
          category: vehicle.category,
          created: vehicle.created,
          updated: vehicle.created > stored(last.day) ? vehicle.created : stored(last.day),
        });
      });
      return rows;
    },
  };
}
