// Roles (docs/product.md "Roles"): the access matrix as role × collection × action, every cell
// asserted, with the 403 message that says who may do it. The expectations are written out here
// as literals, not computed from shared/roles.ts, so that a wrong table fails this suite.
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRule, rolesFor, type Action as TableAction, type Subject } from "@shared/roles";
import { AccessFixture, RECORD_PATHS, sending, type RecordCollection } from "../support/access-fixture";
import { FORGED_ENTRY, HISTORY_RECORDS, historyOf } from "../support/history";
import { DEFECT_RECORDS } from "../support/inspections";
import { createEmployee, repoRoot, startServer, type ApiResponse, type Employee, type TestServer } from "../support/pocketbase";
import { CATEGORY_RECORDS, createCategory, EMPLOYEE_RECORDS, uniqueCategoryName, VEHICLE_RECORDS } from "../support/records";
import { TIME_ENTRY_RECORDS } from "../support/time";
import { addItem, createWorkOrder, ITEM_RECORDS, moveWorkOrder, patchWorkOrder, WORK_ORDER_RECORDS } from "../support/work-orders";

let server: TestServer;
const staff = {} as Record<"viewer" | "technician" | "manager", Employee>;
let fixture: AccessFixture;
let vehicleId: string;
let workOrderId: string;

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" }, rateLimits: false });
  staff.viewer = await createEmployee(server, { name: "Vera Viewer", role: "viewer" });
  staff.technician = await createEmployee(server, { name: "Tom Technician", role: "technician" });
  staff.manager = await createEmployee(server, { name: "Mia Manager", role: "manager" });
  fixture = await AccessFixture.create(server);
  ({ vehicles: vehicleId, work_orders: workOrderId } = fixture.ids);
});

afterAll(async () => {
  await server?.dispose();
});

type Who = "viewer" | "technician" | "manager" | "guest" | "superuser";
const WHO: readonly Who[] = ["viewer", "technician", "manager", "guest", "superuser"];
type Action = "list" | "view" | "create" | "update" | "delete";
const ACTIONS: readonly Action[] = ["list", "view", "create", "update", "delete"];
type Collection = RecordCollection | "history";

function tokenOf(who: Who): string | null {
  if (who === "guest") return null;
  return who === "superuser" ? server.superuserToken : staff[who].token;
}

const PATHS: Record<Collection, string> = { ...RECORD_PATHS, history: HISTORY_RECORDS };

/** The record an action works on: an existing one, or a fresh one to delete; the history's newest entry. */
async function target(collection: Collection, action: Action): Promise<string> {
  if (collection === "history") return (await historyOf(server, vehicleId))[0]!.id;
  return action === "delete" ? fixture.fresh(collection) : fixture.ids[collection];
}

async function perform(who: Who, collection: Collection, action: Action): Promise<ApiResponse> {
  const token = tokenOf(who);
  const path = PATHS[collection];
  if (action === "list") return server.request(path, { token });
  if (action === "create") {
    return server.request(path, { method: "POST", token, ...sending(collection === "history" ? FORGED_ENTRY : fixture.createBody(collection)) });
  }
  const id = await target(collection, action);
  if (action === "view") return server.request(`${path}/${id}`, { token });
  if (action === "update") {
    return server.request(`${path}/${id}`, { method: "PATCH", token, body: collection === "history" ? FORGED_ENTRY : fixture.updateBody(collection) });
  }
  return server.request(`${path}/${id}`, { method: "DELETE", token });
}

// Status per who, in the order of WHO: viewer, technician, manager, guest, superuser.
type Cells = readonly [viewer: number, technician: number, manager: number, guest: number, superuser: number];
const READ: Cells = [200, 200, 200, 401, 200];
const STAFF_WRITE: Cells = [403, 200, 200, 401, 200];
const MANAGER_WRITE: Cells = [403, 403, 200, 401, 200];
const MANAGER_DELETE: Cells = [403, 403, 204, 401, 204];
const SUPERUSER_ONLY: Cells = [403, 403, 403, 401, 200];
/** One's own, a manager everyone's: the fixture's time is a colleague's, out of sight (404) to the others. */
const OWN_OR_MANAGER_VIEW: Cells = [404, 404, 200, 401, 200];
const NOBODY: Cells = [403, 403, 403, 401, 403];

