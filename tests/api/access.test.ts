// Who may do what (docs/product.md "Access rules"): one row per who × collection × action, with the
// status and what the body must (not) hold. Guests get 401 from every record endpoint of the
// workshop's collections; employees get what docs/product.md "Roles" allows and nothing more; the superuser
// (the dashboard) everything.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccessFixture, RECORD_PATHS, sending, type CreateBody, type RecordCollection } from "../support/access-fixture";
import { createEmployee, startServer, type ApiResponse, type Employee, type TestServer } from "../support/pocketbase";
import { FORGED_ENTRY, HISTORY_RECORDS, historyOf } from "../support/history";
import { RealtimeClient } from "../support/realtime";
import { createVehicle, createVehicleWithPhoto, EMPLOYEE_RECORDS, VEHICLE_RECORDS } from "../support/records";
import { addItem, addReading, createWorkOrder } from "../support/work-orders";

let server: TestServer;
let alice: Employee;
let bob: Employee;
let fixture: AccessFixture;
let categoryId: string;
let vehicleId: string;

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } });
  alice = await createEmployee(server, { name: "Alice Mechanic" });
  bob = await createEmployee(server, { name: "Bob Foreman" });
  fixture = await AccessFixture.create(server);
  ({ categories: categoryId, vehicles: vehicleId } = fixture.ids);
});

afterAll(async () => {
  await server?.dispose();
});

type Who = "guest" | "forged token" | "employee" | "superuser";
type Action = "list" | "view" | "create" | "update" | "delete";
type Collection = "employees" | "history" | RecordCollection;
type WorkCollection =
  | "work_orders"
  | "work_order_items"
  | "odometer_readings"
  | "reminders"
  | "parts"
  | "vehicle_documents"
  | "inspection_templates"
  | "inspections"
  | "defects"
  | "time_entries";
const WORK_COLLECTIONS: WorkCollection[] = [
  "work_orders",
  "work_order_items",
  "odometer_readings",
  "reminders",
  "parts",
  "vehicle_documents",
  "inspection_templates",
  "inspections",
  "defects",
  "time_entries",
];

function tokenOf(who: Who): string | null {
  if (who === "employee") return alice.token;
  if (who === "superuser") return server.superuserToken;
  if (who === "forged token") return `${alice.token.slice(0, -4)}AAAA`;
  return null;
}

const PATHS: Record<Collection, string> = { ...RECORD_PATHS, employees: EMPLOYEE_RECORDS, history: HISTORY_RECORDS };

/** The record each action works on; deletes get a fresh, unused one each. */
async function target(collection: Collection, action: Action): Promise<string> {
  if (collection === "employees") return bob.id;
  if (collection === "history") return (await historyOf(server, vehicleId))[0]!.id;
  return action === "delete" ? fixture.fresh(collection) : fixture.ids[collection];
}

function createBody(collection: Collection): CreateBody {
  if (collection === "history") return FORGED_ENTRY;
  if (collection !== "employees") return fixture.createBody(collection);
  const email = `new-${Date.now()}-${Math.random().toString(36).slice(2)}@workshop.test`;
  return { name: "New Colleague", email, password: "password-long-enough", passwordConfirm: "password-long-enough" };
}

function updateBody(collection: Collection): Record<string, unknown> {
  if (collection === "history") return FORGED_ENTRY;
  if (collection !== "employees") return fixture.updateBody(collection);
  return { name: "Renamed Bob" };
}

async function perform(who: Who, collection: Collection, action: Action): Promise<ApiResponse> {
  const token = tokenOf(who);
  const path = PATHS[collection];
  switch (action) {
    case "list":
      return server.request(path, { token });
    case "view":
      return server.request(`${path}/${await target(collection, action)}`, { token });
    case "create":
      return server.request(path, { method: "POST", token, ...sending(createBody(collection)) });
    case "update":
      return server.request(`${path}/${await target(collection, action)}`, {
        method: "PATCH",
        token,
        body: updateBody(collection),
      });
    case "delete":
      return server.request(`${path}/${await target(collection, action)}`, { method: "DELETE", token });
  }
}

