// GET /api/app/defects.csv: a streamed, formula-safe UTF-8 CSV of the defect list with the list's
// own filters and order (shared/defect-list.ts), for staff only. Also what the rest of the
// workshop keeps of inspections and defects: their history entries and their protected photos.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEFAULT_DEFECT_LIST_QUERY,
  DEFECT_EXPORT_HEADERS,
  DEFECT_LIST_SORT,
  DEFECTS_CSV_PATH,
  defectExportPath,
  defectListFilter,
  type DefectListQuery,
} from "@shared/defect-list";
import type { Defect, Vehicle } from "@shared/records";
import { download as downloadCsv, parseCsv } from "../support/csv";
import { historyOf } from "../support/history";
import { ALL_PASS, createTemplate, DEFECT_RECORDS, INSPECTION_RECORDS, patchDefect, reportDefect, startInspection } from "../support/inspections";
import { createEmployee, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle, multipart, TINY_PNG } from "../support/records";
import { createWorkOrder } from "../support/work-orders";

let server: TestServer;
let alice: Employee;
let bob: Employee;
let van: Vehicle;

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" }, rateLimits: false });
  alice = await createEmployee(server, { name: "Alice Mechanic" });
  bob = await createEmployee(server, { name: "=Bob, \"the\" Foreman" });
  const category = (await createCategory(server, alice.token)).id;
  van = await createVehicle(server, category, alice.token, { plate: "DX-1" });
  const car = await createVehicle(server, category, alice.token, { plate: "DX-2" });
  await reportDefect(server, bob.token, van.id, { title: "=HYPERLINK(\"x\") mirror", note: 'Cracked, "badly"\nleft side', severity: "minor" });
  const workOrder = await createWorkOrder(server, alice.token, van.id);
  const severities = ["minor", "major", "critical"];
  for (let i = 0; i < 12; i += 1) {
    const defect = await reportDefect(server, i % 2 ? alice.token : bob.token, i % 3 ? car.id : van.id, { title: `Defect ${i}`, severity: severities[i % 3] });
    if (i % 4 === 0 && (i % 3 ? car.id : van.id) === van.id) await patchDefect(server, alice.token, defect.id, { work_order: workOrder.id });
    if (i === 5) await patchDefect(server, alice.token, defect.id, { status: "dismissed", dismiss_note: "+1 duplicate" });
  }
}, 60_000);

afterAll(async () => {
  await server?.dispose();
});

function download(path: string, token: string | null = alice.token) {
  return downloadCsv(server.url, path, token);
}

async function exportRows(path: string): Promise<string[][]> {
  const response = await download(path);
  expect(response.status, response.text.slice(0, 300)).toBe(200);
  expect(response.text.startsWith("\uFEFF")).toBe(true);
  const [header, ...rows] = parseCsv(response.text.slice(1));
  expect(header).toEqual(DEFECT_EXPORT_HEADERS);
  return rows;
}

/** The titles the list shows for a query, through the records API. */
async function listTitles(query: DefectListQuery): Promise<string[]> {
  const { filter, params } = defectListFilter(query);
  const inlined = filter.replace(/\{:(\w+)\}/g, (_, name: string) => JSON.stringify(params[name]));
  const search = new URLSearchParams({ filter: inlined, sort: DEFECT_LIST_SORT, perPage: "500", skipTotal: "1" });
  const response = await server.request<{ items: Defect[] }>(`${DEFECT_RECORDS}?${search}`, { token: alice.token });
  expect(response.status, response.text).toBe(200);
  return response.json.items.map((defect) => defect.title);
}

