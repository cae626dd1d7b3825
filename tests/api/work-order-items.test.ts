// The lines of a work order through the API (docs/product.md "Work orders"): their rules, exact money
// in the work order's total (3 × 0.10 = 0.30), recomputed on every create, change and delete,
// and read-only once the work order is done or cancelled.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WorkOrder, WorkOrderStatus } from "@shared/records";
import { itemCents } from "@shared/work-orders/money";
import { createEmployee, startServer, type ApiResponse, type Employee, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle, expectFieldErrors } from "../support/records";
import { addItem, createWorkOrder, getWorkOrder, insertTasks, ITEM_RECORDS, moveWorkOrder } from "../support/work-orders";

let server: TestServer;
let alice: Employee;
let categoryId: string;

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" }, rateLimits: false });
  alice = await createEmployee(server, { name: "Alice Mechanic" });
  categoryId = (await createCategory(server)).id;
});

afterAll(async () => {
  await server?.dispose();
});

async function workOrder(): Promise<WorkOrder> {
  const car = await createVehicle(server, categoryId, alice.token);
  return createWorkOrder(server, alice.token, car.id);
}

function create(body: Record<string, unknown>): Promise<ApiResponse> {
  return server.request(ITEM_RECORDS, { method: "POST", token: alice.token, body });
}

function update(id: string, body: Record<string, unknown>): Promise<ApiResponse> {
  return server.request(`${ITEM_RECORDS}/${id}`, { method: "PATCH", token: alice.token, body });
}

function remove(id: string): Promise<ApiResponse> {
  return server.request(`${ITEM_RECORDS}/${id}`, { method: "DELETE", token: alice.token });
}

describe("an item", () => {
  it("stores its normalised fields, with the defaults of its kind", async () => {
    const order = await workOrder();
    const labour = await create({ work_order: order.id, kind: "labour", description: "  Fit pads " });
    expect(labour.status, labour.text).toBe(200);
    expect(labour.json).toMatchObject({ kind: "labour", description: "Fit pads", quantity: 1, unit: "h", unit_cost: 0, done: false, part_number: "" });
    const part = await create({ work_order: order.id, kind: "part", description: "Pads", part_number: "BP-1", quantity: "2,5", unit_cost: "12.40" });
    expect(part.json).toMatchObject({ unit: "pcs", quantity: 2.5, unit_cost: 12.4 });
    const task = await create({ work_order: order.id, description: "Test drive", done: true });
    expect(task.json).toMatchObject({ kind: "task", unit: "pcs", done: true });
  });

  it("is typed by hand: the server says so, whatever the client sends as its source", async () => {
    const order = await workOrder();
    const line = await create({ work_order: order.id, description: "Pads", source: "clock" });
    expect(line.status, line.text).toBe(200);
    expect(line.json).toMatchObject({ source: "manual" });
    const changed = await update(String(line.json.id), { source: "defect", description: "Brake pads" });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json).toMatchObject({ source: "manual", description: "Brake pads" });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["no work order", { work_order: "" }, { work_order: "required" }],
    ["a work order that does not exist", { work_order: "aaaaaaaaaaaaaaa" }, { work_order: "work_order_not_found" }],
    ["no description", { description: " " }, { description: "required" }],
    ["a description of 201 characters", { description: "d".repeat(201) }, { description: "too_long" }],
    ["a part number of 61 characters", { part_number: "p".repeat(61) }, { part_number: "too_long" }],
    ["an unknown kind", { kind: "tool" }, { kind: "invalid_choice" }],
    ["an unknown unit", { unit: "gallon" }, { unit: "invalid_choice" }],
    ["a quantity of 0", { quantity: 0 }, { quantity: "too_small" }],
    ["a negative quantity", { quantity: -2 }, { quantity: "too_small" }],
    ["a quantity over 100 000", { quantity: 100_000.01 }, { quantity: "too_large" }],
    ["a quantity with 3 decimals", { quantity: 1.125 }, { quantity: "too_many_decimals" }],
    ["a quantity in words", { quantity: "two" }, { quantity: "not_a_number" }],
    ["a negative unit cost", { unit_cost: -0.01 }, { unit_cost: "too_small" }],
    ["a unit cost over 1 000 000", { unit_cost: 1_000_000.01 }, { unit_cost: "too_large" }],
    ["a unit cost with 3 decimals", { unit_cost: "9.999" }, { unit_cost: "too_many_decimals" }],
    ["done that is no yes or no", { done: "maybe" }, { done: "invalid_type" }],
    ["a field that does not exist", { price: 3 }, { price: "unknown_field" }],
  ])("refuses %s at the field", async (_name, fields, codes) => {
    const order = await workOrder();
    expectFieldErrors(await create({ work_order: order.id, description: "Pads", ...fields }), codes);
  });

  it("stays on its work order", async () => {
    const [first, second] = [await workOrder(), await workOrder()];
    const item = await addItem(server, alice.token, first.id);
    expectFieldErrors(await update(item.id, { work_order: second.id }), { work_order: "read_only" });
  });
});

