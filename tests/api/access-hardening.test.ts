// Access beyond the collection matrix of access.test.ts (docs/product.md "Access rules"): realtime
// topics of every collection for guests and employees (no colleague's email in any event),
// photo URLs with every kind of token, the superuser-only API, the batch API, the employees'
// own account endpoints, what a password change ends, and the sign-in rate limit's recovery.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Vehicle } from "@shared/records";
import { STATS_PATH } from "@shared/dashboard";
import { VEHICLES_CSV_PATH } from "@shared/vehicle-export";
import {
  createEmployee,
  signInWithPassword,
  startServer,
  type ApiResponse,
  type Employee,
  type TestServer,
} from "../support/pocketbase";
import { RealtimeClient, type RealtimeEvent } from "../support/realtime";
import { CATEGORY_RECORDS, createCategory, createVehicle, createVehicleWithPhoto, EMPLOYEE_RECORDS, VEHICLE_RECORDS } from "../support/records";
import { signedEmailChangeToken, signedFileToken } from "../support/tokens";

let server: TestServer;
let alice: Employee;
let bob: Employee;
let categoryId: string;
let photoVehicle: Vehicle;

beforeAll(async () => {
  // This suite makes records fast to trigger realtime events: the create limit (20 per 5 s from
  // one address) would answer some with 429. The sign-in limit has its own server below.
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" }, rateLimits: false });
  [alice, bob] = await Promise.all([
    createEmployee(server, { name: "Alice Mechanic" }),
    createEmployee(server, { name: "Bob Foreman" }),
  ]);
  categoryId = (await createCategory(server)).id;
  photoVehicle = await createVehicleWithPhoto(server, categoryId, alice.token);
});

afterAll(async () => {
  await server?.dispose();
});

const forged = (token: string) => `${token.slice(0, -4)}AAAA`;

// ---- Realtime ------------------------------------------------------------------------------

const ALL_TOPICS = [
  "vehicles",
  "vehicles/*",
  "categories",
  "categories/*",
  "employees",
  "employees/*",
  "category_usage",
  "category_usage/*",
  "_superusers",
  "_superusers/*",
  "*",
];

/**
 * Changes of every kind to every collection, ending with a vehicle the superuser's client is
 * waiting for: once it has arrived, every event before it has been sent to every client.
 */
async function changeEverything(reference: RealtimeClient): Promise<void> {
  const vehicle = await createVehicle(server, categoryId, bob.token);
  await server.request(`${VEHICLE_RECORDS}/${vehicle.id}`, { method: "PATCH", token: bob.token, body: { notes: "changed" } });
  await server.request(`${VEHICLE_RECORDS}/${vehicle.id}`, { method: "DELETE", token: bob.token });
  await createCategory(server, bob.token);
  await server.asSuperuser(`${EMPLOYEE_RECORDS}/${bob.id}`, { method: "PATCH", body: { name: `Bob Foreman ${Date.now()}` } });
  await server.asSuperuser("/api/collections/_superusers/records", {
    method: "POST",
    body: { email: `admin-${Date.now()}@workshop.test`, password: "a-long-password", passwordConfirm: "a-long-password" },
  });
  const last = await createVehicle(server, categoryId, bob.token);
  await reference.waitFor((event) => event.event === "vehicles" && event.data.record?.id === last.id);
}

async function watching(topics: string[], token?: string): Promise<RealtimeClient> {
  const client = await RealtimeClient.connect(server);
  await client.subscribe(topics, token);
  return client;
}

const topicsOf = (events: RealtimeEvent[]) => [...new Set(events.map((event) => event.event))].sort();

