// Hostile input, property-based (fast-check): malformed and hostile requests to every collection,
// auth endpoint, custom endpoint, file URL, realtime, superuser-only API and page path. Every
// answer must be a 4xx (or a 2xx/3xx where the input happens to be valid) — never a 5xx — and an
// error from the API must have PocketBase's shape `{status, message, data}`; the server stays
// healthy and no handler panics. About 1 300 cases a run (HARDENING_SCALE multiplies them); the
// seed is printed, HARDENING_SEED=<seed> replays a run.
//
// Rate limits are off for this server: it must see what the handlers do with each request, not
// the limiter's 429 after the first 300 (one client address sends them all). The limits
// themselves are tested in access-hardening.test.ts.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORGED_ENTRY, historyWhere } from "../support/history";
import { HARDENING_SCALE, HARDENING_SEED, scaled } from "../support/hardening";
import {
  bodyArb,
  expandArb,
  fieldsArb,
  filterArb,
  headerSafe,
  hostileString,
  hostileValue,
  listQueryEntries,
  nearlyValidBody,
  pathArb,
  percentEncode,
  queryArb,
  rawish,
  request,
  segmentArb,
  sortArb,
} from "../support/hostile";
import { createEmployee, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { sendRawBytes, sendRequest, type RawRequest, type RawResponse } from "../support/raw-http";
import { RealtimeClient } from "../support/realtime";
import {
  createCategory,
  createVehicle,
  createVehicleWithPhoto,
  multipart,
  TINY_PNG,
  uniquePlate,
  VEHICLE_RECORDS,
} from "../support/records";
import { addItem, createWorkOrder } from "../support/work-orders";
import { createPart, getPart, ledgerHundredths, ledgerOf } from "../support/parts";
import { createDocument } from "../support/documents";
import { createTemplate, reportDefect, startInspection } from "../support/inspections";

let server: TestServer;
let alice: Employee;
let bob: Employee;
let categoryId: string;
let vehicleId: string;
let workOrderId: string;
let itemId: string;
let partId: string;
let movementId: string;
let documentId: string;
let documentFile: string;
let templateId: string;
let inspectionId: string;
let defectId: string;
let photoName: string;
let fileToken: string;
let superuserId: string;
let collectionIds: string[];
let listener: RealtimeClient;
/** A category and a vehicle whose ids no generated request knows: nothing may change them. */
let anchorCategory: Record<string, unknown>;
let anchorVehicle: Record<string, unknown>;
const statuses = new Map<number, number>();

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" }, rateLimits: false });
  alice = await createEmployee(server, { name: "Alice Mechanic" });
  bob = await createEmployee(server, { name: "Bob Foreman" });
  categoryId = (await createCategory(server, alice.token)).id;
  const vehicle = await createVehicleWithPhoto(server, categoryId, alice.token);
  vehicleId = vehicle.id;
  photoName = vehicle.photo;
  workOrderId = (await createWorkOrder(server, alice.token, vehicleId)).id;
  itemId = (await addItem(server, alice.token, workOrderId, { quantity: 2, unit_cost: 9.99 })).id;
  partId = (await createPart(server, alice.token, {}, 50)).id;
  movementId = (await ledgerOf(server, partId))[0]!.id;
  const paper = await createDocument(server, alice.token, vehicleId);
  [documentId, documentFile] = [paper.id, paper.file];
  templateId = (await createTemplate(server, alice.token)).id;
  inspectionId = (await startInspection(server, alice.token, vehicleId, templateId)).id;
  defectId = (await reportDefect(server, alice.token, vehicleId)).id;
  fileToken = (await server.request("/api/files/token", { method: "POST", token: alice.token })).json.token;
  superuserId = JSON.parse(Buffer.from(server.superuserToken.split(".")[1]!, "base64url").toString()).id;
  collectionIds = (await server.asSuperuser("/api/collections?perPage=100")).json.items.map((c: { id: string }) => c.id);
  const anchor = await createCategory(server, undefined, { name: "Anchor", description: "Must survive the run." });
  anchorCategory = { ...anchor };
  anchorVehicle = { ...(await createVehicle(server, anchor.id, undefined, { notes: "Must survive the run." })) };
  listener = await RealtimeClient.connect(server);
  await listener.subscribe(["vehicles"], bob.token);
  console.info(`hostile input: seed ${HARDENING_SEED} (HARDENING_SEED=${HARDENING_SEED} replays this run)`);
});

