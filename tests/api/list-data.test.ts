// What the workshop screens read besides plain records: each vehicle's `category_name` (the
// list's sort key, kept by the server through creates, moves and renames) and the
// `category_usage` view (every category with its number of vehicles).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CategoryUsage, Vehicle } from "@shared/records";
import { DEFAULT_VEHICLE_LIST_QUERY, vehicleListSort } from "@shared/vehicle-list";
import { createEmployee, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { CATEGORY_RECORDS, createCategory, createVehicle, VEHICLE_RECORDS } from "../support/records";

const USAGE_RECORDS = "/api/collections/category_usage/records";

let server: TestServer;
let alice: Employee;

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } });
  alice = await createEmployee(server, { name: "Alice Mechanic" });
});

afterAll(async () => {
  await server?.dispose();
});

async function vehicle(id: string): Promise<Vehicle> {
  return (await server.request<Vehicle>(`${VEHICLE_RECORDS}/${id}`, { token: alice.token })).json;
}

async function usage(): Promise<Record<string, number>> {
  const response = await server.request<{ items: CategoryUsage[] }>(`${USAGE_RECORDS}?perPage=500&sort=name`, { token: alice.token });
  expect(response.status).toBe(200);
  return Object.fromEntries(response.json.items.map((item) => [item.name, item.vehicles]));
}

describe("a vehicle's category_name", () => {
  it("is its category's name from the start, and follows a move to another category", async () => {
    const cars = await createCategory(server, alice.token, { name: "Name cars" });
    const vans = await createCategory(server, alice.token, { name: "Name vans" });
    const created = await createVehicle(server, cars.id, alice.token);
    expect(created.category_name).toBe("Name cars");
    const moved = await server.request<Vehicle>(`${VEHICLE_RECORDS}/${created.id}`, {
      method: "PATCH",
      token: alice.token,
      body: { category: vans.id },
    });
    expect(moved.json.category_name).toBe("Name vans");
  });

  it("follows a rename of the category, without changing the vehicles' last update", async () => {
    const category = await createCategory(server, alice.token, { name: "Before rename" });
    const created = await createVehicle(server, category.id, alice.token);
    const renamed = await server.request(`${CATEGORY_RECORDS}/${category.id}`, {
      method: "PATCH",
      token: alice.token,
      body: { name: "  After   rename " },
    });
    expect(renamed.status, renamed.text).toBe(200);
    const after = await vehicle(created.id);
    expect(after.category_name).toBe("After rename");
    expect(after.updated).toBe(created.updated);
  });

  it("cannot be set by a client: what it sends there is ignored", async () => {
    const category = await createCategory(server, alice.token, { name: "Honest name" });
    const created = await createVehicle(server, category.id, alice.token, { category_name: "Something else" });
    expect(created.category_name).toBe("Honest name");
    const patch = { method: "PATCH", body: { category_name: "Something else", notes: "changed" } } as const;
    const byEmployee = await server.request<Vehicle>(`${VEHICLE_RECORDS}/${created.id}`, { ...patch, token: alice.token });
    expect(byEmployee.json).toMatchObject({ notes: "changed", category_name: "Honest name" });
    const bySuperuser = await server.asSuperuser(`${VEHICLE_RECORDS}/${created.id}`, patch);
    expect(bySuperuser.json).toMatchObject({ notes: "changed", category_name: "Honest name" });
  });

  it("keeps a renamed category's name through the vehicle's next update", async () => {
    const category = await createCategory(server, alice.token, { name: "Old name" });
    const created = await createVehicle(server, category.id, alice.token);
    await server.request(`${CATEGORY_RECORDS}/${category.id}`, { method: "PATCH", token: alice.token, body: { name: "New name" } });
    const changed = await server.request<Vehicle>(`${VEHICLE_RECORDS}/${created.id}`, {
      method: "PATCH",
      token: alice.token,
      body: { notes: "after the rename" },
    });
    expect(changed.json).toMatchObject({ notes: "after the rename", category_name: "New name" });
  });

  it("sorts the list by category name, then plate", async () => {
    const b = await createCategory(server, alice.token, { name: "Sort B" });
    const a = await createCategory(server, alice.token, { name: "Sort A" });
    await createVehicle(server, b.id, alice.token, { plate: "SORT 1" });
    await createVehicle(server, a.id, alice.token, { plate: "SORT 3" });
    await createVehicle(server, a.id, alice.token, { plate: "SORT 2" });
    const sort = vehicleListSort({ ...DEFAULT_VEHICLE_LIST_QUERY, sort: "category", descending: false });
    const filter = encodeURIComponent('plate ~ "SORT "');
    const response = await server.request(`${VEHICLE_RECORDS}?filter=${filter}&sort=${sort}&skipTotal=1`, { token: alice.token });
    expect(response.json.items.map((item: Vehicle) => item.plate)).toEqual(["SORT 2", "SORT 3", "SORT 1"]);
  });
});

describe("the category_usage view", () => {
  it("counts each category's vehicles, also none, and follows creates and deletes", async () => {
    const busy = await createCategory(server, alice.token, { name: "Usage busy" });
    await createCategory(server, alice.token, { name: "Usage empty" });
    const first = await createVehicle(server, busy.id, alice.token);
    await createVehicle(server, busy.id, alice.token);
    expect(await usage()).toMatchObject({ "Usage busy": 2, "Usage empty": 0 });
    await server.request(`${VEHICLE_RECORDS}/${first.id}`, { method: "DELETE", token: alice.token });
    expect(await usage()).toMatchObject({ "Usage busy": 1, "Usage empty": 0 });
  });

  it("gives a category's name and description as the category has them", async () => {
    const category = await createCategory(server, alice.token, { name: "Usage described", description: "Long ones" });
    const response = await server.request<CategoryUsage>(`${USAGE_RECORDS}/${category.id}`, { token: alice.token });
    expect(response.json).toMatchObject({ id: category.id, name: "Usage described", description: "Long ones", vehicles: 0 });
  });

  it("tells guests to sign in, as the collections do", async () => {
    const response = await server.request(USAGE_RECORDS);
    expect(response.status).toBe(401);
    expect(response.json.message).toBe("Sign in as workshop staff to see the workshop's records.");
  });
});
