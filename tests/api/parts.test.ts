// Parts and stock through the API (docs/product.md "Parts and stock"): the catalogue's rules, the
// ledger that nobody changes or deletes, receipts and stocktakes by managers, the part lines of
// work orders issuing and returning stock (also when their work order is cancelled, reopened or
// deleted), never more than is on hand — also with 20 issues at once — and the upgrade that
// brings them. The random sequences are in stock-ledger.test.ts.
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Part, WorkOrder, WorkOrderItem } from "@shared/records";
import { ifMatch, STALE_STATUS } from "@shared/precondition";
import { LEDGER_FIXED } from "@shared/roles";
import { historyOf } from "../support/history";
import {
  count,
  createPart,
  getPart,
  ledgerHundredths,
  ledgerOf,
  MOVEMENT_RECORDS,
  partBody,
  PART_RECORDS,
  receive,
  recordMovement,
  uniquePartNumber,
} from "../support/parts";
import { createEmployee, repoRoot, startServer, type ApiResponse, type Employee, type TestServer } from "../support/pocketbase";
import { CATEGORY_RECORDS, createCategory, createVehicle, expectFieldErrors, VEHICLE_RECORDS } from "../support/records";
import { addItem, createWorkOrder, getWorkOrder, ITEM_RECORDS, moveWorkOrder, patchWorkOrder, WORK_ORDER_RECORDS } from "../support/work-orders";

let server: TestServer;
let mia: Employee;
let tom: Employee;
let categoryId: string;

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" }, rateLimits: false });
  mia = await createEmployee(server, { name: "Mia Manager", role: "manager" });
  tom = await createEmployee(server, { name: "Tom Technician", role: "technician" });
  categoryId = (await createCategory(server)).id;
});

afterAll(async () => {
  await server?.dispose();
});

function createPartRequest(body: Record<string, unknown>, token = mia.token): Promise<ApiResponse> {
  return server.request(PART_RECORDS, { method: "POST", token, body });
}

function patchPart(id: string, body: Record<string, unknown>, token = mia.token): Promise<ApiResponse> {
  return server.request(`${PART_RECORDS}/${id}`, { method: "PATCH", token, body });
}

async function workOrder(fields: Record<string, unknown> = {}): Promise<WorkOrder> {
  const car = await createVehicle(server, categoryId, tom.token);
  return createWorkOrder(server, tom.token, car.id, fields);
}

function addLine(body: Record<string, unknown>, token = tom.token): Promise<ApiResponse> {
  return server.request(ITEM_RECORDS, { method: "POST", token, body });
}

function patchLine(id: string, body: Record<string, unknown>, token = tom.token): Promise<ApiResponse> {
  return server.request(`${ITEM_RECORDS}/${id}`, { method: "PATCH", token, body });
}

async function onHand(part: string): Promise<number> {
  return (await getPart(server, part)).on_hand;
}

/** On hand is the ledger's sum, always. */
async function expectLedgerHolds(part: string): Promise<void> {
  expect(Math.round((await getPart(server, part)).on_hand * 100)).toBe(ledgerHundredths(await ledgerOf(server, part)));
}

