// Work orders through the API (docs/product.md "Work orders"): one row per rule — validation, the
// server's own fields, every allowed and refused status change, the odometer needed to finish,
// the locked vehicle, 20 creates at once, the vehicle's status and odometer following its work
// orders, and deleting. The field rules themselves are the shared validation's
// (tests/unit/validation-work-order.test.ts); here we check the server applies them. Rate limits
// are off for this suite only: it creates far more than 20 records per 5 s.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WORK_ORDER_STATUSES, type Vehicle, type WorkOrder, type WorkOrderStatus } from "@shared/records";
import { nextStatuses } from "@shared/work-orders/transitions";
import { createEmployee, startServer, type ApiResponse, type Employee, type TestServer } from "../support/pocketbase";
import { RealtimeClient } from "../support/realtime";
import { createCategory, createVehicle, expectFieldErrors, VEHICLE_RECORDS } from "../support/records";
import {
  addItem,
  createWorkOrder,
  getVehicle,
  getWorkOrder,
  moveWorkOrder,
  patchWorkOrder,
  readingsOf,
  WORK_ORDER_RECORDS,
} from "../support/work-orders";

let server: TestServer;
let alice: Employee;
let bob: Employee;
let categoryId: string;

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" }, rateLimits: false });
  alice = await createEmployee(server, { name: "Alice Mechanic" });
  bob = await createEmployee(server, { name: "Bob Foreman" });
  categoryId = (await createCategory(server)).id;
});

afterAll(async () => {
  await server?.dispose();
});

function vehicle(fields: Record<string, unknown> = {}): Promise<Vehicle> {
  return createVehicle(server, categoryId, alice.token, fields);
}

function create(body: unknown, token = alice.token): Promise<ApiResponse> {
  return server.request(WORK_ORDER_RECORDS, { method: "POST", token, body });
}


/** The path from a new work order to each status, through allowed moves (with an odometer for done). */
const PATH_TO: Record<WorkOrderStatus, Record<string, unknown>[]> = {
  open: [],
  in_progress: [{ status: "in_progress" }],
  waiting_parts: [{ status: "in_progress" }, { status: "waiting_parts" }],
  done: [{ status: "in_progress" }, { status: "done", odometer: 1000 }],
  cancelled: [{ status: "cancelled" }],
};

async function workOrderIn(status: WorkOrderStatus, vehicleFields: Record<string, unknown> = {}): Promise<WorkOrder> {
  const car = await vehicle(vehicleFields);
  const workOrder = await createWorkOrder(server, alice.token, car.id);
  return PATH_TO[status].length === 0 ? workOrder : moveWorkOrder(server, alice.token, workOrder.id, ...PATH_TO[status]);
}

