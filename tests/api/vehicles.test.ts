// Vehicles through the API: every validation rule with a bad and a good value, duplicates (also
// racing), authorship, and bad input of every kind getting a 4xx, never a 5xx. The rules are the
// shared validation's (tests/unit/validation-vehicle.test.ts); here we check the server applies
// them. Rate limits are off for this suite only: it creates far more than the 20 vehicles per
// 5 s that one client address may (tests/api/schema.test.ts checks the limits themselves).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmployee, startServer, type ApiResponse, type Employee, type TestServer } from "../support/pocketbase";
import {
  createCategory,
  createVehicle,
  errorCodes,
  expectFieldErrors,
  multipart,
  TINY_PNG,
  uniquePlate,
  vehicleBody,
  VEHICLE_RECORDS,
} from "../support/records";

let server: TestServer;
let alice: Employee;
let bob: Employee;
let categoryId: string;
const NEXT_YEAR = new Date().getUTCFullYear() + 1;

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" }, rateLimits: false });
  alice = await createEmployee(server, { name: "Alice Mechanic" });
  bob = await createEmployee(server, { name: "Bob Foreman" });
  categoryId = (await createCategory(server)).id;
});

afterAll(async () => {
  await server?.dispose();
});

function create(body: unknown, token = alice.token): Promise<ApiResponse> {
  return server.request(VEHICLE_RECORDS, { method: "POST", token, body });
}

function update(id: string, body: unknown, token = alice.token): Promise<ApiResponse> {
  return server.request(`${VEHICLE_RECORDS}/${id}`, { method: "PATCH", token, body });
}


type Expected = { code: string } | { stored: unknown };
type Row = [field: string, value: unknown, expected: Expected];

/** A row's outcome: a 400 with the code on the field, or a 200 that stored the normalised value. */
function expectOutcome(response: ApiResponse, field: string, expected: Expected): void {
  if ("code" in expected) {
    expectFieldErrors(response, { [field]: expected.code });
  } else {
    expect(response.status, response.text).toBe(200);
    expect(response.json[field]).toEqual(expected.stored);
  }
}

const rows: Row[] = [
  ["plate", "", { code: "required" }],
  ["plate", "   ", { code: "required" }],
  ["plate", "AB.123", { code: "invalid_characters" }],
  ["plate", "AB 🚗", { code: "invalid_characters" }],
  ["plate", "ABCDEFGHIJ-12345", { code: "too_long" }],
  ["plate", " - ", { code: "invalid_format" }],
  ["plate", true, { code: "invalid_type" }],
  ["plate", 4711, { code: "invalid_type" }],
  ["plate", "zz-9 x", { stored: "ZZ-9 X" }],
  ["plate", "mü-zz 99", { stored: "MÜ-ZZ 99" }],
  ["plate", "ＺＹ１２", { stored: "ZY12" }],
  ["vin", "1HGCM82633A00435", { code: "invalid_length" }],
  ["vin", "1HGCM82633A0O4352", { code: "vin_forbidden_letters" }],
  ["vin", "1HGCM82633A00435-", { code: "invalid_characters" }],
  ["vin", "", { stored: "" }],
  ["vin", "wdd2050421f123456", { stored: "WDD2050421F123456" }],
  ["make", "", { code: "required" }],
  ["make", "M".repeat(61), { code: "too_long" }],
  ["make", ["VW"], { code: "invalid_type" }],
  ["make", 911, { code: "invalid_type" }],
  ["make", "  Škoda  ", { stored: "Škoda" }],
  ["make", "\u200b", { code: "required" }],
  ["make", "Šk\u00adoda\ufeff", { stored: "Škoda" }],
  ["make", "👨‍🔧 Garage", { stored: "👨‍🔧 Garage" }],
  ["make", "M".repeat(60), { stored: "M".repeat(60) }],
  // Lengths count characters as people see them: an emoji is one, in the browser and the server.
  ["make", "😀".repeat(60), { stored: "😀".repeat(60) }],
  ["make", "😀".repeat(61), { code: "too_long" }],
  ["model", "", { code: "required" }],
  ["model", "m".repeat(61), { code: "too_long" }],
  ["model", "ID. Buzz", { stored: "ID. Buzz" }],
  ["year", 1885, { code: "too_small" }],
  ["year", NEXT_YEAR + 1, { code: "too_large" }],
  ["year", "last year", { code: "not_a_number" }],
  ["year", 2019.5, { code: "not_an_integer" }],
  ["year", { year: 2019 }, { code: "invalid_type" }],
  ["year", 1886, { stored: 1886 }],
  ["year", NEXT_YEAR, { stored: NEXT_YEAR }],
  ["year", "2019", { stored: 2019 }],
  ["year", null, { stored: 0 }],
  ["odometer", -1, { code: "too_small" }],
  ["odometer", 10_000_000, { code: "too_large" }],
  ["odometer", "12 km", { code: "not_a_number" }],
  ["odometer", true, { code: "invalid_type" }],
  ["odometer", 9_999_999, { stored: 9_999_999 }],
  ["odometer", "125,000", { stored: 125_000 }],
  ["category", "", { code: "required" }],
  ["category", "Vans", { code: "category_not_found" }],
  ["category", "aaaaaaaaaaaaaaa", { code: "category_not_found" }],
  ["category", ["aaaaaaaaaaaaaaa"], { code: "invalid_type" }],
  ["status", "sold", { code: "invalid_choice" }],
  ["status", "In workshop", { code: "invalid_choice" }],
  ["status", 3, { code: "invalid_type" }],
  ["status", "in_service", { stored: "in_service" }],
  ["status", "", { stored: "available" }],
  ["fuel", "coal", { code: "invalid_choice" }],
  ["fuel", "Diesel", { stored: "diesel" }],
  ["fuel", "", { stored: "" }],
  ["color", "c".repeat(31), { code: "too_long" }],
  ["color", "Dark blue", { stored: "Dark blue" }],
  ["notes", "n".repeat(5001), { code: "too_long" }],
  ["notes", "bell\u0007", { code: "invalid_characters" }],
  ["notes", "Line 1\r\nLine 2", { stored: "Line 1\nLine 2" }],
];

