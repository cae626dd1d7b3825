// A vehicle's documents through the API (docs/product.md "Photos and documents"): the fields, the
// file judged by its content (a program named .pdf is refused), 20 MB, protected by file tokens,
// who may add and delete, and the renewal reminder kept in step with the expiry both ways: made,
// moved and removed with the document, and refused when changed on its own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Reminder } from "@shared/reminders";
import { createDocument, DOCUMENT_RECORDS, fileOf, fileToken, postDocument, PROGRAM, smallPdf } from "../support/documents";
import { historyWhere } from "../support/history";
import { pngClaiming, PNG_SIGNATURE } from "../support/images";
import { startServer, type ApiResponse, type Employee, type TestServer } from "../support/pocketbase";
import { dayFromToday, employeeWithRole, getReminder, REMINDER_RECORDS, remindersOf } from "../support/reminders";
import { createCategory, createVehicle, expectFieldErrors, TINY_PNG, VEHICLE_RECORDS } from "../support/records";

let server: TestServer;
let technician: Employee;
let manager: Employee;
let viewer: Employee;
let categoryId: string;

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" }, rateLimits: false });
  [technician, manager, viewer] = await Promise.all([
    employeeWithRole(server, "technician"),
    employeeWithRole(server, "manager"),
    employeeWithRole(server, "viewer"),
  ]);
  categoryId = (await createCategory(server)).id;
});

afterAll(async () => {
  await server?.dispose();
});

async function vehicle(): Promise<string> {
  return (await createVehicle(server, categoryId, technician.token)).id;
}

function patchDocument(id: string, body: Record<string, unknown>, token = technician.token): Promise<ApiResponse> {
  return server.request(`${DOCUMENT_RECORDS}/${id}`, { method: "PATCH", token, body });
}

function deleteDocument(id: string, token = manager.token): Promise<ApiResponse> {
  return server.request(`${DOCUMENT_RECORDS}/${id}`, { method: "DELETE", token });
}

async function renewalOf(vehicleId: string): Promise<Reminder[]> {
  return (await remindersOf(server, vehicleId)).filter((reminder) => reminder.document !== "");
}

const pdf = (bytes: Uint8Array, name = "insurance.pdf"): [Blob, string] => [fileOf(bytes, "application/pdf"), name];

