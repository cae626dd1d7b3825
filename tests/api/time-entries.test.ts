// Time on jobs through the API (docs/product.md "Time on jobs"): clocking on and off, one running
// clock per employee (also when two devices clock the same technician on at once), the work
// order started by clocking on and its clocks stopped when it leaves In progress, who corrects
// what, the input refused, labour lines from the clock at done (exact in cents, not doubled by
// reopening and completing again), labour rates, and clocks nobody stopped.
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TimeEntry, WorkOrder, WorkOrderItem } from "@shared/records";
import { download, parseCsv } from "../support/csv";
import { historyWhere } from "../support/history";
import { createEmployee, NO_DEV_MODE, pocketbaseBinary, repoRoot, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle, EMPLOYEE_RECORDS, expectFieldErrors } from "../support/records";
import { addItem, createWorkOrder, getVehicle, getWorkOrder, ITEM_RECORDS, moveWorkOrder, patchWorkOrder } from "../support/work-orders";
import { availabilityOf, storedPeriods } from "../support/status-periods";
import { clockOn, entriesWhere, pastStretch, patchEntry, TIME_ENTRY_RECORDS } from "../support/time";

const run = promisify(execFile);
/** Debian's sqlite3 (make test-tools installs it), to read and set the status periods as they are stored. */
const SQLITE3 = process.env.SQLITE3 ?? "sqlite3";
/** The workshop's rate for employees without their own (WORKSHOP_LABOUR_RATE). */
const WORKSHOP_RATE = "60";

let server: TestServer;
let technician: Employee;
let colleague: Employee;
let manager: Employee;
let viewer: Employee;
let categoryId: string;

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip", WORKSHOP_LABOUR_RATE: WORKSHOP_RATE }, rateLimits: false });
  [technician, colleague, manager, viewer] = await Promise.all([
    createEmployee(server, { name: "Tom Technician", role: "technician" }),
    createEmployee(server, { name: "Cleo Colleague", role: "technician" }),
    createEmployee(server, { name: "Mia Manager", role: "manager" }),
    createEmployee(server, { name: "Vera Viewer", role: "viewer" }),
  ]);
  // Tom has a rate of his own; Mia has none and works at the workshop's.
  const rate = await server.asSuperuser(`${EMPLOYEE_RECORDS}/${technician.id}`, { method: "PATCH", body: { labour_rate: 80.5 } });
  expect(rate.status, rate.text).toBe(200);
  categoryId = (await createCategory(server)).id;
});

afterAll(async () => {
  await server?.dispose();
});

async function openWorkOrder(): Promise<WorkOrder> {
  const vehicle = await createVehicle(server, categoryId, manager.token);
  return createWorkOrder(server, manager.token, vehicle.id);
}

async function workOrderIn(status: "in_progress" | "waiting_parts" | "done" | "cancelled"): Promise<WorkOrder> {
  const order = await openWorkOrder();
  const steps: Record<string, unknown>[] =
    status === "cancelled"
      ? [{ status: "cancelled" }]
      : status === "waiting_parts"
        ? [{ status: "in_progress" }, { status: "waiting_parts" }]
        : status === "done"
          ? [{ status: "in_progress" }, { status: "done", odometer: 1000 }]
          : [{ status: "in_progress" }];
  return moveWorkOrder(server, manager.token, order.id, ...steps);
}

async function running(employee: Employee): Promise<TimeEntry[]> {
  return entriesWhere(server, `employee = "${employee.id}" && ended = ""`);
}

async function clockLines(workOrder: string): Promise<WorkOrderItem[]> {
  const filter = encodeURIComponent(`work_order = "${workOrder}"`);
  return (await server.asSuperuser(`${ITEM_RECORDS}?filter=${filter}&sort=description&perPage=500`)).json.items;
}

/** Ends every running clock of the employee, so a test starts with none. */
async function clockOffAll(employee: Employee): Promise<void> {
  for (const entry of await running(employee)) await patchEntry(server, server.superuserToken, entry.id, { ended: new Date().toISOString() });
}