describe("creating a work order", () => {
  it("stores the normalised fields with the server's own: number, status, plate, authorship", async () => {
    const car = await vehicle({ plate: "wo-ab 1" });
    const response = await create({
      vehicle: car.id,
      title: "  Front brake pads ",
      description: "Squeals when braking.\r\n",
      priority: "HIGH",
      assignee: bob.id,
      due: "2026-12-01",
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({
      vehicle: car.id,
      vehicle_plate: "WO-AB 1",
      vehicle_plate_key: "WOAB1",
      title: "Front brake pads",
      description: "Squeals when braking.",
      status: "open",
      priority: "high",
      assignee: bob.id,
      due: "2026-12-01 00:00:00.000Z",
      odometer: 0,
      total_cost: 0,
      started: "",
      completed: "",
      created_by: alice.id,
      updated_by: alice.id,
    });
    expect(response.json.number).toBeGreaterThanOrEqual(1);
  });

  it("ignores what a client sends for the server's fields", async () => {
    const car = await vehicle();
    const response = await create({
      vehicle: car.id,
      title: "Oil change",
      number: 999_999,
      total_cost: 12345,
      started: "2020-01-01",
      completed: "2020-01-01",
      vehicle_plate: "FAKE",
      created_by: bob.id,
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json.number).not.toBe(999_999);
    expect(response.json).toMatchObject({ total_cost: 0, started: "", completed: "", vehicle_plate: car.plate, created_by: alice.id });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["no vehicle", { vehicle: "", title: "Service" }, { vehicle: "required" }],
    ["a vehicle that does not exist", { vehicle: "aaaaaaaaaaaaaaa", title: "Service" }, { vehicle: "vehicle_not_found" }],
    ["a vehicle that cannot be an id", { vehicle: "../../x", title: "Service" }, { vehicle: "vehicle_not_found" }],
    ["no title", { title: "  " }, { title: "required" }],
    ["a title of 121 characters", { title: "t".repeat(121) }, { title: "too_long" }],
    ["a description of 5001 characters", { title: "Service", description: "d".repeat(5001) }, { description: "too_long" }],
    ["an unknown status", { title: "Service", status: "paused" }, { status: "invalid_choice" }],
    ["an unknown priority", { title: "Service", priority: "asap" }, { priority: "invalid_choice" }],
    ["an assignee who does not exist", { title: "Service", assignee: "bbbbbbbbbbbbbbb" }, { assignee: "employee_not_found" }],
    ["a due date that is none", { title: "Service", due: "2026-02-30" }, { due: "invalid_date" }],
    ["an odometer over 9 999 999", { title: "Service", odometer: 10_000_000 }, { odometer: "too_large" }],
    ["a field that does not exist", { title: "Service", colour: "red" }, { colour: "unknown_field" }],
    ["a start as done", { title: "Service", status: "done", odometer: 5 }, { status: "invalid_transition" }],
    ["a start as waiting for parts", { title: "Service", status: "waiting_parts" }, { status: "invalid_transition" }],
    ["a start as cancelled", { title: "Service", status: "cancelled" }, { status: "invalid_transition" }],
  ])("refuses %s at the field", async (_name, fields, codes) => {
    const car = await vehicle();
    expectFieldErrors(await create({ vehicle: car.id, ...fields }), codes);
  });

  it("may start straight in progress, which starts the clock and takes the vehicle in", async () => {
    const car = await vehicle();
    const workOrder = await createWorkOrder(server, alice.token, car.id, { status: "in_progress" });
    expect(workOrder.started).not.toBe("");
    expect((await getVehicle(server, car.id)).status).toBe("in_service");
  });

  it("gives 20 work orders created at once 20 distinct consecutive numbers", async () => {
    const car = await vehicle();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => create({ vehicle: car.id, title: `Job ${index}` }, index % 2 ? alice.token : bob.token)),
    );
    for (const response of responses) expect(response.status, response.text).toBe(200);
    const numbers = responses.map((response) => response.json.number as number).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers[19]! - numbers[0]!).toBe(19);
  });

  it("never reuses the number of a deleted work order", async () => {
    const car = await vehicle();
    const first = await createWorkOrder(server, alice.token, car.id);
    expect((await server.request(`${WORK_ORDER_RECORDS}/${first.id}`, { method: "DELETE", token: alice.token })).status).toBe(204);
    const second = await createWorkOrder(server, alice.token, car.id);
    expect(second.number).toBe(first.number + 1);
  });
});

