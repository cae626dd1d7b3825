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
import { addMisreadErrors, addPageError, EXPORT_TOKEN_PARAM, readExportParams } from "./export-query";
import { withQuery } from "./routes";
import { VEHICLE_STATUS_LABELS } from "./records";
import type { FieldErrors } from "./validation";
import {
  DEFAULT_VEHICLE_LIST_QUERY,
  parseVehicleListQuery,
  SEARCH_MAX_LENGTH,
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
 * Reads the export's query string (without "?") strictly: the file token, and the list query
 * it describes or one error per parameter that the list would have ignored.
 */
export function parseVehicleExportQuery(search: string): VehicleExportQuery {
  const params = readExportParams(search, VEHICLE_LIST_PARAMS);
  const { errors, given, token } = params;
  const query = parseVehicleListQuery((name) => params.values.get(name));
  if (given("q").trim().length > SEARCH_MAX_LENGTH) {
    errors.q = { code: "too_long", message: `Search for at most ${SEARCH_MAX_LENGTH} characters.` };
  }
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
