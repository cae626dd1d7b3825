// The SQL of the CSV export (export.ts): one query per batch that selects the batch's vehicles
// in the list's order and hands back the batch as finished CSV text, plus the sort values of its
// last row for the next batch. Pure: unit-tested in Node, and the API tests compare its file
// with the list and, line by line, with the reference writer in tests/support/csv.ts (built on
// shared/csv.ts).
//
// Why SQL writes the CSV: with 100 000 vehicles the export took 6.5–8.6 s, a third of it
// PocketBase loading each batch as records, a third passing the cells to the JS engine as JSON,
// a third building lines in the engine. SQLite does all of it in one pass.
//
// Which vehicles and in which order stay defined once, by the list (shared/vehicle-list.ts) and
// the keyset (keyset.ts), as filter clauses (shared/filter.ts) that the list sends to PocketBase
// as its filter language; `filterSql` writes the same clauses as SQL the way PocketBase would.

import { csvField } from "@shared/csv";
import { filterGroup, type FilterClause, type FilterComparison } from "@shared/filter";
import { FUEL_LABELS, VEHICLE_STATUS_LABELS } from "@shared/records";
import { containsSql } from "../search/contains-sql";
import type { SortColumn } from "../sort-terms";
import type { SqlParams } from "./sql-params";

/** The alias of the exported table (vehicles, work orders) in the export's SQL. */
const V = "v";

// ---- Filter clauses → SQL --------------------------------------------------------------------

/**
 * A `~` value as PocketBase passes it to LIKE (tools/search/filter.go, wrapLikeParams): unless
 * it holds a `%` of its own, its `\`, `%` and `_` that are not escaped yet are escaped and the
 * whole is wrapped in `%…%` ("contains").
 */
export function likeValue(value: string): string {
  const chars = [...value];
  let previous = "";
  let hasWildcard = false;
  for (const c of chars) {
    if (c === "%" && previous !== "\\") hasWildcard = true;
    previous = c === "\\" && previous === "\\" ? "" : c;
  }
  if (hasWildcard) return value;
  // Escape, walking backwards as PocketBase does: a special character already preceded by a
  // backslash stays as it is.
  const out: string[] = [];
  let pending = false;
  for (let i = chars.length - 1; i >= 0; i -= 1) {
    const c = chars[i]!;
    if (pending) {
      if (c !== "\\") out.push("\\");
      pending = false;
    } else if (c === "\\" || c === "%" || c === "_") {
      pending = true;
    }
    out.push(c);
    if (i === 0 && pending) out.push("\\");
  }
  return `%${out.reverse().join("")}%`;
}

/**
 * The SQL of a filter clause over the vehicles (alias `v`), with its parameters, as PocketBase
 * writes the same clause: `=`, `<`, `<=`, `>`, `>=` as they are, `~` as LIKE with the value
 * escaped and wrapped the way PocketBase does (under its own name), groups in parentheses; and
 * the search's `contains` as the search writes it (server/lib/search/contains-sql.ts).
 */
export function filterSql(clause: FilterClause, params: SqlParams): { sql: string; params: SqlParams } {
  const out: SqlParams = {};
  const write = (part: FilterClause, nested: boolean): string => {
    const group = filterGroup(part);
    if (group === null) {
      const { field, op, param } = part as FilterComparison;
      if (!(param in params)) throw new Error(`filterSql: no value for {:${param}}`);
      const column = `[[${V}.${checkedField(field)}]]`;
      if (op === "contains") {
        const contains = containsSql(column, param, String(params[param]));
        Object.assign(out, contains.params);
        return contains.sql;
      }
      if (op === "~") {
        out[`${param}Like`] = likeValue(String(params[param]));
        return `${column} LIKE {:${param}Like} ESCAPE '\\'`;
      }
      out[param] = params[param]!;
      return `${column} ${op} {:${param}}`;
    }
    if (group.parts.length === 0) return "1 = 1";
    const sql = group.parts.map((inner) => write(inner, true)).join(group.join === "all" ? " AND " : " OR ");
    return nested ? `(${sql})` : sql;
  };
  return { sql: write(clause, false), params: out };
}

function checkedField(field: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(field)) throw new Error(`export: not a plain column of the exported table: "${field}"`);
  return field;
}

// ---- CSV in SQL -----------------------------------------------------------------------------