describe("a part", () => {
  it("is stored normalised, with nothing on hand and on the reorder list until stock arrives", async () => {
    const number = `  of ${uniquePartNumber()} `;
    const made = await createPartRequest({ number, name: " Oil  filter ", unit: "L", unit_cost: "7,5", reorder_point: 2, location: "B3", supplier: "Bosch", barcode: "4006381333931", on_hand: 99 });
    expect(made.status, made.text).toBe(200);
    expect(made.json).toMatchObject({ number: number.trim(), name: "Oil filter", unit: "l", unit_cost: 7.5, reorder_point: 2, on_hand: 0, needs_reorder: true });
    expect(made.json.number_key).toBe(number.replace(/\s+/g, "").toLowerCase());
  });

  it("has a number unique ignoring case and spaces, and a barcode unique when it has one", async () => {
    const number = uniquePartNumber();
    await createPart(server, mia.token, { number, barcode: `B-${number}` });
    const spaced = `${number.slice(0, 2).toLowerCase()} ${number.slice(2)}`;
    expectFieldErrors(await createPartRequest(partBody({ number: spaced })), { number: "number_taken" });
    expectFieldErrors(await createPartRequest(partBody({ barcode: `B-${number}` })), { barcode: "barcode_taken" });
    expect((await createPartRequest(partBody({ number: `${number}-X` }))).status).toBe(200);
    // Parts without a barcode are many.
    expect((await createPartRequest(partBody({ barcode: "" }))).status).toBe(200);
    expect((await createPartRequest(partBody({ barcode: "" }))).status).toBe(200);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["no number or name", { number: " ", name: "" }, { number: "required", name: "required" }],
    ["a number too long", { number: "N".repeat(61) }, { number: "too_long" }],
    ["a unit of hours", { unit: "h" }, { unit: "invalid_choice" }],
    ["a cost of a third of a cent", { unit_cost: 0.333 }, { unit_cost: "too_many_decimals" }],
    ["a negative reorder point", { reorder_point: -1 }, { reorder_point: "too_small" }],
    ["a barcode with a space", { barcode: "400 638" }, { barcode: "invalid_format" }],
    ["a location too long", { location: "L".repeat(61) }, { location: "too_long" }],
    ["a field parts do not have", { colour: "red" }, { colour: "unknown_field" }],
  ])("refuses %s at the field", async (_what, fields, codes) => {
    expectFieldErrors(await createPartRequest(partBody(fields)), codes);
  });

  it("keeps what is on hand whatever a save sends, and leaves the reorder list when stock is above its point", async () => {
    const part = await createPart(server, mia.token, { reorder_point: 3 }, 5);
    expect(part).toMatchObject({ on_hand: 5, needs_reorder: false });
    const changed = await patchPart(part.id, { on_hand: 500, name: "Oil filter, long" });
    expect(changed.json).toMatchObject({ on_hand: 5, name: "Oil filter, long" });
    const raised = await patchPart(part.id, { reorder_point: 5 });
    expect(raised.json).toMatchObject({ on_hand: 5, needs_reorder: true });
    // The superuser's dashboard sends every field: on hand stays the ledger's there too.
    const dashboard = await server.asSuperuser(`${PART_RECORDS}/${part.id}`, { method: "PATCH", body: { ...raised.json, on_hand: 0 } });
    expect(dashboard.json.on_hand).toBe(5);
  });

  it("keeps its unit once stock has moved", async () => {
    const part = await createPart(server, mia.token);
    expect((await patchPart(part.id, { unit: "m" })).json.unit).toBe("m");
    await receive(server, mia.token, part.id, 10, 1);
    const refused = await patchPart(part.id, { unit: "pcs" });
    expectFieldErrors(refused, { unit: "unit_fixed" });
    // The value the message names travels as a param, for the app to say it in its language.
    expect(refused.json.data.unit).toEqual({
      code: "unit_fixed",
      message: "This part's stock is counted in m: its unit cannot change once stock has moved.",
      params: { unit: "m" },
    });
  });

  // A param makes PocketBase read the message as a Go template: a part number with braces must
  // come back as typed, not as a 500.
  it("names a part whose number has template braces in a refusal, as typed", async () => {
    const part = await createPart(server, mia.token, { number: `{{.}} {{ X-${Date.now()}` }, 2);
    const refused = await recordMovement(server, mia.token, { part: part.id, reason: "adjustment", quantity: -3, note: "Lost" });
    expectFieldErrors(refused, { quantity: "insufficient_stock" });
    expect(refused.json.data.quantity).toEqual({
      code: "insufficient_stock",
      message: `Only 2 pcs of ${part.number} are on hand.`,
      params: { onHand: "2", unit: "pcs", number: part.number },
    });
  });

  it("with a ledger cannot be deleted; one without can", async () => {
    const unused = await createPart(server, mia.token);
    expect((await server.request(`${PART_RECORDS}/${unused.id}`, { method: "DELETE", token: mia.token })).status).toBe(204);
    const used = await createPart(server, mia.token, {}, 4);
    const refused = await server.request(`${PART_RECORDS}/${used.id}`, { method: "DELETE", token: mia.token });
    expect(refused.status).toBe(400);
    expect(refused.json.data.id).toEqual({ code: "has_movements", message: "This part has 1 stock movement (its ledger): it cannot be deleted." });
    expect(refused.json.message).toBe("This part has 1 stock movement (its ledger): it cannot be deleted.");
    expect((await server.asSuperuser(`${PART_RECORDS}/${used.id}`, { method: "DELETE" })).status).toBe(400);
    expect(await onHand(used.id)).toBe(4);
  });
});

