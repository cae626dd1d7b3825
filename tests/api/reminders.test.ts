// Reminders through the API (docs/product.md "Reminders"): validation, the
// server's due point and state, the odometer, fulfilment by done work orders, the daily job (run
// through the command the cron's code also runs), service plans, and who may do what by role.
import { execFile } from "node:child_process";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMonths } from "@shared/reminders";
import type { Vehicle } from "@shared/records";
import { runCommand } from "../support/demo";
import { startServer, type Employee, type TestServer } from "../support/pocketbase";
import { CATEGORY_RECORDS, createCategory, createVehicle, errorCodes, expectFieldErrors, VEHICLE_RECORDS } from "../support/records";
import {
  createReminder,
  dayFromToday,
  employeeWithRole,
  getReminder,
  postReminder,
  REMINDER_RECORDS,
  remindersOf,
} from "../support/reminders";
import { addReading, createWorkOrder, moveWorkOrder, patchWorkOrder } from "../support/work-orders";

let server: TestServer;
let manager: Employee;
let technician: Employee;
let viewer: Employee;
let categoryId: string;
const TODAY = dayFromToday(0);
const run = promisify(execFile);
/** Debian's sqlite3 (make test-tools installs it), to set the data as a server that was off left it. */
const SQLITE3 = process.env.SQLITE3 ?? "sqlite3";

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" }, rateLimits: false });
  [manager, technician, viewer] = await Promise.all([
    employeeWithRole(server, "manager"),
    employeeWithRole(server, "technician"),
    employeeWithRole(server, "viewer"),
  ]);
  categoryId = (await createCategory(server)).id;
});

afterAll(async () => {
  await server?.dispose();
  // The restart below serves the first data dir again, which is then no longer the server's to remove.
  if (server?.dataDir) await rm(server.dataDir, { recursive: true, force: true });
});

function vehicle(fields: Record<string, unknown> = {}): Promise<Vehicle> {
  return createVehicle(server, categoryId, undefined, fields);
}

describe("validation", () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["no title", { title: "" }, { title: "required" }],
    ["neither a repeat nor a due point", { every_months: "", every_km: "" }, { every_months: "required", due_date: "required" }],
    ["every 0.5 months", { every_months: 0.5 }, { every_months: "not_an_integer" }],
    ["every 121 months", { every_months: 121 }, { every_months: "too_large" }],
    ["every 99 km", { every_km: 99 }, { every_km: "too_small" }],
    ["every 1 000 001 km", { every_km: 1_000_001 }, { every_km: "too_large" }],
    ["a due date that is none", { every_months: "", every_km: "", due_date: "2027-02-30" }, { due_date: "invalid_date" }],
    ["a due km over the odometer's limit", { every_months: "", every_km: "", due_km: 10_000_000 }, { due_km: "too_large" }],
    ["done in the future", { last_done_date: "2999-01-01" }, { last_done_date: "too_large" }],
    ["a margin of 400 days", { soon_days: 400 }, { soon_days: "too_large" }],
    ["a margin of 0.5 km", { soon_km: 0.5 }, { soon_km: "not_an_integer" }],
    ["a title as a number", { title: 5 }, { title: "invalid_type" }],
    ["no vehicle", { vehicle: "" }, { vehicle: "required" }],
    ["a vehicle that does not exist", { vehicle: "aaaaaaaaaaaaaaa" }, { vehicle: "vehicle_not_found" }],
    ["a field reminders do not have", { colour: "red" }, { colour: "unknown_field" }],
  ])("refuses %s at the field", async (_name, fields, codes) => {
    const car = await vehicle();
    expectFieldErrors(await postReminder(server, technician.token, { vehicle: car.id, title: "Oil change", every_months: 12, ...fields }), codes);
  });
});

