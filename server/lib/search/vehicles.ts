// GET /api/app/vehicles (shared/vehicle-search.ts): a page of the vehicle list for a query with
// search text, in the shape of PocketBase's records API with the list's fields
// (VEHICLE_LIST_FIELDS), found through the trigram index `vehicles_search` (the
// 1795900000 migration).
//
// Which vehicles and in which order stay defined once, by the list (shared/vehicle-list.ts): its
// filter, written as SQL the way PocketBase writes it (filterSql, as the export does), decides;
// the index only narrows the rows it is checked on (trigram-match.ts). With the candidates first
// (CROSS JOIN keeps SQLite from walking the sort's index through every vehicle instead), a
// fragment that matches a few vehicles reads those few.

import { COLLECTIONS, type Vehicle } from "@shared/records";
import { PAGE_SIZE } from "@shared/constants";
import { vehicleListFilter, vehicleListSort, type VehicleListQuery } from "@shared/vehicle-list";
import { parseVehicleSearch } from "@shared/vehicle-search";
import { filterSql } from "../dashboard/export-sql";
import type { SqlParams } from "../dashboard/sql-params";
import { select } from "../dashboard/sql";
import { requireStaff } from "../dashboard/staff";
import { throwFieldErrors } from "../field-errors";
import { parseSort } from "../sort-terms";
import { vehicleSearchMatch } from "./vehicle-match";

export const SEARCH_SIGN_IN_MESSAGE = "Sign in as workshop staff to search vehicles.";

/** The list's row, as the records API gives it with `fields=VEHICLE_LIST_FIELDS`. */
type ListRow = Pick<
  Vehicle,
  "id" | "plate" | "make" | "model" | "year" | "category" | "category_name" | "status" | "odometer" | "photo" | "updated"
>;

const ROW_SHAPE: ListRow = {
  id: "",
  plate: "",
  make: "",
  model: "",
  year: 0,
  category: "",
  category_name: "",
  status: "available",
  odometer: 0,
  photo: "",
  updated: "",
};

const COLUMNS = Object.keys(ROW_SHAPE)
  .map((column) => `[[v.${column}]] AS [[${column}]]`)
  .join(", ");

/** FROM and WHERE of a query's vehicles (alias `v`), narrowed by the index where it can be. */
function fromWhere(query: VehicleListQuery): { sql: string; params: SqlParams } {
  const list = vehicleListFilter(query);
  const where = filterSql(list.clause, list.params);
  const match = vehicleSearchMatch(query);
  if (match === null) return { sql: `FROM {{vehicles}} v WHERE ${where.sql}`, params: where.params };
  return {
    sql: `FROM (SELECT [[rowid]] AS [[found]] FROM [[vehicles_search]] WHERE [[vehicles_search]] MATCH {:match}) m
      CROSS JOIN {{vehicles}} v ON [[v.rowid]] = [[m.found]]
      WHERE ${where.sql}`,
    params: { ...where.params, match },
  };
}

function orderBy(query: VehicleListQuery): string {
  return parseSort(vehicleListSort(query))
    .map((column) => {
      if (!/^[a-z_]+$/.test(column.field)) throw new Error(`search: not a plain vehicle column: "${column.field}"`);
      return `[[v.${column.field}]] ${column.descending ? "DESC" : "ASC"}`;
    })
    .join(", ");
}

/** The route's handler. */
export function serveVehicleSearch(e: core.RequestEvent): void {
  requireStaff(e, SEARCH_SIGN_IN_MESSAGE);
  const parsed = parseVehicleSearch(e.request?.url?.rawQuery ?? "", PAGE_SIZE);
  if (!parsed.ok) throwFieldErrors("The search's parameters are not valid.", parsed.errors);
  const { query, perPage, skipTotal } = parsed.request;
  const app = e.app;
  const collection = app.findCachedCollectionByNameOrId(COLLECTIONS.vehicles);
  const { sql, params } = fromWhere(query);

  const rows = select(app, `SELECT ${COLUMNS} ${sql} ORDER BY ${orderBy(query)} LIMIT {:limit} OFFSET {:offset}`, ROW_SHAPE, {
    ...params,
    limit: perPage,
    offset: (query.page - 1) * perPage,
  });
  let totalItems = -1;
  let totalPages = -1;
  if (!skipTotal) {
    totalItems = select(app, `SELECT COUNT(*) AS [[total]] ${sql}`, { total: 0 }, params)[0]?.total ?? 0;
    totalPages = Math.ceil(totalItems / perPage);
  }
  const items = rows.map((row) => ({ collectionId: collection.id, collectionName: collection.name, ...row }));
  e.json(200, { page: query.page, perPage, totalItems, totalPages, items });
}
