// What the vehicle list shows, as data: search, filters, sort and page. The browser keeps it in
// the URL (so a list can be bookmarked and shared) and the server's CSV export reads the same
// parameters, so "export what I see" means the same query in both places. Pure: the caller
// supplies a `get(name)` for its own kind of query string.

import { filterExpression, type FilterClause } from "./filter";
import { VEHICLE_STATUSES, type VehicleStatus } from "./records";
import { pathTo, withQuery } from "./routes";
import { wordClauses, type WordField } from "./search/clauses";
import { SEARCH_MAX_LENGTH, searchWords } from "./search/words";
import { RECORD_ID } from "./validation/record-id";

export const VEHICLE_SORT_KEYS = ["plate", "make", "year", "category", "status", "odometer", "updated"] as const;
export type VehicleSortKey = (typeof VEHICLE_SORT_KEYS)[number];

export interface VehicleListQuery {
  /** Free text: each of its words matched against plate, VIN, make and model. */
  readonly q: string;
  /** A category id, or "" for all. */
  readonly category: string;
  readonly status: VehicleStatus | "";
  readonly sort: VehicleSortKey;
  readonly descending: boolean;
  /** 1-based. */
  readonly page: number;
}

export const DEFAULT_VEHICLE_LIST_QUERY: VehicleListQuery = {
  q: "",
  category: "",
  status: "",
  sort: "updated",
  descending: true,
  page: 1,
};

/** The URL parameter names, e.g. `/workshop/vehicles?q=ab12&status=in_service&sort=-year&page=2`. */
export const VEHICLE_LIST_PARAMS = ["q", "category", "status", "sort", "page"] as const;

export { SEARCH_MAX_LENGTH };

/**
 * The fields a page of the list reads (`fields`): what the table shows and what photo URLs
 * need; no notes, no VIN. The benchmark asks for the same page as the screen.
 */
export const VEHICLE_LIST_FIELDS = "id,collectionId,collectionName,plate,make,model,year,category,category_name,status,odometer,photo,updated";

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/**
 * Reads a list query from URL parameters. Anything malformed falls back to its default, so a
 * hand-edited or outdated link still opens a sensible list instead of an error.
 */
export function parseVehicleListQuery(get: (name: string) => string | null | undefined): VehicleListQuery {
  const q = (get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  const category = get("category") ?? "";
  const status = get("status") ?? "";
  const sortParam = get("sort") ?? "";
  const descending = sortParam.startsWith("-");
  const sortKey = descending ? sortParam.slice(1) : sortParam;
  const pageNumber = Number(get("page") ?? "1");
  const sorted = isOneOf(VEHICLE_SORT_KEYS, sortKey);
  return {
    q,
    category: RECORD_ID.test(category) ? category : "",
    status: isOneOf(VEHICLE_STATUSES, status) ? status : "",
    sort: sorted ? sortKey : DEFAULT_VEHICLE_LIST_QUERY.sort,
    descending: sorted ? descending : DEFAULT_VEHICLE_LIST_QUERY.descending,
    page: Number.isSafeInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1,
  };
}

/** The URL parameters of a query, defaults left out, in a stable order. */
export function vehicleListParams(query: VehicleListQuery): [string, string][] {
  const params: [string, string][] = [];
  if (query.q !== "") params.push(["q", query.q]);
  if (query.category !== "") params.push(["category", query.category]);
  if (query.status !== "") params.push(["status", query.status]);
  const isDefaultSort =
    query.sort === DEFAULT_VEHICLE_LIST_QUERY.sort && query.descending === DEFAULT_VEHICLE_LIST_QUERY.descending;
  if (!isDefaultSort) params.push(["sort", `${query.descending ? "-" : ""}${query.sort}`]);
  if (query.page > 1) params.push(["page", String(query.page)]);
  return params;
}

/**
 * The vehicle list showing a query: the one builder of list links (the list's own pager and
 * filters, the dashboard, the category pages, the way back from a vehicle). Missing parts are
 * the defaults, so `vehicleListPath({ category })` is that category's vehicles.
 */
export function vehicleListPath(query: Partial<VehicleListQuery> = {}): string {
  return withQuery(pathTo("vehicles"), vehicleListParams({ ...DEFAULT_VEHICLE_LIST_QUERY, ...query }));
}

/** A PocketBase filter with `{:name}` placeholders, as text and as data, and the values for them. */
export interface VehicleListFilter {
  readonly filter: string;
  /** The same filter as data, for the export's SQL (shared/filter.ts). */
  readonly clause: FilterClause;
  readonly params: Readonly<Record<string, string>>;
}

/** Where a word of the search text is looked for: plate and VIN by their normalised form, make and model as typed. */
const SEARCHED_FIELDS: readonly WordField[] = [
  { field: "plate_key", value: "plate-key" },
  { field: "vin", value: "plate-key" },
  { field: "make", value: "word" },
  { field: "model", value: "word" },
];

/**
 * The filter of a query. Every word of the search text must match plate, VIN, make or model
 * (shared/search/): "nissan leaf" and "leaf nissan" find a Nissan Leaf. Plates and VINs are stored
 * normalised, so a word is normalised the same way for them ("ab-12" finds "AB-123").
 */
export function vehicleListFilter(query: VehicleListQuery): VehicleListFilter {
  const params: Record<string, string> = {};
  const clauses: FilterClause[] = wordClauses(searchWords(query.q), SEARCHED_FIELDS, params);
  if (query.category !== "") {
    clauses.push({ field: "category", op: "=", param: "category" });
    params.category = query.category;
  }
  if (query.status !== "") {
    clauses.push({ field: "status", op: "=", param: "status" });
    params.status = query.status;
  }
  const clause: FilterClause = { all: clauses };
  return { filter: filterExpression(clause), clause, params };
}

// Each sort key with the columns it orders by; `id` last so that pages never overlap or skip
// records that share a value. Ties break by plate, in the same indexes as the sorted column
// (so a page reads 30 index entries instead of sorting a whole group of equal values), and
// the category sorts by the vehicles' own `category_name`, not `category.name`, which would
// make PocketBase join and de-duplicate every row (≈ 700 ms a page over 100 000 vehicles).
const SORT_COLUMNS: Readonly<Record<VehicleSortKey, readonly string[]>> = {
  plate: ["plate"],
  make: ["make", "model"],
  year: ["year", "plate"],
  category: ["category_name", "plate"],
  status: ["status", "plate"],
  odometer: ["odometer"],
  updated: ["updated"],
};

/** The PocketBase `sort` expression of a query, e.g. `-updated,-id`. */
export function vehicleListSort(query: VehicleListQuery): string {
  const direction = query.descending ? "-" : "";
  return [...SORT_COLUMNS[query.sort], "id"].map((column) => direction + column).join(",");
}