describe("the server's due point and state", () => {
  it("computes a recurring reminder's due point from today and the vehicle's odometer by default", async () => {
    const car = await vehicle({ odometer: 40_000 });
    const reminder = await createReminder(server, technician.token, car.id, { every_months: 12, every_km: 15_000 });
    expect(reminder).toMatchObject({ last_done_km: 40_000, due_km: 55_000, soon_days: 30, soon_km: 1000, state: "ok", urgency: 3, category: categoryId });
    expect(reminder.last_done_date.slice(0, 10)).toBe(TODAY);
    expect(reminder.due_date.slice(0, 10)).toBe(addMonths(TODAY, 12));
  });

  it("ignores a due point and a state sent for a recurring reminder", async () => {
    const car = await vehicle({ odometer: 1000 });
    const reminder = await createReminder(server, technician.token, car.id, {
      every_months: 0,
      every_km: 5000,
      due_km: 2000,
      state: "done",
      urgency: 4,
      last_done_km: 1000,
    });
    expect(reminder).toMatchObject({ due_km: 6000, state: "ok", urgency: 3 });
  });

  it("keeps a one-off reminder's due point, due soon within the margin", async () => {
    const car = await vehicle({ odometer: 10_000 });
    const soon = await createReminder(server, technician.token, car.id, { every_months: "", every_km: "", due_date: dayFromToday(12), title: "Insurance" });
    expect(soon).toMatchObject({ state: "due_soon", urgency: 2, due_km: 0 });
    expect(soon.due_date.slice(0, 10)).toBe(dayFromToday(12));
    const late = await createReminder(server, technician.token, car.id, { every_months: "", every_km: "", due_km: 9_000, title: "Recall" });
    expect(late).toMatchObject({ state: "overdue", urgency: 1 });
  });

  it("follows the vehicle's odometer: a reading, the vehicle form, and a reading deleted", async () => {
    const car = await vehicle({ odometer: 10_000 });
    const reminder = await createReminder(server, technician.token, car.id, { every_months: "", every_km: 5000 });
    expect(reminder.state).toBe("ok");
    const reading = await addReading(server, technician.token, car.id, 14_200);
    expect((await getReminder(server, reminder.id)).state).toBe("due_soon");
    const patched = await server.request(`${VEHICLE_RECORDS}/${car.id}`, { method: "PATCH", token: technician.token, body: { odometer: 15_000 } });
    expect(patched.status, patched.text).toBe(200);
    expect((await getReminder(server, reminder.id)).state).toBe("overdue");
    // Wrong readings are deleted (a manager's right): the odometer and the state fall back.
    const readings = (await server.asSuperuser(`/api/collections/odometer_readings/records?filter=${encodeURIComponent(`vehicle="${car.id}" && km >= 14200`)}`)).json.items;
    for (const row of readings) expect((await server.request(`/api/collections/odometer_readings/records/${row.id}`, { method: "DELETE", token: manager.token })).status).toBe(204);
    expect(reading.km).toBe(14_200);
    expect((await getReminder(server, reminder.id)).state).toBe("ok");
  });

  it("recomputes when the reminder changes, and a done one-off given a new due point is due again", async () => {
    const car = await vehicle({ odometer: 100 });
    const reminder = await createReminder(server, technician.token, car.id, { every_months: 6, every_km: "" });
    const changed = await server.request(`${REMINDER_RECORDS}/${reminder.id}`, { method: "PATCH", token: technician.token, body: { every_months: 1 } });
    expect(changed.json.due_date.slice(0, 10)).toBe(addMonths(TODAY, 1));
    expect(changed.json.state).toBe(addMonths(TODAY, 1) <= dayFromToday(30) ? "due_soon" : "ok");
  });

  it("moves to the vehicle's new category", async () => {
    const car = await vehicle();
    const reminder = await createReminder(server, technician.token, car.id);
    const other = await createCategory(server);
    expect((await server.request(`${VEHICLE_RECORDS}/${car.id}`, { method: "PATCH", token: technician.token, body: { category: other.id } })).status).toBe(200);
    expect((await getReminder(server, reminder.id)).category).toBe(other.id);
  });
});

describe("fulfilment by a done work order", () => {
  it("rolls a recurring reminder forward from the completion date and odometer; reopening does not undo it", async () => {
    const car = await vehicle({ odometer: 20_000 });
    const reminder = await createReminder(server, technician.token, car.id, { every_months: 12, every_km: 15_000, last_done_date: "2025-01-10", last_done_km: 5_000 });
    expect(reminder.state).toBe("overdue");
    const order = await createWorkOrder(server, technician.token, car.id, { reminders: [reminder.id] });
    expect(order.reminders).toEqual([reminder.id]);
    await moveWorkOrder(server, technician.token, order.id, { status: "in_progress" }, { status: "done", odometer: 21_000 });
    const rolled = await getReminder(server, reminder.id);
    expect(rolled).toMatchObject({ last_done_km: 21_000, due_km: 36_000, state: "ok" });
    expect(rolled.last_done_date.slice(0, 10)).toBe(TODAY);
    expect(rolled.due_date.slice(0, 10)).toBe(addMonths(TODAY, 12));
    await moveWorkOrder(server, manager.token, order.id, { status: "in_progress" });
    expect(await getReminder(server, reminder.id)).toMatchObject({ last_done_km: 21_000, due_km: 36_000, state: "ok" });
  });

  it("makes a one-off reminder done, and it stays done when edited without a new due point", async () => {
    const car = await vehicle({ odometer: 1_000 });
    const reminder = await createReminder(server, technician.token, car.id, { every_months: "", every_km: "", due_date: dayFromToday(5), title: "Recall 2026-17" });
    const order = await createWorkOrder(server, technician.token, car.id, { status: "in_progress", reminders: [reminder.id] });
    await moveWorkOrder(server, technician.token, order.id, { status: "done", odometer: 1_200 });
    expect(await getReminder(server, reminder.id)).toMatchObject({ state: "done", urgency: 4, last_done_km: 1_200 });
    const renamed = await server.request(`${REMINDER_RECORDS}/${reminder.id}`, { method: "PATCH", token: technician.token, body: { title: "Recall 2026-17 (airbag)", state: "ok" } });
    expect(renamed.json.state).toBe("done");
  });

  it("refuses reminders of another vehicle at the field, on create and on update", async () => {
    const [car, other] = await Promise.all([vehicle(), vehicle()]);
    const foreign = await createReminder(server, technician.token, other.id);
    const created = await server.request("/api/collections/work_orders/records", {
      method: "POST",
      token: technician.token,
      body: { vehicle: car.id, title: "Service", reminders: [foreign.id] },
    });
    expectFieldErrors(created, { reminders: "reminder_other_vehicle" });
    const order = await createWorkOrder(server, technician.token, car.id);
    expectFieldErrors(await patchWorkOrder(server, technician.token, order.id, { reminders: [foreign.id] }), { reminders: "reminder_other_vehicle" });
    const missing = await patchWorkOrder(server, technician.token, order.id, { reminders: ["aaaaaaaaaaaaaaa"] });
    expect(missing.status).toBe(400);
    expect(Object.keys(errorCodes(missing))).toEqual(["reminders"]);
  });
});