describe("clocking on and off", () => {
  it("on an open work order: the technician's running clock, and the work order starts with its vehicle in the workshop", async () => {
    await clockOffAll(technician);
    const order = await openWorkOrder();
    const before = Date.now();
    const response = await clockOn(server, technician.token, order.id);
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({ work_order: order.id, employee: technician.id, ended: "", minutes: 0, note: "" });
    expect(Date.parse(response.json.started.replace(" ", "T"))).toBeGreaterThanOrEqual(before - 1000);
    const started = await getWorkOrder(server, order.id);
    expect(started.status).toBe("in_progress");
    expect(started.started).not.toBe("");
    expect((await getVehicle(server, order.vehicle)).status).toBe("in_service");
    // The work order's history names who started it.
    const moves = await historyWhere(server, `record = "${order.id}" && action = "updated"`);
    expect(moves.map((entry) => entry.by)).toContain(technician.id);
  });

  it("off: the end it sends, and the minutes between", async () => {
    await clockOffAll(technician);
    const order = await workOrderIn("in_progress");
    const { started } = pastStretch(95);
    const entry = (await clockOn(server, technician.token, order.id, { started })).json;
    const ended = new Date(Date.parse(started) + 95 * 60_000 + 20_000).toISOString();
    const off = await patchEntry(server, technician.token, entry.id, { ended });
    expect(off.status, off.text).toBe(200);
    expect(off.json).toMatchObject({ minutes: 95 });
    expect(Date.parse(off.json.ended.replace(" ", "T"))).toBe(Date.parse(ended));
  });

  it("on another job stops the running clock when the new one starts: one runs", async () => {
    await clockOffAll(technician);
    const [first, second] = await Promise.all([workOrderIn("in_progress"), workOrderIn("in_progress")]);
    const a = (await clockOn(server, technician.token, first.id, { started: pastStretch(30).started })).json;
    const b = await clockOn(server, technician.token, second.id);
    expect(b.status, b.text).toBe(200);
    const stopped = (await server.asSuperuser(`${TIME_ENTRY_RECORDS}/${a.id}`)).json;
    expect(stopped.ended).toBe(b.json.started);
    expect(stopped.minutes).toBeGreaterThanOrEqual(29);
    expect((await running(technician)).map((entry) => entry.id)).toEqual([b.json.id]);
  });

  it("on the job it runs on already is refused", async () => {
    await clockOffAll(technician);
    const order = await workOrderIn("in_progress");
    expect((await clockOn(server, technician.token, order.id)).status).toBe(200);
    const again = await clockOn(server, technician.token, order.id);
    expectFieldErrors(again, { work_order: "already_clocked_on" });
  });

  it("from two devices at once leaves exactly one running clock, round after round", async () => {
    await clockOffAll(colleague);
    for (let round = 0; round < 4; round += 1) {
      const [first, second] = await Promise.all([workOrderIn("in_progress"), workOrderIn("in_progress")]);
      const answers = await Promise.all([clockOn(server, colleague.token, first.id), clockOn(server, colleague.token, second.id)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const left = await running(colleague);
      expect(left).toHaveLength(1);
      // The other one stopped, not lost.
      const both = await entriesWhere(server, `employee = "${colleague.id}" && (work_order = "${first.id}" || work_order = "${second.id}")`);
      expect(both).toHaveLength(2);
    }
  });

  it("from two devices on the same job at once: one clock, the other device told so", async () => {
    await clockOffAll(colleague);
    const order = await workOrderIn("in_progress");
    const answers = await Promise.all([clockOn(server, colleague.token, order.id), clockOn(server, colleague.token, order.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expectFieldErrors(answers.find((answer) => answer.status === 400)!, { work_order: "already_clocked_on" });
    expect(await running(colleague)).toHaveLength(1);
  });

  it("on work waiting for parts resumes it", async () => {
    await clockOffAll(technician);
    const order = await workOrderIn("waiting_parts");
    expect((await clockOn(server, technician.token, order.id)).status).toBe(200);
    expect((await getWorkOrder(server, order.id)).status).toBe("in_progress");
  });

  it.each(["done", "cancelled"] as const)("on a %s work order is refused", async (status) => {
    await clockOffAll(technician);
    const order = await workOrderIn(status);
    expectFieldErrors(await clockOn(server, technician.token, order.id), { work_order: "work_order_closed" });
    expect(await running(technician)).toHaveLength(0);
  });

  it.each([
    ["waiting_parts", {}],
    ["open", {}],
    ["cancelled", {}],
    ["done", { odometer: 5000 }],
  ] as const)("stops every clock on a work order that moves to %s", async (status, extra) => {
    await Promise.all([clockOffAll(technician), clockOffAll(colleague)]);
    const order = await workOrderIn("in_progress");
    await clockOn(server, technician.token, order.id);
    await clockOn(server, colleague.token, order.id);
    const moved = await patchWorkOrder(server, manager.token, order.id, { status, ...extra });
    expect(moved.status, moved.text).toBe(200);
    const entries = await entriesWhere(server, `work_order = "${order.id}"`);
    expect(entries).toHaveLength(2);
    expect(entries.every((entry) => entry.ended !== "")).toBe(true);
  });

  it("a stopped entry does not run again, and a running one stays on work in progress", async () => {
    await clockOffAll(technician);
    const order = await workOrderIn("in_progress");
    const entry = (await clockOn(server, technician.token, order.id, { started: pastStretch(10).started })).json;
    await patchEntry(server, technician.token, entry.id, { ended: new Date().toISOString() });
    expectFieldErrors(await patchEntry(server, technician.token, entry.id, { ended: "" }), { ended: "still_running" });
    const now = (await clockOn(server, technician.token, order.id)).json;
    const waiting = await workOrderIn("waiting_parts");
    expectFieldErrors(await patchEntry(server, technician.token, now.id, { work_order: waiting.id }), { work_order: "not_in_progress" });
  });
});

describe("input the server refuses", () => {
  const hour = 3_600_000;
  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
  const rows: readonly [string, (order: string) => Record<string, unknown>, Record<string, string>][] = [
    ["an end before the start", (order) => ({ work_order: order, started: ago(hour), ended: ago(2 * hour) }), { ended: "ended_before_started" }],
    // One moment for both: two calls of ago() may lie a millisecond apart.
    ["an end equal to the start", (order) => ((at) => ({ work_order: order, started: at, ended: at }))(ago(hour)), { ended: "ended_before_started" }],
    ["more than 16 hours", (order) => ({ work_order: order, started: ago(17 * hour + 60_000), ended: ago(60_000) }), { ended: "entry_too_long" }],
    ["a running clock started 17 hours ago", (order) => ({ work_order: order, started: ago(17 * hour) }), { started: "entry_too_long" }],
    ["a start in the future", (order) => ({ work_order: order, started: new Date(Date.now() + hour).toISOString() }), { started: "in_future" }],
    ["an end in the future", (order) => ({ work_order: order, started: ago(hour), ended: new Date(Date.now() + hour).toISOString() }), { ended: "in_future" }],
    ["a date that is none", (order) => ({ work_order: order, started: "yesterday" }), { started: "invalid_date" }],
    ["a date of the wrong type", (order) => ({ work_order: order, started: 17 }), { started: "invalid_type" }],
    ["no work order", () => ({}), { work_order: "required" }],
    ["a work order that does not exist", () => ({ work_order: "abcdefghij12345" }), { work_order: "work_order_not_found" }],
    ["an employee who does not exist", (order) => ({ work_order: order, employee: "abcdefghij12345" }), { employee: "employee_not_found" }],
    ["a note of 501 characters", (order) => ({ work_order: order, note: "x".repeat(501) }), { note: "too_long" }],
    ["a note with control characters", (order) => ({ work_order: order, note: "a\u0000b" }), { note: "invalid_characters" }],
    ["a field that does not exist", (order) => ({ work_order: order, rate: 5 }), { rate: "unknown_field" }],
  ];
  it.each(rows)("%s", async (_name, body, codes) => {
    await clockOffAll(manager);
    const order = await workOrderIn("in_progress");
    const response = await server.request(TIME_ENTRY_RECORDS, { method: "POST", token: manager.token, body: body(order.id) });
    expectFieldErrors(response, codes);
    expect(await entriesWhere(server, `work_order = "${order.id}"`)).toHaveLength(0);
  });

  it("takes a phone's clock a few minutes fast as now, and never the minutes it sends", async () => {
    await clockOffAll(manager);
    const order = await workOrderIn("in_progress");
    const response = await clockOn(server, manager.token, order.id, { started: new Date(Date.now() + 3 * 60_000).toISOString(), minutes: 999 });
    expect(response.status, response.text).toBe(200);
    expect(Date.parse(response.json.started.replace(" ", "T"))).toBeLessThanOrEqual(Date.now());
    expect(response.json.minutes).toBe(0);
  });

  it("a 16-hour stretch is accepted", async () => {
    const order = await workOrderIn("in_progress");
    // Exactly 16 hours, from one moment: two calls of ago() may lie a millisecond apart, and a
    // millisecond more is refused (it failed that way once in a fresh-clone run).
    const ended = Date.now() - 60_000;
    const stretch = { started: new Date(ended - 16 * hour).toISOString(), ended: new Date(ended).toISOString() };
    const response = await clockOn(server, manager.token, order.id, stretch);
    expect(response.status, response.text).toBe(200);
    expect(response.json.minutes).toBe(960);
  });
});

describe("who records and corrects time", () => {
  it("a technician clocks only themselves; a manager may name a colleague", async () => {
    const order = await workOrderIn("in_progress");
    const refused = await clockOn(server, technician.token, order.id, { employee: colleague.id });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ message: "Only a manager can record time for others." });
    await clockOffAll(colleague);
    const named = await clockOn(server, manager.token, order.id, { employee: colleague.id, ...pastStretch(20) });
    expect(named.status, named.text).toBe(200);
    expect(named.json.employee).toBe(colleague.id);
  });

  it("a viewer records none, and the administrator must say whose time it is", async () => {
    const order = await workOrderIn("in_progress");
    const viewerTry = await clockOn(server, viewer.token, order.id);
    expect(viewerTry.status).toBe(403);
    expect(viewerTry.json).toMatchObject({ message: "Only technicians and managers can add time entries." });
    expectFieldErrors(await clockOn(server, server.superuserToken, order.id), { employee: "required" });
  });

  it("a technician corrects their own time, not a colleague's; a manager corrects any, kept in the history", async () => {
    const order = await workOrderIn("in_progress");
    const own = (await clockOn(server, manager.token, order.id, { employee: technician.id, ...pastStretch(40) })).json;
    const colleagues = (await clockOn(server, manager.token, order.id, { employee: colleague.id, ...pastStretch(40) })).json;
    expect((await patchEntry(server, technician.token, own.id, { note: "Rusted bolts" })).status).toBe(200);
    const refused = await patchEntry(server, technician.token, colleagues.id, { note: "Mine now" });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ message: "Only a manager can change others' time; technicians change their own." });
    const corrected = await patchEntry(server, manager.token, colleagues.id, { started: pastStretch(30).started });
    expect(corrected.status, corrected.text).toBe(200);
    expect(corrected.json.minutes).toBe(30);
    const history = await historyWhere(server, `record = "${colleagues.id}" && action = "updated"`);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ collection: "time_entries", by: manager.id, work_order: order.id, vehicle: order.vehicle });
    expect(Object.keys(history[0]!.changes ?? {})).toEqual(["started"]);
  });

  it("a technician deletes their own time while the work is open; a colleague's is a manager's", async () => {
    const order = await workOrderIn("in_progress");
    const own = (await clockOn(server, manager.token, order.id, { employee: technician.id, ...pastStretch(5) })).json;
    const colleagues = (await clockOn(server, manager.token, order.id, { employee: colleague.id, ...pastStretch(5) })).json;
    const refused = await server.request(`${TIME_ENTRY_RECORDS}/${colleagues.id}`, { method: "DELETE", token: technician.token });
    expect(refused.status).toBe(403);
    expect((await server.request(`${TIME_ENTRY_RECORDS}/${own.id}`, { method: "DELETE", token: technician.token })).status).toBe(204);
    expect((await server.request(`${TIME_ENTRY_RECORDS}/${colleagues.id}`, { method: "DELETE", token: manager.token })).status).toBe(204);
  });

  it("the time of a done work order is a manager's to correct", async () => {
    const order = await workOrderIn("in_progress");
    const own = (await clockOn(server, manager.token, order.id, { employee: technician.id, ...pastStretch(50) })).json;
    await moveWorkOrder(server, manager.token, order.id, { status: "done", odometer: 2000 });
    const refused = await patchEntry(server, technician.token, own.id, { note: "Forgot the test drive" });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ message: "Only a manager can correct the time of a done or cancelled work order." });
    expect((await server.request(`${TIME_ENTRY_RECORDS}/${own.id}`, { method: "DELETE", token: technician.token })).status).toBe(403);
    expect((await patchEntry(server, manager.token, own.id, { note: "Test drive included" })).status).toBe(200);
  });

  it("each reads their own time; a manager everyone's", async () => {
    const order = await workOrderIn("in_progress");
    await clockOn(server, manager.token, order.id, { employee: technician.id, ...pastStretch(5) });
    await clockOn(server, manager.token, order.id, { employee: colleague.id, ...pastStretch(5) });
    const filter = encodeURIComponent(`work_order = "${order.id}"`);
    const list = (token: string) => server.request(`${TIME_ENTRY_RECORDS}?filter=${filter}`, { token });
    expect((await list(technician.token)).json.items.map((entry: TimeEntry) => entry.employee)).toEqual([technician.id]);
    expect((await list(manager.token)).json.items).toHaveLength(2);
    expect((await list(viewer.token)).json.items).toHaveLength(0);
    expect((await server.request(`${TIME_ENTRY_RECORDS}?filter=${filter}`)).status).toBe(401);
  });
});

