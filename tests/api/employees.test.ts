// Access to the employees collection (docs/product.md "Access rules"), one row per rule.
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmployee, repoRoot, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { RealtimeClient } from "../support/realtime";
import { historyOf } from "../support/history";
import { addReading, createWorkOrder, getWorkOrder, READING_RECORDS } from "../support/work-orders";
import { createCategory, createVehicle, errorCodes, VEHICLE_RECORDS } from "../support/records";

let server: TestServer;
let alice: Employee;
let bob: Employee;

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } });
  alice = await createEmployee(server, { name: "Alice Mechanic" });
  bob = await createEmployee(server, { name: "Bob Foreman" });
});

afterAll(async () => {
  await server?.dispose();
});

const records = "/api/collections/employees/records";

describe("guests", () => {
  it("list no employees", async () => {
    const response = await server.request(records);
    expect(response.status).toBe(200);
    expect(response.json.items).toEqual([]);
  });

  it("cannot view an employee", async () => {
    expect((await server.request(`${records}/${alice.id}`)).status).toBe(404);
  });

  it("cannot sign themselves up", async () => {
    const response = await server.request(records, {
      method: "POST",
      body: { name: "Mallory", email: "mallory@evil.test", password: "password123", passwordConfirm: "password123" },
    });
    expect(response.status).toBe(403);
  });
});

