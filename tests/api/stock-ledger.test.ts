// The stock ledger never lies (docs/product.md "Parts and stock"), property-based: random
// sequences of receipts, part lines added, changed and deleted, work orders cancelled, reopened
// and deleted, and stocktakes, run against a model of what the shelf holds. After every step
// each part's `on_hand` equals the sum of its ledger, is never below zero and is what the model
// says; and the server refuses exactly the steps the model says would take more than is on hand.
// The seed is printed; HARDENING_SEED=<seed> replays a run, HARDENING_SCALE=<n> makes it longer.
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { HARDENING_SEED, scaled } from "../support/hardening";
import type { Part, StockMovement } from "@shared/records";
import { createPart, ledgerHundredths, MOVEMENT_RECORDS, PART_RECORDS, recordMovement } from "../support/parts";
import { createEmployee, startServer, type ApiResponse, type Employee, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle } from "../support/records";
import { createWorkOrder, ITEM_RECORDS, patchWorkOrder, WORK_ORDER_RECORDS } from "../support/work-orders";

let server: TestServer;
let mia: Employee;
let vehicleId: string;

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" }, rateLimits: false });
  mia = await createEmployee(server, { name: "Mia Manager", role: "manager" });
  vehicleId = (await createVehicle(server, (await createCategory(server)).id)).id;
  console.info(`stock ledger: seed ${HARDENING_SEED} (HARDENING_SEED=${HARDENING_SEED} replays this run)`);
});

afterAll(async () => {
  await server?.dispose();
});

// ---- The model: what the shelf holds, in hundredths --------------------------------------

interface Line {
  readonly id: string;
  readonly workOrder: number;
  readonly part: number;
  quantity: number;
}

interface Model {
  /** Hundredths on hand, per part (by index). */
  readonly onHand: number[];
  /** The run's work orders (by index): null once deleted. */
  readonly workOrders: ({ id: string; cancelled: boolean } | null)[];
  readonly lines: Line[];
}

/** The run's real parts, by the model's index. */
interface Real {
  readonly parts: string[];
}

const AMOUNTS = [50, 100, 200, 300, 500, 800];
const amount = fc.constantFrom(...AMOUNTS);
const pick = fc.nat({ max: 1000 });
const decimal = (hundredths: number) => hundredths / 100;

function holdsOf(model: Model, workOrder: number, part: number): number {
  return model.lines.filter((line) => line.workOrder === workOrder && line.part === part).reduce((sum, line) => sum + line.quantity, 0);
}

async function expectStatus(response: ApiResponse, ok: boolean, refusal: string): Promise<void> {
  if (ok) expect(response.status, response.text).toBeLessThan(300);
  else {
    expect(response.status, response.text).toBe(400);
    expect(JSON.stringify(response.json.data)).toContain(refusal);
  }
}

abstract class Step implements fc.AsyncCommand<Model, Real> {
  check(_model: Readonly<Model>): boolean {
    return true;
  }
  abstract run(model: Model, real: Real): Promise<void>;
  abstract toString(): string;
}

class Receive extends Step {
  constructor(private readonly part: number, private readonly quantity: number) {
    super();
  }
  async run(model: Model, real: Real) {
    const part = this.part % model.onHand.length;
    const response = await recordMovement(server, mia.token, { part: real.parts[part], reason: "receipt", quantity: decimal(this.quantity), unit_cost: 2.5 });
    await expectStatus(response, true, "");
    model.onHand[part]! += this.quantity;
  }
  toString() {
    return `receive(${this.part}, ${this.quantity})`;
  }
}

class Count extends Step {
  constructor(private readonly part: number, private readonly counted: number) {
    super();
  }
  async run(model: Model, real: Real) {
    const part = this.part % model.onHand.length;
    const response = await recordMovement(server, mia.token, { part: real.parts[part], reason: "adjustment", counted: decimal(this.counted) });
    await expectStatus(response, model.onHand[part] !== this.counted, "nothing_to_adjust");
    model.onHand[part] = this.counted;
  }
  toString() {
    return `count(${this.part}, ${this.counted})`;
  }
}

