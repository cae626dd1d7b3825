// GET /api/app/stats against known data: the figures, both charts (0-counts, the "other
// categories" bar), the 30-day window, the recently changed vehicles, and who may ask.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STATS_PATH, type DashboardStats } from "@shared/dashboard";
import type { Category, Vehicle } from "@shared/records";
import { DAY_MS, pocketBaseDate } from "@shared/dates";
import { createEmployee, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle, VEHICLE_RECORDS } from "../support/records";

let server: TestServer;
let alice: Employee;
let emptyStats: DashboardStats;
let categories: Category[];
let vehicles: Vehicle[];

// Vehicles per category, "Stats 01" … "Stats 11": eight by name, three as "other categories".
const COUNTS = [6, 5, 4, 3, 2, 2, 1, 1, 1, 0, 0];

async function sql(query: string): Promise<void> {
  const response = await server.asSuperuser("/api/sql", { method: "POST", body: { query } });
  expect(response.status, response.text).toBe(200);
}

async function stats(token: string | null = alice.token) {
  return server.request<DashboardStats>(STATS_PATH, { token });
}

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } });
  alice = await createEmployee(server, { name: "Alice Mechanic" });
  emptyStats = (await stats()).json;
  // Names in reverse, so the ranking by count cannot come from creation order.
  categories = [];
  for (let i = COUNTS.length; i >= 1; i -= 1) {
    categories.unshift(await createCategory(server, undefined, { name: `Stats ${String(i).padStart(2, "0")}` }));
  }
  vehicles = [];
  let n = 0;
  for (const [index, count] of COUNTS.entries()) {
    for (let k = 0; k < count; k += 1) {
      // 25 vehicles: 3 in the workshop, 2 retired, none out of service, the rest available.
      const status = n < 3 ? "in_service" : n < 5 ? "retired" : "available";
      vehicles.push(await createVehicle(server, categories[index]!.id, undefined, { status }));
      n += 1;
    }
  }
  // Created long ago, just outside and just inside the 30-day window.
  const now = Date.now();
  const ago = (days: number, minutes = 0) => pocketBaseDate(now - days * DAY_MS + minutes * 60_000);
  const backdate = [ago(400), ago(40), ago(31), ago(30, -5), ago(30, 5), ago(29)];
  for (const [i, created] of backdate.entries()) {
    await sql(`UPDATE vehicles SET created = '${created}' WHERE id = '${vehicles[i]!.id}'`);
  }
}, 60_000);

afterAll(async () => {
  await server?.dispose();
});

describe("the figures", () => {
  it("are all zero in an empty workshop, with every status listed", () => {
    expect(emptyStats.totals).toEqual({ vehicles: 0, categories: 0, inService: 0, addedRecently: 0 });
    expect(emptyStats.byStatus).toEqual([
      { status: "available", count: 0 },
      { status: "in_service", count: 0 },
      { status: "out_of_service", count: 0 },
      { status: "retired", count: 0 },
    ]);
    expect(emptyStats.byCategory).toEqual({ top: [], rest: { categories: 0, vehicles: 0 } });
    expect(emptyStats.recent).toEqual([]);
  });

  it("count vehicles, categories and the ones in the workshop", async () => {
    const response = await stats();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.json.totals).toMatchObject({ vehicles: 25, categories: 11, inService: 3 });
  });

  it("count the vehicles added in the last 30 days (24 h each, the server's clock)", async () => {
    const { json } = await stats();
    // 25 vehicles, 4 of them created more than 30 days ago (400, 40, 31 days and 30 days + 5 min).
    expect(json.totals.addedRecently).toBe(21);
    const since = Date.parse(json.addedSince.replace(" ", "T"));
    expect(Math.abs(since - (Date.now() - 30 * DAY_MS))).toBeLessThan(60_000);
  });
});

describe("the status chart", () => {
  it("has every status in order, 0 included", async () => {
    expect((await stats()).json.byStatus).toEqual([
      { status: "available", count: 20 },
      { status: "in_service", count: 3 },
      { status: "out_of_service", count: 0 },
      { status: "retired", count: 2 },
    ]);
  });
});

describe("the category chart", () => {
  it("names the eight categories with the most vehicles, ties by name", async () => {
    const { top } = (await stats()).json.byCategory;
    expect(top.map((category) => [category.name, category.count])).toEqual([
      ["Stats 01", 6],
      ["Stats 02", 5],
      ["Stats 03", 4],
      ["Stats 04", 3],
      ["Stats 05", 2],
      ["Stats 06", 2],
      ["Stats 07", 1],
      ["Stats 08", 1],
    ]);
    expect(top[0]!.id).toBe(categories[0]!.id);
  });

  it("groups the rest, empty categories included", async () => {
    expect((await stats()).json.byCategory.rest).toEqual({ categories: 3, vehicles: 1 });
  });
});

describe("recently changed vehicles", () => {
  it("lists the latest changes first, with the name of who made them", async () => {
    const changed = vehicles[10]!;
    const update = await server.request(`${VEHICLE_RECORDS}/${changed.id}`, {
      method: "PATCH",
      token: alice.token,
      body: { status: "out_of_service" },
    });
    expect(update.status).toBe(200);
    const { json } = await stats();
    expect(json.recent).toHaveLength(8);
    expect(json.recent[0]).toEqual({
      id: changed.id,
      plate: changed.plate,
      make: changed.make,
      model: changed.model,
      status: "out_of_service",
      updated: update.json.updated,
      updatedBy: "Alice Mechanic",
    });
    // The superuser is nobody's colleague: no name.
    expect(json.recent[1]!.updatedBy).toBe("");
    const times = json.recent.map((vehicle) => vehicle.updated);
    expect(times).toEqual([...times].sort().reverse());
    expect(json.byStatus[2]).toEqual({ status: "out_of_service", count: 1 });
  });
});

describe("who may ask", () => {
  it.each([
    ["a guest", null],
    ["a token that does not verify", "not-a-token"],
  ])("%s gets 401 in PocketBase's error shape", async (_who, token) => {
    const response = await stats(token);
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ status: 401, message: "Sign in as workshop staff to see the dashboard.", data: {} });
  });

  it("the superuser may ask too", async () => {
    const response = await server.asSuperuser(STATS_PATH);
    expect(response.status).toBe(200);
    expect(response.json.totals.vehicles).toBe(25);
  });
});