describe("realtime", () => {
  it.each([
    ["a guest", undefined],
    ["a forged token", "FORGED"],
  ])("tells %s nothing on any topic", async (_who, token) => {
    const reference = await watching(["vehicles"], server.superuserToken);
    const client = await watching(ALL_TOPICS, token === "FORGED" ? forged(alice.token) : undefined);
    try {
      await changeEverything(reference);
      expect(topicsOf(client.events)).toEqual(["PB_CONNECT"]);
    } finally {
      client.close();
      reference.close();
    }
  });

  it("tells an employee about vehicles, categories and colleagues' names, never emails or superusers", async () => {
    const reference = await watching(["vehicles"], server.superuserToken);
    const client = await watching(ALL_TOPICS, alice.token);
    try {
      await changeEverything(reference);
      expect(topicsOf(client.events)).toEqual(["PB_CONNECT", "categories", "categories/*", "employees", "employees/*", "vehicles", "vehicles/*"]);
      const employeeEvents = client.events.filter((event) => event.event.startsWith("employees"));
      expect(employeeEvents.length).toBeGreaterThan(0);
      for (const event of employeeEvents) {
        expect(event.data.record.name).toMatch(/^Bob Foreman/);
        expect(event.data.record.email).toBeUndefined();
        expect(event.data.record.tokenKey).toBeUndefined();
      }
    } finally {
      client.close();
      reference.close();
    }
  });

  it("expands a vehicle's authors for an employee without their emails, whatever the options ask", async () => {
    const options = encodeURIComponent(
      JSON.stringify({ query: { expand: "created_by,updated_by", fields: "*,expand.created_by.email,expand.created_by.tokenKey" } }),
    );
    const client = await watching([`vehicles?options=${options}`], alice.token);
    try {
      const vehicle = await createVehicle(server, categoryId, bob.token);
      const event = await client.waitFor((e) => e.event.startsWith("vehicles") && e.data.record?.id === vehicle.id);
      expect(event.data.record.expand?.created_by?.id ?? bob.id).toBe(bob.id);
      expect(JSON.stringify(event.data)).not.toContain(bob.email);
      expect(JSON.stringify(event.data)).not.toMatch(/tokenKey|password/);
    } finally {
      client.close();
    }
  });
});

// ---- Lists ---------------------------------------------------------------------------------

describe("lists", () => {
  // PocketBase hides colleagues' emails and adds "emailVisibility = true" to filters on them, but
  // a sort cannot be conditioned that way: sorting by email would list colleagues in the order
  // of their hidden addresses.
  const SORT_REFUSED = "Lists cannot be sorted by email addresses.";

  it.each([
    [EMPLOYEE_RECORDS, "email"],
    [EMPLOYEE_RECORDS, "-email,name"],
    [EMPLOYEE_RECORDS, "name, +email"],
    [VEHICLE_RECORDS, "created_by.email"],
    [VEHICLE_RECORDS, "-updated_by.email,plate"],
    [VEHICLE_RECORDS, "category.name,created_by.email"],
  ])("refuse to sort %s by %s for an employee", async (path, sort) => {
    const response = await server.request(`${path}?sort=${encodeURIComponent(sort)}`, { token: alice.token });
    expect(response.status, response.text).toBe(400);
    expect(response.json).toEqual({ status: 400, message: SORT_REFUSED, data: { sort: { code: "hidden_field", message: SORT_REFUSED } } });
  });

  it("still sort by names, and by email for the superuser", async () => {
    expect((await server.request(`${EMPLOYEE_RECORDS}?sort=-name`, { token: alice.token })).status).toBe(200);
    expect((await server.asSuperuser(`${EMPLOYEE_RECORDS}?sort=email`)).status).toBe(200);
    // Only the email field is this check's: emailVisibility is one of the fields hidden from
    // colleagues (employees.test.ts), refused by PocketBase itself, in its own words.
    expect((await server.asSuperuser(`${EMPLOYEE_RECORDS}?sort=emailVisibility`)).status).toBe(200);
    const visibility = await server.request(`${EMPLOYEE_RECORDS}?sort=emailVisibility`, { token: alice.token });
    expect(visibility.status).toBe(400);
    expect(visibility.json.message).not.toBe(SORT_REFUSED);
  });
});

// ---- Back-relations ------------------------------------------------------------------------

