// Downtime figures (docs/product.md "Time on jobs") from the status periods (periods.ts), summed
// by SQLite over their indexes, never read into the JS engine row by row:
// - a vehicle's days In workshop and Out of service in the last year ((vehicle, started) index);
// - the fleet's availability over the last 30 days: available vehicle-time ÷ vehicle-time not
//   retired, from the kept sums by status and day (migration 1796200410) and the periods of the
//   window's first and last day;
// - the mean time from a work order's start to done over the last 90 days, from the sums kept by
//   day of completion (migration 1796200420) and the work orders done on the window's first day.

import { DAY_MS, dayOf, pocketBaseDate } from "@shared/dates";
import { HOUR_MS } from "@shared/time/clock";
import { AVAILABILITY_WINDOW_DAYS, MEAN_TO_DONE_WINDOW_DAYS, OFF_ROAD_WINDOW_DAYS, type TimeFigures, type VehicleDowntime } from "@shared/time/figures";
import { select, selectOne } from "../db/sql";

const PERIODS = "vehicle_status_periods";
const DAYS = "vehicle_status_days";

/** Milliseconds of each period within [since, until], summed by status. */
const OVERLAP = "SUM(MIN(COALESCE([[ended]], {:until}), {:until}) - MAX([[started]], {:since}))";

const VEHICLE_SQL = `SELECT [[status]], ${OVERLAP} AS [[ms]] FROM ${PERIODS}
  WHERE [[vehicle]] = {:vehicle} AND [[started]] < {:until} AND ([[ended]] IS NULL OR [[ended]] > {:since})
  GROUP BY [[status]]`;

/** Integers whatever the JS engine binds (a JS number may arrive as a float). */
const UNTIL = "CAST({:until} AS INTEGER)";

// The fleet's vehicle-time by status in the window [S, U] (U = now), exact to the millisecond:
// the same as summing each period's overlap with the window, MIN(ended or U, U) − MAX(started, S)
// over the periods that touch it, but from O(days) rows.
// - A period [started, ended) is two events: +1 at started, −1 at ended. N(t), the vehicles in a
//   status at t, is the sum of the signs of its events at or before t, and a period's overlap is
//   ∫ over [S, U] of its indicator, so the status's vehicle-time is ∫_S^U N(t) dt.
// - N is constant between events; each event e in (S, U] adds its sign σ for the rest of the
//   window: ∫_S^U N dt = N(S)·(U − S) + Σ_{S<t≤U} σ·(U − t) = N(S)·(U − S) + U·Δ − M, with Δ = Σσ
//   and M = Σσ·t over the events in (S, U]. Events after U (a clock set back, a change committed
//   after this request's now) count in neither, as periods started after U did not.
// - vehicle_status_days holds Δ and M of each whole UTC day. The days up to S's give N at the
//   end of S's day, less the events in (S, end of that day); the days strictly between S's day
//   and U's give their Δ and M; the events in (S, end of S's day) and in [start of U's day, U]
//   are read from the periods through the (started, status) and (ended, status, started)
//   indexes. The window is at least a day, so S's day comes before U's.
// Each row below gives n (towards N(S)), d (towards Δ) and m (towards M); the arithmetic stays
// in SQLite's 64-bit integers (U·Δ passes 2^53, where JS numbers stop being exact), and the result,
// at most the window times the fleet, is well inside.
const FLEET_SQL = `SELECT [[status]], SUM([[n]]) * (${UNTIL} - CAST({:since} AS INTEGER)) + ${UNTIL} * SUM([[d]]) - SUM([[m]]) AS [[ms]] FROM (
    SELECT [[status]], SUM(IIF([[day]] <= {:sinceDay}, [[delta]], 0)) AS [[n]],
      SUM(IIF([[day]] > {:sinceDay} AND [[day]] < {:untilDay}, [[delta]], 0)) AS [[d]],
      SUM(IIF([[day]] > {:sinceDay} AND [[day]] < {:untilDay}, [[moment]], 0)) AS [[m]]
    FROM ${DAYS} WHERE [[day]] < {:untilDay} GROUP BY [[status]]
    UNION ALL
    SELECT [[status]], -COUNT(*), COUNT(*), SUM([[started]]) FROM ${PERIODS} WHERE [[started]] > {:since} AND [[started]] < {:sinceDayEnd} GROUP BY [[status]]
    UNION ALL
    SELECT [[status]], COUNT(*), -COUNT(*), -SUM([[ended]]) FROM ${PERIODS} WHERE [[ended]] > {:since} AND [[ended]] < {:sinceDayEnd} GROUP BY [[status]]
    UNION ALL
    SELECT [[status]], 0, COUNT(*), SUM([[started]]) FROM ${PERIODS} WHERE [[started]] >= {:untilDayStart} AND [[started]] <= {:until} GROUP BY [[status]]
    UNION ALL
    SELECT [[status]], 0, -COUNT(*), -SUM([[ended]]) FROM ${PERIODS} WHERE [[ended]] >= {:untilDayStart} AND [[ended]] <= {:until} GROUP BY [[status]]
  ) GROUP BY [[status]]`;

