// The outbox's rules (web/src/lib/offline/outbox.ts) against a server in memory that can lose
// answers, refuse and go away: in order, never twice, refusals kept with the server's message.
// The real thing in Chromium against the real server: tests/browser/offline.test.ts.
import { ClientResponseError, type RecordModel } from "pocketbase";
import { describe, expect, it } from "vitest";
import { memoryChangeStore } from "../../web/src/lib/offline/change-stores";
import { Outbox, type ChangeRequest, type Transport } from "../../web/src/lib/offline/outbox";

const ME = "technician00001";

function refusal(status: number, message: string, data: Record<string, { code: string; message: string }> = {}) {
  return new ClientResponseError({ status, response: { status, message, data } });
}
const unreachable = () => new ClientResponseError({ status: 0, response: {} });

/** A server in memory that records every request it handles, and can be told to misbehave. */
function memoryServer() {
  const records = new Map<string, RecordModel>();
  const handled: string[] = [];
  let down = false;
  /** Applies the next request but loses its answer (the connection drops on the way back). */
  let loseNextAnswer = false;
  const refuse = new Map<string, ClientResponseError>();
  const gate = (what: string) => {
    if (down) throw unreachable();
    const refused = refuse.get(what);
    if (refused) throw refused;
  };
  const answer = <T>(value: T): T => {
    if (loseNextAnswer) {
      loseNextAnswer = false;
      throw unreachable();
    }
    return value;
  };
  const transport: Transport = {
    async create(collection, body) {
      gate(`create ${body.id}`);
      const id = String(body.id);
      if (records.has(`${collection}/${id}`)) throw refusal(400, "Failed to create record.", { id: { code: "validation_not_unique", message: "Value must be unique." } });
      handled.push(`create ${collection}/${id}`);
      const record = { ...body, id, collectionId: collection, collectionName: collection } as RecordModel;
      records.set(`${collection}/${id}`, record);
      return answer(record);
    },
    async update(collection, id, body) {
      gate(`update ${id}`);
      const current = records.get(`${collection}/${id}`);
      if (!current) throw refusal(404, "The requested resource wasn't found.");
      handled.push(`update ${collection}/${id} ${JSON.stringify(body)}`);
      const record = { ...current, ...body } as RecordModel;
      records.set(`${collection}/${id}`, record);
      return answer(record);
    },
    async remove(collection, id) {
      gate(`delete ${id}`);
      if (!records.delete(`${collection}/${id}`)) throw refusal(404, "The requested resource wasn't found.");
      handled.push(`delete ${collection}/${id}`);
      answer(null);
    },
    async read(collection, id) {
      if (down) throw unreachable();
      return records.get(`${collection}/${id}`) ?? null;
    },
  };
  return {
    records,
    handled,
    transport,
    refuse,
    set down(value: boolean) {
      down = value;
    },
    loseNextAnswer: () => (loseNextAnswer = true),
  };
}

function setup(options: { employee?: () => string } = {}) {
  const server = memoryServer();
  const store = memoryChangeStore();
  let online = true;
  const timers: (() => void)[] = [];
  const outbox = new Outbox({
    store,
    transport: server.transport,
    employee: options.employee ?? (() => ME),
    online: () => online,
    setTimer: (run) => timers.push(run),
    clearTimer: () => undefined,
  });
  return {
    server,
    store,
    outbox,
    goOffline: () => {
      online = false;
      server.down = true;
    },
    goOnline: () => {
      online = true;
      server.down = false;
    },
  };
}

const addItem = (id: string, description: string): ChangeRequest => ({
  collection: "work_order_items",
  action: "create",
  recordId: id,
  body: { work_order: "workorder000001", kind: "task", description },
  label: `Add “${description}” to WO-1`,
  scope: "work_orders/workorder000001",
});
const tick = (id: string, done = true): ChangeRequest => ({
  collection: "work_order_items",
  action: "update",
  recordId: id,
  body: { done },
  label: `Tick ${id}`,
  scope: "work_orders/workorder000001",
});
const move = (status: string): ChangeRequest => ({
  collection: "work_orders",
  action: "update",
  recordId: "workorder000001",
  body: { status },
  label: `Move WO-1 to ${status}`,
  scope: "work_orders/workorder000001",
});

function seedWorkOrder(server: ReturnType<typeof memoryServer>) {
  server.records.set("work_orders/workorder000001", { id: "workorder000001", status: "open" } as unknown as RecordModel);
}

describe("online, a change is a request as before", () => {
  it("answers the saved record and keeps nothing", async () => {
    const { server, outbox } = setup();
    const result = await outbox.submit(addItem("item00000000001", "Brake pads"));
    expect(result).toMatchObject({ state: "sent", record: { id: "item00000000001", description: "Brake pads" } });
    expect(server.handled).toEqual(["create work_order_items/item00000000001"]);
    expect(outbox.getChanges()).toEqual([]);
  });

  it("throws the server's refusal for the screen to show, and keeps nothing", async () => {
    const { server, outbox } = setup();
    seedWorkOrder(server);
    server.refuse.set("update workorder000001", refusal(400, "Invalid transition.", { status: { code: "invalid_transition", message: "Cannot." } }));
    await expect(outbox.submit(move("done"))).rejects.toMatchObject({ status: 400 });
    expect(outbox.getChanges()).toEqual([]);
  });
});