describe("back-relations", () => {
  // Each step through a back-relation reaches every record pointing back, so a short query
  // multiplies (server/lib/access/back-relation-terms.ts): only the superuser may use them.
  const REFUSED = "Only an administrator can expand, sort or filter through back-relations (…_via_…).";
  const refused = (field: string) => ({ status: 400, message: REFUSED, data: { [field]: { code: "back_relation", message: REFUSED } } });
  const VIA = "created_by.vehicles_via_created_by";

  type Row = [what: string, method: string, path: () => string, field: string];
  it.each<Row>([
    ["a list expanding one", "GET", () => `${VEHICLE_RECORDS}?expand=${VIA}`, "expand"],
    ["a list expanding one nested", "GET", () => `${VEHICLE_RECORDS}?expand=${VIA}.created_by.vehicles_via_created_by`, "expand"],
    ["a list expanding one among others", "GET", () => `${VEHICLE_RECORDS}?expand=category,${VIA}`, "expand"],
    ["a list expanding one, percent-encoded", "GET", () => `${VEHICLE_RECORDS}?expand=created_by.vehicles%5Fvia%5Fcreated_by`, "expand"],
    ["a list expanding one, letters encoded", "GET", () => `${VEHICLE_RECORDS}?%65xpand=created_by.vehicles_%76ia_created_by`, "expand"],
    ["a list expanding one in the old syntax", "GET", () => `${EMPLOYEE_RECORDS}?expand=vehicles(created_by)`, "expand"],
    ["a record expanding one", "GET", () => `${EMPLOYEE_RECORDS}/${alice.id}?expand=vehicles_via_created_by`, "expand"],
    ["a list sorted by one", "GET", () => `${VEHICLE_RECORDS}?sort=${VIA}.plate`, "sort"],
    ["a list filtered by one", "GET", () => `${VEHICLE_RECORDS}?filter=${encodeURIComponent(`${VIA}.plate ~ "A"`)}`, "filter"],
    ["a HEAD of a list expanding one", "HEAD", () => `${VEHICLE_RECORDS}?expand=${VIA}`, "expand"],
    ["a change expanding one in its answer", "PATCH", () => `${VEHICLE_RECORDS}/${photoVehicle.id}?expand=${VIA}`, "expand"],
    ["a create expanding one in its answer", "POST", () => `${CATEGORY_RECORDS}?expand=vehicles_via_category`, "expand"],
    ["a token refresh expanding one", "POST", () => `${EMPLOYEE_RECORDS.replace(/records$/, "auth-refresh")}?expand=vehicles_via_created_by`, "expand"],
  ])("are refused to an employee: %s", async (_what, method, path, field) => {
    const response = await server.request(path(), { method, token: alice.token, body: method === "GET" || method === "HEAD" ? undefined : {} });
    expect(response.status, response.text).toBe(400);
    if (method !== "HEAD") expect(response.json).toEqual(refused(field));
  });

  it("are refused to a guest too, who gets the 401 of vehicles first", async () => {
    expect((await server.request(`${VEHICLE_RECORDS}?expand=${VIA}`)).status).toBe(401);
    expect((await server.request(`${EMPLOYEE_RECORDS}?expand=vehicles_via_created_by`)).json).toEqual(refused("expand"));
  });

  it("leave a record's own relations and a search for text alone", async () => {
    const list = await server.request(`${VEHICLE_RECORDS}?expand=category,created_by,updated_by&sort=category.name,-plate`, { token: alice.token });
    expect(list.status, list.text).toBe(200);
    const view = await server.request(`${VEHICLE_RECORDS}/${photoVehicle.id}?expand=created_by,updated_by`, { token: alice.token });
    expect(view.json.expand.created_by.name).toBe("Alice Mechanic");
    const search = await server.request(`${VEHICLE_RECORDS}?filter=${encodeURIComponent('(plate ~ "via" || make ~ "(")')}`, { token: alice.token });
    expect(search.status, search.text).toBe(200);
  });

  it("are the superuser's to use", async () => {
    const response = await server.asSuperuser(`${VEHICLE_RECORDS}?perPage=100&expand=${VIA}&sort=${VIA}.plate`);
    expect(response.status, response.text).toBe(200);
    const byAlice = response.json.items.find((vehicle: Vehicle) => vehicle.id === photoVehicle.id);
    expect(byAlice.expand.created_by.expand.vehicles_via_created_by.length).toBeGreaterThan(0);
  });

  it.each([
    ["plainly", `vehicles?options=${encodeURIComponent(JSON.stringify({ query: { expand: VIA } }))}`],
    ["in the old syntax", `employees/*?options=${encodeURIComponent(JSON.stringify({ query: { expand: "vehicles(created_by)" } }))}`],
    ["with JSON escapes", `vehicles/*?options=${encodeURIComponent('{"Query":{"expand":"created_by.vehicles\\u005fvia\\u005fcreated_by"}}')}`],
  ])("are refused in a realtime subscription's options: %s", async (_what, subscription) => {
    const client = await RealtimeClient.connect(server);
    try {
      const response = await client.trySubscribe([subscription], alice.token);
      expect(response.status, response.text).toBe(400);
      expect(response.json).toEqual(refused("subscriptions"));
      expect((await client.trySubscribe([`vehicles?options=${encodeURIComponent(JSON.stringify({ query: { expand: "category" } }))}`], alice.token)).status).toBe(204);
    } finally {
      client.close();
    }
  });

  // PocketBase binds the subscribe body into a struct: JSON keys in any case, form values and XML
  // all reach it, so the check must read what PocketBase read, not the body.
  const BAD = `vehicles/*?options=${encodeURIComponent(JSON.stringify({ query: { expand: VIA } }))}`;
  it.each<[string, (clientId: string) => { rawBody: string; contentType: string }]>([
    ["as a form value", (id) => ({ rawBody: new URLSearchParams({ clientId: id, subscriptions: BAD }).toString(), contentType: "application/x-www-form-urlencoded" })],
    ["under an upper-case JSON key", (id) => ({ rawBody: JSON.stringify({ clientId: id, SUBSCRIPTIONS: [BAD] }), contentType: "application/json" })],
    ["under a second JSON key", (id) => ({ rawBody: JSON.stringify({ clientId: id, subscriptions: ["vehicles/*"], Subscriptions: [BAD] }), contentType: "application/json" })],
    ["in XML", (id) => ({ rawBody: `<r><ClientId>${id}</ClientId><Subscriptions>${BAD}</Subscriptions></r>`, contentType: "text/xml" })],
  ])("are refused in a realtime subscription sent %s", async (_what, body) => {
    const client = await RealtimeClient.connect(server);
    try {
      const { rawBody, contentType } = body(client.id);
      const response = await server.request("/api/realtime", { method: "POST", token: alice.token, rawBody, headers: { "content-type": contentType } });
      expect(response.status, response.text).toBe(400);
      expect(response.json).toEqual(refused("subscriptions"));
    } finally {
      client.close();
    }
  });
});

