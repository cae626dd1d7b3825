// The dashboard's day of each technician (docs/product.md "Time on jobs"): the work orders they
// clocked time on since the start of the asker's day, the minutes (a running clock up to now)
// and the job their clock runs on now. The entries that touch the day started at most 16 hours
// before it: one range of the `started` index.

import { COLLECTIONS } from "@shared/records";
import { minutesBetween, TIME_ENTRY_MAX_MS, timeOf } from "@shared/time/clock";
import { pocketBaseDate } from "@shared/dates";
import type { TechnicianDay } from "@shared/time/figures";
import { select } from "../db/sql";

const TODAY_SQL = `SELECT t.[[employee]] AS [[employee]], t.[[work_order]] AS [[work_order]], t.[[started]] AS [[started]],
    t.[[ended]] AS [[ended]], COALESCE(w.[[number]], 0) AS [[number]]
  FROM {{${COLLECTIONS.timeEntries}}} t LEFT JOIN {{${COLLECTIONS.workOrders}}} w ON w.[[id]] = t.[[work_order]]
  WHERE t.[[started]] >= {:earliest} AND (t.[[ended]] = '' OR t.[[ended]] > {:since})`;

// The ids of who clocked time are bound as one JSON text, never spliced into the SQL.
const PEOPLE_SQL = `SELECT [[id]], [[name]] FROM {{${COLLECTIONS.employees}}}
  WHERE [[role]] = 'technician' OR [[id]] IN (SELECT [[value]] FROM json_each({:ids}))`;

/** Each technician's day (and anyone else's who clocked time in it), by name. */
export function techniciansToday(app: core.App, since: Date, now: Date): TechnicianDay[] {
  const sinceMs = since.getTime();
  const rows = select(
    app,
    TODAY_SQL,
    { employee: "", work_order: "", started: "", ended: "", number: 0 },
    { earliest: pocketBaseDate(sinceMs - TIME_ENTRY_MAX_MS), since: pocketBaseDate(sinceMs) },
  );
  const days = new Map<string, { jobs: Set<string>; minutes: number; running: number }>();
  for (const row of rows) {
    const day = days.get(row.employee) ?? { jobs: new Set<string>(), minutes: 0, running: 0 };
    const end = row.ended === "" ? now.getTime() : timeOf(row.ended);
    day.minutes += minutesBetween(Math.max(timeOf(row.started), sinceMs), end);
    day.jobs.add(row.work_order);
    if (row.ended === "") day.running = row.number;
    days.set(row.employee, day);
  }
  const people = select(app, PEOPLE_SQL, { id: "", name: "" }, { ids: JSON.stringify([...days.keys()]) });
  return people
    .map((person) => {
      const day = days.get(person.id);
      return { id: person.id, name: person.name, jobs: day?.jobs.size ?? 0, minutes: day?.minutes ?? 0, running: day?.running ?? 0 };
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1));
}