describe("an employee", () => {
  it("sees colleagues' names but not their emails", async () => {
    const response = await server.request(records, { token: alice.token });
    expect(response.status).toBe(200);
    const byName = Object.fromEntries(response.json.items.map((e: any) => [e.name, e]));
    expect(byName["Bob Foreman"]).toBeDefined();
    expect(byName["Bob Foreman"].email).toBeUndefined();
    expect(byName["Alice Mechanic"].email).toBe(alice.email);
  });

  it("cannot filter colleagues by email to guess it", async () => {
    const filter = encodeURIComponent(`email = "${bob.email}"`);
    const response = await server.request(`${records}?filter=${filter}`, { token: alice.token });
    // PocketBase treats the hidden email as absent: the filter finds nobody, so it is no oracle.
    expect(response.status).toBe(200);
    expect(response.json.items).toEqual([]);
  });

  it("changes their own name", async () => {
    const response = await server.request(`${records}/${alice.id}`, {
      method: "PATCH",
      token: alice.token,
      body: { name: "Alice Senior Mechanic" },
    });
    expect(response.status).toBe(200);
    expect(response.json.name).toBe("Alice Senior Mechanic");
  });

  // Colleagues see the name on every vehicle they saved: it must read as a name.
  it.each<[string, unknown, { code: string } | { stored: string }]>([
    ["spaces only", "   ", { code: "required" }],
    ["an empty name", "", { code: "required" }],
    ["a control character", "Alice\u0007", { code: "invalid_characters" }],
    ["101 characters", "a".repeat(101), { code: "too_long" }],
    ["surrounding and repeated spaces", "  Alice   Mechanic ", { stored: "Alice Mechanic" }],
    ["100 characters", "a".repeat(100), { stored: "a".repeat(100) }],
  ])("renaming themselves to %s: %j", async (_what, name, expected) => {
    const response = await server.request(`${records}/${alice.id}`, { method: "PATCH", token: alice.token, body: { name } });
    if ("code" in expected) {
      expect(response.status, response.text).toBe(400);
      expect(response.json.data.name.code).toBe(expected.code);
    } else {
      expect(response.status, response.text).toBe(200);
      expect(response.json.name).toBe(expected.stored);
    }
  });

  it("is checked and cleaned the same way when an administrator renames them", async () => {
    const carol = await createEmployee(server, { name: "Carol" });
    expect((await server.asSuperuser(`${records}/${carol.id}`, { method: "PATCH", body: { name: "  Carol   Clerk " } })).json.name).toBe("Carol Clerk");
    const blank = await server.asSuperuser(`${records}/${carol.id}`, { method: "PATCH", body: { name: " " } });
    expect(blank.json.data.name.code).toBe("required");
  });

  // docs/product.md "Employees": a name tells one person apart, and is never the history's own label.
  describe("honest names", () => {
    let emil: Employee;
    beforeAll(async () => {
      [, emil] = await Promise.all([createEmployee(server, { name: "Dora Diesel" }), createEmployee(server, { name: "Emil Electric" })]);
    });

    it.each<[string, "self" | "administrator", string, string | null]>([
      ["a colleague's name in other letters", "self", "DORA DIESEL", "name_taken"],
      ["a colleague's name with spaces around and between", "self", "  dora   diesel ", "name_taken"],
      ["a colleague's name in full-width letters", "self", "ｄｏｒａ ｄｉｅｓｅｌ", "name_taken"],
      ["Administrator", "self", "Administrator", "name_reserved"],
      ["administrator in any case", "self", "aDMINISTRATOR", "name_reserved"],
      ["System", "self", "System", "name_reserved"],
      ["system with spaces", "self", "  SYSTEM ", "name_reserved"],
      ["System, by an administrator (the dashboard)", "administrator", "system", "name_reserved"],
      ["a colleague's name, by an administrator (the dashboard)", "administrator", "Dora diesel", "name_taken"],
      ["their own name in other letters", "self", "EMIL ELECTRIC", null],
      ["a name that only contains a label", "self", "Systems Emil", null],
    ])("renaming Emil to %s", async (_what, who, name, code) => {
      const path = `${records}/${emil.id}`;
      const response = who === "self" ? await server.request(path, { method: "PATCH", token: emil.token, body: { name } }) : await server.asSuperuser(path, { method: "PATCH", body: { name } });
      if (code === null) {
        expect(response.status, response.text).toBe(200);
        return;
      }
      expect(response.status, response.text).toBe(400);
      expect(response.json.data.name.code).toBe(code);
      expect(response.json.data.name.message).toBe(
        code === "name_taken"
          ? `Another employee is already called “${name.trim().replace(/\s+/g, " ")}”: add something that tells you apart (a middle initial, a team).`
          : name.trim().toLowerCase() === "system"
            ? "“System” is how the history names the server's own changes: choose another name."
            : "“Administrator” is how the history names an administrator's changes: choose another name.",
      );
      expect((await server.asSuperuser(path)).json.name).not.toBe(name);
    });

    it("an administrator cannot free a name by typing another key into the dashboard's hidden field", async () => {
      const hugo = await createEmployee(server, { name: "Hugo Hub" });
      const typed = await server.asSuperuser(`${records}/${hugo.id}`, { method: "PATCH", body: { name_key: "something else" } });
      expect(typed.status, typed.text).toBe(200);
      expect(typed.json.name_key).toBe("hugo hub");
      const second = await createEmployee(server, { name: "Hugo" });
      const clash = await server.asSuperuser(`${records}/${second.id}`, { method: "PATCH", body: { name: "HUGO HUB" } });
      expect(clash.json.data?.name?.code, clash.text).toBe("name_taken");
    });

    it("an administrator cannot add an account with a colleague's name, or a label", async () => {
      const body = (name: string) => ({ name, email: `${name.length}-${Date.now()}@workshop.test`, password: "password-long-enough", passwordConfirm: "password-long-enough" });
      const taken = await server.asSuperuser(records, { method: "POST", body: body("dora DIESEL") });
      expect(taken.status, taken.text).toBe(400);
      expect(taken.json.data.name.code).toBe("name_taken");
      const label = await server.asSuperuser(records, { method: "POST", body: body("Administrator") });
      expect(label.json.data.name.code).toBe("name_reserved");
    });

    it("two colleagues taking one name at the same moment: one gets it, the other a 400 at name", async () => {
      const [fay, gus] = await Promise.all([createEmployee(server, { name: "Fay Fuel" }), createEmployee(server, { name: "Gus Gear" })]);
      for (let round = 0; round < 5; round += 1) {
        const name = `Same Name ${round}`;
        const responses = await Promise.all([
          server.request(`${records}/${fay.id}`, { method: "PATCH", token: fay.token, body: { name } }),
          server.request(`${records}/${gus.id}`, { method: "PATCH", token: gus.token, body: { name: name.toUpperCase() } }),
        ]);
        expect(responses.map((response) => response.status).sort()).toEqual([200, 400]);
        const refused = responses.find((response) => response.status === 400)!;
        expect(refused.json.data.name.code, refused.text).toBe("name_taken");
      }
    });
  });

  // A change of their own record that cannot be made is told why, field by field (as vehicles
  // and categories answer), and nothing of it is saved.
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["their email", { email: "new-address@workshop.test" }, { email: "admin_only" }],
    ["whether they are verified", { verified: false }, { verified: "admin_only" }],
    ["whether their email is shown", { emailVisibility: true }, { emailVisibility: "admin_only" }],
    ["their role", { role: "manager" }, { role: "admin_only" }],
    ["a name that is not text", { name: 42 }, { name: "invalid_type" }],
    ["a field employees do not have", { name: "Alice", nickname: "Al" }, { nickname: "unknown_field" }],
    ["a password that is not text", { oldPassword: "x", password: 12345678, passwordConfirm: 12345678 }, { password: "invalid_type", passwordConfirm: "invalid_type" }],
    [
      "all of it at once",
      { name: ["Alice"], email: "a@b.test", verified: true, role: "manager", rank: "boss" },
      { name: "invalid_type", email: "admin_only", verified: "admin_only", role: "admin_only", rank: "unknown_field" },
    ],
  ])("cannot change %s: 400 with the reason at each field", async (_what, body, codes) => {
    const before = (await server.request(`${records}/${alice.id}`, { token: alice.token })).json;
    const response = await server.request(`${records}/${alice.id}`, { method: "PATCH", token: alice.token, body });
    expect(response.status, response.text).toBe(400);
    expect(errorCodes(response)).toEqual(codes);
    expect((await server.request(`${records}/${alice.id}`, { token: alice.token })).json).toEqual(before);
  });

  it("may send their record back as they read it, with a new name", async () => {
    const own = (await server.request(`${records}/${alice.id}`, { token: alice.token })).json;
    const { email: _email, verified: _verified, emailVisibility: _visibility, role: _role, ...sendable } = own;
    const response = await server.request(`${records}/${alice.id}`, { method: "PATCH", token: alice.token, body: { ...sendable, name: "Alice Returned" } });
    expect(response.status, response.text).toBe(200);
    expect(response.json.name).toBe("Alice Returned");
  });

  it("names themselves 42 in a form, where every value is text", async () => {
    const form = new FormData();
    form.append("name", "42");
    const response = await server.request(`${records}/${alice.id}`, { method: "PATCH", token: alice.token, rawBody: form });
    expect(response.status, response.text).toBe(200);
    expect(response.json.name).toBe("42");
  });

  // docs/decisions/languages.md: the employee's own choice of language, `en`, `de` or empty
  // (the browser's); nobody else's but an administrator's in the dashboard.
  describe("their language", () => {
    it.each<[string, unknown, { code: string } | { stored: string }]>([
      ["German", "de", { stored: "de" }],
      ["English", "en", { stored: "en" }],
      ["empty: the browser's", "", { stored: "" }],
      ["nothing: the browser's", null, { stored: "" }],
      ["French, which the app does not speak", "fr", { code: "invalid_choice" }],
      ["German in capitals", "DE", { code: "invalid_choice" }],
      ["a number", 1, { code: "invalid_type" }],
      ["a list", ["de"], { code: "invalid_type" }],
    ])("choosing %s", async (_what, language, expected) => {
      const response = await server.request(`${records}/${alice.id}`, { method: "PATCH", token: alice.token, body: { language } });
      if ("code" in expected) {
        expect(response.status, response.text).toBe(400);
        expect(response.json.data.language).toEqual({ code: expected.code, message: "Choose English (en) or Deutsch (de), or nothing for the browser's language." });
      } else {
        expect(response.status, response.text).toBe(200);
        expect(response.json.language).toBe(expected.stored);
        expect((await server.asSuperuser(`${records}/${alice.id}`)).json.language).toBe(expected.stored);
      }
    });

    it("is a preference, not the workshop's history: no entry", async () => {
      const entries = (await historyOf(server, alice.id)).length;
      expect((await server.request(`${records}/${alice.id}`, { method: "PATCH", token: alice.token, body: { language: "de" } })).status).toBe(200);
      expect((await server.request(`${records}/${alice.id}`, { method: "PATCH", token: alice.token, body: { language: "en" } })).status).toBe(200);
      expect(await historyOf(server, alice.id)).toHaveLength(entries);
    });

    it("a colleague, a manager among them, or a guest cannot choose it for them", async () => {
      const manager = await createEmployee(server, { name: "Mia Manager", role: "manager" });
      expect((await server.request(`${records}/${bob.id}`, { method: "PATCH", token: manager.token, body: { language: "de" } })).status).toBe(404);
      expect((await server.request(`${records}/${bob.id}`, { method: "PATCH", body: { language: "de" } })).status).toBe(404);
      expect((await server.asSuperuser(`${records}/${bob.id}`)).json.language).toBe("");
    });

    it("an administrator can, and only to a language the app speaks", async () => {
      expect((await server.asSuperuser(`${records}/${bob.id}`, { method: "PATCH", body: { language: "de" } })).json.language).toBe("de");
      const french = await server.asSuperuser(`${records}/${bob.id}`, { method: "PATCH", body: { language: "fr" } });
      expect(french.status).toBe(400);
      expect(french.json.data.language.code).toBe("validation_invalid_value");
      expect((await server.asSuperuser(`${records}/${bob.id}`, { method: "PATCH", body: { language: "" } })).json.language).toBe("");
    });
  });

  it("cannot change a colleague's email either, and learns nothing about it", async () => {
    const response = await server.request(`${records}/${bob.id}`, { method: "PATCH", token: alice.token, body: { email: "x@workshop.test", foo: 1 } });
    expect(response.status).toBe(404);
  });

  it("cannot change a colleague's name", async () => {
    const response = await server.request(`${records}/${bob.id}`, {
      method: "PATCH",
      token: alice.token,
      body: { name: "Renamed by Alice" },
    });
    expect(response.status).toBe(404);
  });

  it("cannot create or delete employees", async () => {
    const created = await server.request(records, {
      method: "POST",
      token: alice.token,
      body: { name: "New", email: "new@workshop.test", password: "password123", passwordConfirm: "password123" },
    });
    expect(created.status).toBe(403);
    expect((await server.request(`${records}/${bob.id}`, { method: "DELETE", token: alice.token })).status).toBe(403);
  });

  it("changes their own password with the old one, and old sessions end", async () => {
    const newPassword = "a-new-password-for-alice";
    const changed = await server.request(`${records}/${alice.id}`, {
      method: "PATCH",
      token: alice.token,
      body: { oldPassword: alice.password, password: newPassword, passwordConfirm: newPassword },
    });
    expect(changed.status).toBe(200);
    expect((await server.request(records, { token: alice.token })).json.items).toEqual([]);
  });
});