describe("creating a vehicle", () => {
  it.each(rows)("%s = %j → %j", async (field, value, expected) => {
    expectOutcome(await create(vehicleBody(categoryId, { [field]: value })), field, expected);
  });

  it("stores a minimal vehicle with defaults: status available, empty numbers 0", async () => {
    const response = await create({ plate: uniquePlate(), make: "Fiat", model: "Panda", category: categoryId });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ status: "available", year: 0, odometer: 0, vin: "", fuel: "", photo: "" });
  });

  it("reports every bad field at once", async () => {
    const response = await create({ plate: "", make: "", model: "m".repeat(61), year: 1800, category: "", vin: "O" });
    expectFieldErrors(response, {
      plate: "required",
      make: "required",
      model: "too_long",
      year: "too_small",
      category: "required",
      vin: "vin_forbidden_letters",
    });
  });

  it("names the fields in the message", async () => {
    const response = await create({ ...vehicleBody(categoryId), make: "", year: 1 });
    expect(response.json.message).toBe("The vehicle was not saved: check the fields make and year.");
  });
});

describe("changing a vehicle", () => {
  // Plates and VINs that the create rows above stored are taken now: see "duplicates".
  const changeRows = rows.filter(([field, , expected]) => field !== "plate" && !(field === "vin" && "stored" in expected && expected.stored));

  it.each(changeRows)("%s = %j → %j", async (field, value, expected) => {
    const vehicle = await createVehicle(server, categoryId, alice.token);
    expectOutcome(await update(vehicle.id, { [field]: value }), field, expected);
  });

  it("keeps the fields it was not sent", async () => {
    const vehicle = await createVehicle(server, categoryId, alice.token, { year: 2015, color: "Red" });
    const response = await update(vehicle.id, { notes: "Checked" });
    expect(response.json).toMatchObject({ year: 2015, color: "Red", notes: "Checked", plate: vehicle.plate });
  });

  it("applies PocketBase's number modifiers, checked like any value", async () => {
    const vehicle = await createVehicle(server, categoryId, alice.token, { odometer: 1000 });
    expect((await update(vehicle.id, { "odometer+": 500 })).json.odometer).toBe(1500);
    expectFieldErrors(await update(vehicle.id, { "odometer-": 5000 }), { odometer: "too_small" });
  });

  // PocketBase applies modifiers to numbers and files only, and reads "abc" as 0: anything else
  // would be dropped or be a no-op, hiding the client's mistake.
  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{ "notes+": " more" }, { "notes+": "unknown_field" }],
    [{ "+notes": "before " }, { "+notes": "unknown_field" }],
    [{ "plate+": "ZZ" }, { "plate+": "unknown_field" }],
    [{ "+odometer": 5 }, { "+odometer": "unknown_field" }],
    [{ "category-": "x" }, { "category-": "unknown_field" }],
    [{ "odometer+": "abc" }, { "odometer+": "not_a_number" }],
    [{ "odometer-": true }, { "odometer-": "not_a_number" }],
  ])("refuses the modifier in %j", async (body, codes) => {
    const vehicle = await createVehicle(server, categoryId, alice.token, { odometer: 1000 });
    expectFieldErrors(await update(vehicle.id, body), codes);
  });

  it("takes a number modifier's operand as text from a form", async () => {
    const vehicle = await createVehicle(server, categoryId, alice.token, { odometer: 1000 });
    const response = await server.request(`${VEHICLE_RECORDS}/${vehicle.id}`, {
      method: "PATCH",
      token: alice.token,
      rawBody: multipart({ "odometer+": "250" }),
    });
    expect(response.json.odometer, response.text).toBe(1250);
  });
});