export function sqlText(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

// The same rules as shared/csv.ts: a cell starting with = + - @ tab CR LF gets a leading ';
// a cell holding a quote, comma, CR or LF is quoted with its quotes doubled.
export function csvCell(expression: string): string {
  const e = expression;
  // One call each (SQLite computes the constant pattern once per query): = + - @ tab CR LF by
  // code point; a quote, comma, LF or CR anywhere by a GLOB character class.
  const risky = `unicode(${e}) IN (61, 43, 45, 64, 9, 13, 10)`;
  const needsQuotes = `${e} GLOB ('*[",' || char(10) || char(13) || ']*')`;
  const quoted = (prefix: string) => `'"${prefix}' || replace(${e}, '"', '""') || '"'`;
  return (
    `CASE WHEN ${risky} THEN (CASE WHEN ${needsQuotes} THEN ${quoted("''")} ELSE '''' || ${e} END) ` +
    `ELSE (CASE WHEN ${needsQuotes} THEN ${quoted("")} ELSE ${e} END) END`
  );
}

/** A choice shown by its label (already a safe CSV cell), anything unknown as it is stored. */
export function labelCell(column: string, labels: Readonly<Record<string, string>>, emptyAs?: string): string {
  const cases = Object.entries(labels).map(([value, label]) => `WHEN ${sqlText(value)} THEN ${sqlText(csvField(label))}`);
  if (emptyAs !== undefined) cases.unshift(`WHEN '' THEN ${sqlText(emptyAs)}`);
  return `CASE ${column} ${cases.join(" ")} ELSE ${csvCell(column)} END`;
}

/** Empty numbers are stored as 0 (docs/decisions.md): blank in the file. */
export function recordedCell(column: string): string {
  return `CASE WHEN ${column} = 0 THEN '' ELSE CAST(${column} AS TEXT) END`;
}

/** "2026-11-22 05:23:24.731Z" → "2026-11-22 05:23:24" (digits and separators: no escaping). */
export function dateCell(column: string): string {
  return `substr(${column}, 1, 19)`;
}

/** One vehicle's CSV line, in the columns of VEHICLE_EXPORT_HEADERS (shared/vehicle-export.ts). */
export const EXPORT_LINE_SQL = [
  csvCell(`[[${V}.plate]]`),
  csvCell(`[[${V}.vin]]`),
  csvCell(`[[${V}.make]]`),
  csvCell(`[[${V}.model]]`),
  recordedCell(`[[${V}.year]]`),
  csvCell("COALESCE([[c.name]], '')"),
  labelCell(`[[${V}.status]]`, VEHICLE_STATUS_LABELS),
  recordedCell(`[[${V}.odometer]]`),
  labelCell(`[[${V}.fuel]]`, FUEL_LABELS, ""),
  csvCell(`[[${V}.color]]`),
  csvCell(`[[${V}.notes]]`),
  dateCell(`[[${V}.created]]`),
  dateCell(`[[${V}.updated]]`),
  csvCell("COALESCE([[cb.name]], '')"),
  csvCell("COALESCE([[ub.name]], '')"),
].join(" || ',' || ") + " || char(13) || char(10)";

/** What an export reads: its table (aliased `v`), the joins its line needs, and the line itself. */
export interface ExportTable {
  readonly table: string;
  /** LEFT JOINs after `FROM {{table}} v`. */
  readonly joins: string;
  /** One row's CSV line, CRLF included. */
  readonly lineSql: string;
}

export const VEHICLE_EXPORT_TABLE: ExportTable = {
  table: "vehicles",
  joins: `
      LEFT JOIN {{categories}} c ON [[c.id]] = [[${V}.category]]
      LEFT JOIN {{employees}} cb ON [[cb.id]] = [[${V}.created_by]]
      LEFT JOIN {{employees}} ub ON [[ub.id]] = [[${V}.updated_by]]`,
  lineSql: EXPORT_LINE_SQL,
};

/**
 * One batch: the rows (vehicles unless `table` says otherwise) matching `filter` (list filter and keyset together)
 * in the order of `columns`, at most `limit` of them. Its one row: `csv` (the batch's lines),
 * `rows` (how many) and `last` (a JSON array of the last row's values in `columns`; "" when none).
 */
export function exportBatchSql(
  filter: FilterClause,
  params: SqlParams,
  columns: readonly SortColumn[],
  limit: number,
  table: ExportTable = VEHICLE_EXPORT_TABLE,
): { sql: string; params: SqlParams } {
  const where = filterSql(filter, params);
  const keys = columns.map((column, i) => ({ alias: `k${i}`, field: checkedField(column.field), descending: column.descending }));
  const order = (reverse: boolean, qualify: (key: (typeof keys)[number]) => string) =>
    keys.map((key) => `${qualify(key)} ${key.descending !== reverse ? "DESC" : "ASC"}`).join(", ");
  const sql = `
    WITH [[batch]] AS MATERIALIZED (
      SELECT ${table.lineSql} AS [[line]], ${keys.map((key) => `[[${V}.${key.field}]] AS [[${key.alias}]]`).join(", ")}
      FROM {{${table.table}}} ${V}${table.joins}
      WHERE ${where.sql}
      ORDER BY ${order(false, (key) => `[[${V}.${key.field}]]`)}
      LIMIT ${Math.max(1, Math.floor(limit))}
    )
    SELECT
      COALESCE((SELECT group_concat([[line]], '' ORDER BY ${order(false, (key) => `[[${key.alias}]]`)}) FROM [[batch]]), '') AS [[csv]],
      (SELECT count(*) FROM [[batch]]) AS [[rows]],
      COALESCE((SELECT json_array(${keys.map((key) => `[[${key.alias}]]`).join(", ")}) FROM [[batch]]
        ORDER BY ${order(true, (key) => `[[${key.alias}]]`)} LIMIT 1), '') AS [[last]]`;
  return { sql, params: where.params };
}
