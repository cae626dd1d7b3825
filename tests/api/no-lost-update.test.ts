// Nothing is overwritten silently (docs/product.md "Nothing overwritten"): an
// update changes only the fields it sends, judged against the record as it is inside the save's
// transaction; the history holds the real before and after; a form that saves over a version
// that changed meanwhile gets 409 with the current record (shared/precondition.ts). Every race
// here runs its requests at the same moment, many times over, as the issue measured it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HistoryEntry } from "@shared/history";
import { ifMatch, STALE_STATUS } from "@shared/precondition";
import type { Vehicle, WorkOrder, WorkOrderStatus } from "@shared/records";
import { isAllowedTransition } from "@shared/work-orders/transitions";
import { historyOf } from "../support/history";
import { createEmployee, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle, createVehicleWithPhoto, multipart, TINY_PNG, VEHICLE_RECORDS } from "../support/records";
import { createWorkOrder, getVehicle, getWorkOrder, moveWorkOrder, patchWorkOrder, readingsOf, WORK_ORDER_RECORDS } from "../support/work-orders";

const RUNS = 20;

let server: TestServer;
let manager: Employee;
let technician: Employee;
let colleague: Employee;
let category: string;

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" }, rateLimits: false });
  manager = await createEmployee(server, { name: "Mara Manager", role: "manager" });
  technician = await createEmployee(server, { name: "Theo Technician", role: "technician" });
  colleague = await createEmployee(server, { name: "Cleo Colleague", role: "technician" });
  category = (await createCategory(server, manager.token)).id;
});

afterAll(async () => {
  await server?.dispose();
});

/** The status each status-changing entry moved from and to, oldest first. */
function statusMoves(entries: readonly HistoryEntry[]): { from: WorkOrderStatus; to: WorkOrderStatus }[] {
  return entries
    .filter((entry) => entry.action === "updated" && entry.changes?.status)
    .map((entry) => ({ from: entry.changes!.status!.before as WorkOrderStatus, to: entry.changes!.status!.after as WorkOrderStatus }));
}

/** The value of `field` after the last entry that changed it (or as created). */
function lastValue(entries: readonly HistoryEntry[], field: string): unknown {
  let value: unknown = undefined;
  for (const entry of entries) {
    const change = entry.changes?.[field];
    if (change) value = change.after;
  }
  return value;
}

describe("a manager marks a work order done while a technician edits its title twelve times at once", () => {
  it(`never reopens it, keeps its completion and odometer, and the history agrees with the end (${RUNS} runs)`, async () => {
    for (let run = 0; run < RUNS; run += 1) {
      const car = await createVehicle(server, category, manager.token, { odometer: 10_000 });
      const order = await createWorkOrder(server, manager.token, car.id, { title: `Race ${run}`, status: "in_progress" });
      const km = 10_500 + run;
      const [done, ...edits] = await Promise.all([
        patchWorkOrder(server, manager.token, order.id, { status: "done", odometer: km }),
        ...Array.from({ length: 12 }, (_, i) => patchWorkOrder(server, technician.token, order.id, { title: `Race ${run} edit ${i}` })),
      ]);
      expect(done.status, done.text).toBe(200);
      for (const edit of edits) expect(edit.status, edit.text).toBe(200);

      const stored = await getWorkOrder(server, order.id);
      expect(stored.status, `run ${run}`).toBe("done");
      expect(stored.completed).not.toBe("");
      expect(stored.odometer).toBe(km);
      expect((await getVehicle(server, car.id)).odometer).toBe(km);
      expect((await readingsOf(server, car.id)).map((reading) => reading.km)).toContain(km);

      const entries = await historyOf(server, order.id);
      const moves = statusMoves(entries);
      expect(moves, `run ${run}`).toEqual([{ from: "in_progress", to: "done" }]);
      expect(lastValue(entries, "title")).toBe(stored.title);
      expect(lastValue(entries, "odometer")).toBe(km);
    }
  });
});

describe("two people change different fields of one vehicle at once", () => {
  it(`both keep their change (${RUNS} runs)`, async () => {
    for (let run = 0; run < RUNS; run += 1) {
      const car = await createVehicle(server, category, manager.token);
      const [notes, color] = await Promise.all([
        server.request(`${VEHICLE_RECORDS}/${car.id}`, { method: "PATCH", token: technician.token, body: { notes: `Noted ${run}` } }),
        server.request(`${VEHICLE_RECORDS}/${car.id}`, { method: "PATCH", token: colleague.token, body: { color: `Colour ${run}` } }),
      ]);
      expect(notes.status, notes.text).toBe(200);
      expect(color.status, color.text).toBe(200);
      const stored = await getVehicle(server, car.id);
      expect({ notes: stored.notes, color: stored.color }, `run ${run}`).toEqual({ notes: `Noted ${run}`, color: `Colour ${run}` });

      // Each entry holds the change its request made, nothing of the other's.
      const entries = await historyOf(server, car.id);
      const updates = entries.filter((entry) => entry.action === "updated");
      expect(updates.map((entry) => Object.keys(entry.changes ?? {}).sort()).sort()).toEqual([["color"], ["notes"]]);
    }
  });
});