describe("receipts and stocktakes", () => {
  it("a receipt adds stock at the price paid, which becomes the part's unit cost", async () => {
    const part = await createPart(server, mia.token, { unit_cost: 7.5 });
    const receipt = await recordMovement(server, mia.token, { part: part.id, reason: "receipt", quantity: "12", unit_cost: "8.10", note: "Delivery note 4711", by: tom.id, at: "2020-01-01 00:00:00.000Z" });
    expect(receipt.status, receipt.text).toBe(200);
    expect(receipt.json).toMatchObject({ quantity: 12, reason: "receipt", unit_cost: 8.1, note: "Delivery note 4711", by: mia.id, by_label: "Mia Manager", work_order: "", work_order_item: "" });
    expect(Date.now() - Date.parse(receipt.json.at.replace(" ", "T"))).toBeLessThan(60_000);
    expect(await getPart(server, part.id)).toMatchObject({ on_hand: 12, unit_cost: 8.1 });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["without the price paid", { reason: "receipt", quantity: 1 }, { unit_cost: "required" }],
    ["of nothing", { reason: "receipt", quantity: 0, unit_cost: 1 }, { quantity: "too_small" }],
    ["of minus one", { reason: "receipt", quantity: -1, unit_cost: 1 }, { quantity: "too_small" }],
    ["with a count", { reason: "receipt", quantity: 1, unit_cost: 1, counted: 3 }, { counted: "invalid_choice" }],
    ["an adjustment without a reason why", { reason: "adjustment", quantity: -1 }, { note: "required" }],
    ["an adjustment with a price", { reason: "adjustment", quantity: -1, note: "Broken", unit_cost: 3 }, { unit_cost: "invalid_choice" }],
    ["a count and a change at once", { reason: "adjustment", quantity: 2, counted: 3 }, { quantity: "invalid_choice" }],
    ["a negative count", { reason: "adjustment", counted: -1 }, { counted: "too_small" }],
    ["an issue", { reason: "issue", quantity: -1 }, { reason: "reason_not_allowed" }],
    ["a return", { reason: "return", quantity: 1 }, { reason: "reason_not_allowed" }],
    ["no reason", { quantity: 1 }, { reason: "required" }],
  ])("refuses a movement %s", async (_what, fields, codes) => {
    const part = await createPart(server, mia.token, {}, 2);
    expectFieldErrors(await recordMovement(server, mia.token, { part: part.id, ...fields }), codes);
    expect(await ledgerOf(server, part.id)).toHaveLength(1);
  });

  it("refuses a movement of a part that does not exist", async () => {
    expectFieldErrors(await recordMovement(server, mia.token, { part: "abcdefghij12345", reason: "receipt", quantity: 1, unit_cost: 1 }), { part: "part_not_found" });
  });

  it("an adjustment takes stock out, never below zero, and says how many are on hand", async () => {
    const part = await createPart(server, mia.token, { number: uniquePartNumber() }, 3);
    const out = await recordMovement(server, mia.token, { part: part.id, reason: "adjustment", quantity: -1, note: "Damaged in storage" });
    expect(out.json).toMatchObject({ quantity: -1, unit_cost: part.unit_cost, note: "Damaged in storage" });
    const refused = await recordMovement(server, mia.token, { part: part.id, reason: "adjustment", quantity: -3, note: "Lost" });
    expectFieldErrors(refused, { quantity: "insufficient_stock" });
    expect(refused.json.data.quantity.message).toBe(`Only 2 pcs of ${part.number} are on hand.`);
    expect(await onHand(part.id)).toBe(2);
  });

  it("a stocktake sets on hand to what was counted, by the difference, and says when it matches", async () => {
    const part = await createPart(server, mia.token, { unit: "l" }, 10);
    const counted = await count(server, mia.token, part.id, 7.5);
    expect(counted).toMatchObject({ reason: "adjustment", quantity: -2.5, note: "Stocktake: counted 7.5", unit_cost: part.unit_cost });
    expect(await onHand(part.id)).toBe(7.5);
    const up = await recordMovement(server, mia.token, { part: part.id, reason: "adjustment", counted: "12", note: "Found a can in the van" });
    expect(up.json).toMatchObject({ quantity: 4.5, note: "Stocktake: counted 12. Found a can in the van" });
    const same = await recordMovement(server, mia.token, { part: part.id, reason: "adjustment", counted: 12 });
    expectFieldErrors(same, { counted: "nothing_to_adjust" });
    expect(same.json.data.counted.message).toBe("On hand is 12 l already: the count matches, nothing to adjust.");
    await count(server, mia.token, part.id, 0);
    expect(await getPart(server, part.id)).toMatchObject({ on_hand: 0, needs_reorder: true });
    await expectLedgerHolds(part.id);
  });
});