// docs/product.md "Work orders and items": only technicians and managers can be a work order's assignee.
describe("the assignee", () => {
  const people = {} as Record<"viewer" | "technician" | "manager", Employee>;
  beforeAll(async () => {
    people.viewer = await createEmployee(server, { name: "Vera Viewer", role: "viewer" });
    people.technician = await createEmployee(server, { name: "Tom Technician", role: "technician" });
    people.manager = await createEmployee(server, { name: "Mia Manager", role: "manager" });
  });

  const VIEWER_REFUSED = { code: "not_assignable", message: "Vera Viewer is a viewer: only technicians and managers can be assigned work." };

  it.each<[string, "create" | "update", "viewer" | "technician" | "manager" | "superuser", "viewer" | "technician" | "manager", number]>([
    ["a technician assigns a technician", "create", "technician", "technician", 200],
    ["a technician assigns a manager", "create", "technician", "manager", 200],
    ["a technician assigns a viewer", "create", "technician", "viewer", 400],
    ["a manager assigns a viewer", "create", "manager", "viewer", 400],
    ["the superuser (dashboard) assigns a viewer", "create", "superuser", "viewer", 400],
    ["a manager reassigns to a technician", "update", "manager", "technician", 200],
    ["a manager reassigns to a viewer", "update", "manager", "viewer", 400],
    ["the superuser (dashboard) reassigns to a viewer", "update", "superuser", "viewer", 400],
  ])("%s (%s): %i", async (_what, action, who, assignee, status) => {
    const token = who === "superuser" ? server.superuserToken : people[who].token;
    const car = await vehicle();
    let response: ApiResponse;
    if (action === "create") {
      response = await create({ vehicle: car.id, title: "Service", assignee: people[assignee].id }, token);
    } else {
      const workOrder = await createWorkOrder(server, alice.token, car.id, { assignee: people.manager.id });
      response = await patchWorkOrder(server, token, workOrder.id, { assignee: people[assignee].id });
    }
    if (status === 200) {
      expect(response.status, response.text).toBe(200);
      expect(response.json.assignee).toBe(people[assignee].id);
    } else {
      expectFieldErrors(response, { assignee: "not_assignable" });
      expect(response.json.data.assignee).toEqual(VIEWER_REFUSED);
    }
  });

  it("stays on a work order when its assignee's role changed since, which can still be saved", async () => {
    const former = await createEmployee(server, { name: "Fred Former", role: "technician" });
    const workOrder = await createWorkOrder(server, alice.token, (await vehicle()).id, { assignee: former.id });
    await server.asSuperuser(`/api/collections/employees/records/${former.id}`, { method: "PATCH", body: { role: "viewer" } });
    const saved = await patchWorkOrder(server, alice.token, workOrder.id, { title: "Service and brakes", assignee: former.id });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toMatchObject({ title: "Service and brakes", assignee: former.id });
    const other = await createWorkOrder(server, alice.token, (await vehicle()).id);
    expectFieldErrors(await patchWorkOrder(server, alice.token, other.id, { assignee: former.id }), { assignee: "not_assignable" });
  });
});

