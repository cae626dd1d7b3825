// The vehicle list's search as an endpoint of ours (issue 17): GET /api/app/vehicles takes the
// list's own URL parameters (shared/vehicle-list.ts) and answers a page in the shape of
// PocketBase's records API (`{page, perPage, totalItems, totalPages, items}`), found through a
// trigram index instead of reading every vehicle (server/lib/search/). The list asks it whenever
// there is search text; without one, PocketBase's own list is as fast and stays in use.

import { withQuery } from "./routes";
import type { FieldErrors } from "./validation";
import { pagingParams, PAGING_PARAMS, readPaging } from "./list-params";
import { readVehicleListParams } from "./vehicle-list-params";
import { vehicleListParams, type VehicleListQuery } from "./vehicle-list";

export const VEHICLE_SEARCH_PATH = "/api/app/vehicles";

export interface VehicleSearchRequest {
  readonly query: VehicleListQuery;
  readonly perPage: number;
  readonly skipTotal: boolean;
}

export type VehicleSearchParse = { readonly ok: true; readonly request: VehicleSearchRequest } | { readonly ok: false; readonly errors: FieldErrors };

/** Reads the endpoint's query string (without "?") strictly, like the export. */
export function parseVehicleSearch(search: string, defaultPerPage: number): VehicleSearchParse {
  const { params, query } = readVehicleListParams(search, PAGING_PARAMS);
  const { perPage, skipTotal } = readPaging(params, defaultPerPage, "vehicles");
  if (Object.keys(params.errors).length > 0) return { ok: false, errors: params.errors };
  return { ok: true, request: { query, perPage, skipTotal } };
}

/** The endpoint's URL for a list query. */
export function vehicleSearchPath(query: VehicleListQuery, options: { perPage: number; skipTotal: boolean }): string {
  return withQuery(VEHICLE_SEARCH_PATH, [...vehicleListParams(query), ...pagingParams(options)]);
}
