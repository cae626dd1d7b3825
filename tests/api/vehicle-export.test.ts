// GET /api/app/vehicles.csv: a streamed UTF-8 CSV of the vehicle list with the list's own
// filters and sort, quoting as RFC 4180 says, formulas neutralised, for staff only (by the
// Authorization header or a short-lived file token in the URL).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Category, Vehicle } from "@shared/records";
import { CSV_BOM } from "@shared/csv";
import {
  VEHICLE_EXPORT_HEADERS,
  VEHICLES_CSV_PATH,
  vehicleExportHeader,
  vehicleExportPath,
} from "@shared/vehicle-export";
import {
  DEFAULT_VEHICLE_LIST_QUERY,
  vehicleListFilter,
  vehicleListSort,
  type VehicleListQuery,
} from "@shared/vehicle-list";
import { vehicleSearchPath } from "@shared/vehicle-search";
import { download as downloadCsv, parseCsv, vehicleExportRecord } from "../support/csv";
import { runDemo } from "../support/demo";
import { createEmployee, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle, VEHICLE_RECORDS } from "../support/records";
import { signedFileToken } from "../support/tokens";

let server: TestServer;
let alice: Employee;
let checks: Category;
let tricky: Vehicle;
let formulas: Vehicle;
let total: number;

const DEMO_VEHICLES = 2000;

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } });
  alice = await createEmployee(server, { name: "Alice Mechanic" });
  // Demo data first (it wants an empty data dir), made by Alice, then a few vehicles by hand.
  const demo = await runDemo(server, "--vehicles", String(DEMO_VEHICLES), "--categories", "12", "--seed", "3");
  expect(demo.code, demo.output).toBe(0);
  checks = await createCategory(server, alice.token, { name: "Export checks" });
  tricky = await createVehicle(server, checks.id, alice.token, {
    plate: "EX-1",
    make: 'Smith, "Sons"',
    model: "Van",
    year: 2020,
    odometer: 1234,
    fuel: "lpg",
    color: "Björn's blue",
    status: "in_service",
    notes: "Line one\nLine two, with a comma",
  });
  formulas = await createVehicle(server, checks.id, alice.token, {
    plate: "EX-2",
    make: "@Work",
    model: "+49 Special",
    color: "-red",
    notes: '=HYPERLINK("http://example.com","click")',
  });
  total = DEMO_VEHICLES + 2;
}, 90_000);

afterAll(async () => {
  await server?.dispose();
});

function download(path: string, token: string | null = alice.token) {
  return downloadCsv(server.url, path, token);
}

/** The rows of an export (header checked and left out). */
async function exportRows(path: string): Promise<string[][]> {
  const response = await download(path);
  expect(response.status, response.text.slice(0, 300)).toBe(200);
  expect(response.text.startsWith("\uFEFF")).toBe(true);
  const [header, ...rows] = parseCsv(response.text.slice(1));
  expect(header).toEqual(VEHICLE_EXPORT_HEADERS);
  return rows;
}

/**
 * The plates the vehicle list shows for a query, every page, as the list reads them: through the
 * records API, or the search endpoint when there is search text.
 */
async function listPlates(query: VehicleListQuery): Promise<string[]> {
  const { filter, params } = vehicleListFilter(query);
  const inlined = filter.replace(/\{:(\w+)\}/g, (_, name: string) => JSON.stringify(params[name]));
  const plates: string[] = [];
  for (let page = 1; ; page += 1) {
    const search = new URLSearchParams({ filter: inlined, sort: vehicleListSort(query), perPage: "500", page: String(page), skipTotal: "1" });
    const path = query.q === "" ? `${VEHICLE_RECORDS}?${search}` : vehicleSearchPath({ ...query, page }, { perPage: 500, skipTotal: true });
    const response = await server.request<{ items: Vehicle[] }>(path, { token: alice.token });
    expect(response.status).toBe(200);
    plates.push(...response.json.items.map((vehicle) => vehicle.plate));
    if (response.json.items.length < 500) return plates;
  }
}

function row(rows: string[][], plate: string): Record<string, string> {
  const found = rows.find((fields) => fields[0] === plate);
  expect(found, plate).toBeDefined();
  return Object.fromEntries(VEHICLE_EXPORT_HEADERS.map((header, i) => [header, found![i]!]));
}

