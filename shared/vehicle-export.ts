// The vehicle list as a CSV file (GET /api/app/vehicles.csv): which query parameters it takes,
// which columns it has, and what the file is called. Pure, for the server that writes the file,
// the browser that asks for it and the tests. The lines themselves are written by SQLite
// (server/lib/dashboard/export-sql.ts); tests/support/csv.ts holds the reference they are
// checked against.
//
// The parameters are the vehicle list's own URL parameters (shared/vehicle-list.ts), so a list
// on screen exports as `/api/app/vehicles.csv` + the list's query string: the same search,
// filters and sort, every page. Unlike the list, which quietly falls back to its defaults for
// a malformed link, the export refuses one (400): a file that silently ignored a mistyped
// filter would hold the wrong vehicles, and nobody would notice.

import { csvRecord } from "./csv";
import { addMisreadErrors, addPageError, EXPORT_TOKEN_PARAM, readExportParams, type ExportParams } from "./export-query";
import { withQuery } from "./routes";
import { searchParamError } from "./search/words";
import { VEHICLE_STATUS_LABELS } from "./records";
import type { FieldErrors } from "./validation";
import {
  DEFAULT_VEHICLE_LIST_QUERY,
  parseVehicleListQuery,
  vehicleListParams,
  VEHICLE_LIST_PARAMS,
  VEHICLE_SORT_KEYS,
  type VehicleListQuery,
} from "./vehicle-list";

export const VEHICLES_CSV_PATH = "/api/app/vehicles.csv";

export { EXPORT_TOKEN_PARAM };

/** The export's URL for a list query (its page left out: the file holds every page). */
export function vehicleExportPath(query: VehicleListQuery, token?: string): string {
  const params = vehicleListParams({ ...query, page: 1 });
  if (token !== undefined) params.push([EXPORT_TOKEN_PARAM, token]);
  return withQuery(VEHICLES_CSV_PATH, params);
}

/** The file token (or ""), and the list query or why the parameters are wrong. */
export type VehicleExportQuery = { readonly token: string } & (
  | { readonly ok: true; readonly query: VehicleListQuery }
  | { readonly ok: false; readonly errors: FieldErrors }
);

/**
 * The vehicle list's parameters, and `extra` ones, read strictly: the list query they describe,
 * and an error for each parameter that the list would have read differently (it falls back to a
 * default). For every endpoint that takes the list's parameters: the export, the search.
 */
export function readVehicleListParams(search: string, extra: readonly string[] = []): { params: ExportParams; query: VehicleListQuery } {
  const params = readExportParams(search, [...VEHICLE_LIST_PARAMS, ...extra]);
  const { errors, given } = params;
  const query = parseVehicleListQuery((name) => params.values.get(name));
  const searchError = searchParamError(given("q"));
  if (searchError) errors.q = searchError;
  addMisreadErrors(params, [
    ["category", query.category, { code: "invalid_format", message: "Not a category id." }],
    ["status", query.status, { code: "invalid_choice", message: `Use one of ${Object.keys(VEHICLE_STATUS_LABELS).join(", ")}.` }],
    [
      "sort",
      `${query.descending ? "-" : ""}${query.sort}`,
      { code: "invalid_choice", message: `Sort by one of ${VEHICLE_SORT_KEYS.join(", ")}, with "-" for descending.` },
    ],
  ]);
  addPageError(params, query.page);
  return { params, query };
}

/**
 * Reads the export's query string (without "?") strictly: the file token, and the list query
 * it describes or one error per parameter that the list would have ignored.
 */
export function parseVehicleExportQuery(search: string): VehicleExportQuery {
  const { params, query } = readVehicleListParams(search);
  const { errors, token } = params;
  if (Object.keys(errors).length > 0) return { ok: false, errors, token };
  return { ok: true, query: { ...query, page: DEFAULT_VEHICLE_LIST_QUERY.page }, token };
}

/** The columns, in order (the SQL that writes the lines follows them). */
export const VEHICLE_EXPORT_HEADERS: readonly string[] = [
  "Plate",
  "VIN",
  "Make",
  "Model",
  "Year",
  "Category",
  "Status",
  "Odometer (km)",
  "Fuel",
  "Colour",
  "Notes",
  "Created (UTC)",
  "Updated (UTC)",
  "Created by",
  "Updated by",
];

/** The file's first line. */
export function vehicleExportHeader(): string {
  return csvRecord(VEHICLE_EXPORT_HEADERS);
}

/** `vehicles-2026-11-22.csv`, dated by the server's clock in UTC. */
export function vehicleExportFilename(now: Date): string {
  return `vehicles-${now.toISOString().slice(0, 10)}.csv`;
}
