// The change history (docs/product.md "Change history"): one entry for each create, update and delete
// of the kept collections, whoever makes it, with each changed field's before and after; none
// for a change refused or failed; and nobody writes it through the API.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HistoryEntry } from "@shared/history";
import { createEmployee, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { failAfterHistory, HISTORY_RECORDS, historyOf, historyWhere } from "../support/history";
import {
  CATEGORY_RECORDS,
  createCategory,
  createVehicle,
  createVehicleWithPhoto,
  EMPLOYEE_RECORDS,
  VEHICLE_RECORDS,
} from "../support/records";
import { addItem, addReading, createWorkOrder, ITEM_RECORDS, moveWorkOrder, patchWorkOrder, READING_RECORDS, WORK_ORDER_RECORDS } from "../support/work-orders";

let server: TestServer;
let alice: Employee;
let bob: Employee;
let categoryId: string;
let categoryName: string;

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" }, rateLimits: false });
  alice = await createEmployee(server, { name: "Alice Mechanic" });
  bob = await createEmployee(server, { name: "Bob Office" });
  const category = await createCategory(server, alice.token);
  categoryId = category.id;
  categoryName = category.name;
});

afterAll(async () => {
  await server?.dispose();
});

function patch(path: string, token: string, body: Record<string, unknown>) {
  return server.request(path, { method: "PATCH", token, body });
}

function only(entries: HistoryEntry[]): HistoryEntry {
  expect(entries, JSON.stringify(entries, null, 1)).toHaveLength(1);
  return entries[0]!;
}

const BY_ALICE = () => ({ by: alice.id, by_label: "Alice Mechanic" });
const BY_ADMIN = { by: "", by_label: "Administrator" };
const BY_SYSTEM = { by: "", by_label: "System" };

describe("vehicles", () => {
  it("a create is one entry with what it was given, by whom, and nothing the server keeps for itself", async () => {
    const car = await createVehicle(server, categoryId, alice.token, { odometer: 0, color: "Red" });
    const entry = only(await historyOf(server, car.id));
    expect(entry).toMatchObject({ collection: "vehicles", action: "created", title: car.plate, vehicle: car.id, work_order: "", ...BY_ALICE() });
    expect(entry.changes).toMatchObject({
      plate: { before: null, after: car.plate },
      color: { before: null, after: "Red" },
      status: { before: null, after: "available" },
      category: { before: null, after: categoryId },
    });
    for (const hidden of ["plate_key", "category_name", "created_by", "updated_by", "created", "updated", "odometer"]) {
      expect(entry.changes).not.toHaveProperty(hidden);
    }
    expect(Date.now() - Date.parse(entry.at.replace(" ", "T"))).toBeLessThan(60_000);
  });

  it("an update keeps only the fields that changed, before and after; one that changes nothing leaves none", async () => {
    const car = await createVehicle(server, categoryId, alice.token, { color: "Red" });
    expect((await patch(`${VEHICLE_RECORDS}/${car.id}`, bob.token, { status: "out_of_service", color: "Red" })).status).toBe(200);
    expect((await patch(`${VEHICLE_RECORDS}/${car.id}`, bob.token, { color: "Red", make: car.make })).status).toBe(200);
    const entries = await historyOf(server, car.id);
    expect(entries.map((e) => e.action)).toEqual(["created", "updated"]);
    expect(entries[1]).toMatchObject({ by: bob.id, by_label: "Bob Office" });
    expect(entries[1]!.changes).toEqual({ status: { before: "available", after: "out_of_service" } });
  });

  it("a relation changed reads by the names it had: the category's, before and after", async () => {
    const car = await createVehicle(server, categoryId, alice.token);
    const other = await createCategory(server, alice.token);
    expect((await patch(`${VEHICLE_RECORDS}/${car.id}`, alice.token, { category: other.id })).status).toBe(200);
    const update = (await historyOf(server, car.id)).find((e) => e.action === "updated")!;
    expect(update.changes).toEqual({ category: { before: categoryId, after: other.id, names: [categoryName, other.name] } });
  });

  it("a delete is one entry with what the record had", async () => {
    const car = await createVehicle(server, categoryId, alice.token, { color: "Blue" });
    expect((await server.request(`${VEHICLE_RECORDS}/${car.id}`, { method: "DELETE", token: alice.token })).status).toBe(204);
    const entries = await historyOf(server, car.id);
    expect(entries.map((e) => e.action)).toEqual(["created", "deleted"]);
    expect(entries[1]!.changes).toMatchObject({ plate: { before: car.plate, after: null }, color: { before: "Blue", after: null } });
  });

  it("a superuser's changes (the dashboard's) say Administrator", async () => {
    const car = await createVehicle(server, categoryId);
    expect((await server.asSuperuser(`${VEHICLE_RECORDS}/${car.id}`, { method: "PATCH", body: { model: "Polo" } })).status).toBe(200);
    expect((await server.asSuperuser(`${VEHICLE_RECORDS}/${car.id}`, { method: "DELETE" })).status).toBe(204);
    const entries = await historyOf(server, car.id);
    expect(entries.map((e) => [e.action, e.by, e.by_label])).toEqual([
      ["created", BY_ADMIN.by, BY_ADMIN.by_label],
      ["updated", BY_ADMIN.by, BY_ADMIN.by_label],
      ["deleted", BY_ADMIN.by, BY_ADMIN.by_label],
    ]);
    expect(entries[1]!.changes).toEqual({ model: { before: "Golf", after: "Polo" } });
  });

  it("a photo is kept by its file name", async () => {
    const car = await createVehicleWithPhoto(server, categoryId, alice.token);
    expect(only(await historyOf(server, car.id)).changes).toMatchObject({ photo: { before: null, after: car.photo } });
  });

  it("the odometer entered in the form: the vehicle's entry by the employee, the reading it records by System", async () => {
    const car = await createVehicle(server, categoryId, alice.token);
    expect((await patch(`${VEHICLE_RECORDS}/${car.id}`, alice.token, { odometer: 12_500 })).status).toBe(200);
    const entries = await historyWhere(server, `vehicle = "${car.id}"`);
    const vehicleUpdate = entries.find((e) => e.collection === "vehicles" && e.action === "updated");
    expect(vehicleUpdate).toMatchObject({ ...BY_ALICE(), changes: { odometer: { before: 0, after: 12_500 } } });
    const reading = only(entries.filter((e) => e.collection === "odometer_readings"));
    expect(reading).toMatchObject({ action: "created", title: "12,500 km", ...BY_SYSTEM, changes: { km: { before: null, after: 12_500 } } });
    expect(entries).toHaveLength(3);
  });
});