// ---- Photos --------------------------------------------------------------------------------

describe("photo URLs", () => {
  const url = (query = "") => `/api/files/vehicles/${photoVehicle.id}/${photoVehicle.photo}${query}`;
  const fileToken = async (token: string) => (await server.request("/api/files/token", { method: "POST", token })).json.token as string;

  it.each<[string, () => Promise<{ query?: string; header?: string }>]>([
    ["no token", async () => ({})],
    ["an auth token in the header", async () => ({ header: alice.token })],
    ["an auth token as the file token", async () => ({ query: `token=${alice.token}` })],
    ["a forged file token", async () => ({ query: `token=${forged(await fileToken(alice.token))}` })],
    ["an expired file token", async () => ({ query: `token=${await signedFileToken(server, alice.id, -1)}` })],
  ])("refuse %s, the thumbs too", async (_what, make) => {
    const { query, header } = await make();
    for (const thumb of ["", "thumb=100x100", "thumb=480x0"]) {
      const params = [query, thumb].filter(Boolean).join("&");
      const response = await server.request(url(params ? `?${params}` : ""), { token: header ?? null });
      expect(response.status, `${thumb} ${response.text}`).toBe(404);
      expect(response.headers.get("content-type")).not.toMatch(/^image\//);
    }
  });

  it.each([
    ["an employee's file token", () => fileToken(alice.token)],
    ["a colleague's file token", () => fileToken(bob.token)],
    ["the superuser's file token", () => fileToken(server.superuserToken)],
    ["a file token signed a minute ago", () => signedFileToken(server, alice.id, 60)],
  ])("serve the photo and its thumbs for %s", async (_what, make) => {
    const token = await make();
    for (const thumb of ["", "&thumb=100x100", "&thumb=480x0"]) {
      const response = await server.request(url(`?token=${token}${thumb}`));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
    }
  });

  it("are no way into another collection's files", async () => {
    const token = await fileToken(alice.token);
    for (const collection of ["categories", "employees", "_superusers"]) {
      const response = await server.request(`/api/files/${collection}/${photoVehicle.id}/${photoVehicle.photo}?token=${token}`);
      expect(response.status).toBe(404);
    }
  });
});

// ---- PocketBase's own API ------------------------------------------------------------------

type Row = [method: string, path: string, body?: unknown];

const SUPERUSER_ONLY: Row[] = [
  ["GET", "/api/settings"],
  ["PATCH", "/api/settings", { rateLimits: { enabled: false } }],
  ["POST", "/api/settings/test/email", { email: "x@workshop.test", template: "verification" }],
  ["POST", "/api/settings/test/s3", { filesystem: "backups" }],
  ["GET", "/api/collections"],
  ["GET", "/api/collections/employees"],
  ["POST", "/api/collections", { name: "mine", type: "base" }],
  ["PATCH", "/api/collections/vehicles", { listRule: "" }],
  ["DELETE", "/api/collections/vehicles/truncate"],
  ["DELETE", "/api/collections/vehicles"],
  ["PUT", "/api/collections/import", { collections: [] }],
  ["GET", "/api/collections/meta/scaffolds"],
  ["GET", "/api/logs"],
  ["GET", "/api/logs/stats"],
  ["GET", "/api/backups"],
  ["POST", "/api/backups", { name: "mine.zip" }],
  ["POST", "/api/backups/upload"],
  ["DELETE", "/api/backups/any.zip"],
  ["POST", "/api/backups/any.zip/restore"],
  ["GET", "/api/crons"],
  ["POST", "/api/crons/__pbDBOptimize__"],
  ["POST", "/api/sql", { query: "SELECT email FROM employees" }],
  ["GET", "/api/collections/_superusers/records"],
  ["POST", "/api/collections/_superusers/records", { email: "me@workshop.test", password: "a-long-password", passwordConfirm: "a-long-password" }],
  ["POST", "/api/collections/employees/impersonate/BOB", { duration: 60 }],
];

describe("PocketBase's superuser-only API", () => {
  it.each(
    SUPERUSER_ONLY.flatMap(([method, path, body]) => [
      ["an employee", method, path, body] as const,
      ["a guest", method, path, body] as const,
    ]),
  )("refuses %s: %s %s", async (who, method, path, body) => {
    const response = await server.request(path.replace("BOB", bob.id), { method, token: who === "a guest" ? null : alice.token, body });
    expect([401, 403], response.text).toContain(response.status);
    expect(response.json).toMatchObject({ status: response.status, message: expect.any(String), data: {} });
  });

  it.each(["an employee", "a guest"])("shows %s no superuser, MFA, OTP or sign-in origin record", async (who) => {
    for (const collection of ["_superusers", "_mfas", "_otps", "_authOrigins", "_externalAuths"]) {
      const response = await server.request(`/api/collections/${collection}/records`, { token: who === "a guest" ? null : alice.token });
      expect(response.status === 200 ? response.json.items : [], collection).toEqual([]);
      expect([200, 403], collection).toContain(response.status);
    }
  });

  it("does not let an employee download a backup with their file token", async () => {
    const created = await server.asSuperuser("/api/backups", { method: "POST", body: { name: "access-check.zip" } });
    expect(created.status, created.text).toBe(204);
    const token = (await server.request("/api/files/token", { method: "POST", token: alice.token })).json.token;
    for (const query of ["", `?token=${token}`, `?token=${alice.token}`]) {
      const response = await server.request(`/api/backups/access-check.zip${query}`, { token: alice.token });
      expect([401, 403, 404], `${query}: ${response.status}`).toContain(response.status);
      expect(response.headers.get("content-type")).not.toBe("application/zip");
    }
  });

  it("keeps the batch API off for everyone, the superuser included", async () => {
    const body = { requests: [{ method: "POST", url: CATEGORY_RECORDS, body: { name: "Via batch" } }] };
    for (const token of [null, alice.token, server.superuserToken]) {
      const response = await server.request("/api/batch", { method: "POST", token, body });
      expect(response.status).toBe(403);
    }
    const found = await server.asSuperuser(`${CATEGORY_RECORDS}?filter=${encodeURIComponent('name = "Via batch"')}`);
    expect(found.json.items).toEqual([]);
  });
});

// ---- An employee's own account -------------------------------------------------------------

describe("an employee's own account", () => {
  it("offers password sign-in only: no OTP, no OAuth2", async () => {
    const methods = (await server.request("/api/collections/employees/auth-methods")).json;
    expect(methods).toMatchObject({ password: { enabled: true }, otp: { enabled: false }, oauth2: { enabled: false }, mfa: { enabled: false } });
    const otp = await server.request("/api/collections/employees/request-otp", { method: "POST", body: { email: alice.email } });
    expect(otp.status).toBe(403);
  });

  const REFUSED = { status: 403, message: "Only an administrator can change an employee's email address.", data: {} };

  it("cannot ask to change its email address: only an administrator can", async () => {
    const response = await server.request("/api/collections/employees/request-email-change", {
      method: "POST",
      token: alice.token,
      body: { newEmail: "alice-elsewhere@workshop.test" },
    });
    expect(response.json).toEqual(REFUSED);
  });

  it("cannot confirm an email change either, even with a genuine token", async () => {
    const newEmail = "alice-elsewhere@workshop.test";
    const token = await signedEmailChangeToken(server, alice.id, alice.email, newEmail);
    const response = await server.request("/api/collections/employees/confirm-email-change", {
      method: "POST",
      body: { token, password: alice.password },
    });
    expect(response.json).toEqual(REFUSED);
    expect((await server.asSuperuser(`${EMPLOYEE_RECORDS}/${alice.id}`)).json.email).toBe(alice.email);
  });
});

// ---- A password change ---------------------------------------------------------------------

describe("a password change", () => {
  async function everything(token: string, fileToken: string): Promise<Record<string, number>> {
    const get = async (path: string, auth: string | null = token): Promise<ApiResponse> => server.request(path, { token: auth });
    return {
      vehicles: (await get(VEHICLE_RECORDS)).status,
      stats: (await get(STATS_PATH)).status,
      refresh: (await server.request("/api/collections/employees/auth-refresh", { method: "POST", token })).status,
      photo: (await get(`/api/files/vehicles/${photoVehicle.id}/${photoVehicle.photo}?token=${fileToken}`, null)).status,
      csv: (await get(`${VEHICLES_CSV_PATH}?token=${fileToken}`, null)).status,
    };
  }

  it("by the employee ends every token and live connection they had, and the new password works", async () => {
    const carol = await createEmployee(server, { name: "Carol Apprentice" });
    const session = await signInWithPassword(server, carol.email, carol.password);
    const fileToken = (await server.request("/api/files/token", { method: "POST", token: session.token })).json.token;
    expect(await everything(session.token, fileToken)).toEqual({ vehicles: 200, stats: 200, refresh: 200, photo: 200, csv: 200 });
    const live = await watching(["vehicles"], session.token);
    const reference = await watching(["vehicles"], server.superuserToken);
    try {
      const newPassword = "carol-has-a-new-password";
      const changed = await server.request(`${EMPLOYEE_RECORDS}/${carol.id}`, {
        method: "PATCH",
        token: session.token,
        body: { oldPassword: carol.password, password: newPassword, passwordConfirm: newPassword },
      });
      expect(changed.status, changed.text).toBe(200);

      for (const token of [session.token, carol.token]) {
        expect(await everything(token, fileToken)).toEqual({ vehicles: 401, stats: 401, refresh: 401, photo: 404, csv: 401 });
      }
      const vehicle = await createVehicle(server, categoryId, bob.token);
      await reference.waitFor((event) => event.data.record?.id === vehicle.id);
      expect(live.events.filter((event) => event.event === "vehicles")).toEqual([]);

      const renewed = await signInWithPassword(server, carol.email, newPassword);
      expect((await server.request(VEHICLE_RECORDS, { token: renewed.token })).status).toBe(200);
    } finally {
      live.close();
      reference.close();
    }
  });

  it("by an administrator in the dashboard ends the employee's tokens too", async () => {
    const dave = await createEmployee(server, { name: "Dave Driver" });
    expect((await server.request(VEHICLE_RECORDS, { token: dave.token })).status).toBe(200);
    const reset = await server.asSuperuser(`${EMPLOYEE_RECORDS}/${dave.id}`, {
      method: "PATCH",
      body: { password: "set-by-the-administrator", passwordConfirm: "set-by-the-administrator" },
    });
    expect(reset.status, reset.text).toBe(200);
    expect((await server.request(VEHICLE_RECORDS, { token: dave.token })).status).toBe(401);
  });
});

// ---- Rate limit ----------------------------------------------------------------------------

describe("the password sign-in rate limit", () => {
  let limited: TestServer;
  let erin: Employee;

  // The real rule (10 a minute, tests/api/schema.test.ts) would keep this test waiting a minute
  // for the recovery; the same kind of rule with 3 per 2 s shows the same behaviour in 2 s.
  beforeAll(async () => {
    limited = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } });
    const settings = (await limited.asSuperuser("/api/settings")).json;
    const rules = settings.rateLimits.rules.map((rule: { label: string }) =>
      rule.label === "*:auth" ? { ...rule, maxRequests: 3, duration: 2 } : rule,
    );
    const patched = await limited.asSuperuser("/api/settings", { method: "PATCH", body: { rateLimits: { enabled: true, rules } } });
    expect(patched.status, patched.text).toBe(200);
    erin = await createEmployee(limited, { name: "Erin Estimator" });
  });

  afterAll(async () => {
    await limited?.dispose();
  });

  const signIn = (password: string, headers: Record<string, string> = {}) =>
    limited.request("/api/collections/employees/auth-with-password", {
      method: "POST",
      body: { identity: erin.email, password },
      headers,
    });

  it("answers 429 once the limit is spent, even to the right password, and lets people in again after the window", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await signIn("a-wrong-guess")).status);
    const blocked = await signIn(erin.password);
    expect([...statuses, blocked.status]).toEqual([400, 400, 400, 429]);
    expect(blocked.json).toMatchObject({ status: 429, message: expect.any(String), data: {} });
    // Claiming another address does not help: no proxy header is trusted unless configured.
    const disguised = await signIn(erin.password, { "x-forwarded-for": "10.9.8.7", "x-real-ip": "10.9.8.6" });
    expect(disguised.status).toBe(429);

    const started = Date.now();
    await expect.poll(async () => (await signIn(erin.password)).status, { timeout: 5_000, interval: 250 }).toBe(200);
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});