describe("status changes", () => {
  const pairs = WORK_ORDER_STATUSES.flatMap((from) => WORK_ORDER_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const));

  it.each(pairs)("%s → %s: allowed exactly when the table says so", async (from, to) => {
    const workOrder = await workOrderIn(from);
    const response = await patchWorkOrder(server, alice.token, workOrder.id, { status: to, odometer: 2000 });
    if (nextStatuses(from).includes(to)) {
      expect(response.status, response.text).toBe(200);
      expect(response.json.status).toBe(to);
    } else {
      expectFieldErrors(response, { status: "invalid_transition" });
      expect((response.json as any).data.status.message).toContain("it can move to");
      expect((await getWorkOrder(server, workOrder.id)).status).toBe(from);
    }
  });

  it("keeps the first start and sets the completion, cleared on reopening", async () => {
    const workOrder = await workOrderIn("in_progress");
    const started = workOrder.started;
    expect(started).not.toBe("");
    const waiting = await moveWorkOrder(server, alice.token, workOrder.id, { status: "waiting_parts" }, { status: "in_progress" });
    expect(waiting.started).toBe(started);
    const done = await moveWorkOrder(server, alice.token, workOrder.id, { status: "done", odometer: 1500 });
    expect(done.completed).not.toBe("");
    expect(done.started).toBe(started);
    const reopened = await moveWorkOrder(server, alice.token, workOrder.id, { status: "in_progress" });
    expect(reopened.completed).toBe("");
    expect(reopened.started).toBe(started);
  });

  it("refuses done without an odometer, at the odometer", async () => {
    const workOrder = await workOrderIn("in_progress");
    expectFieldErrors(await patchWorkOrder(server, alice.token, workOrder.id, { status: "done" }), { odometer: "odometer_required" });
    expect((await getWorkOrder(server, workOrder.id)).status).toBe("in_progress");
  });

  it("refuses done with an odometer below the vehicle's, saying the current value", async () => {
    const workOrder = await workOrderIn("in_progress", { odometer: 125_000 });
    const response = await patchWorkOrder(server, alice.token, workOrder.id, { status: "done", odometer: 124_999 });
    expectFieldErrors(response, { odometer: "odometer_backwards" });
    expect((response.json as any).data.odometer.message).toContain("125,000 km");
  });

  it("done again on another vehicle (reopened, put back to open, moved): its reading moves, and each vehicle's odometer is its own highest reading", async () => {
    const first = await vehicle({ odometer: 10_000 });
    const second = await vehicle({ odometer: 25_000 });
    const workOrder = await createWorkOrder(server, alice.token, first.id, { status: "in_progress" });
    await moveWorkOrder(server, alice.token, workOrder.id, { status: "done", odometer: 20_000 });
    expect((await getVehicle(server, first.id)).odometer).toBe(20_000);
    await moveWorkOrder(server, alice.token, workOrder.id, { status: "in_progress" }, { status: "open" }, { vehicle: second.id }, { status: "in_progress" });
    await moveWorkOrder(server, alice.token, workOrder.id, { status: "done", odometer: 30_000 });
    expect((await readingsOf(server, first.id)).map((reading) => reading.km)).toEqual([10_000]);
    expect((await readingsOf(server, second.id)).map((reading) => reading.km)).toEqual([25_000, 30_000]);
    expect((await getVehicle(server, second.id)).odometer).toBe(30_000);
    expect((await getVehicle(server, first.id)).odometer).toBe(10_000);
  });

  it("refuses a changed odometer on a done work order", async () => {
    const workOrder = await workOrderIn("done");
    expectFieldErrors(await patchWorkOrder(server, alice.token, workOrder.id, { odometer: 3000 }), { odometer: "work_order_closed" });
  });

  it("lets the fields of a done work order change otherwise (its title, say)", async () => {
    const workOrder = await workOrderIn("done");
    const response = await patchWorkOrder(server, alice.token, workOrder.id, { title: "Annual service and MOT" });
    expect(response.status, response.text).toBe(200);
  });
});

describe("the vehicle of a work order", () => {
  it("can change while the work order is open, with its plate copy", async () => {
    const workOrder = await workOrderIn("open");
    const other = await vehicle();
    const response = await patchWorkOrder(server, alice.token, workOrder.id, { vehicle: other.id });
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({ vehicle: other.id, vehicle_plate: other.plate, vehicle_plate_key: other.plate_key });
  });

  it.each<WorkOrderStatus>(["in_progress", "waiting_parts", "done", "cancelled"])("is locked once %s", async (status) => {
    const workOrder = await workOrderIn(status);
    const other = await vehicle();
    expectFieldErrors(await patchWorkOrder(server, alice.token, workOrder.id, { vehicle: other.id }), { vehicle: "vehicle_locked" });
  });

  it("keeps its work orders' plate copies when its plate changes", async () => {
    const workOrder = await workOrderIn("open");
    const response = await server.request(`${VEHICLE_RECORDS}/${workOrder.vehicle}`, { method: "PATCH", token: alice.token, body: { plate: "NEW 42" } });
    expect(response.status, response.text).toBe(200);
    expect(await getWorkOrder(server, workOrder.id)).toMatchObject({ vehicle_plate: "NEW 42", vehicle_plate_key: "NEW42" });
  });
});