describe("categories", () => {
  it("create, rename and delete are one entry each", async () => {
    const category = await createCategory(server, alice.token, { description: "Small cars" });
    expect((await patch(`${CATEGORY_RECORDS}/${category.id}`, alice.token, { name: `${category.name} 2` })).status).toBe(200);
    expect((await server.request(`${CATEGORY_RECORDS}/${category.id}`, { method: "DELETE", token: bob.token })).status).toBe(204);
    const entries = await historyOf(server, category.id);
    expect(entries.map((e) => [e.action, e.by_label])).toEqual([
      ["created", "Alice Mechanic"],
      ["updated", "Alice Mechanic"],
      ["deleted", "Bob Office"],
    ]);
    expect(entries[1]!.changes).toEqual({ name: { before: category.name, after: `${category.name} 2` } });
    expect(entries[0]!.changes).not.toHaveProperty("name_key");
  });
});

describe("work orders, items and readings", () => {
  it("a work order's create and moves are its entries; the vehicle it moves says System", async () => {
    const car = await createVehicle(server, categoryId, alice.token);
    const order = await createWorkOrder(server, alice.token, car.id, { assignee: bob.id });
    await moveWorkOrder(server, bob.token, order.id, { status: "in_progress" });
    const orderEntries = await historyOf(server, order.id);
    expect(orderEntries.map((e) => [e.action, e.by_label])).toEqual([
      ["created", "Alice Mechanic"],
      ["updated", "Bob Office"],
    ]);
    expect(orderEntries[0]).toMatchObject({ title: `WO-${order.number} Annual service`, vehicle: car.id, work_order: order.id });
    expect(orderEntries[0]!.changes).toMatchObject({ assignee: { after: bob.id }, vehicle: { after: car.id } });
    expect(orderEntries[1]!.changes).toMatchObject({ status: { before: "open", after: "in_progress" }, started: { before: "" } });
    expect(Object.keys(orderEntries[1]!.changes!).sort()).toEqual(["started", "status"]);
    const vehicleEntries = (await historyOf(server, car.id)).filter((e) => e.action === "updated");
    expect(only(vehicleEntries)).toMatchObject({ ...BY_SYSTEM, changes: { status: { before: "available", after: "in_service" } } });
  });

  it("an item's add, change and removal are one entry each on its work order's and vehicle's timelines; the total follows silently", async () => {
    const car = await createVehicle(server, categoryId, alice.token);
    const order = await createWorkOrder(server, alice.token, car.id);
    const item = await addItem(server, alice.token, order.id, { quantity: 2, unit_cost: 40 });
    expect((await patch(`${ITEM_RECORDS}/${item.id}`, bob.token, { unit_cost: 45.5 })).status).toBe(200);
    expect((await server.request(`${ITEM_RECORDS}/${item.id}`, { method: "DELETE", token: bob.token })).status).toBe(204);
    const entries = await historyOf(server, item.id);
    expect(entries.map((e) => [e.action, e.by_label, e.vehicle, e.work_order, e.title])).toEqual([
      ["created", "Alice Mechanic", car.id, order.id, "Brake pads"],
      ["updated", "Bob Office", car.id, order.id, "Brake pads"],
      ["deleted", "Bob Office", car.id, order.id, "Brake pads"],
    ]);
    expect(entries[0]!.changes).toMatchObject({ description: { after: "Brake pads" }, quantity: { after: 2 }, unit_cost: { after: 40 } });
    expect(entries[1]!.changes).toEqual({ unit_cost: { before: 40, after: 45.5 } });
    // The work order's total changed three times; its own timeline has only its creation.
    expect((await historyOf(server, order.id)).map((e) => e.action)).toEqual(["created"]);
  });

  it("completing a work order: its entry, the reading, and the odometer and status it sets in one entry by System", async () => {
    const car = await createVehicle(server, categoryId, alice.token);
    const order = await createWorkOrder(server, alice.token, car.id, { status: "in_progress" });
    await moveWorkOrder(server, alice.token, order.id, { status: "done", odometer: 20_000 });
    const entries = await historyWhere(server, `work_order = "${order.id}"`);
    const done = entries.filter((e) => e.collection === "work_orders" && e.action === "updated");
    expect(only(done).changes).toMatchObject({ status: { before: "in_progress", after: "done" }, odometer: { before: 0, after: 20_000 } });
    expect(only(entries.filter((e) => e.collection === "odometer_readings"))).toMatchObject({ ...BY_SYSTEM, vehicle: car.id });
    const vehicleUpdates = (await historyOf(server, car.id)).filter((e) => e.action === "updated");
    expect(vehicleUpdates.map((e) => [e.by_label, e.changes])).toEqual([
      ["System", { status: { before: "available", after: "in_service" } }],
      ["System", { odometer: { before: 0, after: 20_000 }, status: { before: "in_service", after: "available" } }],
    ]);
  });

  it("a work order deleted with its items: one entry each, the items' by System", async () => {
    const car = await createVehicle(server, categoryId, alice.token);
    const order = await createWorkOrder(server, alice.token, car.id);
    const item = await addItem(server, alice.token, order.id);
    expect((await server.request(`${WORK_ORDER_RECORDS}/${order.id}`, { method: "DELETE", token: bob.token })).status).toBe(204);
    expect((await historyOf(server, order.id)).map((e) => [e.action, e.by_label])).toEqual([
      ["created", "Alice Mechanic"],
      ["deleted", "Bob Office"],
    ]);
    expect((await historyOf(server, item.id)).map((e) => [e.action, e.by_label])).toEqual([
      ["created", "Alice Mechanic"],
      ["deleted", "System"],
    ]);
  });

  it("a reading added and deleted: one entry each, and the odometer the vehicle follows", async () => {
    const car = await createVehicle(server, categoryId, alice.token);
    const reading = await addReading(server, bob.token, car.id, 5_000);
    expect((await server.request(`${READING_RECORDS}/${reading.id}`, { method: "DELETE", token: alice.token })).status).toBe(204);
    expect((await historyOf(server, reading.id)).map((e) => [e.action, e.by_label, e.title])).toEqual([
      ["created", "Bob Office", "5,000 km"],
      ["deleted", "Alice Mechanic", "5,000 km"],
    ]);
    const odometer = (await historyOf(server, car.id)).filter((e) => e.action === "updated").map((e) => e.changes);
    expect(odometer).toEqual([{ odometer: { before: 0, after: 5_000 } }, { odometer: { before: 5_000, after: 0 } }]);
  });
});