describe("the ledger", () => {
  it.each([
    ["a manager", () => mia.token],
    ["the superuser", () => server.superuserToken],
  ])("is changed and deleted by nobody, %s included", async (_who, token) => {
    const part = await createPart(server, mia.token, {}, 5);
    const [movement] = await ledgerOf(server, part.id);
    for (const [method, body] of [["PATCH", { quantity: 500 }], ["DELETE", undefined]] as const) {
      const refused = await server.request(`${MOVEMENT_RECORDS}/${movement!.id}`, { method, token: token(), body });
      expect(refused.status, refused.text).toBe(403);
      expect(refused.json).toEqual({ status: 403, message: LEDGER_FIXED, data: {} });
    }
    const truncated = await server.asSuperuser("/api/collections/stock_movements/truncate", { method: "DELETE" });
    expect(truncated.status).toBe(400);
    expect(await ledgerOf(server, part.id)).toEqual([movement]);
    expect(await onHand(part.id)).toBe(5);
  });

  it("keeps the history of parts and movements, but not on hand as a change of the part", async () => {
    const part = await createPart(server, mia.token, { unit_cost: 2 });
    await receive(server, mia.token, part.id, 5, 3);
    await count(server, mia.token, part.id, 4);
    const partEntries = await historyOf(server, part.id);
    expect(partEntries.map((entry) => [entry.action, entry.by_label, Object.keys(entry.changes ?? {})])).toEqual([
      ["created", "Mia Manager", expect.arrayContaining(["number", "name", "unit_cost"])],
      // The receipt's price paid is the part's cost now; its stock is the ledger's business.
      ["updated", "Mia Manager", ["unit_cost"]],
    ]);
    for (const movement of await ledgerOf(server, part.id)) {
      expect((await historyOf(server, movement.id)).map((entry) => [entry.action, entry.by_label, entry.title])).toEqual([["created", "Mia Manager", movement.reason]]);
    }
  });
});

