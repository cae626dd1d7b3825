// The work order board's and list's search through the trigram index (GET /api/app/work-orders,
// issues 17, 20 and 21): for every query, sort, page and board column it answers the work orders
// the search rule finds (tests/support/search-oracle.ts: every word the number, in the plate or
// in the title, letters in any case, `%`, `_` and `\` plain), in the order and pages of
// PocketBase's records API for the list's other filters and sort, in the same shape; the index
// follows every change; the endpoint is closed to guests and strict about its parameters.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WorkOrder } from "@shared/records";
import {
  BOARD_COLUMNS,
  boardColumnFilter,
  boardColumnSort,
  DEFAULT_WORK_ORDER_LIST_QUERY,
  WORK_ORDER_LIST_FIELDS,
  WORK_ORDER_SORT_KEYS,
  workOrderListFilter,
  workOrderListSort,
  type WorkOrderListQuery,
} from "@shared/work-order-list";
import { WORK_ORDER_SEARCH_PATH, workOrderSearchPath } from "@shared/work-order-search";
import { createEmployee, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle, errorCodes, VEHICLE_RECORDS } from "../support/records";
import { idFilter, workOrderMatches, type SearchedWorkOrder } from "../support/search-oracle";
import { addItem, createWorkOrder, moveWorkOrder, WORK_ORDER_RECORDS } from "../support/work-orders";

let server: TestServer;
let alice: Employee;
let bob: Employee;

interface Page {
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  items: WorkOrder[];
}

const VEHICLES = [
  { plate: "AB-123", make: "Volkswagen", model: "Golf" },
  { plate: "XY 987", make: "Ford", model: "Transit" },
  { plate: "АВ 777", make: "Лада", model: "Веста" },
  { plate: "ÖL-5", make: "Škoda", model: "Octavia" },
];
const TITLES = [
  "Annual service",
  "Front brake pads",
  "Tyres: winter set",
  "Inspection (TÜV)",
  "Замена масла",
  "Oil 100% synthetic",
  "Wiper_blades",
  "Annual service 2",
  "12 month check",
  "Brake fluid and pads, rear",
  "ŠKODA recall: ölpumpe",
  "Straßenzulassung prüfen",
  "ΈΛΕΓΧΟΣ φρένων",
  "Path C:\\temp\\log",
];

let all: SearchedWorkOrder[] = [];

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } });
  alice = await createEmployee(server, { name: "Alice Mechanic" });
  bob = await createEmployee(server, { name: "Bob Foreman" });
  const category = (await createCategory(server, alice.token)).id;
  const vehicles = [];
  for (const fields of VEHICLES) vehicles.push(await createVehicle(server, category, alice.token, fields));
  for (const [i, title] of TITLES.entries()) {
    const vehicle = vehicles[i % vehicles.length]!;
    const created = await createWorkOrder(server, alice.token, vehicle.id, {
      title,
      priority: ["low", "normal", "high", "urgent"][i % 4],
      ...(i % 2 ? { assignee: alice.id } : { assignee: bob.id }),
    });
    if (i % 3 === 1) await moveWorkOrder(server, alice.token, created.id, { status: "in_progress" });
    // Costs with cents: the page must carry them as the records API does (136.8, not a failure).
    await addItem(server, alice.token, created.id, { kind: "part", description: "Part", quantity: 3, unit_cost: 45.6 });
    if (i % 3 === 2) await moveWorkOrder(server, alice.token, created.id, { status: "in_progress" }, { status: "done", odometer: 1000 * (i + 1) });
  }
  const response = await server.request<{ items: SearchedWorkOrder[] }>(`${WORK_ORDER_RECORDS}?perPage=500&fields=id,number,vehicle_plate_key,title`, {
    token: alice.token,
  });
  all = response.json.items;
  expect(all).toHaveLength(TITLES.length);
});

afterAll(async () => {
  await server?.dispose();
});

/** A list query as the list reads it from its URL (search text trimmed). */
const query = (fields: Partial<WorkOrderListQuery>): WorkOrderListQuery => ({
  ...DEFAULT_WORK_ORDER_LIST_QUERY,
  ...fields,
  q: (fields.q ?? "").trim(),
});

function inline(filter: string, params: Readonly<Record<string, string>>): string {
  return filter.replace(/\{:(\w+)\}/g, (_, name: string) => JSON.stringify(params[name]));
}

/**
 * What the search must answer: the work orders the rule finds, in the order and pages the records
 * API gives for the list's (or a column's) other filters and sort.
 */
