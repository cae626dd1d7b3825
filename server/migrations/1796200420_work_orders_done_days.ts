// The dashboard's mean time from start to done over 90 days (server/lib/downtime/figures.ts) from
// kept sums, so that a request reads about 90 small rows instead of every work order done in the
// window (at 100 000 vehicles: 75 000, ≈ 100 ms a request even from the index alone, migration
// 1796200400). `work_orders_done_days` keeps, per day of completion (the first ten characters of
// `completed`, PocketBase's date text, "2026-11-30"), the work orders done with a start
// (`orders`), those of them whose dates SQLite reads (`timed`: julianday gives NULL for any other
// text, which the mean leaves out), and their summed time from start to done (`ms`, integer
// milliseconds). A plain table of the server's own: nobody reads or writes it through the record API.
//
// A work order counts while its status is `done` and `started` is not empty, as the figure has
// always counted; a reopening empties `completed` (its completion leaves), a cancelled one never
// counts. Triggers on `work_orders` keep the sums in the same statement (and so the same
// transaction) as every write to a work order, whoever makes it: a save through the app, a
// deletion, the demo's bulk insert, an administrator's repair in SQL. As an index cannot drift
// from its table, the sums cannot drift from the work orders (docs/decisions/time-on-jobs.md).
//
// Milliseconds, exact: julianday counts whole milliseconds internally; the difference of two of
// its day fractions, times 86 400 000, is less than 0.2 ms off that count, and ROUND gives it back.
// (Not unixepoch(…, 'subsec'): SQLite 3.42's, newer than the Debian sqlite3 3.40 the tests read with.)
// Days as text, as the figure's window is compared (`completed >= since`): every text falls in
// exactly one of "its day after since's day" (the kept sums) and "since's day, at or after since"
// (read from the (status, completed, …) index).
//
// Upgrade: the sums of the work orders there are, in one INSERT … SELECT, before the triggers exist.

/** A work order's time from start to done in milliseconds (NULL where SQLite reads no date). */
function elapsed(row: string): string {
  return `CAST(ROUND((julianday(${row}completed) - julianday(${row}started)) * 86400000) AS INTEGER)`;
}

/** The work orders the figure counts. */
function counts(row: string): string {
  return `${row}status = 'done' AND ${row}started != ''`;
}

const UPSERT = "ON CONFLICT (day) DO UPDATE SET orders = orders + excluded.orders, timed = timed + excluded.timed, ms = ms + excluded.ms";

const BACKFILL_SQL = `INSERT INTO work_orders_done_days (day, orders, timed, ms)
  SELECT substr(completed, 1, 10), COUNT(*), COUNT(elapsed), COALESCE(SUM(elapsed), 0)
  FROM (SELECT completed, ${elapsed("")} AS elapsed FROM work_orders WHERE ${counts("")})
  GROUP BY substr(completed, 1, 10)`;

/** The trigger statement that adds one work order (NEW) to the sums, or takes one (OLD) back. */
function keepRow(row: "NEW" | "OLD"): string {
  const sign = row === "NEW" ? 1 : -1;
  return `INSERT INTO work_orders_done_days (day, orders, timed, ms)
      SELECT substr(${row}.completed, 1, 10), ${sign}, ${sign} * (${elapsed(`${row}.`)} IS NOT NULL), ${sign} * COALESCE(${elapsed(`${row}.`)}, 0)
      WHERE ${counts(`${row}.`)} ${UPSERT};`;
}

const UP_SQL = [
  `CREATE TABLE work_orders_done_days (
    day TEXT NOT NULL PRIMARY KEY,
    orders INTEGER NOT NULL,
    timed INTEGER NOT NULL,
    ms INTEGER NOT NULL
  ) WITHOUT ROWID`,
  BACKFILL_SQL,
  `CREATE TRIGGER work_orders_done_days_insert AFTER INSERT ON work_orders BEGIN ${keepRow("NEW")} END`,
  `CREATE TRIGGER work_orders_done_days_delete AFTER DELETE ON work_orders BEGIN ${keepRow("OLD")} END`,
  // PocketBase writes every column on each save: only a change to what the figure reads moves the sums.
  `CREATE TRIGGER work_orders_done_days_update AFTER UPDATE OF status, completed, started ON work_orders
    WHEN OLD.status IS NOT NEW.status OR OLD.completed IS NOT NEW.completed OR OLD.started IS NOT NEW.started
    BEGIN ${keepRow("OLD")} ${keepRow("NEW")} END`,
];

const DOWN_SQL = [
  "DROP TRIGGER work_orders_done_days_update",
  "DROP TRIGGER work_orders_done_days_delete",
  "DROP TRIGGER work_orders_done_days_insert",
  "DROP TABLE work_orders_done_days",
];

migrate(
  (app) => {
    for (const sql of UP_SQL) app.db().newQuery(sql).execute();
  },
  (app) => {
    for (const sql of DOWN_SQL) app.db().newQuery(sql).execute();
  },
);
