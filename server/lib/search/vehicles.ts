// GET /api/app/vehicles (shared/vehicle-search.ts): a page of the vehicle list for a query with
// search text, in the shape of PocketBase's records API with the list's fields
// (VEHICLE_LIST_FIELDS), narrowed by the trigram index `vehicles_search` (the 1795900000
// migration). Which vehicles and in which order stay defined once, by the list
// (shared/vehicle-list.ts); page.ts says how.

import { COLLECTIONS, type Vehicle } from "@shared/records";
import { PAGE_SIZE } from "@shared/constants";
import { vehicleListFilter, vehicleListSort } from "@shared/vehicle-list";
import { parseVehicleSearch } from "@shared/vehicle-search";
import { requireStaff } from "../roles/staff";
import { throwFieldErrors } from "../records/field-errors";
import { readPage } from "./page";
import { trigramCandidates, type TrigramIndex } from "./trigram-match";

/** The 1795900000 migration's index. */
const VEHICLES_SEARCH: TrigramIndex = { name: "vehicles_search", columns: ["plate_key", "vin", "make", "model"] };

export const SEARCH_SIGN_IN_MESSAGE = "Sign in as workshop staff to search vehicles.";

/** The list's row, as the records API gives it with `fields=VEHICLE_LIST_FIELDS`. */
const ROW_SHAPE: Pick<
  Vehicle,
  "id" | "plate" | "make" | "model" | "year" | "category" | "category_name" | "status" | "odometer" | "photo" | "updated"
> = {
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

/** The route's handler. */
export function serveVehicleSearch(e: core.RequestEvent): void {
  requireStaff(e, SEARCH_SIGN_IN_MESSAGE);
  const parsed = parseVehicleSearch(e.request?.url?.rawQuery ?? "", PAGE_SIZE);
  if (!parsed.ok) throwFieldErrors("The search's parameters are not valid.", parsed.errors);
  const { query, perPage, skipTotal } = parsed.request;
  const { clause, params } = vehicleListFilter(query);
  e.json(
    200,
    readPage(e.app, {
      table: COLLECTIONS.vehicles,
      shape: ROW_SHAPE,
      clause,
      params,
      sort: vehicleListSort(query),
      candidates: trigramCandidates(clause, params, VEHICLES_SEARCH),
      page: query.page,
      perPage,
      skipTotal,
    }),
  );
}
