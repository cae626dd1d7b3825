// The fleet's availability over 30 days (server/lib/downtime/figures.ts) from kept sums, so that a
// request reads a few thousand small rows instead of every vehicle's open period and every period
// closed in the window (at 100 000 vehicles: 172 000 periods, ≈ 300 ms a request). Each period is
// two events: +1 at `started`, −1 at `ended` (none while open). `vehicle_status_days` keeps, per
// status and UTC day (milliseconds ÷ 86 400 000, rounded down), the sum of the signs of that day's
// events (`delta`) and of sign × moment (`moment`, milliseconds). A plain table of the server's
// own, like the periods: nobody reads or writes it through the record API.
//
// Triggers on the periods keep the sums in the same statement (and so the same transaction) as
// every write to a period, whoever makes it: a status change (downtime/periods.ts), a vehicle
// deleted, the demo's bulk insert, an administrator's repair in SQL. The sums cannot drift from
// the periods they summarise, as an index cannot from its table (docs/decisions/time-on-jobs.md).
// The figure reads the days of the window's first and last day exactly from the periods, by the
// new (started, status) index and the (ended, status, started) one.
//
// Upgrade: the sums of the periods there are, in one INSERT … SELECT, before the triggers exist.

const DAY_MS = 86_400_000;

const UPSERT = "ON CONFLICT (status, day) DO UPDATE SET delta = delta + excluded.delta, moment = moment + excluded.moment";

/** The backfill: every period's events, summed by status and day. */
const BACKFILL_SQL = `INSERT INTO vehicle_status_days (status, day, delta, moment)
  SELECT status, at / ${DAY_MS}, SUM(sign), SUM(sign * at) FROM (
    SELECT status, started AS at, 1 AS sign FROM vehicle_status_periods
    UNION ALL SELECT status, ended, -1 FROM vehicle_status_periods WHERE ended IS NOT NULL
  ) GROUP BY status, at / ${DAY_MS}`;

/**
 * The trigger statements that add one period row's events (NEW, or OLD taken back) to the sums:
 * two plain upserts, half the cost of one over a grouped union when the demo inserts 700 000
 * periods at once. (`WHERE` after the SELECT: SQLite's upsert needs one, lest ON read as a join's.)
 */
function keepRow(row: "NEW" | "OLD"): string {
  const sign = row === "NEW" ? 1 : -1;
  return `INSERT INTO vehicle_status_days (status, day, delta, moment)
      SELECT ${row}.status, ${row}.started / ${DAY_MS}, ${sign}, ${sign} * ${row}.started WHERE true ${UPSERT};
    INSERT INTO vehicle_status_days (status, day, delta, moment)
      SELECT ${row}.status, ${row}.ended / ${DAY_MS}, ${-sign}, ${-sign} * ${row}.ended WHERE ${row}.ended IS NOT NULL ${UPSERT};`;
}

const UP_SQL = [
  `CREATE TABLE vehicle_status_days (
    status TEXT NOT NULL,
    day INTEGER NOT NULL,
    delta INTEGER NOT NULL,
    moment INTEGER NOT NULL,
    PRIMARY KEY (status, day)
  ) WITHOUT ROWID`,
  "CREATE INDEX idx_vehicle_status_periods_started ON vehicle_status_periods (started, status)",
  BACKFILL_SQL,
  `CREATE TRIGGER vehicle_status_days_insert AFTER INSERT ON vehicle_status_periods BEGIN ${keepRow("NEW")} END`,
  `CREATE TRIGGER vehicle_status_days_delete AFTER DELETE ON vehicle_status_periods BEGIN ${keepRow("OLD")} END`,
  `CREATE TRIGGER vehicle_status_days_update AFTER UPDATE OF status, started, ended ON vehicle_status_periods BEGIN
    ${keepRow("OLD")} ${keepRow("NEW")} END`,
];

const DOWN_SQL = [
  "DROP TRIGGER vehicle_status_days_update",
  "DROP TRIGGER vehicle_status_days_delete",
  "DROP TRIGGER vehicle_status_days_insert",
  "DROP INDEX idx_vehicle_status_periods_started",
  "DROP TABLE vehicle_status_days",
];

migrate(
  (app) => {
    for (const sql of UP_SQL) app.db().newQuery(sql).execute();
  },
  (app) => {
    for (const sql of DOWN_SQL) app.db().newQuery(sql).execute();
  },
);