const SIGN_IN = { status: 401, message: "Sign in as workshop staff to see the workshop's records.", data: {} };
const ACTIONS: Action[] = ["list", "view", "create", "update", "delete"];

type Expectation = [status: number, check?: (response: ApiResponse) => void];

const rows: [Who, Collection, Action, Expectation][] = [
  // Guests, and requests whose token does not verify, get nothing, with a clear 401.
  ...(["guest", "forged token"] as const).flatMap((who) =>
    (["categories", "vehicles", ...WORK_COLLECTIONS, "stock_movements"] as const).flatMap((collection) =>
      ACTIONS.map((action): [Who, Collection, Action, Expectation] => [
        who,
        collection,
        action,
        [401, (response) => expect(response.json).toEqual(SIGN_IN)],
      ]),
    ),
  ),
  ["guest", "employees", "list", [200, (response) => expect(response.json.items).toEqual([])]],
  ["guest", "employees", "view", [404]],
  ["guest", "employees", "create", [403]],
  ["guest", "employees", "update", [404]],
  ["guest", "employees", "delete", [403]],

  // Employees: everything on categories and vehicles…
  ["employee", "categories", "list", [200, (response) => expect(response.json.items.length).toBeGreaterThan(0)]],
  ["employee", "categories", "view", [200, (response) => expect(response.json.name_key).toBeUndefined()]],
  ["employee", "categories", "create", [200]],
  ["employee", "categories", "update", [200]],
  ["employee", "categories", "delete", [204]],
  ["employee", "vehicles", "list", [200, (response) => expect(response.json.items.length).toBeGreaterThan(0)]],
  ["employee", "vehicles", "view", [200, (response) => expect(response.json.id).toBe(vehicleId)]],
  ["employee", "vehicles", "create", [200, (response) => expect(response.json.created_by).toBe(alice.id)]],
  ["employee", "vehicles", "update", [200, (response) => expect(response.json.updated_by).toBe(alice.id)]],
  ["employee", "vehicles", "delete", [204]],
  // …and on colleagues only their names.
  [
    "employee",
    "employees",
    "list",
    [
      200,
      (response) => {
        const byName = Object.fromEntries(response.json.items.map((e: { name: string }) => [e.name, e]));
        expect(byName["Bob Foreman"]).toBeDefined();
        expect(byName["Bob Foreman"].email).toBeUndefined();
      },
    ],
  ],
  ["employee", "employees", "view", [200, (response) => expect(response.json.email).toBeUndefined()]],
  ["employee", "employees", "create", [403]],
  ["employee", "employees", "update", [404]],
  ["employee", "employees", "delete", [403]],

  // The superuser (the dashboard) may do everything.
  ["superuser", "categories", "list", [200]],
  ["superuser", "categories", "view", [200]],
  ["superuser", "categories", "create", [200]],
  ["superuser", "categories", "update", [200]],
  ["superuser", "categories", "delete", [204]],
  ["superuser", "vehicles", "list", [200]],
  ["superuser", "vehicles", "view", [200]],
  ["superuser", "vehicles", "create", [200, (response) => expect(response.json.created_by).toBe("")]],
  ["superuser", "vehicles", "update", [200]],
  ["superuser", "vehicles", "delete", [204]],
  // Work orders, their items and readings: signed-in staff do everything but change a reading
  // (a wrong one is deleted), which only the superuser may.
  ...WORK_COLLECTIONS.flatMap((collection) =>
    ACTIONS.map((action): [Who, Collection, Action, Expectation] => [
      "employee",
      collection,
      action,
      // Alice is a manager (createEmployee's default): what a technician or viewer may not do is
      // tests/api/roles.test.ts's matrix.
      collection === "odometer_readings" && action === "update" ? [403] : [action === "delete" ? 204 : 200],
    ]),
  ),
  ["employee", "work_orders", "create", [200, (response) => expect(response.json.created_by).toBe(alice.id)]],
  ["employee", "odometer_readings", "create", [200, (response) => expect(response.json.created_by).toBe(alice.id)]],
  ["employee", "inspections", "create", [200, (response) => expect(response.json.inspector).toBe(alice.id)]],
  ["employee", "defects", "create", [200, (response) => expect(response.json.reported_by).toBe(alice.id)]],
  ...WORK_COLLECTIONS.flatMap((collection) =>
    ACTIONS.map((action): [Who, Collection, Action, Expectation] => ["superuser", collection, action, [action === "delete" ? 204 : 200]]),
  ),
  ["superuser", "employees", "list", [200, (response) => expect(response.json.items[0].email).toBeDefined()]],
  ["superuser", "employees", "view", [200, (response) => expect(response.json.email).toBe(bob.email)]],
  ["superuser", "employees", "create", [200]],
  ["superuser", "employees", "update", [200]],
  // The stock ledger: read by staff, added to by managers; changed and deleted by nobody, superusers included.
  ...(["employee", "superuser"] as const).flatMap((who) =>
    ACTIONS.map((action): [Who, Collection, Action, Expectation] => [who, "stock_movements", action, [action === "update" || action === "delete" ? 403 : 200]]),
  ),
  // The change history: read by staff; written by nobody through the API, superusers included.
  ...(["guest", "forged token", "employee", "superuser"] as const).flatMap((who) =>
    ACTIONS.map((action): [Who, Collection, Action, Expectation] => [
      who,
      "history",
      action,
      who === "guest" || who === "forged token" ? [401] : action === "list" || action === "view" ? [200] : [403],
    ]),
  ),
];