describe("the file", () => {
  it("streams every vehicle as UTF-8 CSV with a header row, named after the day", async () => {
    const response = await download(VEHICLES_CSV_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="vehicles-${today}.csv"`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    // Streamed in batches: no length known up front.
    expect(response.headers.get("content-length")).toBeNull();
    expect(response.headers.get("transfer-encoding")).toBe("chunked");
    // A byte order mark so that Excel reads the umlauts; CRLF line ends (the parser insists).
    expect(response.text.startsWith("\uFEFFPlate,VIN,Make,Model,Year,")).toBe(true);
    const [, ...rows] = parseCsv(response.text.slice(1));
    expect(rows).toHaveLength(total);
    for (const fields of rows) expect(fields).toHaveLength(VEHICLE_EXPORT_HEADERS.length);
    expect(new Set(rows.map((fields) => fields[0])).size).toBe(total);
  });

  // The server has SQLite write the lines (server/lib/csv/csv-sql.ts); the reference
  // writer in tests/support/csv.ts says what each vehicle's line must be, byte for byte.
  it("writes each vehicle as the reference writer makes it of the record", async () => {
    const expected: string[] = [];
    for (let page = 1; ; page += 1) {
      const search = new URLSearchParams({
        sort: vehicleListSort(DEFAULT_VEHICLE_LIST_QUERY),
        perPage: "500",
        page: String(page),
        skipTotal: "1",
        expand: "category,created_by,updated_by",
      });
      const response = await server.request(`${VEHICLE_RECORDS}?${search}`, { token: alice.token });
      expect(response.status).toBe(200);
      for (const v of response.json.items) {
        const name = (relation: string): string => v.expand?.[relation]?.name ?? "";
        expected.push(
          vehicleExportRecord({
            ...v,
            category: name("category"),
            createdBy: name("created_by"),
            updatedBy: name("updated_by"),
          }),
        );
      }
      if (response.json.items.length < 500) break;
    }
    expect(expected).toHaveLength(total);
    const file = await download(VEHICLES_CSV_PATH);
    expect(file.text === CSV_BOM + vehicleExportHeader() + expected.join("")).toBe(true);
  });

  it("writes every field a person needs, by name and label", async () => {
    const rows = await exportRows(vehicleExportPath({ ...DEFAULT_VEHICLE_LIST_QUERY, category: checks.id }));
    expect(row(rows, "EX-1")).toEqual({
      Plate: "EX-1",
      VIN: "",
      Make: 'Smith, "Sons"',
      Model: "Van",
      Year: "2020",
      Category: "Export checks",
      Status: "In workshop",
      "Odometer (km)": "1234",
      Fuel: "LPG",
      Colour: "Björn's blue",
      Notes: "Line one\nLine two, with a comma",
      "Created (UTC)": tricky.created.slice(0, 19),
      "Updated (UTC)": tricky.updated.slice(0, 19),
      "Created by": "Alice Mechanic",
      "Updated by": "Alice Mechanic",
    });
    // Not recorded: blank, not 0.
    expect(row(rows, "EX-2")).toMatchObject({ Year: "", "Odometer (km)": "", Fuel: "", Status: "Available" });
  });

  it("quotes commas, quotes and line breaks as RFC 4180 says", async () => {
    const response = await download(vehicleExportPath({ ...DEFAULT_VEHICLE_LIST_QUERY, q: "EX-1" }));
    const line = response.text.split("\r\n")[1];
    expect(line).toBe(
      `EX-1,,"Smith, ""Sons""",Van,2020,Export checks,In workshop,1234,LPG,Björn's blue,"Line one\nLine two, with a comma",` +
        `${tricky.created.slice(0, 19)},${tricky.updated.slice(0, 19)},Alice Mechanic,Alice Mechanic`,
    );
  });

  it("neutralises cells a spreadsheet would run as formulas", async () => {
    const rows = await exportRows(vehicleExportPath({ ...DEFAULT_VEHICLE_LIST_QUERY, category: checks.id }));
    expect(row(rows, "EX-2")).toMatchObject({
      Make: "'@Work",
      Model: "'+49 Special",
      Colour: "'-red",
      Notes: `'=HYPERLINK("http://example.com","click")`,
    });
    expect(formulas.notes.startsWith("=")).toBe(true);
  });
});