const MATRIX: Record<Collection, Record<Action, Cells>> = {
  vehicles: { list: READ, view: READ, create: STAFF_WRITE, update: STAFF_WRITE, delete: MANAGER_DELETE },
  categories: { list: READ, view: READ, create: MANAGER_WRITE, update: MANAGER_WRITE, delete: MANAGER_DELETE },
  work_orders: { list: READ, view: READ, create: STAFF_WRITE, update: STAFF_WRITE, delete: MANAGER_DELETE },
  // The item deleted here was added by someone else (the superuser): a manager's to delete.
  work_order_items: { list: READ, view: READ, create: STAFF_WRITE, update: STAFF_WRITE, delete: MANAGER_DELETE },
  odometer_readings: { list: READ, view: READ, create: STAFF_WRITE, update: SUPERUSER_ONLY, delete: MANAGER_DELETE },
  reminders: { list: READ, view: READ, create: STAFF_WRITE, update: STAFF_WRITE, delete: MANAGER_DELETE },
  parts: { list: READ, view: READ, create: MANAGER_WRITE, update: MANAGER_WRITE, delete: MANAGER_DELETE },
  // The ledger: managers receive and count; nobody changes or deletes a line, superusers included.
  stock_movements: { list: READ, view: READ, create: MANAGER_WRITE, update: NOBODY, delete: NOBODY },
  // The fixture's time is a colleague's: entering, changing and deleting it is a manager's (a
  // technician's own time is theirs: tests/api/time-entries.test.ts); lists show each their own.
  time_entries: { list: READ, view: OWN_OR_MANAGER_VIEW, create: MANAGER_WRITE, update: MANAGER_WRITE, delete: MANAGER_DELETE },
  vehicle_documents: { list: READ, view: READ, create: STAFF_WRITE, update: STAFF_WRITE, delete: MANAGER_DELETE },
  inspection_templates: { list: READ, view: READ, create: MANAGER_WRITE, update: MANAGER_WRITE, delete: MANAGER_DELETE },
  inspections: { list: READ, view: READ, create: STAFF_WRITE, update: STAFF_WRITE, delete: MANAGER_DELETE },
  defects: { list: READ, view: READ, create: STAFF_WRITE, update: STAFF_WRITE, delete: MANAGER_DELETE },
  // Written only by the server: refused to everyone, superusers included (the history's own hooks).
  history: { list: READ, view: READ, create: NOBODY, update: NOBODY, delete: NOBODY },
};

const HISTORY_REFUSED = "Nobody can change the history: the server writes it, one entry for each change.";
const LEDGER_REFUSED = "Nobody can change or delete a stock movement: correct a mistake with a new one (a count or an adjustment).";

/** What a refused employee reads: who may do it (by role where the roles read different reasons). */
const REFUSALS: Record<Collection, Partial<Record<Action, string | Partial<Record<Who, string>>>>> = {
  vehicles: {
    create: "Only technicians and managers can add vehicles.",
    update: "Only technicians and managers can change vehicles.",
    delete: "Only a manager can delete vehicles.",
  },
  categories: {
    create: "Only a manager can add categories.",
    update: "Only a manager can change categories.",
    delete: "Only a manager can delete categories.",
  },
  work_orders: {
    create: "Only technicians and managers can add work orders.",
    update: "Only technicians and managers can change work orders.",
    delete: "Only a manager can delete work orders.",
  },
  work_order_items: {
    create: "Only technicians and managers can add work order items.",
    update: "Only technicians and managers can change work order items.",
    delete: "Only a manager can delete items that someone else added.",
  },
  odometer_readings: {
    create: "Only technicians and managers can add odometer readings.",
    update: "Only an administrator can change odometer readings.",
    delete: "Only a manager can delete odometer readings.",
  },
  reminders: {
    create: "Only technicians and managers can add reminders.",
    update: "Only technicians and managers can change reminders.",
    delete: "Only a manager can delete reminders.",
  },
  parts: {
    create: "Only a manager can add parts.",
    update: "Only a manager can change parts.",
    delete: "Only a manager can delete parts.",
  },
  stock_movements: { create: "Only a manager can receive or count stock.", update: LEDGER_REFUSED, delete: LEDGER_REFUSED },
  time_entries: {
    create: { viewer: "Only technicians and managers can add time entries.", technician: "Only a manager can record time for others." },
    update: "Only a manager can change others' time; technicians change their own.",
    delete: "Only a manager can delete others' time; technicians delete their own.",
  },
  vehicle_documents: {
    create: "Only technicians and managers can add documents.",
    update: "Only technicians and managers can change documents.",
    delete: "Only a manager can delete documents.",
  },
  inspection_templates: {
    create: "Only a manager can add inspection templates.",
    update: "Only a manager can change inspection templates.",
    delete: "Only a manager can delete inspection templates.",
  },
  inspections: {
    create: "Only technicians and managers can add inspections.",
    update: "Only technicians and managers can change inspections.",
    delete: "Only a manager can delete inspections.",
  },
  defects: {
    create: "Only technicians and managers can add defects.",
    update: "Only technicians and managers can change defects.",
    delete: "Only a manager can delete defects.",
  },
  history: { create: HISTORY_REFUSED, update: HISTORY_REFUSED, delete: HISTORY_REFUSED },
};