describe("the daily job", () => {
  it("moves reminders on as days pass, catches up several days at once, and changes nothing when run again", async () => {
    const car = await vehicle({ odometer: 500 });
    const reminder = await createReminder(server, technician.token, car.id, { every_months: "", every_km: "", due_date: dayFromToday(40), title: "Tachograph" });
    expect(reminder.state).toBe("ok");
    let run = await runCommand(server, "reminders-daily", `--today=${dayFromToday(10)}`);
    expect(run.code, run.output).toBe(0);
    expect((await getReminder(server, reminder.id)).state).toBe("due_soon");
    run = await runCommand(server, "reminders-daily", `--today=${dayFromToday(45)}`);
    expect(run.output).toMatch(/[1-9]\d* became overdue/);
    expect((await getReminder(server, reminder.id)).state).toBe("overdue");
    const updated = (await getReminder(server, reminder.id)).updated;
    run = await runCommand(server, "reminders-daily", `--today=${dayFromToday(45)}`);
    expect(run.output).toContain("0 became overdue, 0 became due soon");
    expect((await getReminder(server, reminder.id)).updated).toBe(updated);
  });
});

describe("catching up at start", () => {
  it("moves on reminders whose day passed while the server was off", async () => {
    const car = await vehicle();
    const reminder = await createReminder(server, technician.token, car.id, { every_months: "", every_km: "", due_date: dayFromToday(3), title: "Off at midnight" });
    expect(reminder.state).toBe("due_soon");
    const dataDir = server.dataDir;
    await server.stop();
    // As the data stood had the server been off when its due day came: due yesterday, still due soon.
    const yesterday = `${dayFromToday(-1)} 00:00:00.000Z`;
    await run(SQLITE3, [join(dataDir, "data.db"), `UPDATE reminders SET due_date = '${yesterday}' WHERE id = '${reminder.id}'`]);
    server = await startServer({ dataDir, env: { WORKSHOP_FIRST_EMPLOYEE: "skip" }, rateLimits: false });
    expect(await getReminder(server, reminder.id)).toMatchObject({ state: "overdue", urgency: 1 });
  });
});

