// GET /api/app/work-orders.csv: a streamed, formula-safe UTF-8 CSV of the work order list with
// the list's own search, filters and sort (shared/work-order-list.ts), for staff only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Vehicle, WorkOrder } from "@shared/records";
import { workOrderExportHeaders, workOrderExportPath } from "@shared/work-order-export";
import { workOrderSearchPath } from "@shared/work-order-search";
import {
  DEFAULT_WORK_ORDER_LIST_QUERY,
  workOrderListFilter,
  workOrderListSort,
  WORK_ORDERS_CSV_PATH,
  type WorkOrderListQuery,
} from "@shared/work-order-list";
import { download as downloadCsv, parseCsv } from "../support/csv";
import { createEmployee, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle } from "../support/records";
import { signedFileToken } from "../support/tokens";
import { addItem, createWorkOrder, moveWorkOrder, WORK_ORDER_RECORDS } from "../support/work-orders";

let server: TestServer;
let alice: Employee;
let bob: Employee;
let van: Vehicle;
let tricky: WorkOrder;
const HEADERS = workOrderExportHeaders("CHF");

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip", WORKSHOP_CURRENCY: "chf" }, rateLimits: false });
  alice = await createEmployee(server, { name: "Alice Mechanic" });
  bob = await createEmployee(server, { name: "=Bob, \"the\" Foreman" });
  const category = (await createCategory(server, alice.token)).id;
  van = await createVehicle(server, category, alice.token, { plate: "EX-W 1", odometer: 1000 });
  const car = await createVehicle(server, category, alice.token, { plate: "EX-W 2" });
  tricky = await createWorkOrder(server, alice.token, van.id, {
    title: "=SUM(A1:A9) brakes",
    description: 'Line one\nLine two, with "quotes"',
    priority: "urgent",
    assignee: bob.id,
    due: "2026-12-24",
  });
  await addItem(server, alice.token, tricky.id, { quantity: 3, unit_cost: 0.1 });
  await moveWorkOrder(server, alice.token, tricky.id, { status: "in_progress" }, { status: "done", odometer: 1500 });
  for (let i = 0; i < 30; i += 1) {
    await createWorkOrder(server, i % 2 ? alice.token : bob.token, i % 3 ? car.id : van.id, {
      title: i % 4 ? `Service ${i}` : `Brake check ${i}`,
      priority: ["low", "normal", "high", "urgent"][i % 4],
      assignee: i % 5 ? alice.id : "",
      due: i % 2 ? `2026-12-${String((i % 28) + 1).padStart(2, "0")}` : "",
    });
  }
}, 60_000);

afterAll(async () => {
  await server?.dispose();
});

function download(path: string, token: string | null = alice.token) {
  return downloadCsv(server.url, path, token);
}

async function exportRows(path: string, token = alice.token): Promise<string[][]> {
  const response = await download(path, token);
  expect(response.status, response.text.slice(0, 300)).toBe(200);
  expect(response.text.startsWith("\uFEFF")).toBe(true);
  const [header, ...rows] = parseCsv(response.text.slice(1));
  expect(header).toEqual(HEADERS);
  return rows;
}

/** The numbers the list shows for a query, every page, through the records API, as `me`. */
async function listNumbers(query: WorkOrderListQuery, me: Employee): Promise<string[]> {
  const { filter, params } = workOrderListFilter(query, { me: me.id, now: new Date() });
  const inlined = filter.replace(/\{:(\w+)\}/g, (_, name: string) => JSON.stringify(params[name]));
  const search = new URLSearchParams({ filter: inlined, sort: workOrderListSort(query), perPage: "500", skipTotal: "1" });
  // As the list reads it: through the records API, or the search endpoint when there is search text.
  const path = query.q === "" ? `${WORK_ORDER_RECORDS}?${search}` : workOrderSearchPath({ ...query, view: "list" }, { perPage: 500, skipTotal: true });
  const response = await server.request<{ items: WorkOrder[] }>(path, { token: me.token });
  expect(response.status, response.text).toBe(200);
  return response.json.items.map((workOrder) => `WO-${workOrder.number}`);
}