describe("labour from the clock", () => {
  async function linesOf(order: string): Promise<{ clock: WorkOrderItem[]; typed: WorkOrderItem[] }> {
    const lines = await clockLines(order);
    return { clock: lines.filter((line) => line.source === "clock"), typed: lines.filter((line) => line.source === "manual") };
  }

  it("at done: one line per employee, rounded up to the quarter hour at their rate, exact in cents; typed lines stay", async () => {
    const order = await workOrderIn("in_progress");
    const typed = await addItem(server, manager.token, order.id, { kind: "labour", description: "Diagnosis", quantity: 0.3, unit_cost: 33.33 });
    // Tom: 61 minutes in two stretches at his 80.50; Mia: 30 minutes at the workshop's 60.
    await clockOn(server, manager.token, order.id, { employee: technician.id, ...pastStretch(41, 3 * 3_600_000) });
    await clockOn(server, manager.token, order.id, { employee: technician.id, ...pastStretch(20, 2 * 3_600_000) });
    await clockOn(server, manager.token, order.id, { employee: manager.id, ...pastStretch(30) });
    const done = await moveWorkOrder(server, manager.token, order.id, { status: "done", odometer: 3000 });
    const { clock, typed: kept } = await linesOf(order.id);
    expect(clock.map(({ kind, description, quantity, unit, unit_cost }) => ({ kind, description, quantity, unit, unit_cost }))).toEqual([
      { kind: "labour", description: "Labour: Mia Manager", quantity: 0.5, unit: "h", unit_cost: 60 },
      { kind: "labour", description: "Labour: Tom Technician", quantity: 1.25, unit: "h", unit_cost: 80.5 },
    ]);
    expect(kept).toEqual([typed]);
    // 0.3 × 33.33 = 10.00 (9.999), 1.25 × 80.50 = 100.63 (100.625), 0.5 × 60 = 30.00.
    expect(done.total_cost).toBe(140.63);
    expect((await getWorkOrder(server, order.id)).total_cost).toBe(140.63);
  });

  it("counts a clock still running at done, and makes no line for no time", async () => {
    await clockOffAll(colleague);
    const order = await workOrderIn("in_progress");
    await clockOn(server, colleague.token, order.id, { started: pastStretch(14).started });
    await moveWorkOrder(server, manager.token, order.id, { status: "done", odometer: 4000 });
    const { clock } = await linesOf(order.id);
    expect(clock).toHaveLength(1);
    expect(clock[0]).toMatchObject({ description: "Labour: Cleo Colleague", quantity: 0.25, unit_cost: 60 });
    const idle = await workOrderIn("in_progress");
    await moveWorkOrder(server, manager.token, idle.id, { status: "done", odometer: 4100 });
    expect((await linesOf(idle.id)).clock).toHaveLength(0);
  });

  it("reopened and done again: the clock lines are made anew from all the time, never twice", async () => {
    const order = await workOrderIn("in_progress");
    const typed = await addItem(server, manager.token, order.id, { kind: "part", description: "Filter", quantity: 1, unit_cost: 12.4 });
    await clockOn(server, manager.token, order.id, { employee: technician.id, ...pastStretch(45, 4 * 3_600_000) });
    await moveWorkOrder(server, manager.token, order.id, { status: "done", odometer: 6000 });
    const first = (await linesOf(order.id)).clock;
    expect(first.map((line) => line.quantity)).toEqual([0.75]);
    await moveWorkOrder(server, manager.token, order.id, { status: "in_progress" });
    await clockOn(server, manager.token, order.id, { employee: technician.id, ...pastStretch(16) });
    const again = await moveWorkOrder(server, manager.token, order.id, { status: "done", odometer: 6000 });
    const { clock, typed: kept } = await linesOf(order.id);
    // 45 + 16 = 61 minutes: 1.25 h, one line.
    expect(clock.map((line) => [line.description, line.quantity, line.unit_cost])).toEqual([["Labour: Tom Technician", 1.25, 80.5]]);
    expect(clock[0]!.id).not.toBe(first[0]!.id);
    expect(kept).toEqual([typed]);
    expect(again.total_cost).toBe(12.4 + 100.63);
    // Twice done, once more: still one line.
    await moveWorkOrder(server, manager.token, order.id, { status: "in_progress" }, { status: "done", odometer: 6000 });
    expect((await linesOf(order.id)).clock).toHaveLength(1);
  });

  it("clock lines are the server's: kept with the work order's history", async () => {
    const order = await workOrderIn("in_progress");
    await clockOn(server, manager.token, order.id, { employee: technician.id, ...pastStretch(15) });
    await moveWorkOrder(server, manager.token, order.id, { status: "done", odometer: 7000 });
    const created = await historyWhere(server, `work_order = "${order.id}" && collection = "work_order_items" && action = "created"`);
    expect(created.map((entry) => entry.title)).toEqual(["Labour: Tom Technician"]);
  });
});