describe("deleting an employee", () => {
  // PocketBase would re-save every vehicle that names them, stamping each `updated` with the
  // moment of the deletion: the list's "last updated" and the dashboard's "recently updated"
  // would show the whole yard as just changed (and 20 000 vehicles took 18 s).
  it("empties their name on vehicles without changing anything else", async () => {
    const dave = await createEmployee(server, { name: "Dave Leaving" });
    const erin = await createEmployee(server, { name: "Erin Staying" });
    const category = await createCategory(server);
    const byDave = await createVehicle(server, category.id, dave.token);
    const byDaveUpdatedByErin = await createVehicle(server, category.id, dave.token);
    expect((await server.request(`${VEHICLE_RECORDS}/${byDaveUpdatedByErin.id}`, { method: "PATCH", token: erin.token, body: { color: "Red" } })).status).toBe(200);
    const byErinUpdatedByDave = await createVehicle(server, category.id, erin.token);
    expect((await server.request(`${VEHICLE_RECORDS}/${byErinUpdatedByDave.id}`, { method: "PATCH", token: dave.token, body: { color: "Blue" } })).status).toBe(200);
    const ids = [byDave.id, byDaveUpdatedByErin.id, byErinUpdatedByDave.id];
    const before = await Promise.all(ids.map(async (id) => (await server.asSuperuser(`${VEHICLE_RECORDS}/${id}`)).json));

    expect((await server.asSuperuser(`${records}/${dave.id}`, { method: "DELETE" })).status).toBe(204);

    const after = await Promise.all(ids.map(async (id) => (await server.asSuperuser(`${VEHICLE_RECORDS}/${id}`)).json));
    const withoutDave = (vehicle: Record<string, unknown>) => ({
      ...vehicle,
      created_by: vehicle.created_by === dave.id ? "" : vehicle.created_by,
      updated_by: vehicle.updated_by === dave.id ? "" : vehicle.updated_by,
    });
    expect(after).toEqual(before.map(withoutDave));
    expect(after.map((vehicle) => [vehicle.created_by, vehicle.updated_by])).toEqual([
      ["", ""],
      ["", erin.id],
      [erin.id, ""],
    ]);
  });

  it("empties their name on work orders they made or were assigned, and on their readings, changing nothing else", async () => {
    const fay = await createEmployee(server, { name: "Fay Leaving" });
    const gil = await createEmployee(server, { name: "Gil Staying" });
    const category = await createCategory(server);
    const vehicle = await createVehicle(server, category.id, gil.token);
    const byFay = await createWorkOrder(server, fay.token, vehicle.id, { assignee: gil.id });
    const forFay = await createWorkOrder(server, gil.token, vehicle.id, { assignee: fay.id });
    const reading = await addReading(server, fay.token, vehicle.id, 4200);
    const before = [await getWorkOrder(server, byFay.id), await getWorkOrder(server, forFay.id)];

    expect((await server.asSuperuser(`${records}/${fay.id}`, { method: "DELETE" })).status).toBe(204);

    const after = [await getWorkOrder(server, byFay.id), await getWorkOrder(server, forFay.id)];
    expect(after[0]).toEqual({ ...before[0], created_by: "", updated_by: "" });
    expect(after[1]).toEqual({ ...before[1], assignee: "" });
    expect((await server.asSuperuser(`${READING_RECORDS}/${reading.id}`)).json).toEqual({ ...reading, created_by: "" });
  });

  it("empties their name on the categories they made or changed last, changing nothing else", async () => {
    const hal = await createEmployee(server, { name: "Hal Leaving" });
    const path = `/api/collections/categories/records/${(await createCategory(server, hal.token)).id}`;
    const before = (await server.asSuperuser(path)).json;
    expect(before).toMatchObject({ created_by: hal.id, updated_by: hal.id });

    expect((await server.asSuperuser(`${records}/${hal.id}`, { method: "DELETE" })).status).toBe(204);

    expect((await server.asSuperuser(path)).json).toEqual({ ...before, created_by: "", updated_by: "" });
  });
});