function refusalOf(collection: Collection, action: Action, who: Who): string | undefined {
  const refusal = REFUSALS[collection][action];
  return typeof refusal === "string" || refusal === undefined ? refusal : refusal[who];
}

/** Lists every role sees something of (the time list shows each their own: viewers and technicians none of the fixture's). */
const SEES_ALL: Partial<Record<Collection, readonly Who[]>> = { time_entries: ["manager", "superuser"] };

const SIGN_IN = { status: 401, message: "Sign in as workshop staff to see the workshop's records.", data: {} };

const cells = (Object.keys(MATRIX) as Collection[]).flatMap((collection) =>
  ACTIONS.flatMap((action) => WHO.map((who, index) => [who, collection, action, MATRIX[collection][action][index]!] as const)),
);

describe("the access matrix: role × collection × action", () => {
  it.each(cells)("%s × %s × %s → %i", async (who, collection, action, status) => {
    const response = await perform(who, collection, action);
    expect(response.status, response.text).toBe(status);
    if (status === 401) expect(response.json).toEqual(SIGN_IN);
    if (status === 403) expect(response.json).toEqual({ status: 403, message: refusalOf(collection, action, who), data: {} });
    if (status === 200 && action === "list" && (SEES_ALL[collection]?.includes(who) ?? true)) expect(response.json.items.length).toBeGreaterThan(0);
  });

  it("leaves what a refused request named as it was", async () => {
    const before = (await server.asSuperuser(`${VEHICLE_RECORDS}/${vehicleId}`)).json;
    const refused = await server.request(`${VEHICLE_RECORDS}/${vehicleId}`, { method: "PATCH", token: staff.viewer.token, body: { notes: "Viewer was here" } });
    expect(refused.status).toBe(403);
    const doomed = await fixture.fresh("vehicles");
    expect((await server.request(`${VEHICLE_RECORDS}/${doomed}`, { method: "DELETE", token: staff.technician.token })).status).toBe(403);
    expect((await server.asSuperuser(`${VEHICLE_RECORDS}/${vehicleId}`)).json).toEqual(before);
    expect((await server.asSuperuser(`${VEHICLE_RECORDS}/${doomed}`)).status).toBe(200);
  });

  it("names the collection by its id just the same", async () => {
    const collection = (await server.asSuperuser("/api/collections/categories")).json.id;
    const response = await server.request(`/api/collections/${collection}/records`, { method: "POST", token: staff.technician.token, body: { name: uniqueCategoryName() } });
    expect(response.status).toBe(403);
    expect(response.json.message).toBe("Only a manager can add categories.");
  });
});