describe("a document", () => {
  it("keeps its fields and a PDF, with who added it", async () => {
    const car = await vehicle();
    const created = await postDocument(server, technician.token, { vehicle: car, kind: "registration", title: "  Registration  ", expires: "" });
    expect(created.status, created.text).toBe(200);
    expect(created.json).toMatchObject({ vehicle: car, kind: "registration", title: "Registration", expires: "", created_by: technician.id });
    expect(created.json.file).toMatch(/^insurance_\w+\.pdf$/);
  });

  it("takes a photo of the paper: JPEG, PNG or WebP", async () => {
    const car = await vehicle();
    const created = await postDocument(server, technician.token, { vehicle: car, kind: "other", title: "Photo of the papers" }, [fileOf(TINY_PNG, "image/png"), "papers.png"]);
    expect(created.status, created.text).toBe(200);
  });

  it.each<[string, Record<string, string>, Record<string, string>, ([Blob, string] | null)?]>([
    ["no title", { title: "" }, { title: "required" }],
    ["a title of 121 characters", { title: "x".repeat(121) }, { title: "too_long" }],
    ["a kind it does not know", { kind: "passport" }, { kind: "invalid_choice" }],
    ["no kind", { kind: "" }, { kind: "required" }],
    ["an expiry that is no date", { expires: "2027-02-30" }, { expires: "invalid_date" }],
    ["no vehicle", { vehicle: "" }, { vehicle: "required" }],
    ["a vehicle that does not exist", { vehicle: "aaaaaaaaaaaaaaa" }, { vehicle: "vehicle_not_found" }],
    ["a field documents do not have", { colour: "red" }, { colour: "unknown_field" }],
    ["no file", {}, { file: "required" }, null],
    ["a program named .pdf", {}, { file: "invalid_type" }, pdf(PROGRAM)],
    ["a program named .pdf that starts like one", {}, { file: "unreadable_file" }, pdf(Buffer.concat([Buffer.from("%PDF-1.7\n"), PROGRAM]))],
    ["a PDF cut off in transfer", {}, { file: "unreadable_file" }, pdf(smallPdf().subarray(0, 200))],
    ["a file over 20 MB", {}, { file: "too_large" }, pdf(Buffer.concat([smallPdf(), Buffer.alloc(20 * 1024 * 1024)]))],
    ["an image bomb", {}, { file: "too_many_pixels" }, [fileOf(pngClaiming(30_000, 30_000), "image/png"), "scan.png"]],
    ["a PNG cut off in its header", {}, { file: "unreadable_image" }, [fileOf(PNG_SIGNATURE, "image/png"), "scan.png"]],
  ])("refuses %s at the field", async (_name, fields, codes, ...file) => {
    const car = await vehicle();
    const body = { vehicle: car, kind: "insurance", title: "Insurance 2027", ...fields };
    expectFieldErrors(await postDocument(server, technician.token, body, ...file), codes);
  });

  it("says why a program named .pdf is refused", async () => {
    const response = await postDocument(server, technician.token, { vehicle: await vehicle(), kind: "insurance", title: "Policy" }, pdf(PROGRAM));
    expect(response.json.data.file.message).toBe("The file must be a PDF, JPEG, PNG or WebP.");
  });

  it("is served only with a file token", async () => {
    const paper = await createDocument(server, technician.token, await vehicle());
    const path = `/api/files/vehicle_documents/${paper.id}/${paper.file}`;
    expect((await server.request(path)).status).toBe(404);
    const served = await server.request(`${path}?token=${await fileToken(server, viewer.token)}`);
    expect(served.status).toBe(200);
    expect(served.text.startsWith("%PDF-1.4")).toBe(true);
  });

  it("may be changed by technicians and deleted by managers only, its file with it", async () => {
    const paper = await createDocument(server, technician.token, await vehicle());
    expect((await patchDocument(paper.id, { title: "Insurance 2027/28" })).status).toBe(200);
    const refused = await deleteDocument(paper.id, technician.token);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe("Only a manager can delete documents.");
    expect((await deleteDocument(paper.id)).status).toBe(204);
    const token = await fileToken(server, manager.token);
    expect((await server.request(`/api/files/vehicle_documents/${paper.id}/${paper.file}?token=${token}`)).status).toBe(404);
  });

  it("keeps both of two colleagues' changes made at once, and refuses a form saved over a changed version", async () => {
    const car = await vehicle();
    const paper = await createDocument(server, technician.token, car, { expires: dayFromToday(20) });
    const [titled, renewed] = await Promise.all([
      patchDocument(paper.id, { title: "Insurance 2027/28" }),
      patchDocument(paper.id, { expires: dayFromToday(200) }, manager.token),
    ]);
    expect([titled.status, renewed.status]).toEqual([200, 200]);
    const now = (await server.asSuperuser(`${DOCUMENT_RECORDS}/${paper.id}`)).json;
    expect([now.title, now.expires.slice(0, 10)]).toEqual(["Insurance 2027/28", dayFromToday(200)]);
    expect((await renewalOf(car)).map((reminder) => [reminder.title, reminder.due_date.slice(0, 10)])).toEqual([["Renew: Insurance 2027/28", dayFromToday(200)]]);

    const stale = await server.request(`${DOCUMENT_RECORDS}/${paper.id}`, {
      method: "PATCH",
      token: technician.token,
      body: { title: "Old form" },
      headers: { "If-Match": `"${paper.updated}"` },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.current.title).toBe("Insurance 2027/28");
    expect((await server.asSuperuser(`${DOCUMENT_RECORDS}/${paper.id}`)).json.title).toBe("Insurance 2027/28");
  });

  it("keeps its history on the vehicle's timeline", async () => {
    const car = await vehicle();
    const paper = await createDocument(server, technician.token, car, { title: "Warranty", kind: "warranty" });
    await patchDocument(paper.id, { expires: dayFromToday(400) });
    const entries = await historyWhere(server, `vehicle = "${car}" && collection = "vehicle_documents"`);
    expect(entries.map((entry) => entry.action)).toEqual(["created", "updated"]);
    expect(entries[1]).toMatchObject({ record: paper.id, title: "Warranty", by: technician.id });
  });

  it("goes with its vehicle, and its reminder with it", async () => {
    const car = await vehicle();
    const paper = await createDocument(server, technician.token, car, { expires: dayFromToday(10) });
    expect((await server.request(`${VEHICLE_RECORDS}/${car}`, { method: "DELETE", token: manager.token })).status).toBe(204);
    expect((await server.asSuperuser(`${DOCUMENT_RECORDS}/${paper.id}`)).status).toBe(404);
    expect(await remindersOf(server, car)).toEqual([]);
  });
});

describe("the renewal reminder", () => {
  it("is made with the expiry: Renew: {title}, due that day, due soon within 30 days", async () => {
    const car = await vehicle();
    await createDocument(server, manager.token, car, { title: "Insurance 2027", expires: dayFromToday(20) });
    const [reminder] = await renewalOf(car);
    expect(reminder).toMatchObject({ title: "Renew: Insurance 2027", every_months: 0, every_km: 0, due_km: 0, soon_days: 30, state: "due_soon" });
    expect(reminder!.due_date.slice(0, 10)).toBe(dayFromToday(20));
    const list = await server.request(`${REMINDER_RECORDS}?filter=${encodeURIComponent(`state = "due_soon" && vehicle = "${car}"`)}`, { token: viewer.token });
    expect(list.json.items.map((item: Reminder) => item.title)).toEqual(["Renew: Insurance 2027"]);
  });

  it("is not made without an expiry, and is made when one is set", async () => {
    const car = await vehicle();
    const paper = await createDocument(server, technician.token, car);
    expect(await renewalOf(car)).toEqual([]);
    expect((await patchDocument(paper.id, { expires: dayFromToday(100) })).status).toBe(200);
    expect((await renewalOf(car)).map((reminder) => reminder.state)).toEqual(["ok"]);
  });

  it("moves with the expiry, the title and the vehicle, and is removed when the expiry is cleared", async () => {
    const car = await vehicle();
    const paper = await createDocument(server, technician.token, car, { expires: dayFromToday(100) });
    const [made] = await renewalOf(car);
    await patchDocument(paper.id, { expires: dayFromToday(-3), title: "Insurance 2026" });
    expect(await getReminder(server, made!.id)).toMatchObject({ id: made!.id, title: "Renew: Insurance 2026", state: "overdue" });
    const other = await vehicle();
    await patchDocument(paper.id, { vehicle: other });
    expect((await getReminder(server, made!.id)).vehicle).toBe(other);
    await patchDocument(paper.id, { expires: "" });
    expect(await renewalOf(other)).toEqual([]);
  });

  it("is removed with the document", async () => {
    const car = await vehicle();
    const paper = await createDocument(server, technician.token, car, { expires: dayFromToday(5) });
    expect(await renewalOf(car)).toHaveLength(1);
    expect((await deleteDocument(paper.id)).status).toBe(204);
    expect(await renewalOf(car)).toEqual([]);
  });

  it("cannot be changed or deleted on its own: the document says when it is due", async () => {
    const car = await vehicle();
    await createDocument(server, technician.token, car, { title: "TÜV certificate", kind: "inspection_certificate", expires: dayFromToday(40) });
    const [reminder] = await renewalOf(car);
    const changed = await server.request(`${REMINDER_RECORDS}/${reminder!.id}`, { method: "PATCH", token: manager.token, body: { due_date: dayFromToday(400) } });
    expectFieldErrors(changed, { document: "follows_document" });
    expect(changed.json.message).toBe("This reminder follows the document “TÜV certificate”: change its expiry on the vehicle's page.");
    expectFieldErrors(await server.request(`${REMINDER_RECORDS}/${reminder!.id}`, { method: "DELETE", token: manager.token }), { document: "follows_document" });
    expect((await getReminder(server, reminder!.id)).due_date.slice(0, 10)).toBe(dayFromToday(40));
  });

  it("cannot be pointed at a document by a client", async () => {
    const car = await vehicle();
    const paper = await createDocument(server, technician.token, car);
    const created = await server.request(REMINDER_RECORDS, {
      method: "POST",
      token: technician.token,
      body: { vehicle: car, title: "Mine", due_date: dayFromToday(50), document: paper.id },
    });
    expect(created.status, created.text).toBe(200);
    expect(created.json.document).toBe("");
  });

  it("is done once a newer paper of the same kind is on file, and due again if that one goes", async () => {
    const car = await vehicle();
    const old = await createDocument(server, manager.token, car, { title: "Insurance 2026", expires: dayFromToday(-5) });
    const other = await createDocument(server, manager.token, car, { kind: "warranty", title: "Warranty", expires: dayFromToday(-1) });
    const renewed = await createDocument(server, manager.token, car, { title: "Insurance 2027", expires: dayFromToday(360) });
    const states = async () => Object.fromEntries((await renewalOf(car)).map((reminder) => [reminder.document, reminder.state]));
    expect(await states()).toEqual({ [old.id]: "done", [other.id]: "overdue", [renewed.id]: "ok" });
    expect((await deleteDocument(renewed.id)).status).toBe(204);
    expect(await states()).toEqual({ [old.id]: "overdue", [other.id]: "overdue" });
  });
});
