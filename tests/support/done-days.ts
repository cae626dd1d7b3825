// The work orders done and their kept sums by day of completion (migration 1796200420) as Debian's
// sqlite3 reads them from a server's data dir, and the mean time from start to done computed
// from every work order: what the dashboard's figure must equal.
import { sqliteRows } from "./status-periods";

const HOUR_MS = 3_600_000;

export interface MeanToDone {
  workOrders: number;
  hours: number | null;
}

/**
 * The work orders done at or after `since` (PocketBase's date text) with a start, and their mean
 * from start to done in hours to one decimal (null without any), as the figure was computed
 * before it had kept sums: SQLite's julianday difference per work order, averaged.
 */
export async function meanToDoneOf(dataDir: string, since: string): Promise<MeanToDone> {
  const [row] = await sqliteRows<{ n: number; days: number }>(
    dataDir,
    `SELECT COUNT(*) AS n, COALESCE(AVG(julianday(completed) - julianday(started)), 0) AS days
      FROM work_orders WHERE status = 'done' AND completed >= '${since}' AND started != ''`,
  );
  return { workOrders: row!.n, hours: row!.n > 0 ? Math.round(row!.days * 24 * 10) / 10 : null };
}

/** The same, from each work order's dates read as milliseconds in JavaScript: exact, with no floating sum. */
export async function exactMeanToDoneOf(dataDir: string, since: string): Promise<MeanToDone> {
  const rows = await sqliteRows<{ started: string; completed: string }>(
    dataDir,
    `SELECT started, completed FROM work_orders WHERE status = 'done' AND completed >= '${since}' AND started != ''`,
  );
  const ms = (date: string) => Date.parse(date.replace(" ", "T"));
  const total = rows.reduce((sum, row) => sum + ms(row.completed) - ms(row.started), 0);
  return { workOrders: rows.length, hours: rows.length > 0 ? Math.round(total / (rows.length * HOUR_MS / 10)) / 10 : null };
}

/** The kept sums by day of completion, and the same sums made afresh from the work orders (rows of zeros left out). */
export async function keptAndFreshDoneDays(dataDir: string): Promise<{ kept: unknown[]; fresh: unknown[] }> {
  const kept = await sqliteRows(dataDir, "SELECT day, orders, timed, ms FROM work_orders_done_days WHERE orders != 0 OR timed != 0 OR ms != 0 ORDER BY day");
  const fresh = await sqliteRows(
    dataDir,
    `SELECT substr(completed, 1, 10) AS day, COUNT(*) AS orders, COUNT(diff) AS timed, COALESCE(SUM(diff), 0) AS ms FROM (
      SELECT completed, CAST(ROUND((julianday(completed) - julianday(started)) * 86400000) AS INTEGER) AS diff
      FROM work_orders WHERE status = 'done' AND started != ''
    ) GROUP BY day ORDER BY day`,
  );
  return { kept, fresh };
}

/** Sets work orders' dates in SQL, as an administrator's repair would; the kept sums follow. */
export async function redateWorkOrder(dataDir: string, id: string, dates: { started?: string; completed?: string; status?: string }): Promise<void> {
  const set = Object.entries(dates).map(([column, value]) => `${column} = '${value}'`);
  await sqliteRows(dataDir, `UPDATE work_orders SET ${set.join(", ")} WHERE id = '${id}'`);
}
