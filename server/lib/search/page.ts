// One page of a list, in the shape of PocketBase's records API, read by SQL that a trigram index
// narrows (trigram-match.ts). The list's own filter (as data: shared/filter.ts), written as SQL
// (filterSql), decides which rows match; the index only says which rows to check. Candidates
// first (CROSS JOIN): SQLite then reads the few rows a fragment matches instead of walking the
// sort's index through the whole table; but when the words are common ("volkswagen"), the walk
// finds a page sooner (tooManyToRead).

import type { FilterClause } from "@shared/filter";
import { filterSql } from "../db/filter-sql";
import type { SqlParams } from "../db/params";
import { select } from "../db/sql";
import { parseSort } from "../db/sort-terms";
import type { Candidates } from "./trigram-match";

export interface PageRequest<Row extends object> {
  readonly table: string;
  /** The row's columns and their types, as the records API returns them with `fields=`. */
  readonly shape: Row;
  readonly clause: FilterClause;
  readonly params: Readonly<Record<string, string>>;
  /** PocketBase's sort syntax: `-updated,-id`. */
  readonly sort: string;
  /** Null: no narrowing, every row is checked. */
  readonly candidates: Candidates | null;
  readonly page: number;
  readonly perPage: number;
  readonly skipTotal: boolean;
}

export interface Page<Row> {
  readonly page: number;
  readonly perPage: number;
  readonly totalItems: number;
  readonly totalPages: number;
  readonly items: Row[];
}

function plainName(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`search: not a plain name: "${name}"`);
  return name;
}

/** FROM and WHERE of the matching rows (alias `v`, as filterSql writes them), from the candidates if any. */
function fromWhere(request: PageRequest<object>, candidates: Candidates | null): { sql: string; params: SqlParams } {
  const table = plainName(request.table);
  const where = filterSql(request.clause, request.params);
  if (candidates === null) return { sql: `FROM {{${table}}} v WHERE ${where.sql}`, params: where.params };
  const index = plainName(candidates.index);
  const params: SqlParams = { ...where.params };
  const found: string[] = [];
  if (candidates.match !== null) {
    found.push(`SELECT [[rowid]] AS [[found]] FROM [[${index}]] WHERE [[${index}]] MATCH {:candidatesMatch}`);
    params.candidatesMatch = candidates.match;
  }
  if (candidates.exact) {
    const names = candidates.exact.values.map((value, i) => {
      params[`candidatesExact${i}`] = value;
      return `{:candidatesExact${i}}`;
    });
    found.push(`SELECT [[rowid]] AS [[found]] FROM {{${table}}} WHERE [[${plainName(candidates.exact.column)}]] IN (${names.join(", ")})`);
  }
  if (found.length === 0) throw new Error("search: candidates without a MATCH or exact values");
  return { sql: `FROM (${found.join(" UNION ")}) m CROSS JOIN {{${table}}} v ON [[v.rowid]] = [[m.found]] WHERE ${where.sql}`, params };
}

function orderBy(sort: string): string {
  return parseSort(sort)
    .map((column) => `[[v.${plainName(column.field)}]] ${column.descending ? "DESC" : "ASC"}`)
    .join(", ");
}

/**
 * Candidates per row of the page past which the page is read by walking the sort's index with the
 * filter instead. Reading a candidate costs about six times as much as checking a row on the way
 * (a look-up by rowid, then the sort), and a walk checks about (rows wanted) × (rows in the table)
 * ÷ (matches) rows: over 100 000 vehicles, "volkswagen" (≈ 10 000 matches) took 30 ms from its
 * candidates and under 1 ms by the walk, a plate fragment (2 matches) under 1 ms from its
 * candidates and 31 ms by the walk.
 */
const CANDIDATES_PER_ROW = 30;

/** Whether the index finds so many rows that walking the sort's index finds the page sooner. */
function tooManyToRead(app: core.App, candidates: Candidates, rowsWanted: number): boolean {
  if (candidates.match === null) return false;
  const index = plainName(candidates.index);
  const limit = CANDIDATES_PER_ROW * rowsWanted;
  const found = select(app, `SELECT COUNT(*) AS [[found]] FROM (SELECT [[rowid]] FROM [[${index}]] WHERE [[${index}]] MATCH {:match} LIMIT {:limit})`, { found: 0 }, {
    match: candidates.match,
    limit,
  });
  return (found[0]?.found ?? 0) >= limit;
}

/**
 * The page, and unless `skipTotal` how many rows match (else -1, as PocketBase answers). The page
 * comes from the candidates, unless they are so many that the sort's index finds it sooner; the
 * count always from the candidates (it needs every match).
 */
export function readPage<Row extends object>(app: core.App, request: PageRequest<Row>): Page<Row & { collectionId: string; collectionName: string }> {
  const collection = app.findCachedCollectionByNameOrId(request.table);
  const offset = (request.page - 1) * request.perPage;
  const { candidates } = request;
  const walk = candidates !== null && tooManyToRead(app, candidates, offset + request.perPage);
  const { sql, params } = fromWhere(request, walk ? null : candidates);
  const columns = Object.keys(request.shape)
    .map((column) => `[[v.${plainName(column)}]] AS [[${column}]]`)
    .join(", ");
  const rows = select(app, `SELECT ${columns} ${sql} ORDER BY ${orderBy(request.sort)} LIMIT {:limit} OFFSET {:offset}`, request.shape, {
    ...params,
    limit: request.perPage,
    offset,
  });
  let totalItems = -1;
  let totalPages = -1;
  if (!request.skipTotal) {
    const counted = walk ? fromWhere(request, candidates) : { sql, params };
    totalItems = select(app, `SELECT COUNT(*) AS [[total]] ${counted.sql}`, { total: 0 }, counted.params)[0]?.total ?? 0;
    totalPages = Math.ceil(totalItems / request.perPage);
  }
  const items = rows.map((row) => ({ collectionId: collection.id, collectionName: collection.name, ...row }));
  return { page: request.page, perPage: request.perPage, totalItems, totalPages, items };
}
