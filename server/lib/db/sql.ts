// Plain SQL through PocketBase's query builder (`app.db()`, dbx): `{{table}}` and `[[column]]`
// quoting, values only ever as bound `{:name}` parameters. Reads go through the app given — the
// transaction's, inside a save — so each rule sees the rows as they are now, not as the request
// found them. Plain rows, not record models: PocketBase's findRecordById builds a whole record,
// several times the cost of a SELECT of the columns a rule needs.

import type { SqlParams } from "./params";

/**
 * The row model of a shape, made once per shape in each JS engine: PocketBase builds a Go struct
 * type for every DynamicModel, a cost each query paid again. Only its type is used (arrayOf), so
 * one model serves every query of that shape; shapes are the code's own, a few dozen at most.
 */
const rowModels = new Map<string, unknown>();

/** How PocketBase types a shape's value: an integer and a fraction make different Go fields. */
function goKind(value: unknown): string {
  // -0 is how a query asks for a float column (db/sql.ts callers): it is no integer here either.
  if (typeof value === "number") return Number.isInteger(value) && !Object.is(value, -0) ? "int" : "float";
  if (value === null) return "null";
  return Array.isArray(value) ? "array" : typeof value;
}

function rowModel(shape: object, keys: readonly string[]): unknown {
  let signature = "";
  for (const key of keys) signature += `${key}:${goKind((shape as Record<string, unknown>)[key])},`;
  let model = rowModels.get(signature);
  if (model === undefined) {
    model = new DynamicModel(shape);
    rowModels.set(signature, model);
  }
  return model;
}

/** Runs a SELECT and returns its rows as plain objects with the keys (and value types) of `shape`. */
export function select<T extends object>(app: core.App, sql: string, shape: T, params: SqlParams = {}): T[] {
  const keys = Object.keys(shape) as (keyof T & string)[];
  const rows = arrayOf(rowModel(shape, keys)) as T[];
  app.db().newQuery(sql).bind(params).all(rows);
  // Index loops: the rows are a Go slice, slower to walk with an iterator or map().
  const plain: T[] = [];
  const count = rows.length;
  for (let i = 0; i < count; i += 1) {
    const row = rows[i]!;
    const copy = {} as T;
    for (const key of keys) copy[key] = row[key];
    plain.push(copy);
  }
  return plain;
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

/**
 * The code's own constants (statuses, table names) as an SQL list of text literals for `IN (…)`,
 * written into the statement once, where it is built: `'open', 'in_progress'`. Never for input,
 * which goes in bound parameters.
 */
export function textList(values: readonly string[]): string {
  return values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ");
}
