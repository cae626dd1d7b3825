// The vehicle list's URL parameters read strictly (shared/list-params.ts), for every endpoint of
// ours that takes them: the CSV export and the search.

import { searchParamError } from "./search/words";
import { addMisreadErrors, addPageError, readListParams, type ListParams } from "./list-params";
import { VEHICLE_STATUS_LABELS } from "./records";
import { parseVehicleListQuery, VEHICLE_LIST_PARAMS, VEHICLE_SORT_KEYS, type VehicleListQuery } from "./vehicle-list";

/**
 * The vehicle list's parameters, and `extra` ones, read strictly: the list query they describe,
 * and an error for each parameter that the list would have read differently (it falls back to a
 * default). For every endpoint that takes the list's parameters: the export, the search.
 */
export function readVehicleListParams(search: string, extra: readonly string[] = []): { params: ListParams; query: VehicleListQuery } {
  const params = readListParams(search, [...VEHICLE_LIST_PARAMS, ...extra]);
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