describe("labour rates", () => {
  it("are an administrator's to set, with at most 2 decimals", async () => {
    const own = await server.request(`${EMPLOYEE_RECORDS}/${technician.id}`, { method: "PATCH", token: technician.token, body: { labour_rate: 500 } });
    expectFieldErrors(own, { labour_rate: "admin_only" });
    const tooPrecise = await server.asSuperuser(`${EMPLOYEE_RECORDS}/${colleague.id}`, { method: "PATCH", body: { labour_rate: 80.555 } });
    expectFieldErrors(tooPrecise, { labour_rate: "too_many_decimals" });
    expect((await server.asSuperuser(`${EMPLOYEE_RECORDS}/${technician.id}`)).json.labour_rate).toBe(80.5);
  });

  it("are not shown to colleagues", async () => {
    const seen = await server.request(`${EMPLOYEE_RECORDS}/${technician.id}`, { token: colleague.token });
    expect(seen.status).toBe(200);
    expect(seen.json.labour_rate).toBeUndefined();
  });
});

describe("a clock nobody stopped", () => {
  it("stops by itself 16 hours after it started, saying so", async () => {
    await clockOffAll(colleague);
    const order = await workOrderIn("in_progress");
    const started = new Date(Date.now() - 15 * 3_600_000).toISOString();
    const entry = (await clockOn(server, colleague.token, order.id, { started })).json;
    // The hourly job, as of two hours later (the command runs it at once).
    const later = new Date(Date.now() + 2 * 3_600_000).toISOString();
    const dirs = [`--dir=${server.dataDir}`, `--hooksDir=${join(repoRoot, "pb_hooks")}`, `--migrationsDir=${join(repoRoot, "pb_migrations")}`];
    const { stdout } = await run(pocketbaseBinary, ["clocks-stop", `--now=${later}`, ...dirs, NO_DEV_MODE]);
    expect(stdout).toContain("Clocks stopped: 1.");
    const stopped = (await server.asSuperuser(`${TIME_ENTRY_RECORDS}/${entry.id}`)).json as TimeEntry;
    expect(stopped.minutes).toBe(960);
    expect(Date.parse(stopped.ended.replace(" ", "T")) - Date.parse(started)).toBe(16 * 3_600_000);
    expect(stopped.note).toBe("Stopped by the server after 16 hours: nobody clocked off.");
  });
});