describe("employees", () => {
  it("a change of name is kept; a change of password is not, and no secret ever is", async () => {
    const carol = await createEmployee(server, { name: "Carol" });
    expect((await patch(`${EMPLOYEE_RECORDS}/${carol.id}`, carol.token, { name: "Carol Smith" })).status).toBe(200);
    const password = "another-password-long";
    const changed = await server.asSuperuser(`${EMPLOYEE_RECORDS}/${carol.id}`, {
      method: "PATCH",
      body: { password, passwordConfirm: password, email: `carol-${Date.now()}@workshop.test` },
    });
    expect(changed.status, changed.text).toBe(200);
    const entry = only(await historyOf(server, carol.id));
    expect(entry).toMatchObject({ collection: "employees", action: "updated", by: carol.id, by_label: "Carol", title: "Carol Smith" });
    expect(entry.changes).toEqual({ name: { before: "Carol", after: "Carol Smith" } });
  });
  it("a role set by a superuser (in the dashboard) is kept, by Administrator", async () => {
    const dan = await createEmployee(server, { name: "Dan", role: "technician" });
    const changed = await server.asSuperuser(`${EMPLOYEE_RECORDS}/${dan.id}`, { method: "PATCH", body: { role: "viewer" } });
    expect(changed.status, changed.text).toBe(200);
    const entry = only(await historyOf(server, dan.id));
    expect(entry).toMatchObject({ action: "updated", ...BY_ADMIN, title: "Dan" });
    expect(entry.changes).toEqual({ role: { before: "technician", after: "viewer" } });
  });
});