describe("duplicates", () => {
  it.each([
    ["AB-123", "ab 123"],
    ["AB-123", "AB123"],
    ["AB-123", " a-b-1-2-3 "],
    ["ÖL 77", "öl-77"],
  ])("%s and %s are the same plate", async (first, second) => {
    const original = await create(vehicleBody(categoryId, { plate: first }));
    expect(original.status).toBe(200);
    expectFieldErrors(await create(vehicleBody(categoryId, { plate: second })), { plate: "plate_taken" });
    expectFieldErrors(await update((await createVehicle(server, categoryId)).id, { plate: second }), {
      plate: "plate_taken",
    });
    await server.asSuperuser(`${VEHICLE_RECORDS}/${original.json.id}`, { method: "DELETE" });
  });

  it("lets a vehicle keep or respell its own plate", async () => {
    const vehicle = await createVehicle(server, categoryId, alice.token, { plate: "KEEP-1" });
    expect((await update(vehicle.id, { plate: "KEEP-1", notes: "x" })).status).toBe(200);
    expect((await update(vehicle.id, { plate: "keep 1" })).json.plate).toBe("KEEP 1");
  });

  it("refuses a VIN that another vehicle has, in any case", async () => {
    await createVehicle(server, categoryId, alice.token, { vin: "WVWZZZ1JZXW000001" });
    expectFieldErrors(await create(vehicleBody(categoryId, { vin: "wvwzzz1jzxw000001" })), { vin: "vin_taken" });
  });

  it("allows many vehicles without a VIN", async () => {
    for (let i = 0; i < 3; i += 1) expect((await create(vehicleBody(categoryId, { vin: "" }))).status).toBe(200);
  });

  it("reports a taken plate together with other bad fields", async () => {
    await createVehicle(server, categoryId, alice.token, { plate: "BOTH-1" });
    expectFieldErrors(await create(vehicleBody(categoryId, { plate: "both 1", year: 1 })), {
      plate: "plate_taken",
      year: "too_small",
    });
  });

  it("lets exactly one of many racing creates of one plate through", async () => {
    const spellings = ["RACE-1", "race 1", "RACE1", "r-a-c-e-1", "Race 1", "RACE -1", "rAcE1", "R ACE1", "RA-CE1", "race1"];
    const responses = await Promise.all(spellings.map((plate) => create(vehicleBody(categoryId, { plate }))));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, ...Array(spellings.length - 1).fill(400)]);
    for (const response of responses.filter((r) => r.status === 400)) expect(errorCodes(response)).toEqual({ plate: "plate_taken" });
  });
});

