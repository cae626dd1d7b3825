// The shared list query (shared/vehicle-list.ts) against the real server: the filters and
// sorts it builds are valid PocketBase expressions and find what a person expects.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Vehicle } from "@shared/records";
import {
  DEFAULT_VEHICLE_LIST_QUERY,
  vehicleListFilter,
  vehicleListSort,
  type VehicleListQuery,
} from "@shared/vehicle-list";
import { createEmployee, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle, VEHICLE_RECORDS } from "../support/records";

let server: TestServer;
let employee: Employee;
let vans: string;
let cars: string;

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } });
  employee = await createEmployee(server);
  vans = (await createCategory(server, employee.token, { name: "Vans" })).id;
  cars = (await createCategory(server, employee.token, { name: "Cars" })).id;
  await createVehicle(server, cars, employee.token, { plate: "AB-123", make: "Volkswagen", model: "Golf", year: 2019 });
  await createVehicle(server, vans, employee.token, { plate: "XY 987", make: "Ford", model: "Transit", status: "in_service", year: 2015 });
  await createVehicle(server, cars, employee.token, {
    plate: "CD 456",
    make: "Toyota",
    model: "Yaris",
    vin: "JTDKB20U093123456",
    status: "in_service",
    year: 2021,
  });
});

afterAll(async () => {
  await server?.dispose();
});

/** Substitutes the params the way the JS SDK's `pb.filter()` does, then lists. */
async function plates(query: Partial<VehicleListQuery>): Promise<string[]> {
  const full = { ...DEFAULT_VEHICLE_LIST_QUERY, ...query };
  const { filter, params } = vehicleListFilter(full);
  const inlined = filter.replace(/\{:(\w+)\}/g, (_, name: string) => JSON.stringify(params[name]));
  const search = new URLSearchParams({ filter: inlined, sort: vehicleListSort(full), skipTotal: "1" });
  const response = await server.request<{ items: Vehicle[] }>(`${VEHICLE_RECORDS}?${search}`, { token: employee.token });
  expect(response.status).toBe(200);
  return response.json.items.map((v) => v.plate);
}

describe("the vehicle list query", () => {
  it.each([
    [{ q: "ab 12" }, ["AB-123"]],
    [{ q: "xy-98" }, ["XY 987"]],
    [{ q: "golf" }, ["AB-123"]],
    [{ q: "TRANS" }, ["XY 987"]],
    [{ q: "jtdkb20u" }, ["CD 456"]],
    [{ q: "nothing like it" }, []],
  ])("finds %j", async (query, expected) => {
    expect(await plates(query)).toEqual(expected);
  });

  it("filters by category and status together", async () => {
    expect(await plates({ category: cars, status: "in_service" })).toEqual(["CD 456"]);
  });

  it("sorts by category name, then by plate", async () => {
    // "Cars" before "Vans"
    expect((await plates({ sort: "category", descending: false })).at(-1)).toBe("XY 987");
    expect((await plates({ sort: "category", descending: true }))[0]).toBe("XY 987");
  });

  it("sorts by year", async () => {
    expect(await plates({ sort: "year", descending: false })).toEqual(["XY 987", "AB-123", "CD 456"]);
  });
});