describe("the app's own endpoints: every role reads and exports", () => {
  const ENDPOINTS = ["/api/app/vehicles.csv", "/api/app/work-orders.csv", "/api/app/defects.csv", "/api/app/vehicles?q=a", "/api/app/work-orders?q=a", "/api/app/stats"];
  const expected: Record<Who, number> = { viewer: 200, technician: 200, manager: 200, guest: 401, superuser: 200 };
  it.each(ENDPOINTS.flatMap((path) => WHO.map((who) => [path, who, expected[who]] as const)))("%s × %s → %i", async (path, who, status) => {
    const response = await server.request(path, { token: tokenOf(who) });
    expect(response.status, response.text.slice(0, 200)).toBe(status);
    if (path.endsWith(".csv") && status === 200) expect(response.text.split("\n").length).toBeGreaterThan(1);
  });
});

describe("applying a category's service plan to its vehicles: managers only", () => {
  const expected: Record<Who, number> = { viewer: 403, technician: 403, manager: 200, guest: 401, superuser: 200 };
  it.each(WHO.map((who) => [who, expected[who]] as const))("%s → %i", async (who, status) => {
    const category = (await createCategory(server)).id;
    const response = await server.request(`/api/app/categories/${category}/apply-plan`, { method: "POST", token: tokenOf(who) });
    expect(response.status, response.text).toBe(status);
    if (status === 403) expect(response.json).toEqual({ status: 403, message: "Only a manager can change service plans.", data: {} });
    if (status === 200) expect(response.json).toEqual({ added: 0 });
  });
});

describe("work orders", () => {
  const REOPEN = { status: 403, message: "Only a manager can reopen work orders.", data: {} };

  async function doneWorkOrder(): Promise<string> {
    const { id } = await createWorkOrder(server, server.superuserToken, vehicleId);
    await moveWorkOrder(server, server.superuserToken, id, { status: "in_progress" }, { status: "done", odometer: fixture.nextKm() });
    return id;
  }

  async function cancelledWorkOrder(): Promise<string> {
    const { id } = await createWorkOrder(server, server.superuserToken, vehicleId);
    await moveWorkOrder(server, server.superuserToken, id, { status: "cancelled" });
    return id;
  }

  it("a technician moves one through its statuses to done", async () => {
    const { id } = await createWorkOrder(server, staff.technician.token, vehicleId);
    const done = await moveWorkOrder(server, staff.technician.token, id, { status: "in_progress" }, { status: "waiting_parts" }, { status: "in_progress" }, { status: "done", odometer: fixture.nextKm() });
    expect(done.status).toBe("done");
  });

  it.each([
    ["done", "in_progress", doneWorkOrder],
    ["cancelled", "open", cancelledWorkOrder],
  ] as const)("only a manager reopens a %s one (→ %s)", async (_from, to, make) => {
    const id = await make();
    const refused = await patchWorkOrder(server, staff.technician.token, id, { status: to });
    expect(refused.status, refused.text).toBe(403);
    expect(refused.json).toEqual(REOPEN);
    expect((await patchWorkOrder(server, staff.viewer.token, id, { status: to })).status).toBe(403);
    const reopened = await patchWorkOrder(server, staff.manager.token, id, { status: to });
    expect(reopened.status, reopened.text).toBe(200);
    expect(reopened.json.status).toBe(to);
  });

  it("a technician still changes a done one's other fields, and may send its status back unchanged", async () => {
    const id = await doneWorkOrder();
    const response = await patchWorkOrder(server, staff.technician.token, id, { status: "done", description: "Checked again" });
    expect(response.status, response.text).toBe(200);
    expect(response.json.description).toBe("Checked again");
  });

  it("the superuser reopens one too", async () => {
    const id = await doneWorkOrder();
    expect((await patchWorkOrder(server, server.superuserToken, id, { status: "in_progress" })).status).toBe(200);
  });
});

