// Vehicles' status periods and their kept sums by day (migrations 1796200120 and 1796200410) as
// Debian's sqlite3 reads them from a server's data dir, and the fleet's availability summed
// period by period: what the dashboard's figure must equal to the millisecond.
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const SQLITE3 = process.env.SQLITE3 ?? "sqlite3";
const DAY_MS = 86_400_000;

export interface StatusPeriod {
  vehicle: string;
  status: string;
  started: number;
  ended: number | null;
}

/** Runs SQL on the data dir's database; its rows (sqlite3's JSON). */
export async function sqliteRows<T>(dataDir: string, sql: string): Promise<T[]> {
  const { stdout } = await run(SQLITE3, ["-json", join(dataDir, "data.db"), sql]);
  return stdout.trim() === "" ? [] : (JSON.parse(stdout) as T[]);
}

/** Every period as stored, vehicle by vehicle in order. */
export function storedPeriods(dataDir: string): Promise<StatusPeriod[]> {
  return sqliteRows(dataDir, "SELECT vehicle, status, started, ended FROM vehicle_status_periods ORDER BY vehicle, started, rowid");
}

/**
 * Available vehicle-time ÷ vehicle-time not retired over [since, until], each period's overlap
 * with the window summed (null without any vehicle-time), as the figure was computed before it
 * had kept sums. The sums stay integers far below 2^53, so the share is the server's bit for bit.
 */
export function availabilityOf(periods: readonly StatusPeriod[], since: number, until: number): number | null {
  let available = 0;
  let inFleet = 0;
  for (const period of periods) {
    if (period.started >= until || (period.ended !== null && period.ended <= since)) continue;
    const overlap = Math.min(period.ended ?? until, until) - Math.max(period.started, since);
    if (period.status === "retired") continue;
    inFleet += overlap;
    if (period.status === "available") available += overlap;
  }
  return inFleet > 0 ? available / inFleet : null;
}

/**
 * Moves the vehicle's periods (in the order they were made) to the moments given: period i runs
 * from moments[i] to moments[i + 1], the last one open unless a moment ends it. As an
 * administrator's repair in SQL would; the kept sums follow every write to a period.
 */
export async function retimePeriods(dataDir: string, vehicle: string, moments: readonly number[]): Promise<void> {
  const rows = await sqliteRows<{ id: number }>(dataDir, `SELECT rowid AS id FROM vehicle_status_periods WHERE vehicle = '${vehicle}' ORDER BY rowid`);
  if (rows.length !== moments.length && rows.length !== moments.length - 1) throw new Error(`${rows.length} periods for ${moments.length} moments`);
  const started = rows.map((row, i) => `WHEN ${row.id} THEN ${moments[i]}`).join(" ");
  const ended = rows.map((row, i) => `WHEN ${row.id} THEN ${moments[i + 1] ?? "NULL"}`).join(" ");
  await sqliteRows(dataDir, `UPDATE vehicle_status_periods SET started = CASE rowid ${started} END, ended = CASE rowid ${ended} END WHERE vehicle = '${vehicle}'`);
}

/** The kept sums by status and day, and the same sums made afresh from the periods (rows of zeros left out). */
export async function keptAndFreshSums(dataDir: string): Promise<{ kept: unknown[]; fresh: unknown[] }> {
  const kept = await sqliteRows(dataDir, "SELECT status, day, delta, moment FROM vehicle_status_days WHERE delta != 0 OR moment != 0 ORDER BY status, day");
  const fresh = await sqliteRows(
    dataDir,
    `SELECT status, at / ${DAY_MS} AS day, SUM(sign) AS delta, SUM(sign * at) AS moment FROM (
      SELECT status, started AS at, 1 AS sign FROM vehicle_status_periods
      UNION ALL SELECT status, ended, -1 FROM vehicle_status_periods WHERE ended IS NOT NULL
    ) GROUP BY status, day HAVING delta != 0 OR moment != 0 ORDER BY status, day`,
  );
  return { kept, fresh };
}