describe("the part lines of work orders", () => {
  it("take the part's number, name, unit and unit cost unless given, and issue the quantity", async () => {
    const part = await createPart(server, mia.token, { name: "Engine oil 5W-30", unit: "l", unit_cost: 9.2 }, 20);
    const order = await workOrder();
    const line = await addLine({ work_order: order.id, part: part.id, quantity: "4.5" });
    expect(line.status, line.text).toBe(200);
    expect(line.json).toMatchObject({ kind: "part", part: part.id, part_number: part.number, description: "Engine oil 5W-30", unit: "l", unit_cost: 9.2, quantity: 4.5 });
    const given = await addLine({ work_order: order.id, kind: "part", part: part.id, description: "Oil, customer's price", unit_cost: 12, part_number: "" });
    expect(given.json).toMatchObject({ description: "Oil, customer's price", unit_cost: 12, part_number: part.number, unit: "l", quantity: 1 });
    expect(await onHand(part.id)).toBe(14.5);
    const [issue] = await ledgerOf(server, part.id);
    expect(issue).toMatchObject({ reason: "issue", quantity: -1, work_order_item: given.json.id, work_order: order.id, work_order_number: order.number, unit_cost: 9.2, by: tom.id, by_label: "Tom Technician" });
    expect((await getWorkOrder(server, order.id)).total_cost).toBe(53.4);
  });

  it.each<[string, (part: Part) => Record<string, unknown>, Record<string, string>]>([
    ["a task naming a part", (part) => ({ kind: "task", part: part.id }), { part: "not_a_part_line" }],
    ["a part that does not exist", () => ({ part: "abcdefghij12345", description: "Ghost" }), { part: "part_not_found" }],
    ["another unit than the part's", (part) => ({ part: part.id, unit: "m" }), { unit: "unit_mismatch" }],
    ["more than is on hand", (part) => ({ part: part.id, quantity: 6 }), { quantity: "insufficient_stock" }],
  ])("refuses %s, and nothing moves", async (_what, body, codes) => {
    const part = await createPart(server, mia.token, {}, 5);
    const order = await workOrder();
    expectFieldErrors(await addLine({ work_order: order.id, ...body(part) }), codes);
    expect(await ledgerOf(server, part.id)).toHaveLength(1);
    expect((await server.asSuperuser(`${ITEM_RECORDS}?filter=${encodeURIComponent(`work_order = "${order.id}"`)}`)).json.items).toEqual([]);
  });

  it("issue or return the difference when their quantity changes, and everything when their part does", async () => {
    const pads = await createPart(server, mia.token, { name: "Brake pads" }, 10);
    const discs = await createPart(server, mia.token, { name: "Brake discs" }, 3);
    const order = await workOrder();
    const line = (await addLine({ work_order: order.id, part: pads.id, quantity: 2 })).json;
    expect((await patchLine(line.id, { quantity: 5 })).status).toBe(200);
    expect(await onHand(pads.id)).toBe(5);
    expect((await patchLine(line.id, { quantity: 1 })).status).toBe(200);
    expect(await onHand(pads.id)).toBe(9);
    const tooMany = await patchLine(line.id, { quantity: 11 });
    expectFieldErrors(tooMany, { quantity: "insufficient_stock" });
    expect(tooMany.json.data.quantity.message).toBe(`Only 9 pcs of ${pads.number} are on hand.`);
    const swapped = await patchLine(line.id, { part: discs.id, quantity: 2 });
    expect(swapped.json).toMatchObject({ part: discs.id, description: "Brake discs", part_number: discs.number });
    expect([await onHand(pads.id), await onHand(discs.id)]).toEqual([10, 1]);
    expect((await patchLine(line.id, { part: "" })).json.part).toBe("");
    expect(await onHand(discs.id)).toBe(3);
    expect((await ledgerOf(server, pads.id)).map((m) => [m.reason, m.quantity])).toEqual([
      ["return", 1],
      ["return", 4],
      ["issue", -3],
      ["issue", -2],
      ["receipt", 10],
    ]);
    await expectLedgerHolds(pads.id);
    await expectLedgerHolds(discs.id);
  });

  it("return their stock when deleted", async () => {
    const part = await createPart(server, mia.token, {}, 4);
    const order = await workOrder();
    const line = (await addLine({ work_order: order.id, part: part.id, quantity: 3 })).json;
    expect((await server.request(`${ITEM_RECORDS}/${line.id}`, { method: "DELETE", token: tom.token })).status).toBe(204);
    expect(await onHand(part.id)).toBe(4);
    expect((await ledgerOf(server, part.id))[0]).toMatchObject({ reason: "return", quantity: 3, work_order_item: line.id, work_order_number: order.number });
  });

  it("return their stock when the work order is cancelled and issue it again when it is reopened, refused when it ran out", async () => {
    const part = await createPart(server, mia.token, {}, 5);
    const order = await workOrder();
    await addLine({ work_order: order.id, part: part.id, quantity: 2 });
    await addLine({ work_order: order.id, part: part.id, quantity: 1 });
    await addLine({ work_order: order.id, description: "Check the brakes" });
    await moveWorkOrder(server, tom.token, order.id, { status: "in_progress" }, { status: "cancelled" });
    expect(await onHand(part.id)).toBe(5);
    await moveWorkOrder(server, mia.token, order.id, { status: "open" });
    expect(await onHand(part.id)).toBe(2);
    await moveWorkOrder(server, tom.token, order.id, { status: "cancelled" });
    // The shelf empties meanwhile: the work order stays cancelled, nothing is issued.
    const elsewhere = await workOrder();
    await addLine({ work_order: elsewhere.id, part: part.id, quantity: 4 });
    const reopen = await patchWorkOrder(server, mia.token, order.id, { status: "open" });
    expectFieldErrors(reopen, { status: "insufficient_stock" });
    expect((reopen as ApiResponse).json.data.status.message).toBe(`Only 1 pcs of ${part.number} are on hand.`);
    expect((await getWorkOrder(server, order.id)).status).toBe("cancelled");
    expect(await onHand(part.id)).toBe(1);
    await expectLedgerHolds(part.id);
  });

  it("stay issued when the work order is done (and its lines closed)", async () => {
    const part = await createPart(server, mia.token, {}, 5);
    const order = await workOrder({ status: "in_progress" });
    const line = (await addLine({ work_order: order.id, part: part.id, quantity: 2 })).json;
    await moveWorkOrder(server, tom.token, order.id, { status: "done", odometer: 1000 });
    expectFieldErrors(await patchLine(line.id, { quantity: 1 }), { work_order: "work_order_closed" });
    await moveWorkOrder(server, mia.token, order.id, { status: "in_progress" });
    expect(await onHand(part.id)).toBe(3);
  });

  it("return their stock when their work order is deleted, once", async () => {
    const part = await createPart(server, mia.token, {}, 6);
    const open = await workOrder();
    await addLine({ work_order: open.id, part: part.id, quantity: 2 });
    const cancelled = await workOrder();
    await addLine({ work_order: cancelled.id, part: part.id, quantity: 3 });
    await moveWorkOrder(server, tom.token, cancelled.id, { status: "cancelled" });
    expect(await onHand(part.id)).toBe(4);
    for (const order of [open, cancelled]) {
      expect((await server.request(`${WORK_ORDER_RECORDS}/${order.id}`, { method: "DELETE", token: mia.token })).status).toBe(204);
    }
    expect(await onHand(part.id)).toBe(6);
    expect((await ledgerOf(server, part.id)).map((m) => [m.reason, m.quantity, m.work_order_number])).toEqual([
      ["return", 2, open.number],
      ["return", 3, cancelled.number],
      ["issue", -3, cancelled.number],
      ["issue", -2, open.number],
      ["receipt", 6, 0],
    ]);
  });

  it("20 issues of 1 at once from a stock of 10: exactly 10 succeed", async () => {
    const part = await createPart(server, mia.token, {}, 10);
    const order = await workOrder();
    const answers = await Promise.all(Array.from({ length: 20 }, () => addLine({ work_order: order.id, part: part.id, quantity: 1 })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    for (const refused of answers.filter((answer) => answer.status !== 200)) expectFieldErrors(refused, { quantity: "insufficient_stock" });
    expect(await getPart(server, part.id)).toMatchObject({ on_hand: 0, needs_reorder: true });
    await expectLedgerHolds(part.id);
  });
});

describe("two people at once", () => {
  it("two managers changing one part both keep their change; a form on a version stock moved since gets 409", async () => {
    const other = await createEmployee(server, { name: "Max Manager", role: "manager" });
    const part = await createPart(server, mia.token, {}, 5);
    const [a, b] = await Promise.all([patchPart(part.id, { location: "Shelf C1" }), patchPart(part.id, { supplier: "Teile Nord" }, other.token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await getPart(server, part.id)).toMatchObject({ location: "Shelf C1", supplier: "Teile Nord", on_hand: 5 });

    const loaded = await getPart(server, part.id);
    await receive(server, other.token, part.id, 2, 9.5);
    const stale = await server.request(`${PART_RECORDS}/${part.id}`, { method: "PATCH", token: mia.token, body: { unit_cost: 7 }, headers: ifMatch(loaded.updated) });
    expect(stale.status, stale.text).toBe(STALE_STATUS);
    expect(stale.json.current).toMatchObject({ on_hand: 7, unit_cost: 9.5 });
    expect(await getPart(server, part.id)).toMatchObject({ on_hand: 7, unit_cost: 9.5 });
  });
});

describe("the dashboard's figures", () => {
  it("count the stock's value in cents, each part rounded as a line, and the parts to reorder", async () => {
    const stock = async () => (await server.request<{ stock: { valueCents: number; toReorder: number } }>("/api/app/stats", { token: tom.token })).json.stock;
    const before = await stock();
    // 3 × 0.35 = 1.05; 1.5 l × 0.33 = 0.495, rounded up to 0.50 as a work order line would be.
    await createPart(server, mia.token, { unit_cost: 0.35, reorder_point: 5 }, 3);
    const oil = await createPart(server, mia.token, { unit: "l", unit_cost: 0.33, reorder_point: 0 }, 1.5);
    expect(await stock()).toEqual({ valueCents: before.valueCents + 105 + 50, toReorder: before.toReorder + 1 });
    await count(server, mia.token, oil.id, 0);
    expect(await stock()).toEqual({ valueCents: before.valueCents + 105, toReorder: before.toReorder + 2 });
  });
});

describe("roles", () => {
  it("technicians issue through work orders but neither keep the catalogue nor receive or count", async () => {
    const part = await createPart(server, mia.token, {}, 5);
    const refusals: [ApiResponse, string][] = [
      [await createPartRequest(partBody(), tom.token), "Only a manager can add parts."],
      [await patchPart(part.id, { name: "Mine" }, tom.token), "Only a manager can change parts."],
      [await recordMovement(server, tom.token, { part: part.id, reason: "receipt", quantity: 1, unit_cost: 1 }), "Only a manager can receive or count stock."],
      [await recordMovement(server, tom.token, { part: part.id, reason: "adjustment", counted: 1 }), "Only a manager can receive or count stock."],
    ];
    for (const [response, message] of refusals) expect(response.json).toEqual({ status: 403, message, data: {} });
    expect(await onHand(part.id)).toBe(5);
  });
});

describe("upgrading a data dir made before parts and stock", () => {
  it("keeps every work order line as it was, naming no part, and starts with an empty catalogue", async () => {
    const previous = await mkdtemp(join(tmpdir(), "workshop-before-parts-"));
    const dataDir = await mkdtemp(join(tmpdir(), "workshop-upgrade-"));
    const env = { WORKSHOP_FIRST_EMPLOYEE: "skip" };
    try {
      const migrationsDir = join(previous, "migrations");
      await cp(join(repoRoot, "pb_migrations"), migrationsDir, {
        recursive: true,
        filter: (source) => {
          const stamp = /(\d{10})_[^/]*$/.exec(source)?.[1];
          return stamp === undefined || Number(stamp) < 1796200200;
        },
      });
      const old = await startServer({ dataDir, env, migrationsDir });
      let before: unknown[];
      try {
        expect((await old.asSuperuser("/api/collections/parts")).status).toBe(404);
        const employee = await createEmployee(old, { name: "Old Hand", role: "manager" });
        const category = (await old.asSuperuser(CATEGORY_RECORDS, { method: "POST", body: { name: "Vans" } })).json;
        const car = (await old.request(VEHICLE_RECORDS, { method: "POST", token: employee.token, body: { plate: "OLD-1", make: "Ford", model: "Transit", category: category.id } })).json;
        const order = await createWorkOrder(old, employee.token, car.id);
        await addItem(old, employee.token, order.id, { description: "Pads", kind: "part", part_number: "BP-1", quantity: 2, unit_cost: 12.4 });
        await addItem(old, employee.token, order.id, { description: "Test drive", kind: "task" });
        before = (await old.asSuperuser(`${ITEM_RECORDS}?sort=description`)).json.items;
      } finally {
        await old.stop();
      }
      const current = await startServer({ dataDir, env });
      try {
        const after = (await current.asSuperuser(`${ITEM_RECORDS}?sort=description`)).json.items;
        expect(after).toEqual(before.map((item) => ({ ...(item as object), part: "" })));
        expect((await current.asSuperuser(PART_RECORDS)).json.totalItems).toBe(0);
        expect((await current.asSuperuser(MOVEMENT_RECORDS)).json.totalItems).toBe(0);
        // The old lines stay editable, and nothing moves for them.
        const [pads] = after as WorkOrderItem[];
        const manager = await createEmployee(current, { role: "manager" });
        const changed = await current.request(`${ITEM_RECORDS}/${pads!.id}`, { method: "PATCH", token: manager.token, body: { quantity: 3 } });
        expect(changed.status, changed.text).toBe(200);
        expect((await current.asSuperuser(MOVEMENT_RECORDS)).json.totalItems).toBe(0);
      } finally {
        await current.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
      await rm(previous, { recursive: true, force: true });
    }
  });
});
