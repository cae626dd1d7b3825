// The demo's time on jobs (docs/decisions/time-on-jobs.md): believable clocked time and each
// vehicle's status periods, written by INSERT … SELECTs over the rows just loaded (as the
// demo's history is), so that the timesheet, labour and downtime figures have something to show.
// - Each work order done in the last 90 days gets one stretch of its technician's (its assignee,
//   else who completed it), from its start, as long as its labour lines say (at least a quarter
//   hour, never past its completion nor 16 hours).
// - Each vehicle was available since it was made, in the workshop during each of its done work
//   orders, and is in its present status since its work began (or since it was last changed).
//   The triggers of migration 1796200410 add each period to the sums by day as it goes in.

import { COLLECTIONS } from "@shared/records";
import { TIME_ENTRY_MAX_MINUTES } from "@shared/time/clock";

const RECENT_DAYS = 90;
const PERIODS = "vehicle_status_periods";

/** Milliseconds of PocketBase's date text, in SQL. */
const ms = (column: string): string => `CAST(ROUND((julianday(${column}) - 2440587.5) * 86400000) AS INTEGER)`;

const LABOUR_MINUTES = `(SELECT ROUND(SUM(i.[[quantity]]) * 60) FROM {{${COLLECTIONS.workOrderItems}}} i WHERE i.[[work_order]] = w.[[id]] AND i.[[kind]] = 'labour')`;
const SPAN_MINUTES = "CAST((julianday(w.[[completed]]) - julianday(w.[[started]])) * 1440 AS INTEGER)";

const TIME_SQL = `
  WITH stretches AS (
    SELECT w.[[id]] AS work_order, COALESCE(NULLIF(w.[[assignee]], ''), w.[[updated_by]]) AS employee, w.[[started]] AS started,
      MAX(1, MIN(${TIME_ENTRY_MAX_MINUTES}, ${SPAN_MINUTES}, MAX(15, COALESCE(${LABOUR_MINUTES}, 60)))) AS minutes
    FROM {{${COLLECTIONS.workOrders}}} w
    WHERE w.[[status]] = 'done' AND w.[[started]] != '' AND w.[[completed]] > strftime('%Y-%m-%d %H:%M:%fZ', 'now', '-${RECENT_DAYS} days')
  )
  INSERT INTO {{${COLLECTIONS.timeEntries}}} ([[id]], [[work_order]], [[employee]], [[started]], [[ended]], [[minutes]], [[note]], [[created]], [[updated]])
  SELECT substr(s.work_order, 1, 12) || 'te0', s.work_order, s.employee, s.started,
    strftime('%Y-%m-%d %H:%M:%fZ', julianday(s.started) + s.minutes / 1440.0), s.minutes, '', s.started, s.started
  FROM stretches s WHERE s.employee != '' AND s.employee IN (SELECT [[id]] FROM {{${COLLECTIONS.employees}}})`;

const PERIODS_SQL = `
  WITH starts AS (
    SELECT v.[[id]] AS vehicle, 'available' AS status, ${ms("v.[[created]]")} AS at FROM {{${COLLECTIONS.vehicles}}} v
    UNION ALL
    SELECT w.[[vehicle]], 'in_service', ${ms("w.[[started]]")} FROM {{${COLLECTIONS.workOrders}}} w WHERE w.[[status]] = 'done' AND w.[[started]] != ''
    UNION ALL
    SELECT w.[[vehicle]], 'available', ${ms("w.[[completed]]")} FROM {{${COLLECTIONS.workOrders}}} w WHERE w.[[status]] = 'done' AND w.[[completed]] != ''
    UNION ALL
    SELECT v.[[id]], v.[[status]], MAX(
      ${ms(`COALESCE((SELECT MAX(w.[[started]]) FROM {{${COLLECTIONS.workOrders}}} w WHERE w.[[vehicle]] = v.[[id]] AND w.[[started]] != '' AND w.[[status]] IN ('in_progress', 'waiting_parts')), v.[[updated]])`)},
      COALESCE((SELECT MAX(${ms("w.[[completed]]")}) FROM {{${COLLECTIONS.workOrders}}} w WHERE w.[[vehicle]] = v.[[id]] AND w.[[completed]] != ''), 0) + 1)
    FROM {{${COLLECTIONS.vehicles}}} v WHERE v.[[status]] != 'available'
  )
  INSERT INTO ${PERIODS} ([[vehicle]], [[status]], [[started]], [[ended]])
  SELECT vehicle, status, at, LEAD(at) OVER (PARTITION BY vehicle ORDER BY at, status = 'available' DESC) FROM starts`;

/** Writes the demo's clocked time and status periods; gives how many stretches of work. */
export function writeDemoTime(app: Pick<core.App, "db">): number {
  app.db().newQuery(`DELETE FROM ${PERIODS}`).execute();
  app.db().newQuery(PERIODS_SQL).execute();
  return Number(app.db().newQuery(TIME_SQL).execute().rowsAffected());
}
