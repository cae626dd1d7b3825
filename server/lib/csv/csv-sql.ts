// CSV written by SQLite: one query per batch selects the batch's rows in the list's order and
// hands back the batch as finished CSV text, plus the sort values of its last row for the next
// batch (stream.ts). Pure: unit-tested in Node, and the API tests compare the files with the
// lists and, line by line, with the reference writer in tests/support/csv.ts (built on
// shared/csv.ts).
//
// Why SQL writes the CSV: with 100 000 vehicles the export took 6.5–8.6 s, a third of it
// PocketBase loading each batch as records, a third passing the cells to the JS engine as JSON,
// a third building lines in the engine. SQLite does all of it in one pass.
//
// Which rows and in which order stay defined once, by each list (shared/vehicle-list.ts,
// shared/work-order-list.ts) and the keyset (db/keyset.ts), as filter clauses that db/filter-sql.ts
// writes as SQL the way PocketBase would.

import { csvField } from "@shared/csv";
import type { FilterClause } from "@shared/filter";
import { checkedField, filterSql, TABLE_ALIAS as V } from "../db/filter-sql";
import type { SqlParams } from "../db/params";
import type { SortColumn } from "../db/sort-terms";

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

/** Empty numbers are stored as 0 (docs/decisions/dashboard.md, "CSV export"): blank in the file. */
export function recordedCell(column: string): string {
  return `CASE WHEN ${column} = 0 THEN '' ELSE CAST(${column} AS TEXT) END`;
}

/** "2026-11-22 05:23:24.731Z" → "2026-11-22 05:23:24" (digits and separators: no escaping). */
export function dateCell(column: string): string {
  return `substr(${column}, 1, 19)`;
}

/** What an export reads: its table (aliased `v`), the joins its line needs, and the line itself. */
export interface ExportTable {
  readonly table: string;
  /** LEFT JOINs after `FROM {{table}} v`. */
  readonly joins: string;
  /** One row's CSV line, CRLF included. */
  readonly lineSql: string;
}

/**
 * One batch: the rows of `table` matching `filter` (list filter and keyset together)
 * in the order of `columns`, at most `limit` of them. Its one row: `csv` (the batch's lines),
 * `rows` (how many) and `last` (a JSON array of the last row's values in `columns`; "" when none).
 */
export function exportBatchSql(
  filter: FilterClause,
  params: SqlParams,
  columns: readonly SortColumn[],
  limit: number,
  table: ExportTable,
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