describe("offline", () => {
  it("keeps changes in order and sends each exactly once when the connection is back", async () => {
    const { server, outbox, goOffline, goOnline } = setup();
    seedWorkOrder(server);
    goOffline();
    expect((await outbox.submit(addItem("item00000000001", "Brake pads"))).state).toBe("waiting");
    expect((await outbox.submit(tick("item00000000001"))).state).toBe("waiting");
    expect((await outbox.submit(move("in_progress"))).state).toBe("waiting");
    expect(outbox.getChanges().map((change) => change.state)).toEqual(["waiting", "waiting", "waiting"]);
    expect(server.handled).toEqual([]);

    goOnline();
    const arrived: string[] = [];
    outbox.onArrival((change) => arrived.push(change.label));
    await outbox.flush();
    await outbox.flush();
    expect(server.handled).toEqual([
      "create work_order_items/item00000000001",
      'update work_order_items/item00000000001 {"done":true}',
      'update work_orders/workorder000001 {"status":"in_progress"}',
    ]);
    expect(arrived).toEqual(["Add “Brake pads” to WO-1", "Tick item00000000001", "Move WO-1 to in_progress"]);
    expect(outbox.getChanges()).toEqual([]);
  });

  it("does not create twice when a create arrived but its answer was lost", async () => {
    const { server, outbox } = setup();
    server.loseNextAnswer();
    const result = await outbox.submit(addItem("item00000000001", "Brake pads"));
    expect(result.state).toBe("waiting");
    expect(server.handled).toEqual(["create work_order_items/item00000000001"]);
    await outbox.flush();
    // Read by its id before sending again: it is there, so it arrived.
    expect(server.handled).toEqual(["create work_order_items/item00000000001"]);
    expect(outbox.getChanges()).toEqual([]);
  });

  it("recognises a create that is there already when the server refuses it as a duplicate", async () => {
    const { server, outbox, store } = setup();
    server.records.set("work_order_items/item00000000001", { id: "item00000000001" } as unknown as RecordModel);
    // As if a first attempt was never counted (the device died right after sending).
    await store.add({ ...addItem("item00000000001", "Brake pads"), employee: ME, madeAt: new Date().toISOString(), state: "waiting", refusal: null, attempts: 0 });
    await outbox.flush();
    expect(server.handled).toEqual([]);
    expect(await store.list()).toEqual([]);
  });

  it("treats a delete that finds nothing to delete as arrived", async () => {
    const { outbox } = setup();
    const result = await outbox.submit({ ...tick("item00000000009"), action: "delete", body: {} });
    expect(result).toEqual({ state: "sent", record: null });
  });
});

describe("a change refused on arrival", () => {
  it("is kept with the server's message; later changes still go; a change that needs it is refused too", async () => {
    const { server, outbox, goOffline, goOnline } = setup();
    seedWorkOrder(server);
    goOffline();
    await outbox.submit(addItem("item00000000001", "Brake pads"));
    await outbox.submit(tick("item00000000001"));
    await outbox.submit(move("in_progress"));
    // Meanwhile a manager closed the work order: its items can no longer change.
    server.refuse.set("create item00000000001", refusal(400, "This work order is closed.", { work_order: { code: "work_order_closed", message: "This work order is closed." } }));
    goOnline();
    await outbox.flush();
    const [created, ticked] = outbox.getChanges();
    expect(outbox.getChanges()).toHaveLength(2);
    expect(created).toMatchObject({ state: "refused", refusal: { status: 400, message: "This work order is closed.", fields: { work_order: "This work order is closed." } } });
    expect(ticked).toMatchObject({ state: "refused", refusal: { message: "Not sent: it depends on “Add “Brake pads” to WO-1”, which the server did not accept." } });
    expect(server.handled).toEqual(['update work_orders/workorder000001 {"status":"in_progress"}']);

    // Refused changes stay: another flush sends nothing and drops nothing.
    await outbox.flush();
    expect(outbox.getChanges()).toHaveLength(2);
  });

  it("keeps a 409 (changed meanwhile) with the server's message", async () => {
    const { server, outbox, goOffline, goOnline } = setup();
    seedWorkOrder(server);
    goOffline();
    await outbox.submit(move("in_progress"));
    server.refuse.set("update workorder000001", refusal(409, "Someone changed this work order meanwhile."));
    goOnline();
    await outbox.flush();
    expect(outbox.getChanges()).toMatchObject([{ state: "refused", refusal: { status: 409, message: "Someone changed this work order meanwhile." } }]);
  });

  it("goes when tried again, or goes away when discarded", async () => {
    const { server, outbox, goOffline, goOnline } = setup();
    seedWorkOrder(server);
    goOffline();
    await outbox.submit(move("in_progress"));
    await outbox.submit(move("done"));
    server.refuse.set("update workorder000001", refusal(400, "This work order is closed."));
    goOnline();
    await outbox.flush();
    const [first, second] = outbox.getChanges();
    await outbox.discard(first!.seq);
    server.refuse.clear();
    await outbox.retry(second!.seq);
    await outbox.flush();
    expect(outbox.getChanges()).toEqual([]);
    expect(server.handled).toEqual(['update work_orders/workorder000001 {"status":"done"}']);
  });
});

describe("whose changes", () => {
  it("sends only the signed-in employee's changes, and none while nobody is signed in", async () => {
    let who = ME;
    const { server, outbox, goOffline, goOnline } = setup({ employee: () => who });
    seedWorkOrder(server);
    goOffline();
    await outbox.submit(move("in_progress"));
    goOnline();
    who = "";
    await outbox.flush();
    who = "otheremployee01";
    await outbox.refresh();
    expect(outbox.getChanges()).toEqual([]);
    await outbox.flush();
    expect(server.handled).toEqual([]);
    who = ME;
    await outbox.refresh();
    await outbox.flush();
    expect(server.handled).toEqual(['update work_orders/workorder000001 {"status":"in_progress"}']);
  });
});