async function oracle(q: WorkOrderListQuery, who: Employee, column?: (typeof BOARD_COLUMNS)[number], perPage = 30): Promise<Page> {
  const context = { me: who.id, now: new Date() };
  const unsearched = { ...q, q: "" };
  const { filter, params } = column ? boardColumnFilter(unsearched, column, context) : workOrderListFilter(unsearched, context);
  const found = idFilter(all.filter((workOrder) => workOrderMatches(q.q, workOrder)).map((workOrder) => workOrder.id));
  const search = new URLSearchParams({
    filter: [found, inline(filter, params)].filter(Boolean).join(" && "),
    sort: column ? boardColumnSort(column) : workOrderListSort(q),
    fields: WORK_ORDER_LIST_FIELDS,
    page: String(column ? 1 : q.page),
    perPage: String(perPage),
  });
  const response = await server.request<Page>(`${WORK_ORDER_RECORDS}?${search}`, { token: who.token });
  expect(response.status).toBe(200);
  return response.json;
}

async function searched(q: WorkOrderListQuery, who: Employee, column?: (typeof BOARD_COLUMNS)[number], perPage = 30): Promise<Page> {
  const response = await server.request<Page>(workOrderSearchPath(q, { column, perPage, skipTotal: false }), { token: who.token });
  expect(response.status, response.text).toBe(200);
  return response.json;
}

describe("the same work orders, in the same order, as the records API", () => {
  const searches = [
    // numbers, as people type them
    "WO-3", "wo 3", "3", "12", "#4",
    // plates, also across spaces and dashes, and titles across word boundaries
    "AB-12", "b12", "XY 98", "al serv", "brake p", "s: win", "(TÜV)", "tüv",
    // one and two characters
    "a", "9", "ab",
    // several words, in any order; a number among them
    "brake pads", "pads brake", "PADS rear fluid", "annual service 2", "2 annual", "wo 3", "wo 12", "WO-3 annual", "3 annual",
    "ab-12 service", "service xy", "ab xy",
    // other scripts, letters with marks, in any case
    "масла", "МАСЛА", "замена МАСЛА", "АВ 7", "škoda", "ŠKODA RECALL", "ÖLPUMPE", "öl-5", "straßenzulassung", "STRAẞENZULASSUNG",
    "ελεγχος", "έλεγχος ΦΡΈΝΩΝ",
    // what LIKE would read as a pattern or an escape: plain characters here
    "100%", "%", "%synth%", "_blades", "_", "s\\", "\\", "c:\\temp",
    // nothing matches
    "nothing like it",
  ];
  for (const q of searches) {
    it(`finds ${JSON.stringify(q)} in the list and in every board column`, async () => {
      expect(await searched(query({ q }), alice)).toEqual(await oracle(query({ q }), alice));
      for (const column of BOARD_COLUMNS) {
        expect(await searched(query({ q }), alice, column), column).toEqual(await oracle(query({ q }), alice, column));
      }
    });
  }

  it("in every sort, both directions, with the filters", async () => {
    for (const sort of WORK_ORDER_SORT_KEYS) {
      for (const descending of [false, true]) {
        for (const filters of [{}, { status: "in_progress" as const }, { priority: "high" as const }, { assignee: "me" as const }]) {
          const q = query({ q: "e", sort, descending, ...filters, view: "list" });
          expect(await searched(q, bob), JSON.stringify(q)).toEqual(await oracle(q, bob));
        }
      }
    }
  });

  it("page by page", async () => {
    for (const page of [1, 2, 3, 4]) {
      const q = query({ q: "e", page, view: "list" });
      expect(await searched(q, alice, undefined, 2)).toEqual(await oracle(q, alice, undefined, 2));
    }
  });

  it("finds what a person expects", async () => {
    const titles = async (q: string) => (await searched(query({ q, view: "list", sort: "title", descending: false }), alice)).items.map((w) => w.title);
    expect(await titles("brake pads")).toEqual(["Brake fluid and pads, rear", "Front brake pads"]);
    expect(await titles("pads brake")).toEqual(["Brake fluid and pads, rear", "Front brake pads"]);
    expect(await titles("škoda")).toEqual(["ŠKODA recall: ölpumpe"]);
    expect(await titles("ÖLPUMPE")).toEqual(["ŠKODA recall: ölpumpe"]);
    expect(await titles("ελεγχος")).toEqual([]);
    expect(await titles("έλεγχος")).toEqual(["ΈΛΕΓΧΟΣ φρένων"]);
    expect(await titles("%")).toEqual(["Oil 100% synthetic"]);
    expect(await titles("_")).toEqual(["Wiper_blades"]);
    expect(await titles("c:\\temp")).toEqual(["Path C:\\temp\\log"]);
    const numbers = async (q: string) => (await searched(query({ q, view: "list", sort: "number", descending: false }), alice)).items.map((w) => w.number);
    expect(await numbers("WO-3")).toContain(3);
    expect(await numbers("wo 3")).toContain(3);
  });

  it("“assigned to me” is the asker's own work", async () => {
    const mine = await searched(query({ q: "a", assignee: "me" }), alice);
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((w) => w.assignee === alice.id)).toBe(true);
  });
});

