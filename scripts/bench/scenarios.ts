// What `make bench` asks the servers: the requests the vehicle screens and the dashboard make,
// built with the app's own list module (shared/vehicle-list.ts), so "the first list page" is the
// request the list screen sends.
import PocketBase from "pocketbase";
import { vehicleSearchPath } from "@shared/vehicle-search";
import { PAGE_SIZE } from "@shared/constants";
import {
  DEFAULT_VEHICLE_LIST_QUERY,
  VEHICLE_LIST_FIELDS,
  vehicleListFilter,
  vehicleListSort,
  type VehicleListQuery,
} from "@shared/vehicle-list";

export const VEHICLES_PATH = "/api/collections/vehicles/records";

export type ScenarioKind = "read" | "write" | "product-only";

export interface Scenario {
  readonly key: string;
  readonly label: string;
  readonly kind: ScenarioKind;
  /** The request (a GET), or the first request of a Lua generator. */
  readonly path: string;
  /**
   * What the product's screen sends instead, when that differs from PocketBase's own request
   * (the search goes to the product's indexed endpoint): bare PocketBase answers `path`.
   */
  readonly productPath?: string;
  readonly script?: "create" | "update";
  readonly args?: readonly string[];
  /** Whether the SQLite floor is measured for it. */
  readonly floor?: boolean;
}

/** Values picked from the demo data, the same in every server (they share the data). */
export interface Samples {
  readonly vehicleId: string;
  /** A second vehicle, the one the update scenario changes. */
  readonly updateId: string;
  readonly categoryId: string;
  /** Four characters of a plate, as staff type them. */
  readonly fragment: string;
}

// The SDK's own filter binding (quotes and escapes values), as the list screen uses it.
const sdk = new PocketBase("http://127.0.0.1");

/** The list screen's page request for a query: first page, no total, the table's fields. */
export function listPath(query: VehicleListQuery): string {
  const { filter, params } = vehicleListFilter(query);
  const search = new URLSearchParams({
    page: String(query.page),
    perPage: String(PAGE_SIZE),
    skipTotal: "1",
    sort: vehicleListSort(query),
    fields: VEHICLE_LIST_FIELDS,
  });
  if (filter !== "") search.set("filter", sdk.filter(filter, params));
  return `${VEHICLES_PATH}?${search.toString()}`;
}

export function scenarios(samples: Samples, runTag: () => string): Scenario[] {
  const list = DEFAULT_VEHICLE_LIST_QUERY;
  return [
    { key: "list", label: "List, first page (last updated first)", kind: "read", path: listPath(list), floor: true },
    {
      key: "search",
      label: `Search a plate fragment ("${samples.fragment}")`,
      kind: "read",
      path: listPath({ ...list, q: samples.fragment }),
      productPath: vehicleSearchPath({ ...list, q: samples.fragment }, { perPage: PAGE_SIZE, skipTotal: true }),
      floor: true,
    },
    {
      key: "filter",
      label: "Category + status, by plate",
      kind: "read",
      path: listPath({ ...list, category: samples.categoryId, status: "in_service", sort: "plate", descending: false }),
      floor: true,
    },
    { key: "view", label: "View one vehicle", kind: "read", path: `${VEHICLES_PATH}/${samples.vehicleId}` },
    {
      key: "create",
      label: "Create a vehicle",
      kind: "write",
      path: VEHICLES_PATH,
      script: "create",
      // The tag is drawn per run, so plates and VINs never repeat (see wrk/create.lua).
      get args() {
        return [runTag(), samples.categoryId];
      },
    },
    {
      key: "update",
      label: "Update a vehicle",
      kind: "write",
      path: `${VEHICLES_PATH}/${samples.updateId}`,
      script: "update",
      args: [samples.updateId],
    },
    { key: "stats", label: "Dashboard figures", kind: "product-only", path: "/api/app/stats" },
  ];
}

// Letters that VINs allow (no I, O, Q), for the create scenario's run tags.
const TAG_LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";

/** Four random letters valid in plates and VINs. */
export function randomTag(random: () => number = Math.random): string {
  let tag = "";
  for (let i = 0; i < 4; i += 1) tag += TAG_LETTERS[Math.floor(random() * TAG_LETTERS.length)];
  return tag;
}

/** The request a server of this kind is sent for a scenario. */
export function scenarioPath(scenario: Scenario, product: boolean): string {
  return product && scenario.productPath !== undefined ? scenario.productPath : scenario.path;
}