afterAll(async () => {
  listener?.close();
  console.info(`hostile input: answers by status ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
  await server?.dispose();
});

/** Generous: a run takes seconds; a failure's shrinking may take much longer. */
const PROPERTY_TIMEOUT_MS = 180_000 * HARDENING_SCALE;

// ---- Who asks ------------------------------------------------------------------------------

type Who = "guest" | "employee" | "colleague" | "superuser" | "forged" | "garbage";

const anyone = fc.constantFrom<Who>("guest", "employee", "colleague", "superuser", "forged", "garbage");
/** Everyone but the superuser: for requests that would change or delete what the run relies on. */
const notSuperuser = fc.constantFrom<Who>("guest", "employee", "colleague", "forged", "garbage");

function tokenOf(who: Who, garbage = "Bearer null"): string | null {
  switch (who) {
    case "guest":
      return null;
    case "employee":
      return alice.token;
    case "colleague":
      return bob.token;
    case "superuser":
      return server.superuserToken;
    case "forged":
      return `${alice.token.slice(0, -4)}AAAA`;
    case "garbage":
      return headerSafe(garbage);
  }
}

const garbageToken = fc.oneof(fc.constantFrom("Bearer null", "null", "", "a.b.c", "eyJhbGciOiJub25lIn0.e30."), hostileString);

// ---- The assertion -------------------------------------------------------------------------

function summary(req: RawRequest): string {
  const body = req.body === undefined ? "" : typeof req.body === "string" ? req.body : Buffer.from(req.body).toString("latin1");
  const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);
  return `${req.method} ${cut(req.path)} ${JSON.stringify(req.headers)} ${JSON.stringify(cut(body))}`;
}

/**
 * Go's HTTP server refuses a request it cannot parse (a URL with a bare `%`, a request line or
 * headers over 1 MB) before PocketBase sees it: a plain-text 400 or 431 that closes the
 * connection. A 4xx all the same, but not PocketBase's to shape.
 */
function refusedByHttpLayer(res: RawResponse): boolean {
  return res.status < 500 && res.headers.connection === "close" && res.text.startsWith(`${res.status} `);
}

/** Never a 5xx; an API error in PocketBase's shape with the status it was sent with. */
function expectWellFormed(req: RawRequest, res: RawResponse): void {
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  const what = `${summary(req)}\n→ ${res.status} ${res.text.slice(0, 300)}`;
  expect(res.status, what).toBeGreaterThanOrEqual(200);
  expect(res.status, what).toBeLessThan(500);
  const api = /^\/api(\/|$|\?)/.test(req.path);
  if (api && res.status >= 400 && req.method !== "HEAD" && !refusedByHttpLayer(res)) {
    expect(res.json, what).toMatchObject({ status: res.status, message: expect.any(String), data: expect.any(Object) });
  }
}

async function send(req: RawRequest): Promise<void> {
  expectWellFormed(req, await sendRequest(server.url, req));
}

/** Runs a property of requests with the run's seed; a failure names the seed and the request. */
async function check(arbitrary: fc.Arbitrary<RawRequest>, numRuns: number): Promise<void> {
  await fc.assert(
    fc.asyncProperty(arbitrary, (req) => send(req)),
    {
      seed: HARDENING_SEED,
      numRuns: scaled(numRuns),
      // A shrunk request is easier to read, but each step is a request: cap the effort (an
      // interrupted shrink still reports the failure).
      interruptAfterTimeLimit: PROPERTY_TIMEOUT_MS - 30_000,
      reporter: (details) => {
        if (!details.failed) return;
        const shown = details.counterexample ? summary(details.counterexample[0]) : "(none)";
        throw new Error(
          `hostile request broke the server (seed ${details.seed}, path ${details.counterexample ? details.counterexamplePath : "?"}):\n` +
            `${shown}\n${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}`,
        );
      },
    },
  );
}

// ---- Requests ------------------------------------------------------------------------------

const VEHICLE_FIELDS = ["plate", "vin", "make", "model", "year", "category", "status", "odometer", "fuel", "color", "notes", "photo"];
const CATEGORY_FIELDS = ["name", "description"];
const EMPLOYEE_FIELDS = ["name", "email", "password", "passwordConfirm", "oldPassword", "verified", "emailVisibility", "labour_rate", "language"];
const WORK_ORDER_FIELDS = ["vehicle", "title", "description", "status", "priority", "assignee", "due", "odometer", "number", "total_cost", "photos"];
const ITEM_FIELDS = ["work_order", "kind", "description", "part_number", "quantity", "unit", "unit_cost", "done"];
const READING_FIELDS = ["vehicle", "km", "read_at", "source", "work_order"];
const DOCUMENT_FIELDS = ["vehicle", "kind", "title", "file", "expires"];
const HISTORY_FIELDS = ["collection", "record", "action", "title", "by", "by_label", "at", "vehicle", "changes"];
const PART_FIELDS = ["number", "name", "unit", "unit_cost", "reorder_point", "location", "supplier", "barcode", "on_hand", "number_key", "needs_reorder"];
const MOVEMENT_FIELDS = ["part", "quantity", "reason", "unit_cost", "note", "counted", "work_order_item", "work_order", "work_order_number", "by", "by_label", "at"];
const TEMPLATE_FIELDS = ["name", "category", "items"];
const INSPECTION_FIELDS = ["vehicle", "template", "results", "odometer", "status", "photos", "failed", "inspector"];
const DEFECT_FIELDS = ["vehicle", "title", "note", "severity", "status", "work_order", "dismiss_note", "photos", "inspection", "fixed_at"];
const REMINDER_FIELDS = ["vehicle", "title", "every_months", "every_km", "due_date", "due_km", "last_done_date", "last_done_km", "soon_days", "soon_km", "state"];
const TIME_ENTRY_FIELDS = ["work_order", "employee", "started", "ended", "minutes", "note"];

function knownIds(): string[] {
  return [vehicleId, categoryId, workOrderId, itemId, partId, movementId, documentId, templateId, inspectionId, defectId, alice.id, bob.id, superuserId, "", "x", "abcdefghij12345", `${vehicleId}/`, `${vehicleId}%00`];
}

const collectionArb = (): fc.Arbitrary<string> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.constantFrom(
        "vehicles",
        "categories",
        "employees",
        "category_usage",
        "work_orders",
        "work_order_items",
        "odometer_readings",
        "history",
        "reminders",
        "parts",
        "stock_movements",
        "inspection_templates",
        "inspections",
        "defects",
        "time_entries",
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom("_superusers", "_mfas", "_otps", "_externalAuths", "_authOrigins", "VEHICLES", "vehicles%20", ...collectionIds),
    },
    { weight: 1, arbitrary: segmentArb },
  );

/** Create, read, update, delete and list on every collection, with hostile ids, queries and bodies. */
const recordRequests = (): fc.Arbitrary<RawRequest> =>
  fc
    .record({
      collection: collectionArb(),
      action: fc.constantFrom("list", "view", "create", "update", "delete", "odd method"),
      id: fc.oneof(fc.constantFrom(...knownIds()), segmentArb),
      query: queryArb(listQueryEntries),
      anyBody: bodyArb([
        ...VEHICLE_FIELDS,
        ...CATEGORY_FIELDS,
        ...EMPLOYEE_FIELDS,
        ...WORK_ORDER_FIELDS,
        ...ITEM_FIELDS,
        ...READING_FIELDS,
        ...HISTORY_FIELDS,
        ...REMINDER_FIELDS,
        ...PART_FIELDS,
        ...MOVEMENT_FIELDS,
        ...DOCUMENT_FIELDS,
        ...TEMPLATE_FIELDS,
        ...INSPECTION_FIELDS,
        ...DEFECT_FIELDS,
        ...TIME_ENTRY_FIELDS,
        "service_plan",
        "reminders",
      ]),
      vehicleBody: nearlyValidBody(
        fc.record({
          plate: fc.nat(99_999).map((n) => `HX ${n}`),
          make: fc.constant("Ford"),
          model: fc.constant("Focus"),
          category: fc.constant(categoryId),
        }),
        VEHICLE_FIELDS,
      ),
      categoryBody: nearlyValidBody(fc.record({ name: fc.nat(99_999).map((n) => `Hostile ${n}`) }), CATEGORY_FIELDS),
      workOrderBody: nearlyValidBody(
        fc.record({ vehicle: fc.constant(vehicleId), title: fc.nat(99_999).map((n) => `Hostile job ${n}`) }),
        WORK_ORDER_FIELDS,
      ),
      itemBody: nearlyValidBody(
        fc.record(
          { work_order: fc.constant(workOrderId), description: fc.constant("Hostile part"), quantity: fc.constant(1), part: fc.constant(partId) },
          { requiredKeys: ["work_order", "description", "quantity"] },
        ),
        [...ITEM_FIELDS, "part"],
      ),
      partBody: nearlyValidBody(fc.record({ number: fc.nat(99_999).map((n) => `HX-${n}`), name: fc.constant("Hostile part") }), PART_FIELDS),
      movementBody: nearlyValidBody(
        fc.oneof(
          fc.record({ part: fc.constant(partId), reason: fc.constant("receipt"), quantity: fc.nat(5).map((n) => n + 1), unit_cost: fc.constant(1) }),
          fc.record({ part: fc.constant(partId), reason: fc.constant("adjustment"), counted: fc.nat(80) }),
        ),
        MOVEMENT_FIELDS,
      ),
      historyBody: nearlyValidBody(fc.record({ collection: fc.constant("vehicles"), record: fc.constant(vehicleId), action: fc.constant("deleted"), by_label: fc.constant(FORGED_ENTRY.by_label), at: fc.constant(FORGED_ENTRY.at) }), HISTORY_FIELDS),
      readingBody: nearlyValidBody(fc.record({ vehicle: fc.constant(vehicleId), km: fc.nat(9_999_999) }), READING_FIELDS),
      reminderBody: nearlyValidBody(
        fc.record({ vehicle: fc.constant(vehicleId), title: fc.constant("Hostile check"), every_months: fc.integer({ min: 1, max: 120 }) }),
        REMINDER_FIELDS,
      ),
      timeEntryBody: nearlyValidBody(
        fc.record({ work_order: fc.constant(workOrderId), started: fc.integer({ min: 1, max: 900 }).map((minutes) => new Date(Date.now() - minutes * 60_000).toISOString()) }),
        TIME_ENTRY_FIELDS,
      ),
      documentBody: nearlyValidBody(
        fc.record({ vehicle: fc.constant(vehicleId), kind: fc.constant("insurance"), title: fc.constant("Hostile paper"), expires: fc.constant("2030-01-31") }),
        DOCUMENT_FIELDS,
      ),
      templateBody: nearlyValidBody(
        fc.record({
          name: fc.nat(99_999).map((n) => `Hostile list ${n}`),
          items: fc.constant([{ label: "Lights", kind: "check" }, { label: "Tread", kind: "measure", unit: "mm", min: 1.6 }]),
        }),
        TEMPLATE_FIELDS,
      ),
      inspectionBody: nearlyValidBody(
        fc.record({
          vehicle: fc.constant(vehicleId),
          template: fc.constant(templateId),
          results: fc.oneof(
            fc.dictionary(fc.constantFrom("0", "1", "2", "99", "-1", "__proto__"), fc.record({ result: hostileValue, value: hostileValue, note: hostileValue }, { requiredKeys: [] })),
            fc.array(hostileValue, { maxLength: 3 }),
          ),
        }),
        INSPECTION_FIELDS,
      ),
      defectBody: nearlyValidBody(
        fc.record({ vehicle: fc.constant(vehicleId), title: fc.constant("Hostile dent"), severity: fc.constantFrom("minor", "major", "critical") }),
        DEFECT_FIELDS,
      ),
      nearlyValid: fc.boolean(),
      reader: anyone,
      writer: notSuperuser,
      garbage: garbageToken,
      oddMethod: fc.constantFrom("PUT", "OPTIONS", "HEAD", "PROPFIND", "TRACE", "GET"),
    })
    .map(({ collection, action, id, query, anyBody, nearlyValid, reader, writer, garbage, oddMethod, ...own }) => {
      const records = `/api/collections/${collection}/records`;
      const ownBodies: Record<string, typeof anyBody> = {
        vehicles: own.vehicleBody,
        categories: own.categoryBody,
        work_orders: own.workOrderBody,
        work_order_items: own.itemBody,
        odometer_readings: own.readingBody,
        history: own.historyBody,
        reminders: own.reminderBody,
        parts: own.partBody,
        stock_movements: own.movementBody,
        time_entries: own.timeEntryBody,
        vehicle_documents: own.documentBody,
        inspection_templates: own.templateBody,
        inspections: own.inspectionBody,
        defects: own.defectBody,
      };
      const ownBody = ownBodies[collection] ?? anyBody;
      const body = nearlyValid ? ownBody : anyBody;
      switch (action) {
        case "list":
          return request("GET", `${records}${query}`, tokenOf(reader, garbage));
        case "view":
          return request("GET", `${records}/${id}${query}`, tokenOf(reader, garbage));
        case "create":
          // The superuser may create: it adds records, and never breaks what the run relies on.
          return request("POST", `${records}${query}`, tokenOf(reader, garbage), body);
        case "update":
          return request("PATCH", `${records}/${id}${query}`, tokenOf(writer, garbage), body);
        case "delete":
          return request("DELETE", `${records}/${id}`, tokenOf(writer, garbage));
        default:
          return request(oddMethod, `${records}/${id}`, tokenOf(reader, garbage), body);
      }
    });

const AUTH_ACTIONS = [
  "auth-with-password",
  "auth-refresh",
  "auth-methods",
  "auth-with-oauth2",
  "request-otp",
  "auth-with-otp",
  "request-password-reset",
  "confirm-password-reset",
  "request-verification",
  "confirm-verification",
  "request-email-change",
  "confirm-email-change",
];

/** Every auth endpoint of the auth collections (and of collections that are not), hostile bodies. */
const authRequests = (): fc.Arbitrary<RawRequest> =>
  fc
    .record({
      collection: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom("employees", "_superusers") },
        { weight: 1, arbitrary: fc.constantFrom("vehicles", "categories", "category_usage") },
        { weight: 1, arbitrary: segmentArb },
      ),
      action: fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...AUTH_ACTIONS) },
        { weight: 1, arbitrary: fc.constantFrom(`impersonate/${alice?.id ?? "x"}`, "impersonate/", "impersonate/x") },
        { weight: 1, arbitrary: segmentArb },
      ),
      structured: fc.record(
        {
          identity: fc.oneof(fc.constantFrom("alice", "superuser@workshop.test"), hostileString),
          password: hostileValue,
          token: fc.oneof(fc.constant("token"), hostileValue),
          email: fc.oneof(fc.constant("someone@workshop.test"), hostileValue),
          otpId: hostileValue,
          provider: fc.oneof(fc.constant("google"), hostileValue),
          code: hostileValue,
          codeVerifier: hostileValue,
          redirectURL: hostileValue,
          createData: hostileValue,
          duration: hostileValue,
          identityField: hostileValue,
          newPassword: hostileValue,
        },
        { requiredKeys: [] },
      ),
      body: bodyArb(["identity", "password", "email", "token", "otpId", "duration", "provider"]),
      useStructured: fc.boolean(),
      who: anyone,
      method: fc.constantFrom("POST", "POST", "POST", "GET", "PATCH"),
    })
    .map(({ collection, action, structured, body, useStructured, who, method }) => {
      const withIdentity = structured.identity === "alice" ? { ...structured, identity: alice.email } : structured;
      const encoded = useStructured ? { body: JSON.stringify(withIdentity), contentType: "application/json" } : body;
      const path = `/api/collections/${collection}/${action}`;
      // An impersonation as the superuser would work (and is harmless): anyone may try.
      return request(method, path, tokenOf(who), method === "GET" ? {} : encoded);
    });

const STATUSES = ["available", "in_service", "out_of_service", "retired"];
const EXPORT_SORTS = ["plate", "-plate", "make", "year", "category", "status", "odometer", "updated", "-updated", "number", "-due", "vehicle", "total_cost"];

/** The app's own endpoints with every parameter they read, and some they don't. */
const customRequests = (): fc.Arbitrary<RawRequest> =>
  fc
    .record({
      path: fc.oneof(
        {
          weight: 6,
          arbitrary: fc.constantFrom(
            "/api/app/build",
            "/api/app/stats",
            "/api/app/vehicles.csv",
            "/api/app/vehicles.csv",
            "/api/app/work-orders.csv",
            "/api/app/defects.csv",
            "/api/app/vehicles",
            "/api/app/work-orders",
            `/api/app/categories/${categoryId}/apply-plan`,
            "/api/app/timesheet",
            "/api/app/timesheet.csv",
            "/api/app/time/figures",
            `/api/app/vehicles/${vehicleId}/downtime`,
          ),
        },
        {
          weight: 1,
          arbitrary: pathArb([
            "/api/app",
            "/api/app/vehicles.csv",
            "/api/app/stats",
            "/api/app/work-orders.csv",
            "/api/app/defects.csv",
            "/api/app/vehicles",
            "/api/app/work-orders",
            "/api/app/categories/x/apply-plan",
            "/api/app/timesheet",
            "/api/app/time/figures",
            "/api/app/vehicles",
          ]),
        },
      ),
      entries: fc.array(
        fc.oneof(
          fc.tuple(fc.constant("q"), fc.oneof(fc.constantFrom("golf", "ab 12", "{:q}", '"} OR {x', "a*", "NEAR(a b)", "nissan leaf", "ŠKODA octavia", "%_\\", "a\u0000b", "wo 12 ab"), hostileString)),
          fc.tuple(fc.constant("column"), fc.oneof(fc.constantFrom("open", "in_progress", "waiting_parts", "done", "cancelled"), hostileString)),
          fc.tuple(fc.constantFrom("perPage", "skipTotal"), fc.oneof(fc.constantFrom("1", "30", "1000", "1001", "0", "true"), hostileString)),
          fc.tuple(fc.constant("category"), fc.oneof(fc.constantFrom(categoryId ?? "", "x"), hostileString)),
          fc.tuple(fc.constantFrom("from", "since"), fc.oneof(fc.constantFrom("2026-11-30T00:00:00Z", new Date().toISOString(), "2026-13-01T00:00:00Z", "0"), hostileString)),
          fc.tuple(fc.constant("employee"), fc.oneof(fc.constantFrom(alice?.id ?? "", bob?.id ?? "", "abcdefghij12345"), hostileString)),
          fc.tuple(fc.constant("status"), fc.oneof(fc.constantFrom(...STATUSES, "open", "done", "scheduled", "dismissed"), hostileString)),
          fc.tuple(fc.constant("severity"), fc.oneof(fc.constantFrom("minor", "major", "critical"), hostileString)),
          fc.tuple(fc.constant("vehicle"), fc.oneof(fc.constantFrom(vehicleId ?? "", "x"), hostileString)),
          fc.tuple(fc.constantFrom("view", "priority", "assignee"), fc.oneof(fc.constantFrom("board", "list", "urgent", "me"), hostileString)),
          fc.tuple(fc.constant("sort"), fc.oneof(fc.constantFrom(...EXPORT_SORTS), sortArb)),
          fc.tuple(fc.constant("page"), fc.oneof(fc.constantFrom("1", "2", "0", "-1"), hostileString)),
          fc.tuple(
            fc.constant("token"),
            fc.oneof(
              fc.constantFrom("FILE", "AUTH", "SUPERUSER", "FORGED"),
              hostileString,
            ),
          ),
          fc.tuple(fc.constantFrom("filter", "fields", "expand", "perPage"), fc.oneof(filterArb, fieldsArb, expandArb)),
          fc.tuple(hostileString, hostileString),
        ),
        { maxLength: 6 },
      ),
      encode: fc.constantFrom(percentEncode, percentEncode, rawish),
      who: anyone,
      garbage: garbageToken,
      method: fc.constantFrom("GET", "GET", "GET", "GET", "POST", "DELETE", "HEAD", "OPTIONS"),
    })
    .map(({ path, entries, encode, who, garbage, method }) => {
      const tokens: Record<string, string> = {
        FILE: fileToken,
        AUTH: alice.token,
        SUPERUSER: server.superuserToken,
        FORGED: `${fileToken.slice(0, -4)}AAAA`,
      };
      const resolved = entries.map(([key, value]): [string, string] => [key, key === "token" ? (Object.hasOwn(tokens, value) ? tokens[value]! : value) : value]);
      const query = resolved.length ? `?${resolved.map(([k, v]) => `${encode(k)}=${encode(v)}`).join("&")}` : "";
      return request(method, `${path}${query}`, tokenOf(who, garbage));
    });

/** Protected photo URLs, thumbs and file tokens. */
const fileRequests = (): fc.Arbitrary<RawRequest> =>
  fc
    .record({
      collection: fc.oneof(fc.constantFrom("vehicles", "employees", "categories", "_superusers"), fc.constantFrom(...collectionIds), segmentArb),
      record: fc.oneof(fc.constantFrom(vehicleId, alice.id, documentId, "x"), segmentArb),
      file: fc.oneof(
        fc.constantFrom(photoName, `thumbs_${photoName}`, `${photoName}/..`, "..", "data.db", "../../data.db", `100x100_${photoName}`, documentFile, `100x100_${documentFile}`),
        segmentArb,
      ),
      thumb: fc.option(fc.oneof(fc.constantFrom("100x100", "480x0", "0x0", "100x100t", "100x100b", "100x100f", "99999x99999", "-1x-1", "1x1"), hostileString)),
      token: fc.option(fc.oneof(fc.constantFrom("FILE", "AUTH", "FORGED"), hostileString)),
      download: fc.option(fc.constantFrom("1", "true", "0", "%00")),
      tokenRequest: fc.boolean(),
      who: anyone,
    })
    .map(({ collection, record, file, thumb, token, download, tokenRequest, who }) => {
      if (tokenRequest) return request("POST", "/api/files/token", tokenOf(who), { body: "{}", contentType: "application/json" });
      const tokens: Record<string, string> = { FILE: fileToken, AUTH: alice.token, FORGED: `${fileToken.slice(0, -4)}AAAA` };
      const entries: [string, string][] = [];
      if (thumb !== null) entries.push(["thumb", thumb]);
      if (token !== null) entries.push(["token", Object.hasOwn(tokens, token) ? tokens[token]! : token]);
      if (download !== null) entries.push(["download", download]);
      const query = entries.length ? `?${entries.map(([k, v]) => `${k}=${percentEncode(v)}`).join("&")}` : "";
      return request("GET", `/api/files/${collection}/${record}/${file}${query}`, tokenOf(who));
    });

const TOPICS = ["vehicles", "categories", "employees", "_superusers", "category_usage", "*", "vehicles/*", "employees/*", "_superusers/*"];

/** Realtime subscriptions: hostile client ids, topics and per-topic options (filters, headers). */
const realtimeRequests = (victimId: string): fc.Arbitrary<RawRequest> =>
  fc
    .record({
      clientId: fc.oneof({ weight: 3, arbitrary: fc.constant(victimId) }, { weight: 1, arbitrary: hostileValue }),
      topics: fc.array(
        fc.oneof(
          fc.constantFrom(...TOPICS),
          fc.constantFrom(`vehicles/${vehicleId}`, `employees/${bob.id}`, `categories/${categoryId}`),
          fc
            .tuple(fc.constantFrom(...TOPICS), fc.record({ query: fc.record({ filter: filterArb, fields: fieldsArb, expand: expandArb }, { requiredKeys: [] }), headers: fc.dictionary(hostileString, hostileString, { maxKeys: 2 }) }, { requiredKeys: [] }))
            .map(([topic, options]) => `${topic}?options=${percentEncode(JSON.stringify(options))}`),
          fc.constantFrom(...TOPICS).map((topic) => `${topic}?options=%7Bbroken`),
          hostileString,
        ),
        { maxLength: 5 },
      ),
      body: bodyArb(["clientId", "subscriptions"]),
      structured: fc.nat(4),
      who: anyone,
    })
    .map(({ clientId, topics, body, structured, who }) => {
      const encoded =
        structured > 0 ? { body: JSON.stringify({ clientId, subscriptions: topics }), contentType: "application/json" } : body;
      return request("POST", "/api/realtime", tokenOf(who), encoded);
    });

const ADMIN_PATHS = [
  "/api/settings",
  "/api/settings/test/s3",
  "/api/settings/test/email",
  "/api/settings/apple/generate-client-secret",
  "/api/collections",
  "/api/collections/vehicles",
  "/api/collections/vehicles/truncate",
  "/api/collections/import",
  "/api/collections/meta/scaffolds",
  "/api/collections/meta/oauth2-providers",
  "/api/collections/meta/dry-run-view",
  "/api/logs",
  "/api/logs/stats",
  "/api/logs/x",
  "/api/backups",
  "/api/backups/upload",
  "/api/backups/x.zip",
  "/api/backups/x.zip/restore",
  "/api/crons",
  "/api/crons/__pbDBOptimize__",
  "/api/sql",
  "/api/batch",
  "/api/health",
  "/api/oauth2-redirect",
];

/** The superuser-only API (and batch, health, the OAuth2 redirect), as anyone but the superuser. */
const adminRequests = (): fc.Arbitrary<RawRequest> =>
  fc
    .record({
      path: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...ADMIN_PATHS) }, { weight: 1, arbitrary: pathArb(ADMIN_PATHS) }),
      query: queryArb(listQueryEntries),
      method: fc.constantFrom("GET", "POST", "PATCH", "PUT", "DELETE"),
      body: fc.oneof(
        bodyArb(["query", "requests", "collections", "name", "meta", "rateLimits", "batch", "state", "code"]),
        fc
          .array(fc.record({ method: fc.constantFrom("POST", "PATCH", "DELETE", "GET", "x"), url: pathArb(["/api/collections/vehicles/records"]), body: hostileValue }), { maxLength: 3 })
          .map((requests) => ({ body: JSON.stringify({ requests }), contentType: "application/json" })),
      ),
      who: notSuperuser,
    })
    .map(({ path, query, method, body, who }) => request(method, `${path}${query}`, tokenOf(who), method === "GET" ? {} : body));

const PAGE_PREFIXES = ["", "/", "/login", "/workshop", "/workshop/vehicles", "/workshop/vehicles/categories", "/backend", "/template", "/_", "/_/", "/api", "/index.html"];

/** Page paths with tricks: traversal, encoded slashes, NUL, unicode, very long. */
const pathRequests = (): fc.Arbitrary<RawRequest> =>
  fc
    .record({
      path: pathArb(PAGE_PREFIXES),
      query: fc.option(hostileString.map((text) => `?redirect=${rawish(text)}`)),
      method: fc.constantFrom("GET", "GET", "GET", "HEAD", "POST", "DELETE"),
      who: fc.constantFrom<Who>("guest", "employee", "garbage"),
    })
    .map(({ path, query, method, who }) => request(method, `${path || "/"}${query ?? ""}`, tokenOf(who)));

/** Requests that are barely HTTP/1.x, written to a socket as they are. */
const rawRequests = (): fc.Arbitrary<string> =>
  fc
    .record({
      method: fc.oneof(fc.constantFrom("GET", "POST", "PATCH", "DELETE", "OPTIONS", "HEAD", "get", "G@T", "", "GET GET"), hostileString.map(rawish)),
      target: fc.oneof(
        pathArb(["/", "/api/collections/vehicles/records", "/api/health", "/_/", "/api/app/stats"]),
        fc.constantFrom("*", "http://evil.example/api/health", "//evil.example/", "api/health", "/\u0000", "/\t", "/%"),
      ),
      version: fc.constantFrom("HTTP/1.1", "HTTP/1.0", "HTTP/1.1 ", "http/1.1", "HTTP/1.10"),
      headers: fc.array(
        fc.oneof(
          fc.constantFrom(
            "Content-Length: abc",
            "Content-Length: -1",
            "Content-Length: 1, 2",
            "Content-Length: 0",
            "Transfer-Encoding: chunked",
            "Content-Type: application/json",
            "Content-Type: multipart/form-data; boundary=x",
            `Authorization: ${alice?.token ?? ""}`,
            "Authorization:",
            "Host: other.example",
            "Host:",
            "Expect: 100-continue",
            "X-Forwarded-For: 1.2.3.4, <script>",
            "Cookie: pb_auth=%7B%22token%22%3A%22x%22%7D",
            "NoColon",
            " Folded: value",
            "Bad Header: x",
          ),
          hostileString.map((text) => `X-Hostile: ${rawish(text).slice(0, 2000)}`),
        ),
        { maxLength: 4 },
      ),
      body: fc.oneof(fc.constant(""), fc.constantFrom("{}", "0\r\n\r\n", "zz\r\nxx\r\n", '{"plate":'), hostileString.map((text) => text.slice(0, 1000))),
    })
    .map(({ method, target, version, headers: drawn, body }) => {
      // Chunked once at most, and last, so that no folded line continues its value: Go's server
      // answers "chunked" twice, or "chunked Folded: value", with its 501 before PocketBase, as
      // it does any transfer coding it does not implement (docs/decisions/hardening.md).
      const chunked = "Transfer-Encoding: chunked";
      const headers = [...drawn.filter((header) => header !== chunked), ...(drawn.includes(chunked) ? [chunked] : [])];
      const head = [`${method} ${target} ${version}`, "Host: 127.0.0.1", ...headers, "Connection: close"].join("\r\n");
      // A chunked body always ends, so the server is never left waiting for the rest.
      const end = headers.includes("Transfer-Encoding: chunked") ? "\r\n0\r\n\r\n" : "";
      return `${head}\r\n\r\n${body}${end}`;
    });

// ---- The properties ------------------------------------------------------------------------

describe("hostile requests never get a 5xx", () => {
  it("on the records of every collection: list, view, create, update, delete", { timeout: PROPERTY_TIMEOUT_MS }, async () => {
    await check(recordRequests(), 450);
  });

  it("on every auth endpoint", { timeout: PROPERTY_TIMEOUT_MS }, async () => {
    await check(authRequests(), 140);
  });

  it("on the app's own endpoints (build, stats, CSV export)", { timeout: PROPERTY_TIMEOUT_MS }, async () => {
    await check(customRequests(), 160);
  });

  it("on photo URLs, thumbs and file tokens", { timeout: PROPERTY_TIMEOUT_MS }, async () => {
    await check(fileRequests(), 120);
  });

  it("on realtime subscriptions, and a colleague's live updates keep coming", { timeout: PROPERTY_TIMEOUT_MS }, async () => {
    const victim = await RealtimeClient.connect(server);
    try {
      await check(realtimeRequests(victimIdOf(victim)), 110);
      // Whatever those subscriptions asked for, broadcasting a change still works for everyone.
      const created = await server.request(VEHICLE_RECORDS, {
        method: "POST",
        token: alice.token,
        body: { plate: uniquePlate(), make: "Skoda", model: "Octavia", category: anchorCategory.id },
      });
      expect(created.status, created.text).toBe(200);
      await listener.waitFor((event) => event.event === "vehicles" && event.data.record?.id === created.json.id);
    } finally {
      victim.close();
    }
  });

  it("on the superuser-only API, batch and health, as anyone else", { timeout: PROPERTY_TIMEOUT_MS }, async () => {
    await check(adminRequests(), 120);
  });

  it("on page paths with tricks", { timeout: PROPERTY_TIMEOUT_MS }, async () => {
    await check(pathRequests(), 160);
  });

  it("on requests that are barely HTTP", { timeout: PROPERTY_TIMEOUT_MS }, async () => {
    await fc.assert(
      fc.asyncProperty(rawRequests(), async (raw) => {
        const answer = await sendRawBytes(server.url, Buffer.from(raw, "utf8"));
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const what = `${JSON.stringify(raw.slice(0, 400))}\n→ ${answer.text.slice(0, 200)}`;
        expect(answer.status, what).toBeGreaterThanOrEqual(200);
        expect(answer.status, what).toBeLessThan(500);
      }),
      { seed: HARDENING_SEED, numRuns: scaled(50) },
    );
  });
});

describe("oversized bodies", () => {
  const MB = 1024 * 1024;
  const vehicle = (notes: number) =>
    JSON.stringify({ plate: uniquePlate(), make: "Ford", model: "Focus", category: categoryId, notes: "x".repeat(notes) });

  async function photoForm(size: number): Promise<{ body: Buffer; contentType: string }> {
    const form = multipart({
      plate: uniquePlate(),
      make: "Ford",
      model: "Focus",
      category: categoryId,
      photo: [new Blob([TINY_PNG, Buffer.alloc(size)], { type: "image/png" }), "big.png"],
    });
    const encoded = new Request("http://localhost/", { method: "POST", body: form });
    return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get("content-type")! };
  }

  it.each([
    ["a 40 MB JSON vehicle", VEHICLE_RECORDS, () => ({ body: vehicle(40 * MB), contentType: "application/json" }), 413],
    ["a 6 MB notes field", VEHICLE_RECORDS, () => ({ body: vehicle(6 * MB), contentType: "application/json" }), 413],
    ["a notes field just under the 1 MB of a JSON body", VEHICLE_RECORDS, () => ({ body: vehicle(MB - 200), contentType: "application/json" }), 400],
    ["a 6 MB photo", VEHICLE_RECORDS, () => photoForm(6 * MB), 400],
    ["a 40 MB photo", VEHICLE_RECORDS, () => photoForm(40 * MB), 413],
    ["a 40 MB realtime subscription", "/api/realtime", () => ({ body: vehicle(40 * MB), contentType: "application/json" }), 413],
    ["a 40 MB sign-in", "/api/collections/employees/auth-with-password", () => ({ body: vehicle(40 * MB), contentType: "application/json" }), 413],
  ] as const)("%s gets a 4xx in PocketBase's shape", async (_what, path, make, status) => {
    const { body, contentType } = await make();
    const req = request("POST", path, alice.token, { body, contentType });
    const res = await sendRequest(server.url, req);
    expectWellFormed(req, res);
    // 413 is answered before the body is read; when the kernel resets the connection under the
    // unread rest, sendRequest reports the answer to the request without its body instead.
    expect(status === 413 ? [413, 400] : [status]).toContain(res.status);
  });
});

function victimIdOf(client: RealtimeClient): string {
  return client.events.find((event) => event.event === "PB_CONNECT")!.data.clientId;
}

describe("after all that", () => {
  it("the server is healthy, panicked nowhere, and data no request named is intact", async () => {
    expect((await server.request("/api/health")).status).toBe(200);
    expect(server.output()).not.toMatch(/panic|goroutine \d+ \[/i);
    // The records the requests named may have been changed or deleted by an employee, as
    // employees may; the anchors, which no request named, must be as they were.
    const category = await server.asSuperuser(`/api/collections/categories/records/${anchorCategory.id}`);
    expect(category.json).toEqual(anchorCategory);
    const vehicle = await server.asSuperuser(`${VEHICLE_RECORDS}/${anchorVehicle.id}`);
    expect(vehicle.json).toEqual(anchorVehicle);
    const employees = await server.asSuperuser("/api/collections/employees/records?perPage=500");
    expect(employees.json.items.map((e: { id: string }) => e.id)).toEqual(expect.arrayContaining([alice.id, bob.id]));
    // Whatever moved the stock, on hand is still its ledger's sum, and not below zero.
    const part = await getPart(server, partId);
    expect(part.on_hand).toBeGreaterThanOrEqual(0);
    expect(Math.round(part.on_hand * 100)).toBe(ledgerHundredths(await ledgerOf(server, partId)));
    // Nobody wrote the history: every entry is the server's.
    expect(await historyWhere(server, `by_label = "${FORGED_ENTRY.by_label}" || at = "${FORGED_ENTRY.at}"`)).toEqual([]);
  });
});
