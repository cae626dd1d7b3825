// One page of a list, in the shape of PocketBase's records API, read by SQL that a trigram index
// narrows (trigram-match.ts). The list's own filter (as data: shared/filter.ts), written as SQL
// the way PocketBase writes it (filterSql), decides which rows match; the index only says which
// rows to check. Candidates first (CROSS JOIN): SQLite then reads the few rows a fragment
// matches instead of walking the sort's index through the whole table.

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

/** FROM and WHERE of the matching rows (alias `v`, as filterSql writes them). */
function fromWhere(request: PageRequest<object>): { sql: string; params: SqlParams } {
  const table = plainName(request.table);
  const where = filterSql(request.clause, request.params);
  const { candidates } = request;
  if (candidates === null) return { sql: `FROM {{${table}}} v WHERE ${where.sql}`, params: where.params };
  const index = plainName(candidates.index);
  const params: SqlParams = { ...where.params, candidatesMatch: candidates.match };
  let found = `SELECT [[rowid]] AS [[found]] FROM [[${index}]] WHERE [[${index}]] MATCH {:candidatesMatch}`;
  if (candidates.exact) {
    found += ` UNION SELECT [[rowid]] FROM {{${table}}} WHERE [[${plainName(candidates.exact.column)}]] = {:candidatesExact}`;
    params.candidatesExact = candidates.exact.value;
  }
  return { sql: `FROM (${found}) m CROSS JOIN {{${table}}} v ON [[v.rowid]] = [[m.found]] WHERE ${where.sql}`, params };
}

function orderBy(sort: string): string {
  return parseSort(sort)
    .map((column) => `[[v.${plainName(column.field)}]] ${column.descending ? "DESC" : "ASC"}`)
    .join(", ");
}

/** The page, and unless `skipTotal` how many rows match (else -1, as PocketBase answers). */
export function readPage<Row extends object>(app: core.App, request: PageRequest<Row>): Page<Row & { collectionId: string; collectionName: string }> {
  const collection = app.findCachedCollectionByNameOrId(request.table);
  const { sql, params } = fromWhere(request);
  const columns = Object.keys(request.shape)
    .map((column) => `[[v.${plainName(column)}]] AS [[${column}]]`)
    .join(", ");
  const rows = select(app, `SELECT ${columns} ${sql} ORDER BY ${orderBy(request.sort)} LIMIT {:limit} OFFSET {:offset}`, request.shape, {
    ...params,
    limit: request.perPage,
    offset: (request.page - 1) * request.perPage,
  });
  let totalItems = -1;
  let totalPages = -1;
  if (!request.skipTotal) {
    totalItems = select(app, `SELECT COUNT(*) AS [[total]] ${sql}`, { total: 0 }, params)[0]?.total ?? 0;
    totalPages = Math.ceil(totalItems / request.perPage);
  }
  const items = rows.map((row) => ({ collectionId: collection.id, collectionName: collection.name, ...row }));
  return { page: request.page, perPage: request.perPage, totalItems, totalPages, items };
}