describe("the work order's total", () => {
  it("is exact: 3 × 0.10 = 0.30", async () => {
    const order = await workOrder();
    await addItem(server, alice.token, order.id, { quantity: 3, unit_cost: 0.1 });
    expect((await getWorkOrder(server, order.id)).total_cost).toBe(0.3);
  });

  it("adds up lines without floating drift: 10 × 0.10 + 0.20 × 0.10 + 1 × 0.07 = 1.09", async () => {
    const order = await workOrder();
    for (let i = 0; i < 10; i += 1) await addItem(server, alice.token, order.id, { quantity: 1, unit_cost: 0.1 });
    await addItem(server, alice.token, order.id, { quantity: 0.2, unit_cost: 0.1 });
    await addItem(server, alice.token, order.id, { quantity: 1, unit_cost: 0.07 });
    expect((await getWorkOrder(server, order.id)).total_cost).toBe(1.09);
  });

  it("rounds each line once to the cent: 0.33 h × 0.33 = 0.11", async () => {
    const order = await workOrder();
    await addItem(server, alice.token, order.id, { kind: "labour", quantity: 0.33, unit_cost: 0.33 });
    expect((await getWorkOrder(server, order.id)).total_cost).toBe(0.11);
  });

  // The database sums the lines (server/lib/work-orders/totals.ts): to the cent what lineCents makes
  // of each, halves rounded away from zero, amounts whose hundredths a float cannot hold exactly.
  it("sums its lines exactly as each line is rounded: half a cent up, 0.57 and 1.13 as typed", async () => {
    const order = await workOrder();
    const lines = [
      [0.5, 0.01],
      [0.15, 0.1],
      [0.07, 0.07],
      [0.29, 0.29],
      [0.57, 1.13],
      [1.15, 0.07],
      [2.55, 3.33],
      [9999.99, 0.01],
      [3, 0.57],
    ] as const;
    for (const [quantity, unit_cost] of lines) await addItem(server, alice.token, order.id, { quantity, unit_cost });
    const cents = lines.reduce((sum, [quantity, unit_cost]) => sum + itemCents({ quantity, unit_cost }), 0);
    expect(cents).toBe(1 + 2 + 0 + 8 + 64 + 8 + 849 + 10000 + 171);
    expect((await getWorkOrder(server, order.id)).total_cost).toBe(cents / 100);
  });

  it("follows every change and delete of a line", async () => {
    const order = await workOrder();
    const pads = await addItem(server, alice.token, order.id, { quantity: 2, unit_cost: 45.5 });
    await addItem(server, alice.token, order.id, { kind: "labour", quantity: 1.5, unit_cost: 80 });
    expect((await getWorkOrder(server, order.id)).total_cost).toBe(211);
    expect((await update(pads.id, { quantity: 4 })).status).toBe(200);
    expect((await getWorkOrder(server, order.id)).total_cost).toBe(302);
    expect((await remove(pads.id)).status).toBe(204);
    expect((await getWorkOrder(server, order.id)).total_cost).toBe(120);
  });

  it("holds a total up to the limit exactly, to the cent", async () => {
    const order = await workOrder();
    await addItem(server, alice.token, order.id, { quantity: 1000, unit_cost: 999_999.99 });
    await addItem(server, alice.token, order.id, { quantity: 1, unit_cost: 9.99 });
    expect((await getWorkOrder(server, order.id)).total_cost).toBe(999_999_999.99);
    await addItem(server, alice.token, order.id, { quantity: 1, unit_cost: 0.01 });
    expect((await getWorkOrder(server, order.id)).total_cost).toBe(1_000_000_000);
  });
});

