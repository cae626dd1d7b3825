// The vehicle list as a CSV file (GET /api/app/vehicles.csv): which query parameters it takes,
// which columns it has, and what the file is called. Pure, for the server that writes the file,
// the browser that asks for it and the tests. The lines themselves are written by SQLite
// (server/lib/vehicles/export.ts); tests/support/csv.ts holds the reference they are
// checked against.
//
// The parameters are the vehicle list's own URL parameters (shared/vehicle-list.ts), so a list
// on screen exports as `/api/app/vehicles.csv` + the list's query string: the same search,
// filters and sort, every page. Unlike the list, which quietly falls back to its defaults for
// a malformed link, the export refuses one (400): a file that silently ignored a mistyped
// filter would hold the wrong vehicles, and nobody would notice.

import { csvRecord } from "./csv";
import { exportHeadings } from "./i18n/export-messages";
import { FALLBACK_LANGUAGE, type Language } from "./i18n/languages";
import { EXPORT_TOKEN_PARAM } from "./list-params";
import { withQuery } from "./routes";
import type { FieldErrors } from "./validation";
import { DEFAULT_VEHICLE_LIST_QUERY, vehicleListParams, type VehicleListQuery } from "./vehicle-list";
import { readVehicleListParams } from "./vehicle-list-params";

export const VEHICLES_CSV_PATH = "/api/app/vehicles.csv";

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
  const { params, query } = readVehicleListParams(search);
  const { errors, token } = params;
  if (Object.keys(errors).length > 0) return { ok: false, errors, token };
  return { ok: true, query: { ...query, page: DEFAULT_VEHICLE_LIST_QUERY.page }, token };
}

/** The columns, in order, in English (the SQL that writes the lines follows them). */
export const VEHICLE_EXPORT_HEADERS: readonly string[] = exportHeadings("vehicles");

/** The file's first line, in the reader's language. */
export function vehicleExportHeader(language: Language = FALLBACK_LANGUAGE): string {
  return csvRecord(exportHeadings("vehicles", language));
}

/** `vehicles-2026-11-22.csv`, dated by the server's clock in UTC. */
export function vehicleExportFilename(now: Date): string {
  return `vehicles-${now.toISOString().slice(0, 10)}.csv`;
}