describe("an employee who leaves", () => {
  it("is deleted with their entries kept, by name", async () => {
    const erin = await createEmployee(server, { name: "Erin Leaving" });
    const car = await createVehicle(server, categoryId, erin.token);
    expect((await server.asSuperuser(`${EMPLOYEE_RECORDS}/${erin.id}`, { method: "DELETE" })).status).toBe(204);
    expect(only(await historyOf(server, car.id))).toMatchObject({ action: "created", by: "", by_label: "Erin Leaving" });
  });
});

describe("a change that does not happen leaves no entry", () => {
  async function total(): Promise<number> {
    const response = await server.asSuperuser(`${HISTORY_RECORDS}?perPage=1`);
    return response.json.totalItems;
  }

  type Act = () => Promise<{ status: number }>;
  it.each<[string, () => Promise<Act>, number]>([
    ["a vehicle refused by validation", async () => () => server.request(VEHICLE_RECORDS, { method: "POST", token: alice.token, body: { plate: "!!", make: "", category: categoryId } }), 400],
    ["a move the transitions refuse", async () => {
      const order = await createWorkOrder(server, alice.token, (await createVehicle(server, categoryId, alice.token)).id);
      return () => patchWorkOrder(server, alice.token, order.id, { status: "done", odometer: 10 });
    }, 400],
    ["a reading below the odometer", async () => {
      const car = await createVehicle(server, categoryId, alice.token, { odometer: 9_000 });
      return () => server.request(READING_RECORDS, { method: "POST", token: alice.token, body: { vehicle: car.id, km: 10 } });
    }, 400],
    ["a category in use deleted", async () => async () => server.request(`${CATEGORY_RECORDS}/${categoryId}`, { method: "DELETE", token: alice.token }), 400],
    ["a reading changed, which the rule refuses", async () => {
      const reading = await addReading(server, alice.token, (await createVehicle(server, categoryId, alice.token)).id, 100);
      return () => patch(`${READING_RECORDS}/${reading.id}`, alice.token, { km: 200 });
    }, 403],
    ["a colleague's name changed, which the rule refuses", async () => () => patch(`${EMPLOYEE_RECORDS}/${bob.id}`, alice.token, { name: "Bobby" }), 404],
    ["a guest's vehicle", async () => () => server.request(VEHICLE_RECORDS, { method: "POST", body: { plate: "GUEST 1", make: "A", model: "B", category: categoryId } }), 401],
  ])("%s", async (_name, prepare, status) => {
    const act = await prepare();
    const before = await total();
    expect((await act()).status).toBe(status);
    expect(await total()).toBe(before);
  });
});