// Email addresses are case-insensitive in practice: people type "Alice@Probe.lan" as readily as
// "alice@probe.lan", and two accounts must not differ only in letter case.
describe("email addresses ignore letter case", () => {
  const signIn = (target: TestServer, identity: string, password: string) =>
    target.request("/api/collections/employees/auth-with-password", { method: "POST", body: { identity, password } });

  it("when signing in", async () => {
    const frank = await createEmployee(server, { email: "frank@probe.lan" });
    const response = await signIn(server, "Frank@PROBE.lan", frank.password);
    expect(response.status, response.text).toBe(200);
    expect(response.json.record.id).toBe(frank.id);
    expect((await signIn(server, "FRANK@probe.lan", "not-his-password")).status).toBe(400);
  });

  it("when an administrator adds or changes an address: stored in lower case", async () => {
    const grace = await createEmployee(server, { email: "Grace.Hopper@Probe.LAN" });
    expect((await server.asSuperuser(`${records}/${grace.id}`)).json.email).toBe("grace.hopper@probe.lan");
    const changed = await server.asSuperuser(`${records}/${grace.id}`, { method: "PATCH", body: { email: "G.Hopper@Probe.LAN" } });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json.email).toBe("g.hopper@probe.lan");
    expect((await signIn(server, "g.hopper@probe.lan", grace.password)).status).toBe(200);
  });

  it.each([
    ["Heidi@Probe.lan", "HEIDI@probe.lan"],
    ["Judy@Probe.lan", "judy@probe.lan"],
  ])("when a second account would get the same address (%s, then %s)", async (first, email) => {
    await createEmployee(server, { email: first });
    const password = "password-long-enough";
    const response = await server.asSuperuser(records, {
      method: "POST",
      body: { name: "Heidi Twin", email, password, passwordConfirm: password },
    });
    expect(response.status, response.text).toBe(400);
    expect(response.json.data.email.code).toBe("validation_not_unique");
  });

  /** Makes accounts on a data dir as the previous version left it, then serves this version. */
  async function upgradeWith<T>(before: (previous: TestServer) => Promise<T>, after: (current: TestServer, made: T) => Promise<void>) {
    const previous = await mkdtemp(join(tmpdir(), "workshop-previous-"));
    const dataDir = await mkdtemp(join(tmpdir(), "workshop-email-case-"));
    const env = { WORKSHOP_FIRST_EMPLOYEE: "skip" };
    try {
      // Every migration up to this change, and no hooks (which store addresses in lower case)
      // but the library the migrations use.
      const migrationsDir = join(previous, "migrations");
      const hooksDir = join(previous, "hooks");
      await cp(join(repoRoot, "pb_migrations"), migrationsDir, { recursive: true, filter: (source) => !source.includes("1795700000_") });
      await cp(join(repoRoot, "pb_hooks", "lib"), join(hooksDir, "lib"), { recursive: true });
      const old = await startServer({ dataDir, env, migrationsDir, hooksDir });
      let made: T;
      try {
        made = await before(old);
      } finally {
        await old.stop();
      }
      const current = await startServer({ dataDir, env });
      try {
        await after(current, made);
      } finally {
        await current.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
      await rm(previous, { recursive: true, force: true });
    }
  }

  it("also for accounts made before this version", async () => {
    await upgradeWith(
      (old) => createEmployee(old, { email: "Ivan@Probe.LAN" }),
      async (current, ivan) => {
        expect((await current.asSuperuser(`${records}/${ivan.id}`)).json.email).toBe("ivan@probe.lan");
        expect((await signIn(current, "IVAN@probe.lan", ivan.password)).status).toBe(200);
      },
    );
  });

  it("except where two accounts made before differ only in case: those stay, and the server says so", async () => {
    await upgradeWith(
      (old) => Promise.all([createEmployee(old, { email: "Kim@Probe.lan" }), createEmployee(old, { email: "kim@probe.lan" })]),
      async (current, [upper, lower]) => {
        expect(current.output()).toContain("to more than one account, in different letter case: kim@probe.lan.");
        expect((await current.asSuperuser(`${records}/${upper.id}`)).json.email).toBe("Kim@Probe.lan");
        expect((await signIn(current, "Kim@Probe.lan", upper.password)).status).toBe(200);
        expect((await signIn(current, "kim@probe.lan", lower.password)).status).toBe(200);
      },
    );
  });
});

