// Bounded by design (docs/product.md "Bounded by design"): a JSON body over
// 1 MB is refused with 413 before it is read, whoever sends it and wherever; a multipart photo
// upload keeps its own, larger limit; and a record body has at most 100 keys, on every
// collection and one's own account included, refused in one short answer that repeats none of
// them. Measured before: a viewer's PATCH of their own account with 400 000 unknown keys took
// 10–16 s, answered 36 MB and grew the server by up to 1.4 GB; eight 31 MB vehicles at once 0.9 GB.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  largeBodies,
  largeVehicleJson,
  manyKeys,
  manyKeysJson,
  MB,
  sendBody,
  TRUST_BUDGETS,
  type Answer,
} from "../support/bounds";
import { describeMemory, measureMemory } from "../support/memory";
import { createEmployee, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { fileBlob } from "../support/images";
import { createCategory, createVehicle, EMPLOYEE_RECORDS, multipart, TINY_PNG, uniquePlate, VEHICLE_RECORDS } from "../support/records";
import { ITEM_RECORDS } from "../support/work-orders";

const SERVER_ENV = { WORKSHOP_FIRST_EMPLOYEE: "skip" };
const TOO_LARGE = {
  status: 413,
  message: "The request body is over 1 MB; a record's data is far smaller (photos are sent as files in a form).",
  data: {},
};

let server: TestServer;
let manager: Employee;
let viewer: Employee;
let categoryId: string;

/** A server for the bursts whose memory is measured: nothing else runs on it. */
const measured = {} as { server: TestServer; manager: Employee; viewer: Employee; categoryId: string };

async function staffed(): Promise<{ server: TestServer; manager: Employee; viewer: Employee; categoryId: string }> {
  const started = await startServer({ env: SERVER_ENV, rateLimits: false });
  const [boss, reader, category] = await Promise.all([createEmployee(started), createEmployee(started, { role: "viewer" }), createCategory(started)]);
  return { server: started, manager: boss, viewer: reader, categoryId: category.id };
}

beforeAll(async () => {
  const [main, quiet] = await Promise.all([staffed(), staffed()]);
  ({ server, manager, viewer, categoryId } = main);
  Object.assign(measured, quiet);
});

afterAll(async () => {
  await Promise.all([server?.dispose(), measured.server?.dispose()]);
});

function ownAccount(who: Employee): string {
  return `${EMPLOYEE_RECORDS}/${who.id}`;
}

function json(answer: Answer): unknown {
  return JSON.parse(answer.text);
}

describe("a JSON body over 1 MB", () => {
  type Row = [what: string, method: string, path: () => string, token: () => string | undefined, body: () => Buffer, chunked?: boolean];
  it.each<Row>([
    ["a vehicle of 1 MB and 1 byte", "POST", () => VEHICLE_RECORDS, () => manager.token, () => largeVehicleJson(categoryId, MB + 1)],
    ["a vehicle of 31 MB", "POST", () => VEHICLE_RECORDS, () => manager.token, () => largeVehicleJson(categoryId, 31 * MB)],
    ["a vehicle of 2 MB sent in chunks, without its length", "POST", () => VEHICLE_RECORDS, () => manager.token, () => largeVehicleJson(categoryId, 2 * MB), true],
    ["a guest's vehicle of 2 MB (before the guest's 401)", "POST", () => VEHICLE_RECORDS, () => undefined, () => largeVehicleJson(categoryId, 2 * MB)],
    ["a viewer's own account with 400 000 keys (7.4 MB)", "PATCH", () => ownAccount(viewer), () => viewer.token, () => manyKeysJson(400_000)],
    ["a work order item of 2 MB", "POST", () => ITEM_RECORDS, () => manager.token, () => largeVehicleJson(categoryId, 2 * MB)],
    ["a realtime subscription of 2 MB", "POST", () => "/api/realtime", () => manager.token, () => largeVehicleJson(categoryId, 2 * MB)],
    ["a sign-in of 2 MB", "POST", () => "/api/collections/employees/auth-with-password", () => undefined, () => largeVehicleJson(categoryId, 2 * MB)],
    ["a superuser's settings of 2 MB", "PATCH", () => "/api/settings", () => server.superuserToken, () => largeVehicleJson(categoryId, 2 * MB)],
  ])("%s gets a 413 that says why", async (_what, method, path, token, body, chunked) => {
    const answer = await sendBody(server.url, path(), { method, token: token(), body: body(), chunked });
    expect(answer.status, answer.text).toBe(413);
    expect(json(answer)).toEqual(TOO_LARGE);
  });

  it.each([
    ["with its length", false],
    ["in chunks, without its length", true],
  ])("a vehicle just under 1 MB, %s, is read whole: its notes are too long", async (_how, chunked) => {
    const answer = await sendBody(server.url, VEHICLE_RECORDS, { method: "POST", token: manager.token, body: largeVehicleJson(categoryId, MB - 100), chunked });
    expect(answer.status, answer.text).toBe(400);
    expect(Object.keys((json(answer) as { data: object }).data)).toEqual(["notes"]);
  });

  it("a photo of 4 MB in a multipart form keeps its own limit and is saved", async () => {
    const photo = fileBlob(Buffer.concat([TINY_PNG, Buffer.alloc(4 * MB)]));
    const form = multipart({ plate: uniquePlate(), make: "Ford", model: "Transit", category: categoryId, photo: [photo, "van.png"] });
    const created = await server.request(VEHICLE_RECORDS, { method: "POST", token: manager.token, rawBody: form });
    expect(created.status, created.text).toBe(200);
    expect(created.json.photo).toMatch(/^van_\w+\.png$/);
  });

  it(`eight vehicles of 31 MB at once are all refused, and the server grows by less than ${TRUST_BUDGETS.largeBodies} MB`, async () => {
    const { server: quiet, manager: bob, categoryId: category } = measured;
    const { result, memory } = await measureMemory(quiet.pid!, () => largeBodies(quiet, bob.token, category));
    expect(result.map((answer) => answer.status)).toEqual(Array(8).fill(413));
    expect(memory.growthMb, describeMemory(memory)).toBeLessThan(TRUST_BUDGETS.largeBodies);
  });
});

describe("at most 100 keys in a record body", () => {
  const tooMany = (keys: number) => ({
    status: 400,
    message: `The request body has ${keys.toLocaleString("en-US")} keys; a record here has at most 100.`,
    data: {},
  });

  type Row = [what: string, method: "POST" | "PATCH", path: () => string, token: () => string, keys: number];
  it.each<Row>([
    ["a viewer's own account, 80 000 unknown keys", "PATCH", () => ownAccount(viewer), () => viewer.token, 80_000],
    ["a viewer's own account, 101 keys", "PATCH", () => ownAccount(viewer), () => viewer.token, 101],
    ["a manager's new vehicle, 80 000 keys", "POST", () => VEHICLE_RECORDS, () => manager.token, 80_000],
    ["a manager's change of a vehicle, 101 keys", "PATCH", () => "", () => manager.token, 101],
    ["a manager's new work order item, 101 keys", "POST", () => ITEM_RECORDS, () => manager.token, 101],
    ["a superuser's new employee, 101 keys", "POST", () => EMPLOYEE_RECORDS, () => server.superuserToken, 101],
  ])("%s: one short 400 that repeats none of them", async (_what, method, path, token, keys) => {
    const target = path() || `${VEHICLE_RECORDS}/${(await createVehicle(server, categoryId, manager.token)).id}`;
    const answer = await sendBody(server.url, target, { method, token: token(), body: manyKeysJson(keys) });
    expect(answer.status, answer.text.slice(0, 300)).toBe(400);
    expect(json(answer)).toEqual(tooMany(keys));
  });

  it("a viewer's own account with 100 unknown keys is answered key by key, as any other mistake", async () => {
    const answer = await sendBody(server.url, ownAccount(viewer), { method: "PATCH", token: viewer.token, body: manyKeysJson(100) });
    expect(answer.status).toBe(400);
    const data = (json(answer) as { data: Record<string, { code: string }> }).data;
    expect(Object.keys(data)).toHaveLength(100);
    expect(data.k99).toMatchObject({ code: "unknown_field" });
  });

  it.each<[what: string, method: "POST" | "PATCH", who: () => Employee, path: (employee: Employee) => string]>([
    ["a viewer's own account", "PATCH", () => measured.viewer, ownAccount],
    ["a vehicle", "POST", () => measured.manager, () => VEHICLE_RECORDS],
  ])(`four bodies of 80 000 keys at once to %s: short answers, and the server grows by less than ${TRUST_BUDGETS.manyKeys} MB`, async (_what, method, who, path) => {
    const quiet = measured.server;
    const { result, memory } = await measureMemory(quiet.pid!, () => manyKeys(quiet, who().token, method, path(who())));
    expect(result.map((answer) => answer.status)).toEqual([400, 400, 400, 400]);
    for (const answer of result) expect(answer.text.length).toBeLessThan(200);
    expect(memory.growthMb, describeMemory(memory)).toBeLessThan(TRUST_BUDGETS.manyKeys);
  });
});