describe("the vehicle's status follows its work", () => {
  it("goes In workshop with work in progress and back to available when it is done", async () => {
    const car = await vehicle();
    const workOrder = await createWorkOrder(server, alice.token, car.id);
    expect((await getVehicle(server, car.id)).status).toBe("available");
    await moveWorkOrder(server, alice.token, workOrder.id, { status: "in_progress" });
    expect((await getVehicle(server, car.id)).status).toBe("in_service");
    await moveWorkOrder(server, alice.token, workOrder.id, { status: "waiting_parts" });
    expect((await getVehicle(server, car.id)).status).toBe("in_service");
    await moveWorkOrder(server, alice.token, workOrder.id, { status: "in_progress" }, { status: "done", odometer: 10 });
    expect((await getVehicle(server, car.id)).status).toBe("available");
  });

  it.each<[string, Record<string, unknown>]>([
    ["cancelled", { status: "cancelled" }],
    ["put back to open", { status: "open" }],
  ])("comes back when the work is %s", async (_name, step) => {
    const workOrder = await workOrderIn("in_progress");
    await moveWorkOrder(server, alice.token, workOrder.id, step);
    expect((await getVehicle(server, workOrder.vehicle)).status).toBe("available");
  });

  it("comes back when in-progress work without items is deleted", async () => {
    const workOrder = await workOrderIn("in_progress");
    expect((await server.request(`${WORK_ORDER_RECORDS}/${workOrder.id}`, { method: "DELETE", token: alice.token })).status).toBe(204);
    expect((await getVehicle(server, workOrder.vehicle)).status).toBe("available");
  });

  it("stays In workshop while any other work order is still under way", async () => {
    const car = await vehicle();
    const first = await createWorkOrder(server, alice.token, car.id, { status: "in_progress" });
    const second = await createWorkOrder(server, alice.token, car.id, { status: "in_progress" });
    await moveWorkOrder(server, alice.token, first.id, { status: "cancelled" });
    expect((await getVehicle(server, car.id)).status).toBe("in_service");
    await moveWorkOrder(server, alice.token, second.id, { status: "cancelled" });
    expect((await getVehicle(server, car.id)).status).toBe("available");
  });

  it.each(["out_of_service", "retired"])("stays %s when staff set it so meanwhile", async (status) => {
    const workOrder = await workOrderIn("in_progress");
    const set = await server.request(`${VEHICLE_RECORDS}/${workOrder.vehicle}`, { method: "PATCH", token: alice.token, body: { status } });
    expect(set.status, set.text).toBe(200);
    await moveWorkOrder(server, alice.token, workOrder.id, { status: "cancelled" });
    expect((await getVehicle(server, workOrder.vehicle)).status).toBe(status);
  });

  it("goes In workshop from out of service when work starts on it", async () => {
    const car = await vehicle({ status: "out_of_service" });
    await createWorkOrder(server, alice.token, car.id, { status: "in_progress" });
    expect((await getVehicle(server, car.id)).status).toBe("in_service");
  });

  it("reaches open pages live: each change of the vehicle is a realtime event, odometer included", async () => {
    const car = await vehicle();
    const listener = await RealtimeClient.connect(server);
    try {
      await listener.subscribe([`vehicles/${car.id}`, "work_orders"], bob.token);
      const workOrder = await createWorkOrder(server, alice.token, car.id, { status: "in_progress" });
      const event = await listener.waitFor((e) => e.event === `vehicles/${car.id}` && e.data.record.status === "in_service");
      expect(event.data.action).toBe("update");
      await moveWorkOrder(server, alice.token, workOrder.id, { status: "done", odometer: 77 });
      const back = await listener.waitFor((e) => e.event === `vehicles/${car.id}` && e.data.record.status === "available");
      expect(back.data.record.odometer).toBe(77);
    } finally {
      listener.close();
    }
  });

  it("cannot be set available by staff while work is under way", async () => {
    const workOrder = await workOrderIn("waiting_parts");
    const response = await server.request(`${VEHICLE_RECORDS}/${workOrder.vehicle}`, {
      method: "PATCH",
      token: alice.token,
      body: { status: "available" },
    });
    expectFieldErrors(response, { status: "invalid_choice" });
    expect((await getVehicle(server, workOrder.vehicle)).status).toBe("in_service");
  });
});