// docs/product.md "Bounded by design": at most 500 items and a total of at most 1,000,000,000.00.
describe("a work order's limits", () => {
  it("a 501st item gets a 400 at work_order that says why; the 500th is stored", async () => {
    const order = await workOrder();
    await insertTasks(server, order.id, 499);
    const last = await create({ work_order: order.id, description: "Test drive", unit_cost: "12.50" });
    expect(last.status, last.text).toBe(200);
    const refused = await create({ work_order: order.id, description: "One more" });
    expectFieldErrors(refused, { work_order: "too_many_items" });
    expect(refused.json.data.work_order.message).toBe(
      "This work order already has 500 items, the most one can have. Combine lines or open another work order.",
    );
    expect((await update(last.json.id, { unit_cost: "13" })).status).toBe(200);
    expect((await getWorkOrder(server, order.id)).total_cost).toBe(13);
  });

  it("two items added at once to a work order with 499: one is stored, the other refused", async () => {
    const order = await workOrder();
    await insertTasks(server, order.id, 499);
    const answers = await Promise.all([create({ work_order: order.id, description: "A" }), create({ work_order: order.id, description: "B" })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const count = await server.asSuperuser(`${ITEM_RECORDS}?perPage=1&filter=${encodeURIComponent(`work_order="${order.id}"`)}`);
    expect(count.json.totalItems).toBe(500);
  });

  it("a line that would take the total past 1,000,000,000.00 gets a 400 at the amount that changed", async () => {
    const order = await workOrder();
    const big = await addItem(server, alice.token, order.id, { quantity: 1000, unit_cost: 1_000_000 });
    const cent = await create({ work_order: order.id, description: "Washer", unit_cost: "0.01" });
    expectFieldErrors(cent, { unit_cost: "total_too_large" });
    expect(cent.json.data.unit_cost.message).toBe("A work order's total can be at most 1,000,000,000.00; with this line it would be 1,000,000,000.01.");
    expectFieldErrors(await update(big.id, { quantity: "1000.01" }), { quantity: "total_too_large" });
    // What does not raise the total goes through: a task, a lower quantity.
    expect((await create({ work_order: order.id, description: "Test drive" })).status).toBe(200);
    expect((await update(big.id, { quantity: 999 })).status).toBe(200);
    expect((await getWorkOrder(server, order.id)).total_cost).toBe(999_000_000);
  });
});

describe("the items of a closed work order", () => {
  it.each<WorkOrderStatus>(["done", "cancelled"])("cannot be added, changed or deleted once %s", async (status) => {
    const order = await workOrder();
    const item = await addItem(server, alice.token, order.id, { quantity: 1, unit_cost: 10 });
    const steps = status === "done" ? [{ status: "in_progress" }, { status: "done", odometer: 100 }] : [{ status: "cancelled" }];
    await moveWorkOrder(server, alice.token, order.id, ...steps);
    expectFieldErrors(await create({ work_order: order.id, description: "Late part" }), { work_order: "work_order_closed" });
    expectFieldErrors(await update(item.id, { done: true }), { work_order: "work_order_closed" });
    const deleted = await remove(item.id);
    expect(deleted.status, deleted.text).toBe(400);
    expect(deleted.json.data.id.code).toBe("work_order_closed");
    expect((await getWorkOrder(server, order.id)).total_cost).toBe(10);
  });

  it("can change again once the work order is reopened", async () => {
    const order = await workOrder();
    const item = await addItem(server, alice.token, order.id);
    await moveWorkOrder(server, alice.token, order.id, { status: "cancelled" }, { status: "open" });
    expect((await update(item.id, { done: true })).status).toBe(200);
  });
});