describe("the index follows every change", () => {
  it("a retitled work order and a vehicle's new plate are found by their new values only", async () => {
    const vehicle = await createVehicle(server, (await createCategory(server, alice.token)).id, alice.token, { plate: "QW-4711" });
    const workOrder = await createWorkOrder(server, alice.token, vehicle.id, { title: "Clutch judder" });
    const ids = async (q: string) => (await searched(query({ q }), alice)).items.map((w) => w.id);
    expect(await ids("qw47")).toEqual([workOrder.id]);
    expect(await ids("judder")).toEqual([workOrder.id]);

    // A save that changes no searched value (a status, a priority) leaves the index as it is (migration 1796200700).
    for (const body of [{ status: "in_progress" }, { priority: "high", description: "Noise when cold" }]) {
      expect((await server.request(`${WORK_ORDER_RECORDS}/${workOrder.id}`, { method: "PATCH", token: alice.token, body })).status).toBe(200);
      expect(await ids("judder")).toEqual([workOrder.id]);
      expect(await ids("qw47")).toEqual([workOrder.id]);
    }

    expect((await server.request(`${WORK_ORDER_RECORDS}/${workOrder.id}`, { method: "PATCH", token: alice.token, body: { title: "Clutch replaced" } })).status).toBe(200);
    expect(await ids("judder")).toEqual([]);
    expect(await ids("replaced")).toEqual([workOrder.id]);

    expect((await server.request(`${VEHICLE_RECORDS}/${vehicle.id}`, { method: "PATCH", token: alice.token, body: { plate: "RT-4712" } })).status).toBe(200);
    expect(await ids("qw47")).toEqual([]);
    expect(await ids("rt47")).toEqual([workOrder.id]);

    expect((await server.request(`${WORK_ORDER_RECORDS}/${workOrder.id}`, { method: "DELETE", token: alice.token })).status).toBe(204);
    expect(await ids("rt47")).toEqual([]);
  });
});

describe("who may search, and what it refuses", () => {
  it("a guest gets 401, with what to do", async () => {
    const response = await server.request(`${WORK_ORDER_SEARCH_PATH}?q=ab`, { token: null });
    expect(response.status).toBe(401);
    expect(response.json.message).toBe("Sign in as workshop staff to search work orders.");
  });

  it("the superuser may search, and is nobody's assignee", async () => {
    const all = await server.request<Page>(`${WORK_ORDER_SEARCH_PATH}?q=a`, { token: server.superuserToken });
    expect(all.status).toBe(200);
    expect(all.json.items.length).toBeGreaterThan(0);
    const mine = await server.request<Page>(`${WORK_ORDER_SEARCH_PATH}?q=a&assignee=me`, { token: server.superuserToken });
    expect(mine.json.items).toEqual([]);
  });

  it.each([
    ["column=cancelled", "column"],
    ["column=everything", "column"],
    ["sort=-colour", "sort"],
    ["status=parked", "status"],
    ["priority=asap", "priority"],
    ["assignee=bob", "assignee"],
    ["view=table", "view"],
    ["page=0", "page"],
    ["perPage=1001", "perPage"],
    ["skipTotal=maybe", "skipTotal"],
    ["token=abc", "token"],
    ["filter=id!=''", "filter"],
  ])("a malformed %s is a 400 at %s", async (search, field) => {
    const response = await server.request(`${WORK_ORDER_SEARCH_PATH}?q=a&${search}`, { token: alice.token });
    expect(response.status).toBe(400);
    expect(Object.keys(errorCodes(response))).toContain(field);
  });

  it.each(["a%00b", "%00", "brake%09pads", "wo%0D12", "%1B", "%7F", "%C2%9B"])(
    "a search with a control character (q=%s) is a 400 at q, in the list and in a board column",
    async (q) => {
      for (const column of ["", "&column=open"]) {
        const response = await server.request(`${WORK_ORDER_SEARCH_PATH}?q=${q}${column}`, { token: alice.token });
        expect(response.status).toBe(400);
        expect(errorCodes(response)).toEqual({ q: "invalid_characters" });
      }
    },
  );
});
