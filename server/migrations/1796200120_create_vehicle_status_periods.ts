// Downtime (docs/product.md "Time on jobs"; docs/decisions/time-on-jobs.md): each vehicle's
// statuses as periods, so that days off the road and the fleet's availability are sums over a
// small index, exact and fast at 100 000 vehicles. A plain table of the server's own (like
// `work_order_sequence`), not a collection: nobody reads or writes it through the record API;
// the server opens a new period wherever a vehicle's status is set, in the transaction that sets
// it (server/lib/downtime/periods.ts). Times are milliseconds since 1970 (UTC); `ended` is NULL
// for the period a vehicle is in now.
//
// Upgrade: the periods of the vehicles that exist are made from what the data tells.
// - From the change history on (since its upgrade), every recorded status change, exactly.
// - Before a vehicle's first recorded change (or throughout, when none was recorded) it had the
//   status that change started from (its current status when none): since its creation when
//   that is Available; otherwise since the last moment that named it, with Available before:
//   In workshop since the latest start of its work orders before then, Out of service or
//   Retired since the vehicle was last changed (when no change was recorded; else since its
//   creation, the least that is known).

const CREATE_SQL = [
  `CREATE TABLE vehicle_status_periods (
    vehicle TEXT NOT NULL,
    status TEXT NOT NULL,
    started INTEGER NOT NULL,
    ended INTEGER
  )`,
  "CREATE INDEX idx_vehicle_status_periods_vehicle ON vehicle_status_periods (vehicle, started)",
  "CREATE INDEX idx_vehicle_status_periods_ended ON vehicle_status_periods (ended, status, started)",
];

/** Milliseconds of PocketBase's date text, in SQL. */
const ms = (column: string): string => `CAST(ROUND((julianday(${column}) - 2440587.5) * 86400000) AS INTEGER)`;

const SEED_SQL = `
  WITH changes AS MATERIALIZED (
    SELECT h.record AS vehicle, h.at AS at,
      json_extract(h.changes, '$.status.before') AS before,
      json_extract(h.changes, '$.status.after') AS after
    FROM history h
    WHERE h.collection = 'vehicles' AND h.action = 'updated' AND json_extract(h.changes, '$.status.after') IS NOT NULL
  ),
  firsts AS MATERIALIZED (
    SELECT vehicle, before, at FROM (
      SELECT vehicle, before, at, ROW_NUMBER() OVER (PARTITION BY vehicle ORDER BY at) AS n FROM changes
    ) WHERE n = 1
  ),
  known AS MATERIALIZED (
    SELECT v.id AS vehicle, v.created AS created, COALESCE(f.before, v.status) AS status,
      CASE COALESCE(f.before, v.status)
        WHEN 'available' THEN v.created
        WHEN 'in_service' THEN MAX(v.created, COALESCE((
          SELECT MAX(w.started) FROM work_orders w
          WHERE w.vehicle = v.id AND w.started != '' AND (f.at IS NULL OR w.started <= f.at)), v.created))
        ELSE CASE WHEN f.at IS NULL THEN v.updated ELSE v.created END
      END AS since
    FROM vehicles v LEFT JOIN firsts f ON f.vehicle = v.id
  ),
  starts AS (
    SELECT vehicle, 'available' AS status, created AS at FROM known WHERE since > created
    UNION ALL
    SELECT vehicle, status, since FROM known
    UNION ALL
    SELECT c.vehicle, c.after, c.at FROM changes c WHERE c.vehicle IN (SELECT id FROM vehicles)
  ),
  timed AS (SELECT vehicle, status, ${ms("at")} AS started FROM starts)
  INSERT INTO vehicle_status_periods (vehicle, status, started, ended)
  SELECT vehicle, status, started, LEAD(started) OVER (PARTITION BY vehicle ORDER BY started) FROM timed`;

migrate(
  (app) => {
    for (const sql of CREATE_SQL) app.db().newQuery(sql).execute();
    app.db().newQuery(SEED_SQL).execute();
  },
  (app) => {
    app.db().newQuery("DROP TABLE vehicle_status_periods").execute();
  },
);