describe("what an update sends as a file", () => {
  it("counts as sent: a new photo alone replaces the old one, and a colleague's notes stay", async () => {
    const car = await createVehicleWithPhoto(server, category, technician.token);
    expect((await server.request(`${VEHICLE_RECORDS}/${car.id}`, { method: "PATCH", token: colleague.token, body: { notes: "Dent" } })).status).toBe(200);
    const form = multipart({ photo: [new Blob([TINY_PNG], { type: "image/png" }), "new.png"] });
    const answer = await server.request<Vehicle>(`${VEHICLE_RECORDS}/${car.id}`, { method: "PATCH", token: technician.token, rawBody: form });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.photo).toMatch(/^new.*\.png$/);
    expect(await getVehicle(server, car.id)).toMatchObject({ photo: answer.json.photo, notes: "Dent" });
  });
});

describe("50 status changes of one work order at once", () => {
  it("leave a history of only the moves that happened, each allowed from the status before it", async () => {
    const car = await createVehicle(server, category, manager.token);
    const order = await createWorkOrder(server, manager.token, car.id, { title: "Fifty moves" });
    const targets: WorkOrderStatus[] = ["in_progress", "waiting_parts", "in_progress", "open", "cancelled", "open"];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => patchWorkOrder(server, manager.token, order.id, { status: targets[i % targets.length]! })),
    );
    for (const answer of answers) expect([200, 400], answer.text).toContain(answer.status);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);

    const moves = statusMoves(await historyOf(server, order.id));
    let status: WorkOrderStatus = "open";
    for (const move of moves) {
      expect(move.from).toBe(status);
      expect(isAllowedTransition(move.from, move.to), `${move.from} → ${move.to}`).toBe(true);
      status = move.to;
    }
    expect((await getWorkOrder(server, order.id)).status).toBe(status);
  });
});

describe("a form saved over a version that changed meanwhile", () => {
  it("gets 409 with the current vehicle and saves nothing; saved over the current version, it goes through", async () => {
    const car = await createVehicle(server, category, manager.token);
    const loaded = (await server.request<Vehicle>(`${VEHICLE_RECORDS}/${car.id}`, { token: technician.token })).json;
    const theirs = await server.request<Vehicle>(`${VEHICLE_RECORDS}/${car.id}`, { method: "PATCH", token: colleague.token, body: { color: "Red" } });
    expect(theirs.status).toBe(200);

    const stale = await server.request(`${VEHICLE_RECORDS}/${car.id}`, {
      method: "PATCH",
      token: technician.token,
      body: { color: "Blue", notes: "Mine" },
      headers: ifMatch(loaded.updated),
    });
    expect(stale.status, stale.text).toBe(STALE_STATUS);
    expect(stale.json.message).toMatch(/changed/i);
    expect(stale.json.current).toMatchObject({ id: car.id, color: "Red", updated: theirs.json.updated });
    expect(await getVehicle(server, car.id)).toMatchObject({ color: "Red", notes: car.notes });

    const again = await server.request<Vehicle>(`${VEHICLE_RECORDS}/${car.id}`, {
      method: "PATCH",
      token: technician.token,
      body: { color: "Blue" },
      headers: ifMatch(stale.json.current.updated),
    });
    expect(again.status, again.text).toBe(200);
    expect(again.json.color).toBe("Blue");
  });

  it("gets 409 with the current work order, expanded as the request asked", async () => {
    const car = await createVehicle(server, category, manager.token);
    const order = await createWorkOrder(server, manager.token, car.id, { title: "Loaded" });
    await moveWorkOrder(server, colleague.token, order.id, { status: "in_progress" });
    const stale = await server.request(`${WORK_ORDER_RECORDS}/${order.id}?expand=updated_by`, {
      method: "PATCH",
      token: technician.token,
      body: { title: "Mine" },
      headers: ifMatch(order.updated),
    });
    expect(stale.status, stale.text).toBe(STALE_STATUS);
    expect(stale.json.current).toMatchObject({ id: order.id, title: "Loaded", status: "in_progress" });
    expect(stale.json.current.expand?.updated_by?.name).toBe(colleague.name);
    expect((await getWorkOrder(server, order.id)).title).toBe("Loaded");
  });

  it("without a precondition, an update still changes only the fields it sends", async () => {
    const order: WorkOrder = await createWorkOrder(server, manager.token, (await createVehicle(server, category, manager.token)).id, { title: "Plain" });
    const answer = await patchWorkOrder(server, technician.token, order.id, { title: "Plain API client" });
    expect(answer.status).toBe(200);
    expect(answer.json.title).toBe("Plain API client");
  });
});