describe("the timesheet", () => {
  const DAY = 86_400_000;

  it("sums a week per employee and day; a technician sees their own, a manager everyone's", async () => {
    const worker = await createEmployee(server, { name: "Wendy Weekly", role: "technician" });
    const order = await workOrderIn("in_progress");
    const from = new Date(Date.now() - 3 * DAY - 3_600_000);
    const early = pastStretch(50, 2 * DAY); // two days ago: day 1 of the week
    const late = pastStretch(25); // a minute ago: day 3
    for (const stretch of [early, late]) expect((await clockOn(server, manager.token, order.id, { employee: worker.id, ...stretch })).status).toBe(200);
    const path = (employee = "") => `/api/app/timesheet?from=${from.toISOString()}${employee === "" ? "" : `&employee=${employee}`}`;

    const own = await server.request(path(), { token: worker.token });
    expect(own.status, own.text).toBe(200);
    expect(own.json.employees).toHaveLength(1);
    expect(own.json.employees[0]).toMatchObject({ id: worker.id, name: "Wendy Weekly", minutes: [0, 50, 0, 25, 0, 0, 0], total: 75, rateCents: 6000, runningSince: "" });
    expect(own.json.entries.map((entry: { minutes: number; status: string; number: number }) => [entry.minutes, entry.status, entry.number])).toEqual([
      [50, "in_progress", order.number],
      [25, "in_progress", order.number],
    ]);

    const others = await server.request(path(colleague.id), { token: worker.token });
    expect(others.status).toBe(403);
    expect(others.json).toMatchObject({ message: "Only a manager can see the time of others." });

    const everyone = await server.request(path(), { token: manager.token });
    expect(everyone.json.employees.map((row: { name: string }) => row.name)).toEqual(
      expect.arrayContaining(["Wendy Weekly", "Tom Technician", "Cleo Colleague", "Mia Manager"]),
    );
    expect(everyone.json.employees.map((row: { name: string }) => row.name)).not.toContain("Vera Viewer");
    expect(everyone.json.entries).toEqual([]);
    expect((await server.request(path(worker.id), { token: manager.token })).json.entries).toHaveLength(2);
  });

  it("counts a running clock up to now", async () => {
    const worker = await createEmployee(server, { name: "Rita Running", role: "technician" });
    const order = await workOrderIn("in_progress");
    await clockOn(server, worker.token, order.id, { started: new Date(Date.now() - 42 * 60_000).toISOString() });
    const from = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const sheet = (await server.request(`/api/app/timesheet?from=${from}`, { token: worker.token })).json;
    expect(sheet.employees[0].total).toBeGreaterThanOrEqual(42);
    expect(sheet.employees[0].runningSince).not.toBe("");
  });

  it.each([
    ["no week", "", { from: "invalid_format" }],
    ["a week that is no moment", "from=last-monday", { from: "invalid_format" }],
    ["an employee that is no id", "from=2026-11-30T00:00:00Z&employee=x", { employee: "invalid_format" }],
  ])("refuses %s", async (_name, query, codes) => {
    expectFieldErrors(await server.request(`/api/app/timesheet?${query}`, { token: manager.token }), codes);
  });

  it("exports the week's entries as CSV, the same who-sees-what", async () => {
    const worker = await createEmployee(server, { name: "Carl Csv", role: "technician" });
    const order = await workOrderIn("in_progress");
    await clockOn(server, manager.token, order.id, { employee: worker.id, ...pastStretch(75), note: "=SUM(A1)" });
    const from = new Date(Date.now() - DAY).toISOString();
    const own = await download(server.url, `/api/app/timesheet.csv?from=${from}`, worker.token);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-disposition")).toContain("timesheet-");
    const rows = parseCsv(own.text.replace(/^\uFEFF/, ""));
    expect(rows[0]).toEqual(["Employee", "Work order", "Plate", "Title", "Started (UTC)", "Ended (UTC)", "Minutes", "Hours", "Note"]);
    expect(rows.slice(1)).toEqual([["Carl Csv", `WO-${order.number}`, order.vehicle_plate, order.title, expect.any(String), expect.any(String), "75", "1:15", "'=SUM(A1)"]]);
    expect((await download(server.url, `/api/app/timesheet.csv?from=${from}&employee=${manager.id}`, worker.token)).status).toBe(403);
    expect((await download(server.url, `/api/app/timesheet.csv?from=${from}`, null)).status).toBe(401);
    // A download link carries a file token instead.
    const fileToken = (await server.request("/api/files/token", { method: "POST", token: worker.token })).json.token as string;
    expect((await download(server.url, `/api/app/timesheet.csv?from=${from}&token=${fileToken}`, null)).status).toBe(200);
  });

  it("writes the CSV's headings in the reader's language: what a script asks for; by the app's link, the employee's", async () => {
    const from = new Date(Date.now() - DAY).toISOString();
    const headings = async (token: string, acceptLanguage = "") =>
      parseCsv((await download(server.url, `/api/app/timesheet.csv?from=${from}`, token, acceptLanguage ? { "accept-language": acceptLanguage } : {})).text.replace(/^\uFEFF/, ""))[0];
    const german = ["Mitarbeiter", "Arbeitsauftrag", "Kennzeichen", "Titel", "Begonnen (UTC)", "Beendet (UTC)", "Minuten", "Stunden", "Notiz"];
    expect(await headings(manager.token, "de-AT")).toEqual(german);
    const greta = await createEmployee(server, { name: "Greta Deutsch", role: "technician" });
    expect((await server.request(`/api/collections/employees/records/${greta.id}`, { method: "PATCH", token: greta.token, body: { language: "de" } })).status).toBe(200);
    // Greta's own choice, by the app's download link (a script using her token gets English).
    const link = (await server.request("/api/files/token", { method: "POST", token: greta.token })).json.token as string;
    const csv = await download(server.url, `/api/app/timesheet.csv?from=${from}&token=${link}`, null);
    expect(parseCsv(csv.text.replace(/^\uFEFF/, ""))[0]).toEqual(german);
    expect((await headings(greta.token))?.[0]).toBe("Employee");
  });
});

