// Who changed a record (issue 20, item 2): the live "changed meanwhile" notice names the
// record's `updated_by`, so it must be whoever made the change, also when the server saves the
// record because of another one (a work order's total after an item, a vehicle's odometer after
// a reading, its status after a work order). Categories carry created_by/updated_by too.
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmployee, repoRoot, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { CATEGORY_RECORDS, createCategory, createVehicle } from "../support/records";
import { addItem, addReading, createWorkOrder, getVehicle, getWorkOrder, ITEM_RECORDS, moveWorkOrder, READING_RECORDS } from "../support/work-orders";

let server: TestServer;
let alice: Employee;
let bob: Employee;
let cars = "";

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } });
  alice = await createEmployee(server, { name: "Alice" });
  bob = await createEmployee(server, { name: "Bob" });
  cars = (await createCategory(server)).id;
});

afterAll(async () => {
  await server?.dispose();
});

describe("a category", () => {
  it("keeps who created and who last changed it, from the signed-in employee, ignoring what is sent", async () => {
    const created = await server.request(CATEGORY_RECORDS, { method: "POST", token: alice.token, body: { name: "Changed-by vans", created_by: bob.id, updated_by: bob.id } });
    expect(created.json).toMatchObject({ created_by: alice.id, updated_by: alice.id });
    const changed = await server.request(`${CATEGORY_RECORDS}/${created.json.id}`, {
      method: "PATCH",
      token: bob.token,
      body: { service_plan: [{ title: "Oil", every_months: 12 }], created_by: bob.id, updated_by: alice.id },
    });
    expect(changed.json).toMatchObject({ created_by: alice.id, updated_by: bob.id });
    const bySuperuser = await server.asSuperuser(`${CATEGORY_RECORDS}/${created.json.id}`, { method: "PATCH", body: { description: "Light vans" } });
    expect(bySuperuser.json).toMatchObject({ created_by: alice.id, updated_by: "" });
  });
});

describe("a record the server changes because of another change names who made that change", () => {
  it.each<[string, (ids: { vehicle: string; workOrder: string }) => Promise<unknown>, "work order" | "vehicle"]>([
    ["an item added changes its work order's total", ({ workOrder }) => addItem(server, bob.token, workOrder, { quantity: 2, unit_cost: 10 }), "work order"],
    ["an item ticked", async ({ workOrder }) => {
      const item = await addItem(server, alice.token, workOrder);
      return server.request(`${ITEM_RECORDS}/${item.id}`, { method: "PATCH", token: bob.token, body: { done: true } });
    }, "work order"],
    ["an item removed", async ({ workOrder }) => {
      const item = await addItem(server, alice.token, workOrder);
      return server.request(`${ITEM_RECORDS}/${item.id}`, { method: "DELETE", token: bob.token });
    }, "work order"],
    ["a reading added sets the vehicle's odometer", ({ vehicle }) => addReading(server, bob.token, vehicle, 12_000), "vehicle"],
    ["a reading deleted", async ({ vehicle }) => {
      const reading = await addReading(server, alice.token, vehicle, 13_000);
      return server.request(`${READING_RECORDS}/${reading.id}`, { method: "DELETE", token: bob.token });
    }, "vehicle"],
    ["a work order started moves its vehicle into the workshop", ({ workOrder }) => moveWorkOrder(server, bob.token, workOrder, { status: "in_progress" }), "vehicle"],
    ["a work order done sets its vehicle's odometer and status", async ({ workOrder }) => {
      await moveWorkOrder(server, alice.token, workOrder, { status: "in_progress" });
      return moveWorkOrder(server, bob.token, workOrder, { status: "done", odometer: 20_000 });
    }, "vehicle"],
  ])("%s", async (_name, change, changed) => {
    const vehicle = (await createVehicle(server, cars, alice.token, { odometer: 10_000 })).id;
    const workOrder = (await createWorkOrder(server, alice.token, vehicle)).id;
    expect((await getWorkOrder(server, workOrder)).updated_by).toBe(alice.id);
    expect((await getVehicle(server, vehicle)).updated_by).toBe(alice.id);
    await change({ vehicle, workOrder });
    const record = changed === "vehicle" ? await getVehicle(server, vehicle) : await getWorkOrder(server, workOrder);
    expect(record.updated_by).toBe(bob.id);
  });
});

describe("upgrading a data dir made before categories kept who changed them", () => {
  it("keeps every category as it was, naming nobody", async () => {
    const previous = await mkdtemp(join(tmpdir(), "workshop-before-changed-by-"));
    const dataDir = await mkdtemp(join(tmpdir(), "workshop-upgrade-"));
    const env = { WORKSHOP_FIRST_EMPLOYEE: "skip" };
    try {
      const migrationsDir = join(previous, "migrations");
      await cp(join(repoRoot, "pb_migrations"), migrationsDir, { recursive: true, filter: (source) => !/1796100400_/.test(source) });
      const old = await startServer({ dataDir, env, migrationsDir });
      let before: unknown[];
      try {
        const employee = await createEmployee(old);
        await createCategory(old, employee.token, { name: "Vans", description: "Up to 3.5 t", service_plan: [{ title: "Oil", every_km: 15_000 }] });
        before = (await old.asSuperuser(CATEGORY_RECORDS)).json.items;
        expect(before[0]).not.toHaveProperty("updated_by");
      } finally {
        await old.stop();
      }
      const current = await startServer({ dataDir, env });
      try {
        const after = (await current.asSuperuser(CATEGORY_RECORDS)).json.items;
        expect(after).toEqual(before.map((category) => ({ ...(category as object), created_by: "", updated_by: "" })));
      } finally {
        await current.dispose();
      }
    } finally {
      await rm(previous, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
