// Reads inside hooks: plain SQL through the app given (the transaction's, where there is one),
// so each rule sees the rows as they are now, not as the request found them.

import { select } from "./dashboard/sql";
import type { SqlParams } from "./dashboard/sql-params";

/** The first row of a SELECT with the keys of `shape`, or null. */
export function selectOne<T extends object>(app: core.App, sql: string, shape: T, params: SqlParams = {}): T | null {
  return select(app, sql, shape, params)[0] ?? null;
}

/** A COUNT(*) AS [[count]] query's number. */
export function count(app: core.App, sql: string, params: SqlParams = {}): number {
  return selectOne(app, sql, { count: 0 }, params)?.count ?? 0;
}

export { select };
