// Categories through the API: names checked and unique ignoring case, unicode included (also
// when requests race), and no deleting a category that vehicles use. Rate limits are off for
// this suite only, as for vehicles.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmployee, startServer, type ApiResponse, type Employee, type TestServer } from "../support/pocketbase";
import { CATEGORY_RECORDS, createCategory, createVehicle, errorCodes, VEHICLE_RECORDS } from "../support/records";

let server: TestServer;
let alice: Employee;

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" }, rateLimits: false });
  alice = await createEmployee(server, { name: "Alice Mechanic" });
});

afterAll(async () => {
  await server?.dispose();
});

function create(body: unknown): Promise<ApiResponse> {
  return server.request(CATEGORY_RECORDS, { method: "POST", token: alice.token, body });
}

function remove(id: string): Promise<ApiResponse> {
  return server.request(`${CATEGORY_RECORDS}/${id}`, { method: "DELETE", token: alice.token });
}

describe("a field error's params", () => {
  it("carry the values its message names: a too-long name's maximum and length", async () => {
    const response = await create({ name: "n".repeat(61) });
    expect(response.status).toBe(400);
    expect(response.json.data.name).toEqual({ code: "too_long", message: "The name can be at most 60 characters long (this is 61).", params: { max: 60, length: 61 } });
  });
});

describe("category fields", () => {
  it.each<[string, Record<string, unknown>, Record<string, string> | Record<string, unknown>]>([
    ["a name is required", { name: "" }, { name: "required" }],
    ["spaces are no name", { name: "   " }, { name: "required" }],
    ["a name has at most 60 characters", { name: "n".repeat(61) }, { name: "too_long" }],
    ["a name is text, not a boolean", { name: true }, { name: "invalid_type" }],
    ["a name is text, not a number", { name: 42 }, { name: "invalid_type" }],
    ["a name has no control characters", { name: "Vans\u0000" }, { name: "invalid_characters" }],
    ["invisible characters are no name", { name: "\u200b\u2060\u200e" }, { name: "required" }],
    ["joiners alone are no name", { name: "\u200d" }, { name: "required" }],
    ["fillers and blank Braille are no name", { name: "\u3164\u2800\u115f" }, { name: "required" }],
    ["a name has no text-direction overrides", { name: "Vans\u202e" }, { name: "invalid_characters" }],
    ["a description has at most 500 characters", { name: "Long text", description: "d".repeat(501) }, { description: "too_long" }],
    ["unknown fields are refused", { name: "Typos", descripton: "x" }, { descripton: "unknown_field" }],
    ["an id is 15 lowercase letters and digits", { id: "../..", name: "Odd id" }, { id: "invalid_format" }],
  ])("%s", async (_rule, body, codes) => {
    const response = await create(body);
    expect(response.status, response.text).toBe(400);
    expect(errorCodes(response)).toEqual(codes);
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ["trims and collapses spaces", { name: "  Light   vans " }, { name: "Light vans", description: "" }],
    ["keeps unicode and case", { name: "Nutzfahrzeuge über 3,5 t" }, { name: "Nutzfahrzeuge über 3,5 t" }],
    ["accepts 60 characters", { name: "n".repeat(60) }, { name: "n".repeat(60) }],
    ["counts an emoji as one character", { name: "🚐".repeat(60) }, { name: "🚐".repeat(60) }],
    ["keeps line breaks in the description", { name: "Notes", description: "a\r\nb" }, { description: "a\nb" }],
  ])("%s", async (_rule, body, stored) => {
    const response = await create(body);
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject(stored);
    expect(response.json.name_key).toBeUndefined();
  });
});

describe("category names", () => {
  it.each([
    ["Vans", "vans"],
    ["Trucks", "  TRUCKS  "],
    ["Straße", "STRASSE"],
    ["Öl-Tanker", "öl-tanker"],
    ["Buses", "Ｂｕｓｅｓ"],
    // Invisible characters make no new name.
    ["Passenger cars", "Passenger cars\u200b"],
    ["Tractors", "Trac\u2060tors\u200e"],
    ["Campers", "\ufeffCampers"],
  ])("%j and %j are the same name", async (first, second) => {
    expect((await create({ name: first })).status).toBe(200);
    const duplicate = await create({ name: second });
    expect(duplicate.status).toBe(400);
    expect(duplicate.json.data.name).toEqual({ code: "name_taken", message: "Another category already has this name." });
  });

  it("refuses renaming to another category's name, allows changing the case of its own", async () => {
    await createCategory(server, alice.token, { name: "Coaches" });
    const other = await createCategory(server, alice.token, { name: "Minibuses" });
    const renamed = await server.request(`${CATEGORY_RECORDS}/${other.id}`, { method: "PATCH", token: alice.token, body: { name: "coaches" } });
    expect(errorCodes(renamed)).toEqual({ name: "name_taken" });
    const recased = await server.request(`${CATEGORY_RECORDS}/${other.id}`, { method: "PATCH", token: alice.token, body: { name: "MINIBUSES" } });
    expect(recased.json.name).toBe("MINIBUSES");
  });

  it("lets exactly one of many racing creates of one name through", async () => {
    const spellings = ["Race", "race", "RACE", " Race ", "rAcE", "Ｒａｃｅ", "RACE ", "race  "];
    const responses = await Promise.all(spellings.map((name) => create({ name })));
    expect(responses.map((response) => response.status).sort()).toEqual([200, ...Array(spellings.length - 1).fill(400)]);
  });
});

describe("deleting a category", () => {
  it.each([
    [1, "This category is used by 1 vehicle. Move it to another category first."],
    [3, "This category is used by 3 vehicles. Move them to another category first."],
  ])("in use by %i vehicle(s) is refused, saying how many", async (count, message) => {
    const category = await createCategory(server, alice.token);
    const vehicles = [];
    for (let i = 0; i < count; i += 1) vehicles.push(await createVehicle(server, category.id, alice.token));

    const refused = await remove(category.id);
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ status: 400, message, data: {} });

    const elsewhere = await createCategory(server, alice.token);
    for (const vehicle of vehicles) {
      const moved = await server.request(`${VEHICLE_RECORDS}/${vehicle.id}`, {
        method: "PATCH",
        token: alice.token,
        body: { category: elsewhere.id },
      });
      expect(moved.status).toBe(200);
    }
    expect((await remove(category.id)).status).toBe(204);
  });

  it("is refused for the superuser too", async () => {
    const category = await createCategory(server);
    await createVehicle(server, category.id);
    const refused = await server.asSuperuser(`${CATEGORY_RECORDS}/${category.id}`, { method: "DELETE" });
    expect(refused.status).toBe(400);
  });

  it("that does not exist is a 404", async () => {
    expect((await remove("aaaaaaaaaaaaaaa")).status).toBe(404);
  });
});