describe("authorship", () => {
  it("sets created_by and updated_by from the signed-in employee, ignoring what is sent", async () => {
    const created = await create(vehicleBody(categoryId, { created_by: bob.id, updated_by: bob.id }));
    expect(created.json).toMatchObject({ created_by: alice.id, updated_by: alice.id });
    const changed = await update(created.json.id, { notes: "Bob was here", created_by: bob.id, updated_by: alice.id }, bob.token);
    expect(changed.json).toMatchObject({ created_by: alice.id, updated_by: bob.id });
  });

  it("records no employee for the superuser's changes", async () => {
    const vehicle = await createVehicle(server, categoryId, alice.token);
    const changed = await server.asSuperuser(`${VEHICLE_RECORDS}/${vehicle.id}`, { method: "PATCH", body: { notes: "admin" } });
    expect(changed.json).toMatchObject({ created_by: alice.id, updated_by: "" });
  });

  it("ignores the other fields the server manages, as a client sends back a record it read", async () => {
    const vehicle = await createVehicle(server, categoryId, alice.token);
    const response = await update(vehicle.id, {
      ...vehicle,
      id: "zzzzzzzzzzzzzzz",
      plate_key: "FORGED",
      created: "2000-01-01 00:00:00.000Z",
      updated: "2000-01-01 00:00:00.000Z",
      collectionName: "employees",
      expand: {},
      notes: "round trip",
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({ id: vehicle.id, plate_key: vehicle.plate_key, created: vehicle.created, notes: "round trip" });
    expect(response.json.updated > vehicle.updated).toBe(true);
  });
});

describe("bad requests", () => {
  const unreadable = { status: 400, message: "The request body could not be read: send a JSON object or multipart form data.", data: {} };

  it.each([
    ["malformed JSON", "{plate: 'AB'", "application/json"],
    ["a JSON array", "[1, 2]", "application/json"],
    ["a JSON string", '"plate"', "application/json"],
    ["plain text", "plate=AB", "text/plain"],
    ["XML that does not fit", "<vehicle><plate>AB</plate></vehicle>", "application/xml"],
  ])("%s gets a 400", async (_what, rawBody, contentType) => {
    const response = await server.request(VEHICLE_RECORDS, {
      method: "POST",
      token: alice.token,
      rawBody,
      headers: { "content-type": contentType },
    });
    expect(response.status).toBe(400);
    expect(response.json).toEqual(unreadable);
  });

  // An id is the client's to choose on create, but only in PocketBase's own form: "../.." once
  // reached PocketBase's file cleanup after the failed save and answered 500.
  it.each([["../.."], [".."], ["a/../b"], ["../../../../etc/x"], ["ABCDEFGHIJKLMNO"], ["abc"], [123456789012345]])(
    "an id of %j on create gets a 400 on the field id, from anyone",
    async (id) => {
      const body = vehicleBody(categoryId, { id });
      expectFieldErrors(await create(body), { id: "invalid_format" });
      expectFieldErrors(await server.asSuperuser(VEHICLE_RECORDS, { method: "POST", body }), { id: "invalid_format" });
    },
  );

  it("an id of 15 lowercase letters and digits on create is the new vehicle's id", async () => {
    const response = await create(vehicleBody(categoryId, { id: "chosenbyclient1" }));
    expect(response.status, response.text).toBe(200);
    expect(response.json.id).toBe("chosenbyclient1");
  });

  it("an empty JSON object gets the required fields' errors", async () => {
    expectFieldErrors(await create({}), { plate: "required", make: "required", model: "required", category: "required" });
  });

  it("a JSON body's `fields` is a body key like any other, unknown", async () => {
    expectFieldErrors(await create(vehicleBody(categoryId, { fields: "id" })), { fields: "unknown_field" });
  });

  it("unknown fields get a 400 naming them", async () => {
    const response = await create(vehicleBody(categoryId, { colour: "Red", "milage+": 3 }));
    expectFieldErrors(response, { colour: "unknown_field", "milage+": "unknown_field" });
    expect(response.json.data.colour.message).toBe("Vehicles have no field “colour”.");
  });

  it("a huge string just under the body limit gets a 400, not a 5xx", async () => {
    expectFieldErrors(await create(vehicleBody(categoryId, { notes: "x".repeat(1_000_000) })), { notes: "too_long" });
  });

  it("a body over the size limit gets a 413", async () => {
    const response = await server.request(VEHICLE_RECORDS, {
      method: "POST",
      token: alice.token,
      rawBody: JSON.stringify(vehicleBody(categoryId, { notes: "x".repeat(40 * 1024 * 1024) })),
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(413);
  });

  it("a body with far more keys than a vehicle has fields gets one short 400", async () => {
    const keys = Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, i]));
    const response = await create({ make: "Ford", ...keys });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      status: 400,
      message: "The request body has 50,001 keys; a record here has at most 100.",
      data: {},
    });
  });

  it("deeply nested JSON gets a 400", async () => {
    const nested = `${"[".repeat(5000)}${"]".repeat(5000)}`;
    const response = await server.request(VEHICLE_RECORDS, {
      method: "POST",
      token: alice.token,
      rawBody: `{"plate": ${nested}}`,
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(400);
  });
});

describe("multipart bodies and photos", () => {
  function form(extra: Record<string, string | [Blob, string]>): FormData {
    return multipart({ plate: uniquePlate(), make: "Ford", model: "Transit", category: categoryId, ...extra });
  }

  function post(body: FormData): Promise<ApiResponse> {
    return server.request(VEHICLE_RECORDS, { method: "POST", token: alice.token, rawBody: body });
  }

  it("accepts fields as the browser form sends them: all text, even what looks like a number", async () => {
    const response = await post(
      multipart({ plate: "4711", make: "Opel", model: "1.50", category: categoryId, year: "2019", color: "true" }),
    );
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({ plate: "4711", model: "1.50", year: 2019, color: "true" });
  });

  it("accepts ?fields= and ?expand= on a form body (Go merges the query into its values)", async () => {
    const response = await server.request(`${VEHICLE_RECORDS}?fields=id,photo&expand=category`, {
      method: "POST",
      token: alice.token,
      rawBody: form({ photo: [new Blob([TINY_PNG], { type: "image/png" }), "car.png"] }),
    });
    expect(response.status, response.text).toBe(200);
    expect(Object.keys(response.json).sort()).toEqual(["id", "photo"]);
  });

  it("accepts what the JS SDK sends: files as parts, other values in @jsonPayload", async () => {
    const body = new FormData();
    body.append("photo", new Blob([TINY_PNG], { type: "image/png" }), "car.png");
    body.append("@jsonPayload", JSON.stringify(vehicleBody(categoryId, { odometer: 12000 })));
    const response = await post(body);
    expect(response.status, response.text).toBe(200);
    expect(response.json.odometer).toBe(12000);
    expect(response.json.photo).toMatch(/^car_\w+\.png$/);
  });

  it("a photo that is not an image gets a 400", async () => {
    const response = await post(form({ photo: [new Blob(["just text"], { type: "image/png" }), "fake.png"] }));
    expectFieldErrors(response, { photo: "invalid_type" });
    expect(response.json.data.photo.message).toBe("The photo must be a JPEG, PNG or WebP image.");
  });

  it("a photo over 5 MB gets a 400", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(TINY_PNG);
    const response = await post(form({ photo: [new Blob([big], { type: "image/png" }), "big.png"] }));
    expectFieldErrors(response, { photo: "too_large" });
  });

  it("a file under an unknown name gets a 400", async () => {
    const response = await post(form({ picture: [new Blob([TINY_PNG], { type: "image/png" }), "car.png"] }));
    expectFieldErrors(response, { picture: "unknown_field" });
  });

  it("a photo can be replaced and removed", async () => {
    const created = await post(form({ photo: [new Blob([TINY_PNG], { type: "image/png" }), "one.png"] }));
    const replaced = await server.request(`${VEHICLE_RECORDS}/${created.json.id}`, {
      method: "PATCH",
      token: alice.token,
      rawBody: multipart({ photo: [new Blob([TINY_PNG], { type: "image/png" }), "two.png"] }),
    });
    expect(replaced.json.photo).toMatch(/^two_/);
    const removed = await update(created.json.id, { "photo-": replaced.json.photo });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.json.photo).toBe("");
  });
});