class NewWorkOrder extends Step {
  override check(model: Readonly<Model>) {
    return model.workOrders.length < 6;
  }
  async run(model: Model) {
    const order = await createWorkOrder(server, mia.token, vehicleId);
    model.workOrders.push({ id: order.id, cancelled: false });
  }
  toString() {
    return "newWorkOrder()";
  }
}

/** The work order a step names, among those that still exist. */
function liveWorkOrder(model: Readonly<Model>, pickIndex: number): number | null {
  const live = model.workOrders.flatMap((order, index) => (order === null ? [] : [index]));
  return live.length === 0 ? null : live[pickIndex % live.length]!;
}

class AddLine extends Step {
  constructor(private readonly workOrder: number, private readonly part: number, private readonly quantity: number) {
    super();
  }
  override check(model: Readonly<Model>) {
    return liveWorkOrder(model, this.workOrder) !== null;
  }
  async run(model: Model, real: Real) {
    const index = liveWorkOrder(model, this.workOrder)!;
    const order = model.workOrders[index]!;
    const part = this.part % model.onHand.length;
    const response = await server.request(ITEM_RECORDS, {
      method: "POST",
      token: mia.token,
      body: { work_order: order.id, part: real.parts[part], quantity: decimal(this.quantity) },
    });
    const closed = order.cancelled;
    const enough = this.quantity <= model.onHand[part]!;
    await expectStatus(response, !closed && enough, closed ? "work_order_closed" : "insufficient_stock");
    if (closed || !enough) return;
    model.onHand[part]! -= this.quantity;
    model.lines.push({ id: response.json.id, workOrder: index, part, quantity: this.quantity });
  }
  toString() {
    return `addLine(${this.workOrder}, ${this.part}, ${this.quantity})`;
  }
}

class ChangeLine extends Step {
  constructor(private readonly line: number, private readonly quantity: number) {
    super();
  }
  override check(model: Readonly<Model>) {
    return model.lines.length > 0;
  }
  async run(model: Model) {
    const line = model.lines[this.line % model.lines.length]!;
    const closed = model.workOrders[line.workOrder]!.cancelled;
    const response = await server.request(`${ITEM_RECORDS}/${line.id}`, { method: "PATCH", token: mia.token, body: { quantity: decimal(this.quantity) } });
    const enough = this.quantity - line.quantity <= model.onHand[line.part]!;
    await expectStatus(response, !closed && enough, closed ? "work_order_closed" : "insufficient_stock");
    if (closed || !enough) return;
    model.onHand[line.part]! -= this.quantity - line.quantity;
    line.quantity = this.quantity;
  }
  toString() {
    return `changeLine(${this.line}, ${this.quantity})`;
  }
}

class DeleteLine extends Step {
  constructor(private readonly line: number) {
    super();
  }
  override check(model: Readonly<Model>) {
    return model.lines.length > 0;
  }
  async run(model: Model) {
    const index = this.line % model.lines.length;
    const line = model.lines[index]!;
    const closed = model.workOrders[line.workOrder]!.cancelled;
    const response = await server.request(`${ITEM_RECORDS}/${line.id}`, { method: "DELETE", token: mia.token });
    await expectStatus(response, !closed, "work_order_closed");
    if (closed) return;
    model.onHand[line.part]! += line.quantity;
    model.lines.splice(index, 1);
  }
  toString() {
    return `deleteLine(${this.line})`;
  }
}

/** Cancels an open work order, or reopens a cancelled one (refused when its parts ran out). */
class CancelOrReopen extends Step {
  constructor(private readonly workOrder: number) {
    super();
  }
  override check(model: Readonly<Model>) {
    return liveWorkOrder(model, this.workOrder) !== null;
  }
  async run(model: Model) {
    const index = liveWorkOrder(model, this.workOrder)!;
    const order = model.workOrders[index]!;
    const response = await patchWorkOrder(server, mia.token, order.id, { status: order.cancelled ? "open" : "cancelled" });
    const sign = order.cancelled ? -1 : 1;
    const enough = !order.cancelled || model.onHand.every((held, part) => holdsOf(model, index, part) <= held);
    await expectStatus(response, enough, "insufficient_stock");
    if (!enough) return;
    model.onHand.forEach((_, part) => (model.onHand[part]! += sign * holdsOf(model, index, part)));
    order.cancelled = !order.cancelled;
  }
  toString() {
    return `cancelOrReopen(${this.workOrder})`;
  }
}