describe("downtime and the day's figures", () => {
  const DAY = 86_400_000;
  const sqlite = (sql: string) => run(SQLITE3, ["-json", join(server.dataDir, "data.db"), sql]);

  it("records each status a vehicle enters, by staff and by its work", async () => {
    const vehicle = await createVehicle(server, categoryId, manager.token);
    const order = await createWorkOrder(server, manager.token, vehicle.id);
    await moveWorkOrder(server, manager.token, order.id, { status: "in_progress" }, { status: "done", odometer: 100 });
    await server.request(`/api/collections/vehicles/records/${vehicle.id}`, { method: "PATCH", token: manager.token, body: { status: "out_of_service" } });
    const { stdout } = await sqlite(`SELECT status, ended IS NULL AS open FROM vehicle_status_periods WHERE vehicle = '${vehicle.id}' ORDER BY started, rowid`);
    expect(JSON.parse(stdout)).toEqual([
      { status: "available", open: 0 },
      { status: "in_service", open: 0 },
      { status: "available", open: 0 },
      { status: "out_of_service", open: 1 },
    ]);
  });

  it("a vehicle's page: its days off the road in the last year", async () => {
    const vehicle = await createVehicle(server, categoryId, manager.token);
    await server.request(`/api/collections/vehicles/records/${vehicle.id}`, { method: "PATCH", token: manager.token, body: { status: "out_of_service" } });
    // As if it had been out of service for the last 12.5 days, after 400 days available.
    const now = Date.now();
    await sqlite(`UPDATE vehicle_status_periods SET started = ${now - 412.5 * DAY}, ended = ${now - 12.5 * DAY} WHERE vehicle = '${vehicle.id}' AND status = 'available'`);
    await sqlite(`UPDATE vehicle_status_periods SET started = ${now - 12.5 * DAY} WHERE vehicle = '${vehicle.id}' AND status = 'out_of_service'`);
    const downtime = await server.request(`/api/app/vehicles/${vehicle.id}/downtime`, { token: viewer.token });
    expect(downtime.status, downtime.text).toBe(200);
    expect(downtime.json).toMatchObject({ daysOffRoad: 12.5, daysInWorkshop: 0, daysOutOfService: 12.5 });
    expect((await server.request(`/api/app/vehicles/abcdefghij12345/downtime`, { token: viewer.token })).status).toBe(404);
    expect((await server.request(`/api/app/vehicles/${vehicle.id}/downtime`)).status).toBe(401);
  });

  it("the dashboard: availability over 30 days and mean time to done over 90, as the periods and work orders say", async () => {
    const figures = await server.request(`/api/app/time/figures`, { token: technician.token });
    expect(figures.status, figures.text).toBe(200);
    // The same sums, from the rows themselves, over the window the server used.
    const since = Date.parse(figures.json.availability.since.replace(" ", "T"));
    expect(figures.json.availability.share).toBe(availabilityOf(await storedPeriods(server.dataDir), since, since + 30 * DAY));
    const done = JSON.parse((await sqlite("SELECT COUNT(*) AS n, AVG(julianday(completed) - julianday(started)) * 24 AS hours FROM work_orders WHERE status = 'done' AND started != ''")).stdout)[0];
    expect(figures.json.meanToDone.workOrders).toBe(done.n);
    expect(figures.json.meanToDone.hours).toBeCloseTo(Math.round(done.hours * 10) / 10, 5);
  });

  it("the dashboard: each technician's jobs and hours today", async () => {
    const worker = await createEmployee(server, { name: "Dora Daily", role: "technician" });
    const [first, second] = await Promise.all([workOrderIn("in_progress"), workOrderIn("in_progress")]);
    await clockOn(server, manager.token, first.id, { employee: worker.id, ...pastStretch(30, 10 * 60_000) });
    await clockOn(server, worker.token, second.id, { started: new Date(Date.now() - 5 * 60_000).toISOString() });
    const since = new Date(Date.now() - 3_600_000).toISOString();
    const figures = await server.request(`/api/app/time/figures?since=${since}`, { token: viewer.token });
    expect(figures.status, figures.text).toBe(200);
    const day = figures.json.today.technicians.find((row: { id: string }) => row.id === worker.id);
    expect(day).toMatchObject({ name: "Dora Daily", jobs: 2, running: second.number });
    expect(day.minutes).toBeGreaterThanOrEqual(35);
    expect(day.minutes).toBeLessThanOrEqual(36);
    expect(figures.json.today.technicians.map((row: { name: string }) => row.name)).not.toContain("Vera Viewer");
    const tooOld = new Date(Date.now() - 3 * DAY).toISOString();
    expectFieldErrors(await server.request(`/api/app/time/figures?since=${tooOld}`, { token: viewer.token }), { since: "invalid_format" });
  });
});