// docs/product.md "Employees": employees see colleagues' names and roles only. Their own record is theirs in full.
describe("what an employee sees of an employee record", () => {
  const COLLEAGUE_KEYS = ["collectionId", "collectionName", "id", "name", "role"];
  const OWN_KEYS = ["collectionId", "collectionName", "created", "email", "emailVisibility", "id", "language", "name", "role", "updated", "verified"];
  let nina: Employee;
  let olaf: Employee;
  let vehicleId: string;

  beforeAll(async () => {
    [nina, olaf] = await Promise.all([createEmployee(server, { name: "Nina Colleague" }), createEmployee(server, { name: "Olaf Colleague" })]);
    const category = await createCategory(server);
    vehicleId = (await createVehicle(server, category.id, nina.token)).id;
    expect((await server.request(`${VEHICLE_RECORDS}/${vehicleId}`, { method: "PATCH", token: olaf.token, body: { color: "Green" } })).status).toBe(200);
  });

  const keys = (record: Record<string, unknown>) => Object.keys(record).sort();

  it.each<[string, () => Promise<Record<string, unknown>>, "colleague" | "own"]>([
    ["a colleague in the list", async () => (await server.request(records, { token: nina.token })).json.items.find((e: Employee) => e.id === olaf.id), "colleague"],
    ["a colleague's record", async () => (await server.request(`${records}/${olaf.id}`, { token: nina.token })).json, "colleague"],
    [
      "a vehicle's creator, expanded",
      async () => (await server.request(`${VEHICLE_RECORDS}/${vehicleId}?expand=created_by`, { token: olaf.token })).json.expand.created_by,
      "colleague",
    ],
    [
      "a vehicle's last editor, expanded in a list",
      async () => (await server.request(`${VEHICLE_RECORDS}?expand=updated_by&filter=${encodeURIComponent(`id="${vehicleId}"`)}`, { token: nina.token })).json.items[0].expand.updated_by,
      "colleague",
    ],
    ["themselves in the list", async () => (await server.request(records, { token: nina.token })).json.items.find((e: Employee) => e.id === nina.id), "own"],
    ["their own record", async () => (await server.request(`${records}/${nina.id}`, { token: nina.token })).json, "own"],
    [
      "themselves, expanded on a vehicle",
      async () => (await server.request(`${VEHICLE_RECORDS}/${vehicleId}?expand=created_by`, { token: nina.token })).json.expand.created_by,
      "own",
    ],
  ])("%s", async (_what, read, whose) => {
    expect(keys(await read())).toEqual(whose === "own" ? OWN_KEYS : COLLEAGUE_KEYS);
  });

  it("the superuser sees every field of everyone, the labour rate too (only an administrator's)", async () => {
    expect(keys((await server.asSuperuser(`${records}/${olaf.id}`)).json)).toEqual([...OWN_KEYS, "labour_rate", "name_key"].sort());
  });

  // A filter or sort on a field is an oracle for it: `verified=false` would list the unverified
  // colleagues, `created>"…"` would find each account's date by bisection.
  it.each([
    ["employees", "filter", "verified=false", 400],
    ["employees", "filter", "emailVisibility=true", 400],
    ["employees", "filter", 'created>"2000-01-01"', 400],
    ["employees", "sort", "-updated", 400],
    ["employees", "filter", 'language="de"', 400],
    ["vehicles", "filter", "created_by.verified=false", 400],
    ["vehicles", "sort", "updated_by.created", 400],
    ["employees", "filter", 'name!=""', 200],
    ["employees", "sort", "name", 200],
    ["vehicles", "filter", 'created_by.name!=""', 200],
  ])("a list of %s with %s=%s answers %i: only names are there to learn", async (collection, param, value, status) => {
    const response = await server.request(`/api/collections/${collection}/records?${param}=${encodeURIComponent(value)}`, { token: nina.token });
    expect(response.status, response.text).toBe(status);
  });

  it("the superuser may filter and sort on every field", async () => {
    const response = await server.asSuperuser(`${records}?filter=${encodeURIComponent("verified=true")}&sort=-created`);
    expect(response.status, response.text).toBe(200);
  });

  it("live: a colleague's change, directly and expanded on a vehicle", async () => {
    const client = await RealtimeClient.connect(server);
    try {
      await client.subscribe(["employees", `vehicles/${vehicleId}?options=${encodeURIComponent(JSON.stringify({ query: { expand: "created_by,updated_by" } }))}`], nina.token);
      expect((await server.asSuperuser(`${records}/${olaf.id}`, { method: "PATCH", body: { name: "Olaf Renamed" } })).status).toBe(200);
      expect((await server.request(`${VEHICLE_RECORDS}/${vehicleId}`, { method: "PATCH", token: olaf.token, body: { color: "Blue" } })).status).toBe(200);
      const employeeEvent = await client.waitFor((event) => event.event === "employees" && event.data.record.id === olaf.id);
      expect(keys(employeeEvent.data.record)).toEqual(COLLEAGUE_KEYS);
      const vehicleEvent = await client.waitFor((event) => event.event.startsWith("vehicles/") && event.data.record.color === "Blue");
      expect(keys(vehicleEvent.data.record.expand.updated_by)).toEqual(COLLEAGUE_KEYS);
      expect(keys(vehicleEvent.data.record.expand.created_by)).toEqual(OWN_KEYS);
    } finally {
      client.close();
    }
  });

  it("signing in and refreshing return their own record in full", async () => {
    const refreshed = await server.request("/api/collections/employees/auth-refresh", { method: "POST", token: nina.token });
    expect(keys(refreshed.json.record)).toEqual(OWN_KEYS);
  });
});