// The mean time to done in the window [S, now]: the work orders done with a start, completed at
// or after S (PocketBase's date text, compared as text, as ever). The days after S's day come from
// the sums kept by day of completion (migration 1796200420: count and summed milliseconds from
// start to done, the ROUND of julianday's difference, exact); S's own day from the work orders
// done on it at or after S, through the (status, completed, …) index. Every completion text falls
// in exactly one of the two: its first ten characters after S's day, or equal to it.
const MEAN_TO_DONE_SQL = `SELECT COALESCE(SUM([[orders]]), 0) AS [[count]], COALESCE(SUM([[timed]]), 0) AS [[timed]], COALESCE(SUM([[ms]]), 0) AS [[ms]] FROM (
    SELECT [[orders]], [[timed]], [[ms]] FROM work_orders_done_days WHERE [[day]] > {:sinceDay}
    UNION ALL
    SELECT COUNT(*), COUNT([[elapsed]]), COALESCE(SUM([[elapsed]]), 0) FROM (
      SELECT CAST(ROUND((julianday([[completed]]) - julianday([[started]])) * 86400000) AS INTEGER) AS [[elapsed]] FROM {{work_orders}}
      WHERE [[status]] = 'done' AND [[completed]] >= {:since} AND [[completed]] < {:nextDay} AND substr([[completed]], 1, 10) = {:sinceDay} AND [[started]] != ''
    )
  )`;

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
  const sinceDay = Math.floor(since / DAY_MS);
  const untilDay = Math.floor(until / DAY_MS);
  const params = { since, until, sinceDay, untilDay, sinceDayEnd: (sinceDay + 1) * DAY_MS, untilDayStart: untilDay * DAY_MS };
  const sums = byStatus(select(app, FLEET_SQL, { status: "", ms: 0 }, params));
  let inFleet = 0;
  sums.forEach((ms, status) => {
    if (status !== "retired") inFleet += ms;
  });
  return { since: pocketBaseDate(since), share: inFleet > 0 ? (sums.get("available") ?? 0) / inFleet : null };
}

/** The mean time from start to done of the work done in the 90 days up to `now`, in hours to one decimal. */
export function meanTimeToDone(app: core.App, now: Date): TimeFigures["meanToDone"] {
  const sinceMs = now.getTime() - MEAN_TO_DONE_WINDOW_DAYS * DAY_MS;
  const since = pocketBaseDate(sinceMs);
  const nextDay = dayOf(pocketBaseDate(Math.floor(sinceMs / DAY_MS + 1) * DAY_MS));
  const row = selectOne(app, MEAN_TO_DONE_SQL, { count: 0, timed: 0, ms: 0 }, { since, sinceDay: dayOf(since), nextDay });
  const count = row?.count ?? 0;
  const timed = row?.timed ?? 0;
  // One division of integers (the sum stays far below 2^53): rounded as exactly as the mean is.
  const tenthsOfHours = timed > 0 ? Math.round((row?.ms ?? 0) / (timed * (HOUR_MS / 10))) : 0;
  return { since, hours: count > 0 ? tenthsOfHours / 10 : null, workOrders: count };
}