describe("items", () => {
  it("record who added them, whatever the client sends", async () => {
    const item = await addItem(server, staff.technician.token, workOrderId, { created_by: staff.manager.id });
    expect(item.created_by).toBe(staff.technician.id);
    const changed = await server.request(`${ITEM_RECORDS}/${item.id}`, { method: "PATCH", token: staff.manager.token, body: { done: true, created_by: staff.manager.id } });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json.created_by).toBe(staff.technician.id);
  });

  it("a technician deletes the items they added, not a colleague's; a manager deletes any", async () => {
    const own = await addItem(server, staff.technician.token, workOrderId);
    const colleagues = await addItem(server, staff.manager.token, workOrderId);
    const refused = await server.request(`${ITEM_RECORDS}/${colleagues.id}`, { method: "DELETE", token: staff.technician.token });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe("Only a manager can delete items that someone else added.");
    expect((await server.request(`${ITEM_RECORDS}/${own.id}`, { method: "DELETE", token: staff.technician.token })).status).toBe(204);
    expect((await server.request(`${ITEM_RECORDS}/${colleagues.id}`, { method: "DELETE", token: staff.manager.token })).status).toBe(204);
  });

  it("a viewer deletes none, not even one that names them", async () => {
    const item = await addItem(server, staff.technician.token, workOrderId);
    const response = await server.request(`${ITEM_RECORDS}/${item.id}`, { method: "DELETE", token: staff.viewer.token });
    expect(response.status).toBe(403);
  });

  it("a missing one is still 404", async () => {
    const response = await server.request(`${ITEM_RECORDS}/abcdefghijklmno`, { method: "DELETE", token: staff.technician.token });
    expect(response.status).toBe(404);
  });
});

describe("roles themselves", () => {
  it("colleagues see each other's roles (who may be assigned work depends on them)", async () => {
    const own = await server.request(`${EMPLOYEE_RECORDS}/${staff.technician.id}`, { token: staff.technician.token });
    expect(own.json.role).toBe("technician");
    const colleague = await server.request(`${EMPLOYEE_RECORDS}/${staff.manager.id}`, { token: staff.viewer.token });
    expect(colleague.json.role).toBe("manager");
    const assignable = await server.request(`${EMPLOYEE_RECORDS}?filter=${encodeURIComponent('role != "viewer"')}&perPage=500`, { token: staff.viewer.token });
    expect(assignable.json.items.map((e: { id: string }) => e.id)).toEqual(expect.arrayContaining([staff.technician.id, staff.manager.id]));
    expect(assignable.json.items.map((e: { id: string }) => e.id)).not.toContain(staff.viewer.id);
    expect((await server.asSuperuser(`${EMPLOYEE_RECORDS}/${staff.manager.id}`)).json.role).toBe("manager");
  });

  it.each(["viewer", "technician", "manager"] as const)("a %s cannot change their own role", async (who) => {
    const response = await server.request(`${EMPLOYEE_RECORDS}/${staff[who].id}`, { method: "PATCH", token: staff[who].token, body: { role: "manager" } });
    expect(response.status).toBe(400);
    expect(response.json.data.role).toEqual({ code: "admin_only", message: "Only an administrator can change an employee's role (in the dashboard)." });
    expect((await server.asSuperuser(`${EMPLOYEE_RECORDS}/${staff[who].id}`)).json.role).toBe(who);
  });

  it("nor a colleague's", async () => {
    const response = await server.request(`${EMPLOYEE_RECORDS}/${staff.viewer.id}`, { method: "PATCH", token: staff.manager.token, body: { role: "manager" } });
    expect(response.status).toBe(404);
    expect((await server.asSuperuser(`${EMPLOYEE_RECORDS}/${staff.viewer.id}`)).json.role).toBe("viewer");
  });

  it("a new account is a technician unless the administrator chose otherwise", async () => {
    const password = "password-long-enough";
    const body = { name: "New Hire", email: `new-${Date.now()}@workshop.test`, password, passwordConfirm: password };
    const created = await server.asSuperuser(EMPLOYEE_RECORDS, { method: "POST", body });
    expect(created.status, created.text).toBe(200);
    expect(created.json.role).toBe("technician");
  });

  it.each([
    ["", "required"],
    ["boss", "validation_invalid_value"],
  ])("an administrator cannot set the role %j", async (role, code) => {
    const someone = await createEmployee(server, { role: "viewer" });
    const response = await server.asSuperuser(`${EMPLOYEE_RECORDS}/${someone.id}`, { method: "PATCH", body: { role } });
    expect(response.status).toBe(400);
    expect(response.json.data.role.code).toBe(code);
  });

  it("a new role applies at once, to the session the employee already has", async () => {
    const someone = await createEmployee(server, { role: "technician" });
    const doomed = await fixture.fresh("vehicles");
    expect((await server.request(`${VEHICLE_RECORDS}/${doomed}`, { method: "DELETE", token: someone.token })).status).toBe(403);
    expect((await server.asSuperuser(`${EMPLOYEE_RECORDS}/${someone.id}`, { method: "PATCH", body: { role: "manager" } })).status).toBe(200);
    expect((await server.request(`${VEHICLE_RECORDS}/${doomed}`, { method: "DELETE", token: someone.token })).status).toBe(204);
  });
});