describe("service plans", () => {
  const PLAN = [
    { title: "Oil change", every_months: 12, every_km: 15_000 },
    { title: "Inspection", every_months: 24 },
    { title: "Brake fluid", every_months: 24, every_km: 0 },
  ];

  it("are checked at the field", async () => {
    const category = await createCategory(server);
    const response = await server.request(`${CATEGORY_RECORDS}/${category.id}`, {
      method: "PATCH",
      token: manager.token,
      body: { service_plan: [{ title: "Oil", every_km: 10 }] },
    });
    expectFieldErrors(response, { service_plan: "too_small" });
    expect(response.json.data.service_plan.message).toMatch(/^Line 1 \(Oil\)/);
  });

  it("give a new vehicle of the category its reminders", async () => {
    const category = await createCategory(server, undefined, { service_plan: PLAN });
    expect(category.service_plan).toEqual([
      { title: "Oil change", every_months: 12, every_km: 15_000 },
      { title: "Inspection", every_months: 24, every_km: 0 },
      { title: "Brake fluid", every_months: 24, every_km: 0 },
    ]);
    const car = await createVehicle(server, category.id, technician.token, { odometer: 30_000 });
    const reminders = await remindersOf(server, car.id);
    expect(reminders.map((r) => r.title)).toEqual(["Brake fluid", "Inspection", "Oil change"]);
    expect(reminders.find((r) => r.title === "Oil change")).toMatchObject({ due_km: 45_000, state: "ok", last_done_km: 30_000 });
  });

  it("applied to existing vehicles add what is missing, by title, once: applied twice, no duplicates", async () => {
    const category = await createCategory(server);
    const [a, b] = await Promise.all([createVehicle(server, category.id, undefined, { odometer: 7_000 }), createVehicle(server, category.id)]);
    await createReminder(server, technician.token, a.id, { title: "OIL CHANGE", every_km: 10_000, every_months: "" });
    const saved = await server.request(`${CATEGORY_RECORDS}/${category.id}`, { method: "PATCH", token: manager.token, body: { service_plan: PLAN } });
    expect(saved.status, saved.text).toBe(200);
    const first = await server.request(`/api/app/categories/${category.id}/apply-plan`, { method: "POST", token: manager.token });
    expect(first.status, first.text).toBe(200);
    expect(first.json).toEqual({ added: 5 });
    const second = await server.request(`/api/app/categories/${category.id}/apply-plan`, { method: "POST", token: manager.token });
    expect(second.json).toEqual({ added: 0 });
    expect((await remindersOf(server, a.id)).map((r) => r.title)).toEqual(["Brake fluid", "Inspection", "OIL CHANGE"]);
    const ofB = await remindersOf(server, b.id);
    expect(ofB.map((r) => r.title)).toEqual(["Brake fluid", "Inspection", "Oil change"]);
    expect(ofB.find((r) => r.title === "Inspection")).toMatchObject({ state: "ok", urgency: 3, due_km: 0, category: category.id });
    expect(ofB.find((r) => r.title === "Inspection")!.due_date.slice(0, 10)).toBe(addMonths(TODAY, 24));
    const listed = await server.request(`${REMINDER_RECORDS}?filter=${encodeURIComponent(`vehicle="${a.id}"`)}`, { token: viewer.token });
    expect(listed.json.totalItems).toBe(3);
  });

  it("answer 404 for a category that does not exist", async () => {
    expect((await server.request("/api/app/categories/aaaaaaaaaaaaaaa/apply-plan", { method: "POST", token: manager.token })).status).toBe(404);
  });
});

describe('who may do what (docs/product.md "Roles")', () => {
  let carId: string;
  beforeAll(async () => {
    carId = (await vehicle()).id;
  });

  type Who = "guest" | "viewer" | "technician" | "manager";
  type Action = "list" | "create" | "change" | "delete" | "apply a plan";
  function tokenOf(who: Who): string | null {
    return { guest: null, viewer: viewer.token, technician: technician.token, manager: manager.token }[who];
  }

  async function attempt(action: Action, token: string | null) {
    if (action === "list") return server.request(REMINDER_RECORDS, { token });
    if (action === "create") return server.request(REMINDER_RECORDS, { method: "POST", token, body: { vehicle: carId, title: "Oil change", every_months: 12 } });
    if (action === "apply a plan") return server.request(`/api/app/categories/${categoryId}/apply-plan`, { method: "POST", token });
    const reminder = await createReminder(server, manager.token, carId);
    if (action === "change") return server.request(`${REMINDER_RECORDS}/${reminder.id}`, { method: "PATCH", token, body: { title: "Oil and filter" } });
    return server.request(`${REMINDER_RECORDS}/${reminder.id}`, { method: "DELETE", token });
  }

  const STAFF_WRITE = "Only technicians and managers can";
  it.each<[Action, Who, number, string?]>([
    ["list", "guest", 401],
    ["list", "viewer", 200],
    ["list", "technician", 200],
    ["create", "guest", 401],
    ["create", "viewer", 403, `${STAFF_WRITE} add reminders.`],
    ["create", "technician", 200],
    ["create", "manager", 200],
    ["change", "guest", 401],
    ["change", "viewer", 403, `${STAFF_WRITE} change reminders.`],
    ["change", "technician", 200],
    ["change", "manager", 200],
    ["delete", "guest", 401],
    ["delete", "viewer", 403, "Only a manager can delete reminders."],
    ["delete", "technician", 403, "Only a manager can delete reminders."],
    ["delete", "manager", 204],
    ["apply a plan", "guest", 401],
    ["apply a plan", "viewer", 403, "Only a manager can change service plans."],
    ["apply a plan", "technician", 403, "Only a manager can change service plans."],
    ["apply a plan", "manager", 200],
  ])("%s as a %s: %i", async (action, who, status, message) => {
    const response = await attempt(action, tokenOf(who));
    expect(response.status, response.text).toBe(status);
    if (message) expect(response.json.message).toBe(message);
  });
});
