// The vehicle list's read of a page of rows, and the one a page load starts before the first
// render (app/early-reads.ts), the way My work's are (features/my-work/my-work-reads.ts). Kept
// apart from the list's hook so that what the page evaluates before it is the API client and the
// list's query rules, not React or the screens.

import { PAGE_SIZE } from "@shared/constants";
import { COLLECTIONS, type Vehicle } from "@shared/records";
import { parseVehicleListQuery, VEHICLE_LIST_FIELDS, vehicleListFilter, vehicleListSort, type VehicleListQuery } from "@shared/vehicle-list";
import { vehicleSearchPath } from "@shared/vehicle-search";
import { pb } from "../../lib/api-client";
import { EarlyRead } from "../../lib/early-read";

export interface Page {
  readonly items: Vehicle[];
  readonly totalItems: number;
}

/** The filter and sort the records API is asked for (the search endpoint reads the query itself). */
export function listRequest(query: VehicleListQuery): { filter: string; sort: string } {
  const { filter, params } = vehicleListFilter(query);
  return { filter: filter === "" ? "" : pb.filter(filter, params), sort: vehicleListSort(query) };
}

/**
 * A page of rows (`count`: one row and the number of matches) from PocketBase's records API, or
 * from the search endpoint when there is search text.
 */
export function readPage(query: VehicleListQuery, count: boolean): Promise<Page> {
  const { filter, sort } = listRequest(query);
  const requestKey = count ? "vehicle-list-total" : "vehicle-list";
  const perPage = count ? 1 : PAGE_SIZE;
  const page = count ? 1 : query.page;
  if (query.q !== "") {
    return pb.send<Page>(vehicleSearchPath({ ...query, page }, { perPage, skipTotal: !count }), { requestKey });
  }
  return pb.collection(COLLECTIONS.vehicles).getList<Vehicle>(page, perPage, {
    filter,
    ...(count ? { fields: "id" } : { sort, skipTotal: true, fields: VEHICLE_LIST_FIELDS }),
    requestKey,
  });
}

/** The first page a page load asked for early (lib/early-read.ts), keyed by its query. */
const earlyRows = new EarlyRead<Page>();

const keyOf = (query: VehicleListQuery) => JSON.stringify(query);

/**
 * On a page load that opens the vehicle list: its first page of rows, for the query in the URL's
 * `search`, asked for now instead of after the first render. Settles when the server has answered
 * (or failed to); never rejects.
 */
export function startVehicleList(search: string): Promise<void> {
  const params = new URLSearchParams(search);
  const query = parseVehicleListQuery((name) => params.get(name));
  return earlyRows.start(keyOf(query), readPage(query, false));
}

/** The early read of `query`'s rows, still under way or settled, if the list has not taken it. */
export function takeEarlyRows(query: VehicleListQuery): Promise<Page> | null {
  return earlyRows.take(keyOf(query));
}

/** The early read's rows if they came before the list's first render: it starts with them. */
export function takeArrivedRows(query: VehicleListQuery): Vehicle[] | null {
  return earlyRows.takeArrived(keyOf(query))?.items ?? null;
}