describe("the API rules", () => {
  // The rules hold the table even where the hooks are not asked (they answer first, with the
  // message): each collection's rules are what shared/roles.ts says for its roles.
  const SIMPLE: readonly [Collection, "createRule" | "updateRule" | "deleteRule", TableAction][] = [
    ["vehicles", "createRule", "create"],
    ["vehicles", "updateRule", "update"],
    ["vehicles", "deleteRule", "delete"],
    ["categories", "createRule", "create"],
    ["categories", "updateRule", "update"],
    ["categories", "deleteRule", "delete"],
    ["work_orders", "createRule", "create"],
    ["work_orders", "deleteRule", "delete"],
    ["work_order_items", "createRule", "create"],
    ["work_order_items", "updateRule", "update"],
    ["odometer_readings", "createRule", "create"],
    ["odometer_readings", "updateRule", "update"],
    ["odometer_readings", "deleteRule", "delete"],
    ["parts", "createRule", "create"],
    ["parts", "updateRule", "update"],
    ["parts", "deleteRule", "delete"],
    ["stock_movements", "createRule", "create"],
    ["stock_movements", "updateRule", "update"],
    ["stock_movements", "deleteRule", "delete"],
    ["inspection_templates", "createRule", "create"],
    ["inspection_templates", "updateRule", "update"],
    ["inspection_templates", "deleteRule", "delete"],
    ["inspections", "createRule", "create"],
    ["inspections", "updateRule", "update"],
    ["inspections", "deleteRule", "delete"],
    ["defects", "createRule", "create"],
    ["defects", "deleteRule", "delete"],
    // reminders: their migration (1796000200) keeps signed-in rules; the hooks hold the table.
    ["vehicle_documents", "createRule", "create"],
    ["vehicle_documents", "updateRule", "update"],
    ["vehicle_documents", "deleteRule", "delete"],
  ];
  it.each(SIMPLE)("%s %s", async (collection, rule, action) => {
    const schema = (await server.asSuperuser(`/api/collections/${collection}`)).json;
    expect(schema[rule]).toBe(apiRule(rolesFor(action, collection as Subject)));
    expect(schema.listRule).toBe(apiRule(rolesFor("read", collection as Subject)));
  });

  // PocketBase answers a refused rule with 400 (create) or 404 (update, delete), without a word.
  it("without our hooks, the rules alone still refuse what the table refuses", async () => {
    const hooksDir = await mkdtemp(join(tmpdir(), "workshop-rules-only-"));
    // The migrations load the library; no hook is registered without the *.pb.js entry files.
    await cp(join(repoRoot, "pb_hooks", "lib"), join(hooksDir, "lib"), { recursive: true });
    const bare = await startServer({ hooksDir, env: { WORKSHOP_FIRST_EMPLOYEE: "skip" }, rateLimits: false });
    try {
      const viewer = await createEmployee(bare, { role: "viewer" });
      const technician = await createEmployee(bare, { role: "technician" });
      const manager = await createEmployee(bare, { role: "manager" });
      const as = (who: Employee, path: string, method: string, body?: object) => bare.request(path, { method, token: who.token, body });
      const category = (await bare.asSuperuser(CATEGORY_RECORDS, { method: "POST", body: { name: "Vans" } })).json.id;
      const vehicle = (await bare.asSuperuser(VEHICLE_RECORDS, { method: "POST", body: { plate: "RULE-1", make: "Ford", model: "Transit", category, status: "available" } })).json.id;
      const workOrder = (await bare.asSuperuser(WORK_ORDER_RECORDS, { method: "POST", body: { vehicle, title: "Service", status: "done", priority: "normal" } })).json.id;
      const item = (body: object) => bare.asSuperuser(ITEM_RECORDS, { method: "POST", body: { work_order: workOrder, kind: "task", description: "Check", quantity: 1, unit: "pcs", source: "manual", ...body } });
      const ownItem = (await item({ created_by: technician.id })).json.id;
      const othersItem = (await item({ created_by: manager.id })).json.id;

      expect((await as(viewer, VEHICLE_RECORDS, "POST", { plate: "RULE-2", make: "Ford", model: "Ka", category, status: "available" })).status).toBe(400);
      expect((await as(viewer, `${VEHICLE_RECORDS}/${vehicle}`, "PATCH", { notes: "x" })).status).toBe(404);
      expect((await as(technician, `${VEHICLE_RECORDS}/${vehicle}`, "PATCH", { notes: "x" })).status).toBe(200);
      expect((await as(technician, `${CATEGORY_RECORDS}/${category}`, "PATCH", { description: "x" })).status).toBe(404);
      expect((await as(technician, `${WORK_ORDER_RECORDS}/${workOrder}`, "PATCH", { status: "in_progress" })).status).toBe(404);
      expect((await as(technician, `${WORK_ORDER_RECORDS}/${workOrder}`, "PATCH", { description: "x" })).status).toBe(200);
      expect((await as(technician, `${ITEM_RECORDS}/${othersItem}`, "DELETE")).status).toBe(404);
      expect((await as(technician, `${ITEM_RECORDS}/${ownItem}`, "DELETE")).status).toBe(204);
      expect((await as(technician, `${VEHICLE_RECORDS}/${vehicle}`, "DELETE")).status).toBe(404);
      expect((await as(manager, `${WORK_ORDER_RECORDS}/${workOrder}`, "PATCH", { status: "in_progress" })).status).toBe(200);
      expect((await as(manager, `${ITEM_RECORDS}/${othersItem}`, "DELETE")).status).toBe(204);
      // Time: each their own; a manager anyone's.
      const time = (employee: string) =>
        bare.asSuperuser(TIME_ENTRY_RECORDS, { method: "POST", body: { work_order: workOrder, employee, started: "2026-11-02 08:00:00.000Z", ended: "2026-11-02 09:00:00.000Z", minutes: 60 } }).then((response) => response.json.id as string);
      const [ownTime, othersTime] = [await time(technician.id), await time(manager.id)];
      expect((await as(viewer, TIME_ENTRY_RECORDS, "POST", { work_order: workOrder, employee: viewer.id, started: "2026-11-02 08:00:00.000Z" })).status).toBe(400);
      expect((await as(technician, `${TIME_ENTRY_RECORDS}/${othersTime}`, "PATCH", { note: "x" })).status).toBe(404);
      expect((await as(technician, `${TIME_ENTRY_RECORDS}/${othersTime}`, "DELETE")).status).toBe(404);
      expect((await as(technician, `${TIME_ENTRY_RECORDS}/${ownTime}`, "PATCH", { note: "x" })).status).toBe(200);
      expect((await as(technician, TIME_ENTRY_RECORDS, "GET")).json.items.map((entry: { id: string }) => entry.id)).toEqual([ownTime]);
      expect((await as(viewer, TIME_ENTRY_RECORDS, "GET")).json.items).toEqual([]);
      expect((await as(manager, `${TIME_ENTRY_RECORDS}/${ownTime}`, "PATCH", { note: "y" })).status).toBe(200);
      const defect = (await bare.asSuperuser(DEFECT_RECORDS, { method: "POST", body: { vehicle, title: "Wiper", severity: "major", status: "open" } })).json.id;
      expect((await as(technician, `${DEFECT_RECORDS}/${defect}`, "PATCH", { status: "dismissed" })).status).toBe(404);
      expect((await as(technician, `${DEFECT_RECORDS}/${defect}`, "PATCH", { note: "Torn" })).status).toBe(200);
      expect((await as(manager, `${DEFECT_RECORDS}/${defect}`, "PATCH", { status: "dismissed" })).status).toBe(200);
      // The update rule refuses a `role` in an employee's own change: no self-promotion.
      await as(viewer, `${EMPLOYEE_RECORDS}/${viewer.id}`, "PATCH", { role: "manager" });
      expect((await bare.asSuperuser(`${EMPLOYEE_RECORDS}/${viewer.id}`)).json.role).toBe("viewer");
    } finally {
      await bare.dispose();
      await rm(hooksDir, { recursive: true, force: true });
    }
  });
});

