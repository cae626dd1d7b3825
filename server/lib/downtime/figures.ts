// Downtime figures (docs/product.md "Time on jobs") from the status periods (periods.ts), summed
// by SQLite over their indexes, never read into the JS engine row by row:
// - a vehicle's days In workshop and Out of service in the last year ((vehicle, started) index);
// - the fleet's availability over the last 30 days: available vehicle-time ÷ vehicle-time not
//   retired. The periods that touch the window are those still open (one per vehicle) and those
//   that ended in it, two ranges of the (ended, status, started) index, read without the table;
// - the mean time from a work order's start to done over the last 90 days, from the
//   (status, completed, total_cost, started) index of work orders alone (migration 1796200400).

import { DAY_MS, pocketBaseDate } from "@shared/dates";
import { AVAILABILITY_WINDOW_DAYS, MEAN_TO_DONE_WINDOW_DAYS, OFF_ROAD_WINDOW_DAYS, type TimeFigures, type VehicleDowntime } from "@shared/time/figures";
import { select, selectOne } from "../db/sql";

const PERIODS = "vehicle_status_periods";

/** Milliseconds of each period within [since, until], summed by status. */
const OVERLAP = "SUM(MIN(COALESCE([[ended]], {:until}), {:until}) - MAX([[started]], {:since}))";

const VEHICLE_SQL = `SELECT [[status]], ${OVERLAP} AS [[ms]] FROM ${PERIODS}
  WHERE [[vehicle]] = {:vehicle} AND [[started]] < {:until} AND ([[ended]] IS NULL OR [[ended]] > {:since})
  GROUP BY [[status]]`;

// Two ranges of the (ended, status, started) index: the open periods, and those ended in the window.
const FLEET_SQL = `SELECT [[status]], SUM([[ms]]) AS [[ms]] FROM (
    SELECT [[status]], ${OVERLAP} AS [[ms]] FROM ${PERIODS} WHERE [[ended]] IS NULL AND [[started]] < {:until} GROUP BY [[status]]
    UNION ALL
    SELECT [[status]], ${OVERLAP} AS [[ms]] FROM ${PERIODS} WHERE [[ended]] > {:since} AND [[started]] < {:until} GROUP BY [[status]]
  ) GROUP BY [[status]]`;

const MEAN_TO_DONE_SQL = `SELECT COUNT(*) AS [[count]],
    COALESCE(AVG(julianday([[completed]]) - julianday([[started]])), 0) AS [[days]]
  FROM {{work_orders}} WHERE [[status]] = 'done' AND [[completed]] >= {:since} AND [[started]] != ''`;

function days(ms: number): number {
  return Math.round((ms / DAY_MS) * 10) / 10;
}

function byStatus(rows: readonly { status: string; ms: number }[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row.status, (sums.get(row.status) ?? 0) + Math.max(0, row.ms));
  return sums;
}

/** A vehicle's days off the road in the year up to `now`. */
export function vehicleDowntime(app: core.App, vehicleId: string, now: Date): VehicleDowntime {
  const until = now.getTime();
  const since = until - OFF_ROAD_WINDOW_DAYS * DAY_MS;
  const sums = byStatus(select(app, VEHICLE_SQL, { status: "", ms: 0 }, { vehicle: vehicleId, since, until }));
  const inWorkshop = sums.get("in_service") ?? 0;
  const outOfService = sums.get("out_of_service") ?? 0;
  return {
    since: pocketBaseDate(since),
    until: pocketBaseDate(until),
    daysOffRoad: days(inWorkshop + outOfService),
    daysInWorkshop: days(inWorkshop),
    daysOutOfService: days(outOfService),
  };
}

/** The fleet's availability over the 30 days up to `now`. */
export function fleetAvailability(app: core.App, now: Date): TimeFigures["availability"] {
  const until = now.getTime();
  const since = until - AVAILABILITY_WINDOW_DAYS * DAY_MS;
  const sums = byStatus(select(app, FLEET_SQL, { status: "", ms: 0 }, { since, until }));
  let inFleet = 0;
  sums.forEach((ms, status) => {
    if (status !== "retired") inFleet += ms;
  });
  return { since: pocketBaseDate(since), share: inFleet > 0 ? (sums.get("available") ?? 0) / inFleet : null };
}

/** The mean time from start to done of the work done in the 90 days up to `now`. */
export function meanTimeToDone(app: core.App, now: Date): TimeFigures["meanToDone"] {
  const since = pocketBaseDate(now.getTime() - MEAN_TO_DONE_WINDOW_DAYS * DAY_MS);
  const row = selectOne(app, MEAN_TO_DONE_SQL, { count: 0, days: -0 }, { since });
  const count = row?.count ?? 0;
  return { since, hours: count > 0 ? Math.round((row?.days ?? 0) * 24 * 10) / 10 : null, workOrders: count };
}