describe("the access matrix", () => {
  it.each(rows)("%s × %s × %s", async (who, collection, action, [status, check]) => {
    const response = await perform(who, collection, action);
    expect(response.status, response.text).toBe(status);
    check?.(response);
  });

  it("lets the superuser delete an employee (last: it would end Bob's rows above)", async () => {
    const carol = await createEmployee(server, { name: "Carol Temp" });
    expect((await server.asSuperuser(`${EMPLOYEE_RECORDS}/${carol.id}`, { method: "DELETE" })).status).toBe(204);
  });
});

describe("the app's own endpoints", () => {
  const ENDPOINTS = ["/api/app/stats", "/api/app/vehicles.csv", "/api/app/work-orders.csv", "/api/app/defects.csv"];
  it.each(
    ENDPOINTS.flatMap((path) =>
      (["guest", "forged token", "employee", "superuser"] as const).map((who) => [path, who, who === "guest" || who === "forged token" ? 401 : 200] as const),
    ),
  )("%s × %s: %i", async (path, who, status) => {
    const response = await server.request(path, { token: tokenOf(who) });
    expect(response.status, response.text.slice(0, 200)).toBe(status);
  });
});

describe("a guest", () => {
  it("gets 401 also when naming the collection by its id", async () => {
    const collection = await server.asSuperuser("/api/collections/vehicles");
    const response = await server.request(`/api/collections/${collection.json.id}/records`);
    expect(response.status).toBe(401);
  });

  it("gets 401 before a malformed body is even read", async () => {
    const response = await server.request(VEHICLE_RECORDS, {
      method: "POST",
      rawBody: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(401);
  });

  it("cannot get a file token for protected photos", async () => {
    expect((await server.request("/api/files/token", { method: "POST" })).status).toBe(401);
  });
});

describe("an employee", () => {
  it("cannot read colleagues' emails by filtering on them", async () => {
    const filter = encodeURIComponent(`email = "${bob.email}"`);
    const response = await server.request(`${EMPLOYEE_RECORDS}?filter=${filter}`, { token: alice.token });
    expect(response.json.items).toEqual([]);
  });

  it("cannot expand a vehicle's creator into their email", async () => {
    const vehicle = await createVehicle(server, categoryId, bob.token);
    const response = await server.request(`${VEHICLE_RECORDS}/${vehicle.id}?expand=created_by`, { token: alice.token });
    expect(response.status).toBe(200);
    expect(response.json.expand.created_by.id).toBe(bob.id);
    expect(response.json.expand.created_by.name).toEqual(expect.any(String));
    expect(response.json.expand.created_by.email).toBeUndefined();
  });
});

describe("realtime", () => {
  it("tells employees about vehicle changes and guests nothing", async () => {
    const guest = await RealtimeClient.connect(server);
    const employee = await RealtimeClient.connect(server);
    try {
      await guest.subscribe(["vehicles", "categories"]);
      await employee.subscribe(["vehicles", "categories"], alice.token);
      const vehicle = await createVehicle(server, categoryId, bob.token);
      await server.request(`${VEHICLE_RECORDS}/${vehicle.id}`, { method: "DELETE", token: bob.token });
      await employee.waitFor((event) => event.event === "vehicles" && event.data.action === "create");
      await employee.waitFor((event) => event.event === "vehicles" && event.data.action === "delete");
      expect(guest.events.map((event) => event.event)).toEqual(["PB_CONNECT"]);
    } finally {
      guest.close();
      employee.close();
    }
  });
});

describe("realtime of work", () => {
  it("tells employees about work orders, items and readings, and guests nothing", async () => {
    const guest = await RealtimeClient.connect(server);
    const employee = await RealtimeClient.connect(server);
    try {
      const topics = ["work_orders", "work_order_items", "odometer_readings"];
      await guest.subscribe(topics);
      await employee.subscribe(topics, alice.token);
      const workOrder = await createWorkOrder(server, bob.token, vehicleId);
      await addItem(server, bob.token, workOrder.id);
      await addReading(server, bob.token, vehicleId, fixture.nextKm());
      for (const topic of topics) await employee.waitFor((event) => event.event === topic && event.data.action === "create");
      // The item's total reached the work order: an update event.
      await employee.waitFor((event) => event.event === "work_orders" && event.data.action === "update" && event.data.record.id === workOrder.id);
      expect(guest.events.map((event) => event.event)).toEqual(["PB_CONNECT"]);
    } finally {
      guest.close();
      employee.close();
    }
  });
});

describe("photos", () => {
  let photoUrl: string;

  beforeAll(async () => {
    const created = await createVehicleWithPhoto(server, categoryId, alice.token);
    photoUrl = `/api/files/vehicles/${created.id}/${created.photo}`;
  });

  it.each([
    ["a guest", () => null],
    ["an employee without a file token", () => alice.token],
  ])("are not served to %s", async (_who, token) => {
    expect((await server.request(photoUrl, { token: token() })).status).toBe(404);
  });

  it.each(["", "?thumb=100x100", "?thumb=480x0"])("are served to an employee with a file token (%s)", async (query) => {
    const fileToken = await server.request("/api/files/token", { method: "POST", token: alice.token });
    expect(fileToken.status).toBe(200);
    const separator = query ? "&" : "?";
    const response = await server.request(`${photoUrl}${query}${separator}token=${fileToken.json.token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
  });
});

describe.each([
  ["vehicles", "/api/app/vehicles?q=gol", "Sign in as workshop staff to search vehicles."],
  ["work orders", "/api/app/work-orders?q=a", "Sign in as workshop staff to search work orders."],
])("the %s search", (_what, path, signIn) => {
  const SEARCH_SIGN_IN = { status: 401, message: signIn, data: {} };
  const searchRows: [Who, Expectation][] = [
    ["guest", [401, (response) => expect(response.json).toEqual(SEARCH_SIGN_IN)]],
    ["forged token", [401, (response) => expect(response.json).toEqual(SEARCH_SIGN_IN)]],
    ["employee", [200, (response) => expect(Array.isArray(response.json.items)).toBe(true)]],
    ["superuser", [200, (response) => expect(Array.isArray(response.json.items)).toBe(true)]],
  ];
  it.each(searchRows)("%s → %j", async (who, [status, check]) => {
    const response = await server.request(path, { token: tokenOf(who) });
    expect(response.status, response.text).toBe(status);
    check?.(response);
  });

  it.each(["POST", "PATCH", "DELETE"])("has no %s", async (method) => {
    const response = await server.request(path, { method, token: alice.token, body: {} });
    expect(response.status).toBe(404);
  });
});