describe("the upgrade that brings roles", () => {
  it("makes every existing employee a manager and keeps their data", async () => {
    const previous = await mkdtemp(join(tmpdir(), "workshop-before-roles-"));
    const dataDir = await mkdtemp(join(tmpdir(), "workshop-roles-upgrade-"));
    const env = { WORKSHOP_FIRST_EMPLOYEE: "skip" };
    try {
      // The migrations before roles, and no hooks (today's would refuse an employee without a
      // role) but the library the migrations use; what the hooks would derive is given.
      const migrationsDir = join(previous, "migrations");
      const hooksDir = join(previous, "hooks");
      await cp(join(repoRoot, "pb_migrations"), migrationsDir, { recursive: true, filter: (source) => !/1796\d{6}_/.test(source) });
      await cp(join(repoRoot, "pb_hooks", "lib"), join(hooksDir, "lib"), { recursive: true });
      const old = await startServer({ dataDir, env, migrationsDir, hooksDir });
      let before: { ann: Employee; annRecord: Record<string, unknown>; category: string; items: unknown[] };
      try {
        const ann = await createEmployee(old, { name: "Ann Old Hand" });
        const made = (path: string, body: object) => old.asSuperuser(path, { method: "POST", body }).then((response) => response.json.id as string);
        const category = await made(CATEGORY_RECORDS, { name: "Vans", name_key: "vans" });
        const vehicle = await made(VEHICLE_RECORDS, { plate: "OLD-1", plate_key: "OLD1", make: "Ford", model: "Transit", category, category_name: "Vans", status: "available" });
        const workOrder = await made(WORK_ORDER_RECORDS, { number: 1, vehicle, title: "Service", status: "open", priority: "normal" });
        await made(ITEM_RECORDS, { work_order: workOrder, kind: "task", description: "Check", quantity: 1, unit: "pcs" });
        before = {
          ann,
          annRecord: (await old.asSuperuser(`${EMPLOYEE_RECORDS}/${ann.id}`)).json,
          category,
          items: (await old.asSuperuser(ITEM_RECORDS)).json.items,
        };
      } finally {
        await old.stop();
      }
      const current = await startServer({ dataDir, env });
      try {
        const { ann } = before;
        // A manager now, with the key of her name that later upgrades add (1796100220), the
        // workshop's labour rate (0) that time on jobs brings, and the browser's language ("").
        expect((await current.asSuperuser(`${EMPLOYEE_RECORDS}/${ann.id}`)).json).toEqual({
          ...before.annRecord,
          role: "manager",
          name_key: "ann old hand",
          labour_rate: 0,
          language: "",
        });
        // Items from before keep everything and have no known author: a manager's to delete.
        // (Later upgrades add their own fields: where a line came from, the stock part it names.)
        expect((await current.asSuperuser(ITEM_RECORDS)).json.items).toEqual(
          before.items.map((item) => ({ ...(item as object), created_by: "", source: "manual", part: "" })),
        );
        // Ann may still do what only a manager may.
        const changed = await current.request(`${CATEGORY_RECORDS}/${before.category}`, { method: "PATCH", token: ann.token, body: { description: "Still ours" } });
        expect(changed.status, changed.text).toBe(200);
      } finally {
        await current.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
      await rm(previous, { recursive: true, force: true });
    }
  });

  it("makes the first-run employee of a new workshop a manager", async () => {
    const fresh = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE_EMAIL: "first@workshop.test" } });
    try {
      const list = await fresh.asSuperuser(`${EMPLOYEE_RECORDS}?filter=${encodeURIComponent('email = "first@workshop.test"')}`);
      expect(list.json.items.map((employee: { role: string }) => employee.role)).toEqual(["manager"]);
    } finally {
      await fresh.dispose();
    }
  });
});