describe("the same vehicles in the same order as the list", () => {
  it.each<[string, Partial<VehicleListQuery>]>([
    ["the default list (last changed first)", {}],
    ["in the workshop", { status: "in_service" }],
    ["a search", { q: "golf" }],
    ["a plate fragment", { q: "a-1" }],
    ["by plate", { sort: "plate", descending: false }],
    ["by category, descending", { sort: "category", descending: true }],
    ["retired, by year", { status: "retired", sort: "year", descending: false }],
    ["by odometer, descending", { sort: "odometer", descending: true }],
    ["by make and model", { sort: "make", descending: false }],
  ])("%s", async (_what, overrides) => {
    const query = { ...DEFAULT_VEHICLE_LIST_QUERY, ...overrides };
    const exported = (await exportRows(vehicleExportPath(query))).map((fields) => fields[0]);
    const listed = await listPlates(query);
    expect(listed.length).toBeGreaterThan(0);
    expect(exported).toEqual(listed);
  });

  // The search rule (docs/product.md, "Search"): every word somewhere, in any order, letters in
  // any case in every script, LIKE's own characters plain (empty results count too).
  it.each(["%-1", "1%", "E_", "a\\b", "_", "%", "100%", "\\", "ex 1", "VAN ex", "1 smith", "björn", "BJÖRN", "ex sons van 2020"])("a search for %j", async (q) => {
    const query = { ...DEFAULT_VEHICLE_LIST_QUERY, q };
    const exported = (await exportRows(vehicleExportPath(query))).map((fields) => fields[0]);
    expect(exported).toEqual(await listPlates(query));
  });

  it("filters by category", async () => {
    const rows = await exportRows(vehicleExportPath({ ...DEFAULT_VEHICLE_LIST_QUERY, category: checks.id }));
    expect(rows.map((fields) => fields[0])).toEqual(["EX-2", "EX-1"]);
  });

  it("exports every page of a list, whatever page it shows", async () => {
    const rows = await exportRows(`${VEHICLES_CSV_PATH}?status=in_service&page=3`);
    expect(rows).toHaveLength((await listPlates({ ...DEFAULT_VEHICLE_LIST_QUERY, status: "in_service" })).length);
  });
});

describe("bad parameters", () => {
  it.each([
    ["status=broken", "status", "invalid_choice"],
    ["category=not-an-id", "category", "invalid_format"],
    ["sort=password", "sort", "invalid_choice"],
    ["page=0", "page", "invalid_format"],
    ["staus=in_service", "staus", "unknown_field"],
    [`q=${"x".repeat(101)}`, "q", "too_long"],
    ["q=a%00b", "q", "invalid_characters"],
    ["q=ex%091", "q", "invalid_characters"],
  ])("%s gets 400 with PocketBase's error shape", async (search, field, code) => {
    const response = await download(`${VEHICLES_CSV_PATH}?${search}`);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ status: 400, message: "The export's parameters are not valid." });
    expect(response.json.data[field].code).toBe(code);
  });
});

describe("who may export", () => {
  const SIGN_IN = "Sign in as workshop staff to export vehicles.";
  const LINK_EXPIRED = "This download link has expired or is not valid. Start the export again from the app.";

  async function fileToken(token: string): Promise<string> {
    const response = await server.request("/api/files/token", { method: "POST", token });
    expect(response.status).toBe(200);
    return response.json.token;
  }

  it.each([
    ["a guest", VEHICLES_CSV_PATH, SIGN_IN],
    ["a guest with bad parameters", `${VEHICLES_CSV_PATH}?status=broken`, SIGN_IN],
    ["a made-up file token", `${VEHICLES_CSV_PATH}?token=made-up`, LINK_EXPIRED],
  ])("%s gets 401", async (_who, path, message) => {
    const response = await download(path, null);
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ status: 401, message, data: {} });
    expect(response.headers.get("content-type")).toContain("application/json");
  });

  it("a long-lived auth token is no download link", async () => {
    const response = await download(`${VEHICLES_CSV_PATH}?token=${alice.token}`, null);
    expect(response.status).toBe(401);
    expect(response.json.message).toBe(LINK_EXPIRED);
  });

  it("an employee's file token works as a plain link, filters included", async () => {
    const token = await fileToken(alice.token);
    const response = await download(vehicleExportPath({ ...DEFAULT_VEHICLE_LIST_QUERY, category: checks.id }, token), null);
    expect(response.status).toBe(200);
    expect(parseCsv(response.text.slice(1))).toHaveLength(3);
  });

  it("the superuser may export, by header or file token", async () => {
    expect((await server.asSuperuser(`${VEHICLES_CSV_PATH}?q=EX-1`)).status).toBe(200);
    const token = await fileToken(server.superuserToken);
    expect((await download(`${VEHICLES_CSV_PATH}?q=EX-1&token=${token}`, null)).status).toBe(200);
  });

  it("a file token stops working when it expires", async () => {
    const path = (token: string) => `${VEHICLES_CSV_PATH}?q=EX-1&token=${token}`;
    expect((await download(path(await signedFileToken(server, alice.id, 60)), null)).status).toBe(200);
    const expired = await download(path(await signedFileToken(server, alice.id, -1)), null);
    expect(expired.status).toBe(401);
    expect(expired.json.message).toBe(LINK_EXPIRED);
  });
});