describe("the defect export", () => {
  it("streams the open defects as UTF-8 CSV named after the day, critical first", async () => {
    const response = await download(DEFECTS_CSV_PATH);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="defects-${new Date().toISOString().slice(0, 10)}.csv"`);
    const rows = await exportRows(DEFECTS_CSV_PATH);
    const severities = rows.map((fields) => fields[2]);
    expect(severities).toEqual([...severities].sort((a, b) => ["Critical", "Major", "Minor"].indexOf(a!) - ["Critical", "Major", "Minor"].indexOf(b!)));
    expect(rows.every((fields) => fields[3] === "Open")).toBe(true);
  });

  it("writes a defect's fields exactly, quoted and with formulas neutralised", async () => {
    const rows = await exportRows(DEFECTS_CSV_PATH);
    const found = rows.find((fields) => fields[1]!.includes("mirror"))!;
    const line = Object.fromEntries(DEFECT_EXPORT_HEADERS.map((header, i) => [header, found[i]]));
    expect(line).toMatchObject({
      Plate: "DX-1",
      Title: "'=HYPERLINK(\"x\") mirror",
      Severity: "Minor",
      Status: "Open",
      "Work order": "",
      "Reported by": "'=Bob, \"the\" Foreman",
      Note: 'Cracked, "badly"\nleft side',
    });
    const dismissed = (await exportRows(defectExportPath({ ...DEFAULT_DEFECT_LIST_QUERY, status: "dismissed" })))[0]!;
    expect(dismissed[DEFECT_EXPORT_HEADERS.indexOf("Why dismissed")]).toBe("'+1 duplicate");
    const scheduled = (await exportRows(defectExportPath({ ...DEFAULT_DEFECT_LIST_QUERY, status: "scheduled" })))[0]!;
    expect(scheduled[DEFECT_EXPORT_HEADERS.indexOf("Work order")]).toMatch(/^WO-\d+$/);
  });

  it("is written in the reader's language: German headings, severity and status for a German browser", async () => {
    const file = await downloadCsv(server.url, DEFECTS_CSV_PATH, alice.token, { "accept-language": "de-DE,de;q=0.9" });
    const [header, ...rows] = parseCsv(file.text.slice(1));
    expect(header).toEqual([
      "Kennzeichen",
      "Titel",
      "Schwere",
      "Status",
      "Arbeitsauftrag",
      "Prüfung",
      "Gemeldet von",
      "Gemeldet (UTC)",
      "Behoben (UTC)",
      "Verworfen von",
      "Verworfen (UTC)",
      "Begründung des Verwerfens",
      "Notiz",
    ]);
    const found = rows.find((fields) => fields[1]!.includes("mirror"))!;
    expect(found.slice(0, 4)).toEqual(["DX-1", "'=HYPERLINK(\"x\") mirror", "Gering", "Offen"]);
  });

  it.each<[string, Partial<DefectListQuery>]>([
    ["the open ones", {}],
    ["the scheduled ones", { status: "scheduled" }],
    ["a severity", { severity: "critical" }],
    ["a vehicle", { vehicle: "" }],
  ])("holds what the list shows for %s, in its order", async (_name, change) => {
    const query = { ...DEFAULT_DEFECT_LIST_QUERY, ...change, ...(change.vehicle === "" ? { vehicle: van.id } : {}) };
    expect((await exportRows(defectExportPath(query))).map((fields) => fields[1])).toEqual((await listTitles(query)).map((title) => (title.startsWith("=") ? `'${title}` : title)));
  });

  it.each<[string, string | null]>([
    ["a guest", null],
    ["a forged token", "x.y.z"],
  ])("is refused to %s", async (_who, token) => {
    const response = await download(DEFECTS_CSV_PATH, token);
    expect(response.status).toBe(401);
    expect(response.json).toMatchObject({ status: 401, message: "Sign in as workshop staff to export defects." });
  });

  it.each([
    ["status=broken", "status"],
    ["severity=huge", "severity"],
    ["vehicle=../x", "vehicle"],
    ["sort=title", "sort"],
  ])("refuses the parameter in %s with a 400 at it", async (search, field) => {
    const response = await download(`${DEFECTS_CSV_PATH}?${search}`);
    expect(response.status).toBe(400);
    expect(Object.keys(response.json.data)).toEqual([field]);
  });
});

describe("the history", () => {
  it("keeps a defect's changes with who made them, on its vehicle's and work order's timelines", async () => {
    const defect = await reportDefect(server, alice.token, van.id, { title: "Horn weak" });
    const workOrder = await createWorkOrder(server, alice.token, van.id);
    await patchDefect(server, bob.token, defect.id, { work_order: workOrder.id });
    const entries = await historyOf(server, defect.id);
    expect(entries.map((entry) => [entry.action, entry.by_label, entry.vehicle])).toEqual([
      ["created", "Alice Mechanic", van.id],
      ["updated", "=Bob, \"the\" Foreman", van.id],
    ]);
    expect(entries[1]!.work_order).toBe(workOrder.id);
    expect(entries[1]!.changes).toMatchObject({ status: { before: "open", after: "scheduled" }, work_order: { before: "", after: workOrder.id } });
  });

  it("keeps an inspection's start and finish, not each answer", async () => {
    const inspection = await startInspection(server, alice.token, van.id, (await createTemplate(server, alice.token)).id);
    await server.request(`${INSPECTION_RECORDS}/${inspection.id}`, { method: "PATCH", token: alice.token, body: { results: { "0": { result: "pass" } } } });
    await server.request(`${INSPECTION_RECORDS}/${inspection.id}`, { method: "PATCH", token: alice.token, body: { results: ALL_PASS, odometer: 10, status: "done" } });
    const entries = await historyOf(server, inspection.id);
    expect(entries.map((entry) => entry.action)).toEqual(["created", "updated"]);
    expect(entries[1]!.changes).toMatchObject({ status: { before: "in_progress", after: "done" }, odometer: { before: 0, after: 10 } });
    expect(entries[1]!.changes).not.toHaveProperty("results");
  });
});

describe("photos of inspections", () => {
  it("are served only to staff with a file token", async () => {
    const inspection = await startInspection(server, alice.token, van.id, (await createTemplate(server, alice.token)).id);
    const form = multipart({ "photos+": [new Blob([TINY_PNG], { type: "image/png" }), "scratch.png"] });
    const saved = await server.request(`${INSPECTION_RECORDS}/${inspection.id}`, { method: "PATCH", token: alice.token, rawBody: form });
    const url = `/api/files/inspections/${inspection.id}/${saved.json.photos[0]}`;
    expect((await server.request(url)).status).toBe(404);
    expect((await server.request(url, { token: alice.token })).status).toBe(404);
    const fileToken = (await server.request("/api/files/token", { method: "POST", token: alice.token })).json.token;
    const thumb = await server.request(`${url}?thumb=100x100&token=${fileToken}`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get("content-type")).toBe("image/png");
  });
});