describe("completing records the vehicle's odometer", () => {
  it("as a reading of the work order, and as the vehicle's odometer", async () => {
    const workOrder = await workOrderIn("in_progress", { odometer: 50_000 });
    const done = await moveWorkOrder(server, alice.token, workOrder.id, { status: "done", odometer: 51_234 });
    expect((await getVehicle(server, workOrder.vehicle)).odometer).toBe(51_234);
    const readings = await readingsOf(server, workOrder.vehicle);
    expect(readings.map((reading) => [reading.km, reading.source, reading.work_order])).toEqual([
      [50_000, "manual", ""],
      [51_234, "work_order", workOrder.id],
    ]);
    expect(readings[1]!.read_at).toBe(done.completed);
  });

  it("once per work order: done again after reopening corrects its reading", async () => {
    const workOrder = await workOrderIn("done");
    await moveWorkOrder(server, alice.token, workOrder.id, { status: "in_progress" }, { status: "done", odometer: 1200 });
    const readings = await readingsOf(server, workOrder.vehicle);
    expect(readings.map((reading) => reading.km)).toEqual([1200]);
    expect((await getVehicle(server, workOrder.vehicle)).odometer).toBe(1200);
  });

  it("leaves nothing behind when it is refused", async () => {
    const workOrder = await workOrderIn("in_progress", { odometer: 9000 });
    await patchWorkOrder(server, alice.token, workOrder.id, { status: "done", odometer: 100 });
    expect((await readingsOf(server, workOrder.vehicle)).map((reading) => reading.km)).toEqual([9000]);
    expect((await getVehicle(server, workOrder.vehicle)).status).toBe("in_service");
  });
});

describe("deleting", () => {
  it.each<[WorkOrderStatus, number]>([
    ["open", 204],
    ["cancelled", 204],
    ["in_progress", 400],
    ["waiting_parts", 400],
  ])("a %s work order with items: %i", async (status, expected) => {
    const car = await vehicle();
    const workOrder = await createWorkOrder(server, alice.token, car.id);
    await addItem(server, alice.token, workOrder.id);
    await moveWorkOrder(server, alice.token, workOrder.id, ...PATH_TO[status]);
    const response = await server.request(`${WORK_ORDER_RECORDS}/${workOrder.id}`, { method: "DELETE", token: alice.token });
    expect(response.status, response.text).toBe(expected);
    if (expected === 400) expect(response.json.data.id.code).toBe("has_items");
    else expect((await server.asSuperuser(`/api/collections/work_order_items/records?filter=${encodeURIComponent(`work_order = "${workOrder.id}"`)}`)).json.totalItems).toBe(0);
  });

  it("a done work order with items: 400", async () => {
    const car = await vehicle();
    const workOrder = await createWorkOrder(server, alice.token, car.id);
    await addItem(server, alice.token, workOrder.id);
    await moveWorkOrder(server, alice.token, workOrder.id, ...PATH_TO.done);
    const response = await server.request(`${WORK_ORDER_RECORDS}/${workOrder.id}`, { method: "DELETE", token: alice.token });
    expect(response.status).toBe(400);
    expect(response.json.data.id.code).toBe("has_items");
  });

  it("a vehicle with work orders is refused: its history would be lost", async () => {
    const workOrder = await workOrderIn("done");
    const response = await server.request(`${VEHICLE_RECORDS}/${workOrder.vehicle}`, { method: "DELETE", token: alice.token });
    expect(response.status, response.text).toBe(400);
    expect(response.json.data.id.code).toBe("has_work_orders");
    expect(response.json.message).toContain("Retire it instead");
    expect((await getVehicle(server, workOrder.vehicle)).id).toBe(workOrder.vehicle);
  });

  it("a vehicle with readings only goes, with its readings", async () => {
    const car = await vehicle({ odometer: 1000 });
    expect((await readingsOf(server, car.id)).length).toBe(1);
    const response = await server.request(`${VEHICLE_RECORDS}/${car.id}`, { method: "DELETE", token: alice.token });
    expect(response.status, response.text).toBe(204);
    expect((await readingsOf(server, car.id)).length).toBe(0);
  });

  it("a work order with a 404 when it does not exist", async () => {
    expect((await server.request(`${WORK_ORDER_RECORDS}/zzzzzzzzzzzzzzz`, { method: "DELETE", token: alice.token })).status).toBe(404);
  });
});