describe("the history API", () => {
  let entry: HistoryEntry;
  beforeAll(async () => {
    const car = await createVehicle(server, categoryId, alice.token);
    entry = only(await historyOf(server, car.id));
  });

  const WHO = ["guest", "employee", "superuser"] as const;
  const token = (who: (typeof WHO)[number]) => (who === "guest" ? undefined : who === "employee" ? alice.token : server.superuserToken);

  it.each(WHO.flatMap((who) => [
    [who, "POST", "", who === "guest" ? 401 : 403],
    [who, "PATCH", "/entry", who === "guest" ? 401 : 403],
    [who, "DELETE", "/entry", who === "guest" ? 401 : 403],
  ] as const))("%s %s%s → %i", async (who, method, path, status) => {
    const url = `${HISTORY_RECORDS}${path.replace("/entry", `/${entry.id}`)}`;
    const body = { collection: "vehicles", record: "x", action: "created", by_label: "Me", at: "2026-01-01 00:00:00.000Z", title: "Forged" };
    const response = await server.request(url, { method, token: token(who), body: method === "DELETE" ? undefined : body });
    expect(response.status, response.text).toBe(status);
    if (status === 403) expect(response.json.message).toMatch(/Nobody can change the history/);
    const after = only(await historyOf(server, entry.record));
    expect(after).toEqual(entry);
  });

  it.each([
    ["empties it (truncate)", "DELETE", "/api/collections/history/truncate"],
    ["deletes the collection", "DELETE", "/api/collections/history"],
    ["changes its rules", "PATCH", "/api/collections/history"],
  ])("refuses a superuser who %s", async (_what, method, path) => {
    const response = await server.asSuperuser(path, { method, body: method === "PATCH" ? { createRule: "" } : undefined });
    expect(response.status, response.text).toBe(403);
    expect(response.json.message).toMatch(/Nobody can change the history/);
    expect(only(await historyOf(server, entry.record))).toEqual(entry);
    const collection = await server.asSuperuser("/api/collections/history");
    expect(collection.json.createRule).toBeNull();
  });

  it("refuses a superuser's batch request too", async () => {
    const response = await server.asSuperuser("/api/batch", {
      method: "POST",
      body: { requests: [{ method: "POST", url: HISTORY_RECORDS, body: { collection: "x", record: "x", action: "created", by_label: "x", at: "2026-01-01 00:00:00.000Z" } }] },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await historyWhere(server, `record = "x"`)).toEqual([]);
  });

  it.each([
    ["guest", 401],
    ["employee", 200],
    ["superuser", 200],
  ] as const)("a %s lists the entries → %i", async (who, status) => {
    const response = await server.request(`${HISTORY_RECORDS}?filter=${encodeURIComponent(`vehicle = "${entry.vehicle}"`)}`, { token: token(who) });
    expect(response.status).toBe(status);
    if (status === 200) expect(response.json.items).toHaveLength(1);
  });
});

describe("a save that fails after its entry was written", () => {
  let failing: TestServer;
  let dave: Employee;
  let category: string;
  beforeAll(async () => {
    failing = await startServer({
      env: { WORKSHOP_FIRST_EMPLOYEE: "skip" },
      rateLimits: false,
      extraHooks: failAfterHistory("FAILS"),
    });
    dave = await createEmployee(failing, { name: "Dave" });
    category = (await createCategory(failing, dave.token)).id;
  });
  afterAll(async () => {
    await failing?.dispose();
  });

  async function count(path: string): Promise<number> {
    return (await failing.asSuperuser(`${path}?perPage=1`)).json.totalItems;
  }

  it("leaves neither the change nor its entry (a create, an update, a work order moving its vehicle)", async () => {
    const entries = await count(HISTORY_RECORDS);
    const vehicles = await count(VEHICLE_RECORDS);
    const refused = await failing.request(VEHICLE_RECORDS, { method: "POST", token: dave.token, body: { plate: "FAILS 1", make: "A", model: "B", category } });
    expect(refused.status, refused.text).toBe(400);
    expect(await count(VEHICLE_RECORDS)).toBe(vehicles);
    expect(await count(HISTORY_RECORDS)).toBe(entries);

    const car = await createVehicle(failing, category, dave.token);
    const kept = await count(HISTORY_RECORDS);
    expect((await failing.request(`${VEHICLE_RECORDS}/${car.id}`, { method: "PATCH", token: dave.token, body: { plate: "FAILS 2" } })).status).toBe(400);
    const order = await createWorkOrder(failing, dave.token, car.id, { title: "Brakes" });
    const withOrder = await count(HISTORY_RECORDS);
    expect(withOrder).toBe(kept + 1);
    const moved = await failing.request(`${WORK_ORDER_RECORDS}/${order.id}`, { method: "PATCH", token: dave.token, body: { status: "in_progress", title: "Brakes FAILS" } });
    expect(moved.status).toBe(400);
    expect(await count(HISTORY_RECORDS)).toBe(withOrder);
    const stored = (await failing.asSuperuser(`${VEHICLE_RECORDS}/${car.id}`)).json;
    expect(stored).toMatchObject({ plate: car.plate, status: "available" });
    expect((await failing.asSuperuser(`${WORK_ORDER_RECORDS}/${order.id}`)).json).toMatchObject({ status: "open", title: "Brakes" });
  });
});
