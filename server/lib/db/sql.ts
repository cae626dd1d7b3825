// Plain SQL through PocketBase's query builder (`app.db()`, dbx): `{{table}}` and `[[column]]`
// quoting, values only ever as bound `{:name}` parameters. Reads go through the app given — the
// transaction's, inside a save — so each rule sees the rows as they are now, not as the request
// found them. Plain rows, not record models: PocketBase's findRecordById builds a whole record,
// several times the cost of a SELECT of the columns a rule needs.

import type { SqlParams } from "./params";

/** Runs a SELECT and returns its rows as plain objects with the keys (and value types) of `shape`. */
export function select<T extends object>(app: core.App, sql: string, shape: T, params: SqlParams = {}): T[] {
  const rows = arrayOf(new DynamicModel(shape)) as T[];
  app.db().newQuery(sql).bind(params).all(rows);
  const keys = Object.keys(shape) as (keyof T)[];
  return rows.map((row) => {
    const plain = {} as T;
    for (const key of keys) plain[key] = row[key];
    return plain;
  });
}

/** The first row of a SELECT with the keys of `shape`, or null. */
export function selectOne<T extends object>(app: core.App, sql: string, shape: T, params: SqlParams = {}): T | null {
  return select(app, sql, shape, params)[0] ?? null;
}

/** A COUNT(*) AS [[count]] query's number. */
export function count(app: core.App, sql: string, params: SqlParams = {}): number {
  return selectOne(app, sql, { count: 0 }, params)?.count ?? 0;
}

/** Runs an INSERT, UPDATE or DELETE; gives the number of rows it changed. */
export function execute(app: core.App, sql: string, params: SqlParams = {}): number {
  return app.db().newQuery(sql).bind(params).execute().rowsAffected();
}