/** Deletes a work order (open or cancelled): its lines go, and what they held comes back once. */
class DeleteWorkOrder extends Step {
  constructor(private readonly workOrder: number) {
    super();
  }
  override check(model: Readonly<Model>) {
    return liveWorkOrder(model, this.workOrder) !== null;
  }
  async run(model: Model) {
    const index = liveWorkOrder(model, this.workOrder)!;
    const order = model.workOrders[index]!;
    const response = await server.request(`${WORK_ORDER_RECORDS}/${order.id}`, { method: "DELETE", token: mia.token });
    await expectStatus(response, true, "");
    if (!order.cancelled) model.onHand.forEach((_, part) => (model.onHand[part]! += holdsOf(model, index, part)));
    model.workOrders[index] = null;
    for (let i = model.lines.length - 1; i >= 0; i--) if (model.lines[i]!.workOrder === index) model.lines.splice(i, 1);
  }
  toString() {
    return `deleteWorkOrder(${this.workOrder})`;
  }
}

/** What must hold after every step, for every part of the run (two reads: the parts, their ledgers). */
async function expectLedgerTrue(model: Model, real: Real): Promise<void> {
  const filter = (field: string) => encodeURIComponent(real.parts.map((id) => `${field} = "${id}"`).join(" || "));
  const parts: Part[] = (await server.asSuperuser(`${PART_RECORDS}?filter=${filter("id")}`)).json.items;
  const ledger: StockMovement[] = (await server.asSuperuser(`${MOVEMENT_RECORDS}?filter=${filter("part")}&perPage=1000&skipTotal=1`)).json.items;
  for (const [index, id] of real.parts.entries()) {
    const onHand = Math.round(parts.find((part) => part.id === id)!.on_hand * 100);
    expect(onHand, `on hand of part ${index}`).toBe(ledgerHundredths(ledger.filter((movement) => movement.part === id)));
    expect(onHand).toBeGreaterThanOrEqual(0);
    expect(onHand, `on hand of part ${index} as the model has it`).toBe(model.onHand[index]);
  }
}

const steps = [
  fc.tuple(pick, amount).map(([part, quantity]) => new Receive(part, quantity)),
  fc.tuple(pick, fc.constantFrom(0, 100, 150, 300, 1000)).map(([part, counted]) => new Count(part, counted)),
  fc.constant(new NewWorkOrder()),
  fc.tuple(pick, pick, amount).map(([order, part, quantity]) => new AddLine(order, part, quantity)),
  fc.tuple(pick, amount).map(([line, quantity]) => new ChangeLine(line, quantity)),
  fc.nat({ max: 1000 }).map((line) => new DeleteLine(line)),
  fc.nat({ max: 1000 }).map((order) => new CancelOrReopen(order)),
  fc.nat({ max: 1000 }).map((order) => new DeleteWorkOrder(order)),
];

it("on hand is the ledger's sum after every step, never below zero, and refusals are exactly the model's", { timeout: 300_000 }, async () => {
  await fc.assert(
    fc.asyncProperty(fc.commands(steps, { maxCommands: 40, size: "max" }), async (commands) => {
      const stock = [500, 0];
      const parts = [(await createPart(server, mia.token, { unit: "l" }, decimal(stock[0]!))).id, (await createPart(server, mia.token)).id];
      const orders = [await createWorkOrder(server, mia.token, vehicleId), await createWorkOrder(server, mia.token, vehicleId)];
      const model: Model = { onHand: [...stock], workOrders: orders.map(({ id }) => ({ id, cancelled: false })), lines: [] };
      const real: Real = { parts };
      await fc.asyncModelRun(
        () => ({ model, real }),
        [...commands].map((command) => ({
          check: (m: Readonly<Model>) => command.check(m),
          run: async (m: Model, r: Real) => {
            await command.run(m, r);
            await expectLedgerTrue(m, r);
          },
          toString: () => command.toString(),
        })),
      );
    }),
    { seed: HARDENING_SEED, numRuns: scaled(8) },
  );
});
