// Plain SELECTs through PocketBase's query builder ($app.db(), dbx): `{{table}}` and `[[column]]`
// quoting, values only ever as bound `{:name}` parameters.

import type { SqlParams } from "./sql-params";

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
