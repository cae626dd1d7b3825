// What `make bench` asks the servers: the requests the vehicle screens and the dashboard make,
// built with the app's own list module (shared/vehicle-list.ts), so "the first list page" is the
// request the list screen sends.
import PocketBase from "pocketbase";
import { vehicleSearchPath } from "@shared/vehicle-search";
import { PAGE_SIZE } from "@shared/constants";
import {
  boardColumnFilter,
  boardColumnSort,
  DEFAULT_WORK_ORDER_LIST_QUERY,
  WORK_ORDER_LIST_FIELDS,
  workOrderListFilter,
  workOrderListSort,
  type WorkOrderListQuery,
} from "@shared/work-order-list";
import { workOrderSearchPath } from "@shared/work-order-search";
import { timelineScenario } from "./history";
import type { Scenario } from "./scenario";
import type { WorkSamples } from "./work";
import {
  DEFAULT_VEHICLE_LIST_QUERY,
  VEHICLE_LIST_FIELDS,
  vehicleListFilter,
  vehicleListSort,
  type VehicleListQuery,
} from "@shared/vehicle-list";

export const VEHICLES_PATH = "/api/collections/vehicles/records";
export const WORK_ORDERS_PATH = "/api/collections/work_orders/records";
export const ITEMS_PATH = "/api/collections/work_order_items/records";

/** Values picked from the demo data, the same in every server (they share the data). */
export interface Samples extends WorkSamples {
  readonly vehicleId: string;
  /** A second vehicle, the one the update scenario changes. */
  readonly updateId: string;
  readonly categoryId: string;
  /** Four characters of a plate, as staff type them. */
  readonly fragment: string;
  /** A vehicle's model and make, in that order and lower case ("transit ford"), as staff type them. */
  readonly words: string;
}

/** The words sample of a vehicle: its model's words, then its make, lower case. */
export function wordsOf(vehicle: { readonly make: string; readonly model: string }): string {
  return `${vehicle.model} ${vehicle.make}`.toLowerCase();
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

/** The board's first column as the board screen asks for it: open work, oldest first. */
export function boardPath(now: Date): string {
  const { filter, params } = boardColumnFilter(DEFAULT_WORK_ORDER_LIST_QUERY, "open", { me: "", now });
  const search = new URLSearchParams({
    page: "1",
    perPage: String(PAGE_SIZE),
    skipTotal: "1",
    sort: boardColumnSort("open"),
    fields: WORK_ORDER_LIST_FIELDS,
  });
  if (filter !== "") search.set("filter", sdk.filter(filter, params));
  return `${WORK_ORDERS_PATH}?${search.toString()}`;
}

function filtered(path: string, filter: string, params: Record<string, string>, extra: Record<string, string>): string {
  const search = new URLSearchParams({ skipTotal: "1", ...extra, filter: sdk.filter(filter, params) });
  return `${path}?${search.toString()}`;
}

/** The list view's page request for a query, as PocketBase's records API answers it (bare PocketBase's). */
export function workOrderListPath(query: WorkOrderListQuery, now: Date): string {
  const { filter, params } = workOrderListFilter(query, { me: "", now });
  const search = new URLSearchParams({
    page: String(query.page),
    perPage: String(PAGE_SIZE),
    skipTotal: "1",
    sort: workOrderListSort(query),
    fields: WORK_ORDER_LIST_FIELDS,
  });
  if (filter !== "") search.set("filter", sdk.filter(filter, params));
  return `${WORK_ORDERS_PATH}?${search.toString()}`;
}

/** The work order scenarios of issue 13, and the work order search of issue 17. */
export function workScenarios(samples: Samples, now: Date): Scenario[] {
  const searched = { ...DEFAULT_WORK_ORDER_LIST_QUERY, view: "list" as const, q: samples.fragment };
  // Issue 20: every word somewhere, in any order (the demo data's "Front brake pads" among them).
  const words = { ...searched, q: `pads brake ${samples.fragment.toLowerCase()}` };
  return [
    { key: "board", label: "Board, open column (first page)", kind: "read", path: boardPath(now), floor: true },
    {
      key: "wo-search",
      label: `Search work orders by a plate fragment ("${samples.fragment}")`,
      kind: "read",
      path: workOrderListPath(searched, now),
      productPath: workOrderSearchPath(searched, { perPage: PAGE_SIZE, skipTotal: true }),
      floor: true,
    },
    {
      key: "wo-search-words",
      label: `Search work orders by title words and a plate fragment, in any order ("${words.q}")`,
      kind: "read",
      path: workOrderListPath(words, now),
      productPath: workOrderSearchPath(words, { perPage: PAGE_SIZE, skipTotal: true }),
    },
    {
      key: "work-order",
      label: "A work order's 30 items",
      kind: "read",
      path: filtered(ITEMS_PATH, "work_order = {:id}", { id: samples.workOrderId }, { perPage: "500", sort: "created" }),
      budgetMs: 20,
    },
    {
      key: "history",
      label: "A vehicle's service history",
      kind: "read",
      path: filtered(
        WORK_ORDERS_PATH,
        "vehicle = {:vehicle} && status = 'done'",
        { vehicle: samples.historyVehicleId },
        { perPage: String(PAGE_SIZE), sort: "-completed", fields: WORK_ORDER_LIST_FIELDS },
      ),
      budgetMs: 20,
    },
    {
      key: "wo-create",
      label: "Create a work order",
      kind: "write",
      path: WORK_ORDERS_PATH,
      script: "create-work-order",
      get args() {
        return [samples.createVehicleId, String((createRuns += 1) * 1_000_000)];
      },
      budgetMs: 10,
      concurrencies: [1],
    },
    {
      key: "wo-status",
      label: "Status change to done and back (vehicle moves, reading written, reminder done)",
      kind: "write",
      path: `${WORK_ORDERS_PATH}/${samples.statusWorkOrderId}`,
      script: "work-order-status",
      // Each run starts higher than the last could have reached, so the odometer never goes back.
      get args() {
        return [samples.statusWorkOrderId, String(samples.statusStartKm + (statusRuns += 1) * 10_000)];
      },
      // Issue 22: a change to done with a reading and a reminder. The p50 is over both moves.
      budgetMs: 5,
      concurrencies: [1],
    },
  ];
}

let statusRuns = 0;
let createRuns = 0;

export function scenarios(samples: Samples, runTag: () => string): Scenario[] {
  const list = DEFAULT_VEHICLE_LIST_QUERY;
  const update: Scenario = {
    key: "update",
    label: "Update a vehicle",
    kind: "write",
    path: `${VEHICLES_PATH}/${samples.updateId}`,
    script: "update",
    args: [samples.updateId],
  };
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
      // Issue 20: every word somewhere, in any order. Bare PocketBase answers the same words
      // with its LIKE ("~" per word: the same for plain ASCII words).
      key: "search-words",
      label: `Search model and make, in any order ("${samples.words}")`,
      kind: "read",
      path: listPath({ ...list, q: samples.words }),
      productPath: vehicleSearchPath({ ...list, q: samples.words }, { perPage: PAGE_SIZE, skipTotal: true }),
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
    update,
    // Issue 21: two people saving one record at once; each save reads the stored row in its
    // transaction and keeps the other's fields (docs/decisions/no-lost-update.md).
    { ...update, key: "update-contended", label: "Update one vehicle, two writers at once", concurrencies: [2] },
    ...workScenarios(samples, new Date()),
    timelineScenario(samples.historyVehicleId),
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