describe("the work order export", () => {
  it("streams every work order as UTF-8 CSV, named after the day, its cost in the workshop's currency", async () => {
    const response = await download(WORK_ORDERS_CSV_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="work-orders-${today}.csv"`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.text.startsWith("\uFEFFNumber,Plate,Title,Status,Priority,Assigned to,Due,Odometer (km),Total cost (CHF),")).toBe(true);
    const [, ...rows] = parseCsv(response.text.slice(1));
    expect(rows).toHaveLength(31);
  });

  it("writes a work order's fields exactly, quoted and with formulas neutralised", async () => {
    const rows = await exportRows(WORK_ORDERS_CSV_PATH);
    const found = rows.find((fields) => fields[0] === `WO-${tricky.number}`)!;
    const line = Object.fromEntries(HEADERS.map((header, i) => [header, found[i]]));
    expect(line).toMatchObject({
      Plate: "EX-W 1",
      Title: "'=SUM(A1:A9) brakes",
      Status: "Done",
      Priority: "Urgent",
      "Assigned to": "'=Bob, \"the\" Foreman",
      Due: "2026-12-24",
      "Odometer (km)": "1500",
      "Total cost (CHF)": "0.30",
      "Created by": "Alice Mechanic",
      Description: 'Line one\nLine two, with "quotes"',
    });
    expect(line["Completed (UTC)"]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it("is written in German for an employee who reads German: headings, status and priority; the currency stays the workshop's", async () => {
    const hans = await createEmployee(server, { name: "Hans Meister" });
    expect((await server.request(`/api/collections/employees/records/${hans.id}`, { method: "PATCH", token: hans.token, body: { language: "de" } })).status).toBe(200);
    // The app's download link carries a file token.
    const link = (await server.request("/api/files/token", { method: "POST", token: hans.token })).json.token;
    const file = await download(`${WORK_ORDERS_CSV_PATH}?token=${link}`, null);
    const [header, ...rows] = parseCsv(file.text.slice(1));
    expect(header).toEqual(workOrderExportHeaders("CHF", "de"));
    expect(header).toContain("Gesamtkosten (CHF)");
    const found = rows.find((fields) => fields[0] === `WO-${tricky.number}`)!;
    expect(Object.fromEntries(header!.map((name, i) => [name, found[i]]))).toMatchObject({
      Kennzeichen: "EX-W 1",
      Titel: "'=SUM(A1:A9) brakes",
      Status: "Erledigt",
      Priorität: "Dringend",
      Zuständig: "'=Bob, \"the\" Foreman",
      "Gesamtkosten (CHF)": "0.30",
    });
    // A script asking for German.
    const asked = await downloadCsv(server.url, WORK_ORDERS_CSV_PATH, alice.token, { "accept-language": "de-CH, en;q=0.5" });
    expect(parseCsv(asked.text.slice(1))[0]).toEqual(header);
  });

  it.each<[string, Partial<WorkOrderListQuery>]>([
    ["the default order", {}],
    ["a search by title", { q: "brake" }],
    ["a search by plate", { q: "ex w 2" }],
    ["a search by number", { q: "WO-3" }],
    ["a search of several words, in any order", { q: "brakes ex-w" }],
    ["a search in another case, LIKE's characters plain", { q: "=SUM(A1:A9) BRAKES" }],
    ["a search for a percent sign", { q: "%" }],
    ["a status", { status: "open" }],
    ["a priority, sorted by due date", { priority: "high", sort: "due", descending: false }],
    ["assigned to me, by plate", { assignee: "me", sort: "vehicle", descending: true }],
    ["sorted by title", { sort: "title", descending: false }],
    ["sorted by cost", { sort: "total_cost", descending: true }],
  ])("holds what the list shows for %s, in its order", async (_name, change) => {
    const query = { ...DEFAULT_WORK_ORDER_LIST_QUERY, ...change };
    for (const me of [alice, bob]) {
      const exported = (await exportRows(workOrderExportPath(query), me.token)).map((fields) => fields[0]);
      expect(exported).toEqual(await listNumbers(query, me));
    }
  });

  it("takes a file token in the URL for a plain download link", async () => {
    const token = (await server.request("/api/files/token", { method: "POST", token: alice.token })).json.token;
    const rows = await exportRows(workOrderExportPath({ ...DEFAULT_WORK_ORDER_LIST_QUERY, assignee: "me" }, token), "");
    expect(rows.map((fields) => fields[0])).toEqual(await listNumbers({ ...DEFAULT_WORK_ORDER_LIST_QUERY, assignee: "me" }, alice));
  });

  it.each<[string, string | null, number]>([
    ["a guest", null, 401],
    ["a forged token", "x.y.z", 401],
  ])("is refused to %s", async (_who, token, status) => {
    const response = await download(WORK_ORDERS_CSV_PATH, token);
    expect(response.status).toBe(status);
    expect(response.json).toMatchObject({ status, message: "Sign in as workshop staff to export work orders." });
  });

  it("refuses an expired file token", async () => {
    const expired = await signedFileToken(server, alice.id, -60);
    const response = await download(`${WORK_ORDERS_CSV_PATH}?token=${expired}`, null);
    expect(response.status).toBe(401);
  });

  it.each([
    ["status=paused", "status"],
    ["priority=asap", "priority"],
    ["assignee=bob", "assignee"],
    ["sort=password", "sort"],
    ["view=grid", "view"],
    ["page=0", "page"],
    ["filter=id!=''", "filter"],
    ["q=a%00b", "q"],
    ["q=%1B", "q"],
  ])("refuses the parameter in %s with a 400 at it", async (search, field) => {
    const response = await download(`${WORK_ORDERS_CSV_PATH}?${search}`);
    expect(response.status).toBe(400);
    expect(Object.keys(response.json.data)).toEqual([field]);
  });
});
