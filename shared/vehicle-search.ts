// The vehicle list's search as an endpoint of ours (issue 17): GET /api/app/vehicles takes the
// list's own URL parameters (shared/vehicle-list.ts) and answers a page in the shape of
// PocketBase's records API (`{page, perPage, totalItems, totalPages, items}`), found through a
// trigram index instead of reading every vehicle (server/lib/search/). The list asks it whenever
// there is search text; without one, PocketBase's own list is as fast and stays in use.

import { withQuery } from "./routes";
import type { FieldErrors } from "./validation";
import { EXPORT_TOKEN_PARAM } from "./export-query";
import { readVehicleListParams } from "./vehicle-export";
import { vehicleListParams, type VehicleListQuery } from "./vehicle-list";

export const VEHICLE_SEARCH_PATH = "/api/app/vehicles";

/** As in PocketBase's records API: 1 to 1000 items a page; `skipTotal` leaves the count out (-1). */
export const SEARCH_PER_PAGE_MAX = 1000;

export interface VehicleSearchRequest {
  readonly query: VehicleListQuery;
  readonly perPage: number;
  readonly skipTotal: boolean;
}

export type VehicleSearchParse = { readonly ok: true; readonly request: VehicleSearchRequest } | { readonly ok: false; readonly errors: FieldErrors };

/** Reads the endpoint's query string (without "?") strictly, like the export. */
export function parseVehicleSearch(search: string, defaultPerPage: number): VehicleSearchParse {
  const { params, query } = readVehicleListParams(search, ["perPage", "skipTotal"]);
  const { values, errors } = params;
  // The export's file token means nothing here: the search is an API call with its own session.
  if (values.has(EXPORT_TOKEN_PARAM)) errors[EXPORT_TOKEN_PARAM] = { code: "unknown_field", message: "Unknown parameter." };
  const perPageText = values.get("perPage");
  const perPage = perPageText === undefined ? defaultPerPage : Number(perPageText);
  if (perPageText !== undefined && !(/^[0-9]{1,4}$/.test(perPageText) && perPage >= 1 && perPage <= SEARCH_PER_PAGE_MAX)) {
    errors.perPage = { code: "invalid_format", message: `Ask for 1 to ${SEARCH_PER_PAGE_MAX} vehicles a page.` };
  }
  const skipTotalText = values.get("skipTotal") ?? "";
  if (!["", "0", "1", "true", "false"].includes(skipTotalText)) {
    errors.skipTotal = { code: "invalid_format", message: "Use skipTotal=1 or leave it out." };
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: { query, perPage, skipTotal: skipTotalText === "1" || skipTotalText === "true" } };
}

/** The endpoint's URL for a list query. */
export function vehicleSearchPath(query: VehicleListQuery, options: { perPage: number; skipTotal: boolean }): string {
  const params = vehicleListParams(query);
  params.push(["perPage", String(options.perPage)]);
  if (options.skipTotal) params.push(["skipTotal", "1"]);
  return withQuery(VEHICLE_SEARCH_PATH, params);
}