// The file reads like the screen it came from (docs/decisions/languages.md, "Exports"): by the
// app's link, the employee's language, else their browser's, else English; a script (the
// Authorization header) gets the language it asks for, else English, whoever's account it uses.
describe("in the reader's language", () => {
  const byCategory = (token?: string) => vehicleExportPath({ ...DEFAULT_VEHICLE_LIST_QUERY, category: checks.id }, token);
  const linkOf = async (employee: Employee) => byCategory((await server.request("/api/files/token", { method: "POST", token: employee.token })).json.token);
  const choosing = async (name: string, language: string): Promise<Employee> => {
    const employee = await createEmployee(server, { name });
    const chosen = await server.request(`/api/collections/employees/records/${employee.id}`, { method: "PATCH", token: employee.token, body: { language } });
    expect(chosen.status).toBe(200);
    return employee;
  };

  it("by the app's link, is German for an employee who chose German: headings and the records' fixed values, data as it is", async () => {
    const hans = await choosing("Hans Meister", "de");
    const file = await downloadCsv(server.url, await linkOf(hans), null, { "accept-language": "en-GB" });
    expect(file.status).toBe(200);
    const [header, ...rows] = parseCsv(file.text.slice(1));
    expect(header).toEqual(VEHICLE_EXPORT_HEADERS_DE);
    const line = rows.find((fields) => fields[0] === "EX-1")!;
    expect(Object.fromEntries(header!.map((name, i) => [name, line[i]]))).toMatchObject({
      Kennzeichen: "EX-1",
      Marke: 'Smith, "Sons"',
      Status: "In der Werkstatt",
      "Kilometerstand (km)": "1234",
      Kraftstoff: "Autogas (LPG)",
      Farbe: "Björn's blue",
      "Angelegt (UTC)": tricky.created.slice(0, 19),
    });
    // The same employee's token in a script's Authorization header: English, unless it asks.
    expect((await downloadCsv(server.url, byCategory(), hans.token)).text.startsWith("\uFEFFPlate,VIN,Make")).toBe(true);
  });

  it("by the app's link, follows the browser's language when the employee chose none, and the employee's choice over it", async () => {
    expect((await downloadCsv(server.url, await linkOf(alice), null, { "accept-language": "de-AT,de;q=0.9,en;q=0.8" })).text).toContain("Kennzeichen,FIN,Marke");
    const ellen = await choosing("Ellen English", "en");
    const file = await downloadCsv(server.url, await linkOf(ellen), null, { "accept-language": "de-DE" });
    expect(file.text.startsWith("\uFEFFPlate,VIN,Make")).toBe(true);
    expect(file.text).toContain("In workshop");
  });

  it("for a script, is in the language its Accept-Language asks for first among ours, else English", async () => {
    const asked = (acceptLanguage: string) => downloadCsv(server.url, byCategory(), alice.token, { "accept-language": acceptLanguage });
    expect((await asked("de-AT,de;q=0.9,en;q=0.8")).text).toContain("Kennzeichen,FIN,Marke");
    expect((await asked("fr-FR,en;q=0.5,de;q=0.7")).text).toContain("Kennzeichen,FIN,Marke");
    expect((await asked("fr-FR,it;q=0.8")).text).toContain("Plate,VIN,Make");
    expect((await asked("de;q=0")).text).toContain("Plate,VIN,Make");
  });
});

const VEHICLE_EXPORT_HEADERS_DE = [
  "Kennzeichen",
  "FIN",
  "Marke",
  "Modell",
  "Baujahr",
  "Kategorie",
  "Status",
  "Kilometerstand (km)",
  "Kraftstoff",
  "Farbe",
  "Notizen",
  "Angelegt (UTC)",
  "Geändert (UTC)",
  "Angelegt von",
  "Geändert von",
];
