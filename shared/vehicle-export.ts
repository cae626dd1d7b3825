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

/** The query parameter that carries a file token (PocketBase's `/api/files/token`) for a plain link. */
export const EXPORT_TOKEN_PARAM = "token";

/** The export's URL for a list query (its page left out: the file holds every page). */
export function vehicleExportPath(query: VehicleListQuery, token?: string): string {
  const params = vehicleListParams({ ...query, page: 1 });
  if (token !== undefined) params.push([EXPORT_TOKEN_PARAM, token]);
  return withQuery(VEHICLES_CSV_PATH, params);
}

/** `application/x-www-form-urlencoded` decoding of one name or value; null when malformed. */
function decodeQueryPart(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, " "));
  } catch {
    return null;
  }
}

/** A query string read strictly: the list query, the other parameters' values, and what is wrong. */
export interface StrictListParams {
  readonly query: VehicleListQuery;
  /** Every parameter given, by name (the list's and the extra ones). */
  readonly values: ReadonlyMap<string, string>;
  /** One error per parameter that the list would have ignored; empty when all are right. */
  readonly errors: FieldErrors;
}

/**
 * Reads a query string (without "?") of the vehicle list's parameters plus `extra` ones strictly:
 * the list query it describes, and one error per parameter that the list would have ignored. For
 * the endpoints that take the list's parameters (the export, the search): unlike the list on screen,
 * which quietly falls back to its defaults for a malformed link, they refuse one (400).
 */
export function readStrictListParams(search: string, extra: readonly string[]): StrictListParams {
  const known = [...VEHICLE_LIST_PARAMS, ...extra];
  // Without a prototype, so a parameter named "__proto__" is an error like any other.
  const errors: FieldErrors = Object.create(null) as FieldErrors;
  const values = new Map<string, string>();
  for (const pair of search.split("&")) {
    if (pair === "") continue;
    const equals = pair.indexOf("=");
    const name = decodeQueryPart(equals < 0 ? pair : pair.slice(0, equals));
    const value = decodeQueryPart(equals < 0 ? "" : pair.slice(equals + 1));
    if (name === null || value === null) {
      errors[name ?? "query"] = { code: "invalid_format", message: "The address is not correctly encoded." };
    } else if (!known.includes(name)) {
      errors[name] = { code: "unknown_field", message: `Unknown parameter. Use ${known.join(", ")}.` };
    } else if (values.has(name)) {
      errors[name] = { code: "invalid_format", message: "Give this parameter once." };
    } else {
      values.set(name, value);
    }
  }
  const query = parseVehicleListQuery((name) => values.get(name));
  const given = (name: string): string => values.get(name) ?? "";
  if (given("q").trim().length > SEARCH_MAX_LENGTH) {
    errors.q = { code: "too_long", message: `Search for at most ${SEARCH_MAX_LENGTH} characters.` };
  }
  if (given("category") !== "" && query.category !== given("category")) {
    errors.category = { code: "invalid_format", message: "Not a category id." };
  }
  if (given("status") !== "" && query.status !== given("status")) {
    errors.status = { code: "invalid_choice", message: `Use one of ${Object.keys(VEHICLE_STATUS_LABELS).join(", ")}.` };
  }
  const sort = given("sort");
  if (sort !== "" && `${query.descending ? "-" : ""}${query.sort}` !== sort) {
    errors.sort = { code: "invalid_choice", message: `Sort by one of ${VEHICLE_SORT_KEYS.join(", ")}, with "-" for descending.` };
  }
  if (values.has("page") && String(query.page) !== given("page")) {
    errors.page = { code: "invalid_format", message: "A page is a whole number from 1." };
  }
  return { query, values, errors };
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
  const { query, values, errors } = readStrictListParams(search, [EXPORT_TOKEN_PARAM]);
  const token = values.get(EXPORT_TOKEN_PARAM) ?? "";
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
