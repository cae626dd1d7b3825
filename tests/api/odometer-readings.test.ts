// Odometer readings through the API (docs/product.md "Odometer readings"): a vehicle's odometer is its
// highest reading; the vehicle form's odometer records a manual reading; nothing goes backwards;
// deleting a wrong reading sets the odometer back to the next highest.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Vehicle } from "@shared/records";
import { createEmployee, startServer, type ApiResponse, type Employee, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle, expectFieldErrors, VEHICLE_RECORDS } from "../support/records";
import { addReading, getVehicle, READING_RECORDS, readingsOf } from "../support/work-orders";

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

function vehicle(fields: Record<string, unknown> = {}): Promise<Vehicle> {
  return createVehicle(server, categoryId, alice.token, fields);
}

function create(body: Record<string, unknown>): Promise<ApiResponse> {
  return server.request(READING_RECORDS, { method: "POST", token: alice.token, body });
}

function patchVehicle(id: string, body: Record<string, unknown>): Promise<ApiResponse> {
  return server.request(`${VEHICLE_RECORDS}/${id}`, { method: "PATCH", token: alice.token, body });
}

describe("a reading", () => {
  it("raises the vehicle's odometer and is the staff's own, manual", async () => {
    const car = await vehicle();
    const response = await create({ vehicle: car.id, km: "12 500", source: "work_order", work_order: "aaaaaaaaaaaaaaa", created_by: "x" });
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({ km: 12_500, source: "manual", work_order: "", created_by: alice.id });
    expect(response.json.read_at).not.toBe("");
    expect((await getVehicle(server, car.id)).odometer).toBe(12_500);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["no km", { km: "" }, { km: "required" }],
    ["negative km", { km: -1 }, { km: "too_small" }],
    ["too many km", { km: 10_000_000 }, { km: "too_large" }],
    ["fractional km", { km: 12.5 }, { km: "not_an_integer" }],
    ["no vehicle", { vehicle: "" }, { vehicle: "required" }],
    ["a vehicle that does not exist", { vehicle: "aaaaaaaaaaaaaaa" }, { vehicle: "vehicle_not_found" }],
    ["a date that is none", { read_at: "2026-13-01" }, { read_at: "invalid_date" }],
    ["a date in the future", { read_at: "2999-01-01" }, { read_at: "too_large" }],
    ["a field that does not exist", { miles: 3 }, { miles: "unknown_field" }],
  ])("refuses %s at the field", async (_name, fields, codes) => {
    const car = await vehicle();
    expectFieldErrors(await create({ vehicle: car.id, km: 100, ...fields }), codes);
  });

  it("below the vehicle's odometer is refused, saying the current value", async () => {
    const car = await vehicle({ odometer: 80_000 });
    const response = await create({ vehicle: car.id, km: 79_999 });
    expectFieldErrors(response, { km: "odometer_backwards" });
    expect(response.json.data.km.message).toContain("80,000 km");
  });

  it("equal to the vehicle's odometer is taken", async () => {
    const car = await vehicle({ odometer: 80_000 });
    expect((await create({ vehicle: car.id, km: 80_000 })).status).toBe(200);
  });

  it("cannot be changed by staff: a wrong one is deleted", async () => {
    const car = await vehicle();
    const reading = await addReading(server, alice.token, car.id, 500);
    const response = await server.request(`${READING_RECORDS}/${reading.id}`, { method: "PATCH", token: alice.token, body: { km: 400 } });
    expect(response.status).toBe(403);
  });

  it("deleted sets the odometer back to the next highest, or to nothing", async () => {
    const car = await vehicle();
    const low = await addReading(server, alice.token, car.id, 1000);
    const high = await addReading(server, alice.token, car.id, 99_999);
    expect((await getVehicle(server, car.id)).odometer).toBe(99_999);
    expect((await server.request(`${READING_RECORDS}/${high.id}`, { method: "DELETE", token: alice.token })).status).toBe(204);
    expect((await getVehicle(server, car.id)).odometer).toBe(1000);
    expect((await server.request(`${READING_RECORDS}/${low.id}`, { method: "DELETE", token: alice.token })).status).toBe(204);
    expect((await getVehicle(server, car.id)).odometer).toBe(0);
  });
});

describe("the vehicle form's odometer", () => {
  it("records a manual reading when a vehicle is created with one", async () => {
    const car = await vehicle({ odometer: 42_000 });
    expect((await readingsOf(server, car.id)).map((reading) => [reading.km, reading.source, reading.created_by])).toEqual([
      [42_000, "manual", alice.id],
    ]);
  });

  it("records none for a vehicle without one", async () => {
    const car = await vehicle();
    expect(await readingsOf(server, car.id)).toEqual([]);
  });

  it("records a reading when raised", async () => {
    const car = await vehicle({ odometer: 1000 });
    const response = await patchVehicle(car.id, { odometer: 2500 });
    expect(response.status, response.text).toBe(200);
    expect((await readingsOf(server, car.id)).map((reading) => reading.km)).toEqual([1000, 2500]);
  });

  it("records nothing when other fields change", async () => {
    const car = await vehicle({ odometer: 1000 });
    expect((await patchVehicle(car.id, { color: "Red", odometer: 1000 })).status).toBe(200);
    expect((await readingsOf(server, car.id)).length).toBe(1);
  });

  it("refuses to go backwards, saying the current value", async () => {
    const car = await vehicle({ odometer: 125_000 });
    const response = await patchVehicle(car.id, { odometer: 120_000 });
    expectFieldErrors(response, { odometer: "odometer_backwards" });
    expect(response.json.data.odometer.message).toContain("125,000 km");
    expect((await getVehicle(server, car.id)).odometer).toBe(125_000);
  });

  it("refuses to be cleared while readings exist", async () => {
    const car = await vehicle({ odometer: 5000 });
    expectFieldErrors(await patchVehicle(car.id, { odometer: "" }), { odometer: "odometer_backwards" });
  });

  it("keeps a reading that came in meanwhile when an older form is saved unchanged", async () => {
    const car = await vehicle({ odometer: 1000 });
    await addReading(server, alice.token, car.id, 3000);
    // The form still shows 1000 and sends the record back with another change.
    const stale = await patchVehicle(car.id, { notes: "New tyres", odometer: 1000 });
    expectFieldErrors(stale, { odometer: "odometer_backwards" });
    const untouched = await patchVehicle(car.id, { notes: "New tyres" });
    expect(untouched.status, untouched.text).toBe(200);
    expect(untouched.json.odometer).toBe(3000);
  });
});
