// The dashboard's work order figures in GET /api/app/stats (shared/dashboard.ts WorkOrderStats):
// open work by status, overdue work, "assigned to me" for whoever asks, and the cost of done
// work per month over the last 12 months, exact to the cent.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { costMonths, RECENT_WORK_ORDERS, STATS_PATH, type DashboardStats } from "@shared/dashboard";
import { createEmployee, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle } from "../support/records";
import { addItem, createWorkOrder, moveWorkOrder } from "../support/work-orders";

let server: TestServer;
let alice: Employee;
let bob: Employee;
let empty: DashboardStats;
const now = new Date();
const DAY = 86_400_000;
const day = (offset: number) => new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);
const months = costMonths(now);

async function sql(query: string): Promise<void> {
  const response = await server.asSuperuser("/api/sql", { method: "POST", body: { query } });
  expect(response.status, response.text).toBe(200);
}

async function stats(token: string | null) {
  return server.request<DashboardStats>(STATS_PATH, { token });
}

/** A work order done with one line of `cents`, completed on the 15th of `month` (YYYY-MM). */
async function doneIn(vehicle: string, month: string, quantity: number, unitCost: number): Promise<void> {
  const workOrder = await createWorkOrder(server, alice.token, vehicle);
  await addItem(server, alice.token, workOrder.id, { quantity, unit_cost: unitCost });
  await moveWorkOrder(server, alice.token, workOrder.id, { status: "in_progress" }, { status: "done", odometer: 1 });
  await sql(`UPDATE work_orders SET completed = '${month}-15 10:00:00.000Z' WHERE id = '${workOrder.id}'`);
}

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" }, rateLimits: false });
  alice = await createEmployee(server, { name: "Alice Mechanic" });
  bob = await createEmployee(server, { name: "Bob Foreman" });
  empty = (await stats(alice.token)).json;
  const category = (await createCategory(server)).id;
  const car = (await createVehicle(server, category)).id;
  // Open work: overdue (due yesterday), due today and tomorrow (not overdue), no due date.
  await createWorkOrder(server, alice.token, car, { due: day(-1), assignee: alice.id });
  await createWorkOrder(server, alice.token, car, { due: day(0), assignee: bob.id });
  await createWorkOrder(server, alice.token, car, { due: day(1) });
  await createWorkOrder(server, alice.token, car);
  // Under way: one overdue for a week, assigned to Alice; one waiting for parts.
  await createWorkOrder(server, alice.token, car, { status: "in_progress", due: day(-7), assignee: alice.id });
  const waiting = await createWorkOrder(server, alice.token, car, { status: "in_progress", assignee: bob.id });
  await moveWorkOrder(server, alice.token, waiting.id, { status: "waiting_parts" });
  // Cancelled and overdue by date: neither overdue nor anyone's work.
  const cancelled = await createWorkOrder(server, alice.token, car, { due: day(-3), assignee: alice.id });
  await moveWorkOrder(server, alice.token, cancelled.id, { status: "cancelled" });
  // Done work across the months: 3 × 0.10 twice this month, 10 × 19.99 two months back, one
  // before the chart (ignored).
  await doneIn(car, months[11]!, 3, 0.1);
  await doneIn(car, months[11]!, 3, 0.1);
  await doneIn(car, months[9]!, 10, 19.99);
  const before = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  await doneIn(car, before, 1, 1000);
}, 60_000);

afterAll(async () => {
  await server?.dispose();
});

describe("work order figures", () => {
  it("are zero in an empty workshop, with every status and month listed", () => {
    expect(empty.workOrders.byStatus.map((row) => [row.status, row.count])).toEqual([
      ["open", 0],
      ["in_progress", 0],
      ["waiting_parts", 0],
      ["done", 0],
      ["cancelled", 0],
    ]);
    expect(empty.workOrders.overdue).toBe(0);
    expect(empty.workOrders.assignedToMe).toBe(0);
    expect(empty.workOrders.costByMonth).toEqual(months.map((month) => ({ month, cents: 0 })));
    expect(empty.workOrders.recent).toEqual([]);
  });

  it("count work orders by status", async () => {
    const { workOrders } = (await stats(alice.token)).json;
    expect(workOrders.byStatus.map((row) => row.count)).toEqual([4, 1, 1, 4, 1]);
  });

  it("count overdue work: unfinished and due before today", async () => {
    expect((await stats(alice.token)).json.workOrders.overdue).toBe(2);
  });

  it("count the unfinished work assigned to whoever asks", async () => {
    expect((await stats(alice.token)).json.workOrders.assignedToMe).toBe(2);
    expect((await stats(bob.token)).json.workOrders.assignedToMe).toBe(2);
    expect((await stats(server.superuserToken)).json.workOrders.assignedToMe).toBe(0);
  });

  it("follow a change of a work order at once (the shared figures are kept between requests)", async () => {
    const before = (await stats(alice.token)).json.workOrders;
    const category = (await createCategory(server)).id;
    const car = (await createVehicle(server, category)).id;
    const added = await createWorkOrder(server, alice.token, car, { due: day(-2) });
    const after = (await stats(alice.token)).json.workOrders;
    expect(after.byStatus[0]!.count).toBe(before.byStatus[0]!.count + 1);
    expect(after.overdue).toBe(before.overdue + 1);
    await moveWorkOrder(server, alice.token, added.id, { status: "cancelled" });
    const cancelled = (await stats(alice.token)).json.workOrders;
    expect(cancelled.byStatus.map((row) => row.count)).toEqual(before.byStatus.map((row, i) => row.count + (i === 4 ? 1 : 0)));
    expect(cancelled.overdue).toBe(before.overdue);
  });

  it("add up the cost of done work per month in cents, oldest month first", async () => {
    const { costByMonth } = (await stats(alice.token)).json.workOrders;
    expect(costByMonth.map((row) => row.month)).toEqual(months);
    expect(costByMonth[11]).toEqual({ month: months[11], cents: 60 });
    expect(costByMonth[9]).toEqual({ month: months[9], cents: 19_990 });
    expect(costByMonth.reduce((sum, row) => sum + row.cents, 0)).toBe(20_050);
  });

  it("list the work orders changed last, newest first, with who changed them: an item added counts", async () => {
    const category = (await createCategory(server)).id;
    const car = (await createVehicle(server, category, undefined, { plate: "RECENT-1" })).id;
    const older = await createWorkOrder(server, alice.token, car, { title: "Older work" });
    const newer = await createWorkOrder(server, alice.token, car, { title: "Newer work" });
    let recent = (await stats(alice.token)).json.workOrders.recent;
    expect(recent).toHaveLength(RECENT_WORK_ORDERS);
    expect(recent.slice(0, 2).map((row) => row.id)).toEqual([newer.id, older.id]);
    expect(recent[0]).toEqual({ id: newer.id, number: newer.number, title: "Newer work", status: "open", plate: "RECENT-1", updated: newer.updated, updatedBy: "Alice Mechanic" });
    await addItem(server, bob.token, older.id, { description: "Wiper blades" });
    recent = (await stats(alice.token)).json.workOrders.recent;
    expect(recent.slice(0, 2).map((row) => [row.title, row.updatedBy])).toEqual([["Older work", "Bob Foreman"], ["Newer work", "Alice Mechanic"]]);
    const dates = recent.map((row) => row.updated);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
