// Inspections and defects through the API (docs/product.md "Inspections and defects"): one row
// per rule — templates, every kind of line and answer, a measurement out of range failing
// whatever was chosen, the photo a failed line needs, done needing every answer and the odometer
// and being final, the defects a done inspection opens, scheduling a defect on a work order (its
// own vehicle's, not closed) and what the work order's status does to it, dismissing (a manager,
// a note), and the vehicle off the road for a critical defect and back. The field rules
// themselves are the shared validation's (tests/unit/validation-inspection.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Defect, Inspection, Vehicle, VehicleStatus } from "@shared/records";
import {
  ALL_PASS,
  createTemplate,
  DEFECT_RECORDS,
  defectsOf,
  getDefect,
  INSPECTION_RECORDS,
  patchDefect,
  patchInspection,
  reportDefect,
  startInspection,
  TEMPLATE_RECORDS,
  uniqueTemplateName,
  WALK_AROUND,
} from "../support/inspections";
import { createEmployee, startServer, type ApiResponse, type Employee, type TestServer } from "../support/pocketbase";
import { createCategory, createVehicle, errorCodes, expectFieldErrors, multipart, TINY_PNG, VEHICLE_RECORDS } from "../support/records";
import { createWorkOrder, getVehicle, ITEM_RECORDS, moveWorkOrder, patchWorkOrder, readingsOf, WORK_ORDER_RECORDS } from "../support/work-orders";

let server: TestServer;
let manager: Employee;
let technician: Employee;
let categoryId: string;
let templateId: string;

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" }, rateLimits: false });
  manager = await createEmployee(server, { name: "Mia Manager", role: "manager" });
  technician = await createEmployee(server, { name: "Tom Technician", role: "technician" });
  categoryId = (await createCategory(server)).id;
  templateId = (await createTemplate(server, manager.token)).id;
});

afterAll(async () => {
  await server?.dispose();
});

function vehicle(fields: Record<string, unknown> = {}): Promise<Vehicle> {
  return createVehicle(server, categoryId, technician.token, fields);
}

async function statusOf(vehicleId: string): Promise<VehicleStatus> {
  return (await getVehicle(server, vehicleId)).status;
}

async function inspection(fields: Record<string, unknown> = {}): Promise<{ car: Vehicle; inspection: Inspection }> {
  const car = await vehicle();
  return { car, inspection: await startInspection(server, technician.token, car.id, templateId, fields) };
}

function fieldMessages(response: ApiResponse): Record<string, string> {
  const data = (response.json as { data?: Record<string, { message: string }> }).data ?? {};
  return Object.fromEntries(Object.entries(data).map(([field, error]) => [field, error.message]));
}

function expectOk<T>(response: ApiResponse<T>): T {
  expect(response.status, response.text).toBe(200);
  return response.json;
}

/** A multipart answer of one line with a photo, as the phone sends it. */
function answerWithPhoto(line: number, answer: Record<string, unknown>): FormData {
  return multipart({ results: JSON.stringify({ [line]: answer }), "photos+": [new Blob([TINY_PNG], { type: "image/png" }), "dent.png"] });
}

describe("templates", () => {
  it("store a normalised checklist with who made it", async () => {
    const response = await server.request(TEMPLATE_RECORDS, {
      method: "POST",
      token: manager.token,
      body: {
        name: "  Trailer   check ",
        category: categoryId,
        items: [
          { label: " Coupling ", kind: "CHECK" },
          { label: "Tyre pressure", kind: "measure", unit: "bar", min: "2,5", max: 3, photo_required: true },
        ],
      },
    });
    expect(expectOk(response)).toMatchObject({
      name: "Trailer check",
      category: categoryId,
      items: [
        { label: "Coupling", kind: "check", unit: "", min: null, max: null, photo_required: false },
        { label: "Tyre pressure", kind: "measure", unit: "bar", min: 2.5, max: 3, photo_required: true },
      ],
      created_by: manager.id,
      updated_by: manager.id,
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["no name", { name: " " }, { name: "required" }],
    ["a name of 81 characters", { name: "n".repeat(81) }, { name: "too_long" }],
    ["no items", { items: [] }, { items: "required" }],
    ["101 items", { items: Array.from({ length: 101 }, (_, i) => ({ label: `Item ${i}`, kind: "check" })) }, { items: "too_long" }],
    ["items that are no list", { items: { label: "Lights" } }, { items: "invalid_type" }],
    ["a line without a label", { items: [{ kind: "check" }] }, { items: "required" }],
    ["a label of 121 characters", { items: [{ label: "l".repeat(121), kind: "check" }] }, { items: "too_long" }],
    ["an unknown kind", { items: [{ label: "Lights", kind: "look" }] }, { items: "invalid_choice" }],
    ["a range on a check", { items: [{ label: "Lights", kind: "check", min: 1 }] }, { items: "invalid_choice" }],
    ["a unit of 11 characters", { items: [{ label: "Oil", kind: "measure", unit: "u".repeat(11) }] }, { items: "too_long" }],
    ["a lowest value above the highest", { items: [{ label: "Oil", kind: "measure", min: 5, max: 2 }] }, { items: "too_small" }],
    ["a bound that is no number", { items: [{ label: "Oil", kind: "measure", min: "lots" }] }, { items: "not_a_number" }],
    ["an unknown key in a line", { items: [{ label: "Oil", kind: "check", colour: "red" }] }, { items: "unknown_field" }],
    ["a category that does not exist", { category: "aaaaaaaaaaaaaaa" }, { category: "category_not_found" }],
  ])("refuse %s", async (_case, fields, codes) => {
    const response = await server.request(TEMPLATE_RECORDS, {
      method: "POST",
      token: manager.token,
      body: { name: uniqueTemplateName(), items: WALK_AROUND, ...fields },
    });
    expectFieldErrors(response, codes);
  });

  it("have names unique ignoring case and spaces", async () => {
    const name = uniqueTemplateName();
    await createTemplate(server, manager.token, { name });
    const response = await server.request(TEMPLATE_RECORDS, { method: "POST", token: manager.token, body: { name: ` ${name.toUpperCase()} `, items: WALK_AROUND } });
    expectFieldErrors(response, { name: "name_taken" });
  });
});

describe("starting an inspection", () => {
  it("copies the template's lines, unanswered, with its name and who inspects", async () => {
    const { car, inspection: started } = await inspection();
    expect(started).toMatchObject({
      vehicle: car.id,
      template: templateId,
      status: "in_progress",
      odometer: 0,
      failed: 0,
      inspector: technician.id,
      completed: "",
      photos: [],
    });
    expect(started.title).toMatch(/^Checklist /);
    expect(started.results).toEqual(WALK_AROUND.map((item) => ({ ...item, result: null, value: null, note: "", severity: "major", photos: [] })));
  });

  it("keeps its lines when the template changes later", async () => {
    const template = await createTemplate(server, manager.token);
    const car = await vehicle();
    const started = await startInspection(server, technician.token, car.id, template.id);
    const changed = await server.request(`${TEMPLATE_RECORDS}/${template.id}`, { method: "PATCH", token: manager.token, body: { items: [{ label: "Horn", kind: "check" }] } });
    expectOk(changed);
    const again = expectOk(await server.request(`${INSPECTION_RECORDS}/${started.id}`, { token: technician.token }));
    expect(again.results.map((line: { label: string }) => line.label)).toEqual(["Lights", "Tyre tread", "Bodywork"]);
  });

  it("takes its own lines without a template", async () => {
    const car = await vehicle();
    const response = await server.request(INSPECTION_RECORDS, {
      method: "POST",
      token: technician.token,
      body: { vehicle: car.id, results: [{ label: "Wipers", kind: "check", result: "pass" }] },
    });
    expect(expectOk(response)).toMatchObject({ title: "Inspection", results: [{ label: "Wipers", result: "pass", photos: [] }] });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["neither a template nor lines", {}, { results: "required" }],
    ["a template that does not exist", { template: "aaaaaaaaaaaaaaa" }, { template: "template_not_found" }],
    ["no vehicle", { vehicle: "" }, { vehicle: "required" }],
    ["101 lines", { results: Array.from({ length: 101 }, (_, i) => ({ label: `Line ${i}`, kind: "check" })) }, { results: "too_long" }],
  ])("refuses %s", async (_case, fields, codes) => {
    const car = await vehicle();
    expectFieldErrors(await server.request(INSPECTION_RECORDS, { method: "POST", token: technician.token, body: { vehicle: car.id, ...fields } }), codes);
  });

  it("keeps the template it started from", async () => {
    const { inspection: started } = await inspection();
    const other = await createTemplate(server, manager.token);
    expectFieldErrors(await patchInspection(server, technician.token, started.id, { template: other.id }), { template: "read_only" });
  });
});

describe("answering a line", () => {
  // [line, answer → stored result and value]: every kind of line and result; a measurement out of
  // range is a fail whatever was chosen.
  it.each<[string, number, Record<string, unknown>, { result: string | null; value: number | null }]>([
    ["a check passes", 0, { result: "pass" }, { result: "pass", value: null }],
    ["a check fails", 0, { result: "FAIL" }, { result: "fail", value: null }],
    ["a check is not applicable", 0, { result: "na" }, { result: "na", value: null }],
    ["an answer is taken back", 0, { result: null }, { result: null, value: null }],
    ["a measurement in range passes", 1, { result: "pass", value: 3.2 }, { result: "pass", value: 3.2 }],
    ["a measurement typed with a comma", 1, { result: "pass", value: "2,4" }, { result: "pass", value: 2.4 }],
    ["a measurement in range may still fail", 1, { result: "fail", value: 5 }, { result: "fail", value: 5 }],
    ["a measurement below its range passed is a fail", 1, { result: "pass", value: 1.2 }, { result: "fail", value: 1.2 }],
    ["a measurement below its range as N/A is a fail", 1, { result: "na", value: 0.4 }, { result: "fail", value: 0.4 }],
    ["a measurement below its range unanswered is a fail", 1, { value: 1 }, { result: "fail", value: 1 }],
    ["a measurement without a value is not applicable", 1, { result: "na" }, { result: "na", value: null }],
  ])("%s", async (_case, line, answer, stored) => {
    const { inspection: started } = await inspection();
    const saved = expectOk(await patchInspection(server, technician.token, started.id, { results: { [line]: answer } }));
    expect(saved.results[line]).toMatchObject(stored);
    expect(saved.failed).toBe(stored.result === "fail" ? 1 : 0);
  });

  it.each<[string, unknown, string]>([
    ["a value on a check", { "0": { result: "pass", value: 3 } }, "invalid_type"],
    ["an unknown result", { "0": { result: "maybe" } }, "invalid_choice"],
    ["a line that does not exist", { "7": { result: "pass" } }, "invalid_choice"],
    ["a value that is no number", { "1": { value: "deep" } }, "not_a_number"],
    ["a note of 501 characters", { "0": { note: "n".repeat(501) } }, "too_long"],
    ["an unknown key in an answer", { "0": { result: "pass", colour: "red" } }, "unknown_field"],
    ["answers that are no object", "pass", "invalid_type"],
    ["the whole list with other lines", [{ label: "Horn", kind: "check", result: "pass" }], "invalid_choice"],
  ])("refuses %s", async (_case, results, code) => {
    const { inspection: started } = await inspection();
    expectFieldErrors(await patchInspection(server, technician.token, started.id, { results }), { results: code });
  });

  it("keeps the note and severity of a failed line", async () => {
    const { inspection: started } = await inspection();
    const saved = expectOk(await patchInspection(server, technician.token, started.id, { results: { "0": { result: "fail", note: "Left brake light", severity: "critical" } } }));
    expect(saved.results[0]).toMatchObject({ result: "fail", note: "Left brake light", severity: "critical" });
  });

  it("keeps both answers when two people answer different lines at once", async () => {
    const { inspection: started } = await inspection();
    const answers = [{ "0": { result: "pass" } }, { "1": { result: "pass", value: 2 } }, { "2": { result: "fail" } }];
    const responses = await Promise.all(answers.map((results, i) => patchInspection(server, i === 1 ? manager.token : technician.token, started.id, { results })));
    for (const response of responses) expectOk(response);
    const stored = expectOk(await server.request(`${INSPECTION_RECORDS}/${started.id}`, { token: technician.token }));
    expect(stored.results.map((line: { result: string }) => line.result)).toEqual(["pass", "pass", "fail"]);
  });

  it("puts a photo sent with one line's answer on that line, and a removed one off it", async () => {
    const { inspection: started } = await inspection();
    const saved = expectOk(await server.request<Inspection>(`${INSPECTION_RECORDS}/${started.id}`, { method: "PATCH", token: technician.token, rawBody: answerWithPhoto(2, { result: "fail" }) }));
    expect(saved.photos).toHaveLength(1);
    expect(saved.results[2]).toMatchObject({ result: "fail", photos: saved.photos });
    const removed = expectOk(await patchInspection(server, technician.token, started.id, { "photos-": saved.photos[0] }));
    expect(removed.photos).toEqual([]);
    expect(removed.results[2]!.photos).toEqual([]);
  });

  it("keeps both photos when two people photograph two lines at the same moment, each on its line", async () => {
    const { inspection: started } = await inspection();
    const send = (line: number, token: string) =>
      server.request<Inspection>(`${INSPECTION_RECORDS}/${started.id}`, { method: "PATCH", token, rawBody: answerWithPhoto(line, { result: "fail", note: `Line ${line}` }) });
    const answers = await Promise.all([send(0, technician.token), send(2, manager.token)]);
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    const stored = (await server.asSuperuser<Inspection>(`${INSPECTION_RECORDS}/${started.id}`)).json;
    expect(stored.photos).toHaveLength(2);
    expect(stored.results[0]!.photos).toHaveLength(1);
    expect(stored.results[2]!.photos).toHaveLength(1);
    expect([...stored.results[0]!.photos, ...stored.results[2]!.photos].sort()).toEqual([...stored.photos].sort());
  });
});

describe("finishing an inspection", () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["a line unanswered", { results: { "0": { result: "pass" }, "1": { result: "pass", value: 2 } }, odometer: 5000 }, { results: "required" }],
    ["a measurement without its value", { results: { "0": { result: "pass" }, "1": { result: "pass" }, "2": { result: "pass" } }, odometer: 5000 }, { results: "required" }],
    ["a failed line that needs a photo without one", { results: { ...ALL_PASS, "2": { result: "fail" } }, odometer: 5000 }, { results: "photo_required" }],
    ["no odometer", { results: ALL_PASS }, { odometer: "odometer_required" }],
  ])("needs every answer and the odometer: refused with %s", async (_case, body, codes) => {
    const { car, inspection: started } = await inspection();
    expectFieldErrors(await patchInspection(server, technician.token, started.id, { ...body, status: "done" }), codes);
    expect((await getVehicle(server, car.id)).odometer).toBe(0);
    expect(await defectsOf(server, `inspection = "${started.id}"`)).toEqual([]);
  });

  // A device sends its answers as they are given and "done" alone at the end: the server then
  // judges the lines as stored (read by SQL, not all parsed: inspections/lifecycle.ts).
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["a line unanswered", { "0": { result: "pass" }, "1": { result: "pass", value: 2 } }, { results: "required" }],
    ["a measurement without its value", { "0": { result: "pass" }, "1": { result: "pass" }, "2": { result: "pass" } }, { results: "required" }],
    ["a failed line that needs a photo without one", { ...ALL_PASS, "2": { result: "fail" } }, { results: "photo_required" }],
  ])("refuses done sent alone after answers saved before, with %s", async (_case, results, codes) => {
    const { car, inspection: started } = await inspection();
    expectOk(await patchInspection(server, technician.token, started.id, { results }));
    const refused = await patchInspection(server, technician.token, started.id, { odometer: 5000, status: "done" });
    expectFieldErrors(refused, codes);
    // The same words as when the answers come with the "done" (every line parsed).
    const together = await patchInspection(server, technician.token, started.id, { results, odometer: 5000, status: "done" });
    expect(fieldMessages(refused)).toEqual(fieldMessages(together));
    expect((await getVehicle(server, car.id)).odometer).toBe(0);
    expect(await defectsOf(server, `inspection = "${started.id}"`)).toEqual([]);
  });

  it("finishes with done sent alone after answers saved before: its failed lines become defects", async () => {
    const { car, inspection: started } = await inspection();
    const photo = await server.request(`${INSPECTION_RECORDS}/${started.id}`, { method: "PATCH", token: technician.token, rawBody: answerWithPhoto(2, { result: "fail", note: "Dent, rear door" }) });
    expectOk(photo);
    expectOk(await patchInspection(server, technician.token, started.id, { results: { "0": { result: "pass" }, "1": { result: "pass", value: 1.1, severity: "critical" } } }));
    const done = expectOk(await patchInspection(server, technician.token, started.id, { odometer: 12_345, status: "done" }));
    expect(done).toMatchObject({ status: "done", odometer: 12_345, failed: 2 });
    expect(done.results.map((line) => line.result)).toEqual(["pass", "fail", "fail"]);
    expect(done.results[2]!.photos).toEqual(done.photos);
    const defects = await defectsOf(server, `inspection = "${started.id}"`);
    expect(defects.map((defect) => [defect.inspection_item, defect.title, defect.severity])).toEqual([
      [1, "Tyre tread", "critical"],
      [2, "Bodywork", "major"],
    ]);
    expect(await statusOf(car.id)).toBe("out_of_service");
  });

  it("keeps its lines when an update sends no answers (results null), and judges a done sent alone on them", async () => {
    const { inspection: started } = await inspection();
    const answered = expectOk(await patchInspection(server, technician.token, started.id, { results: { "0": { result: "fail", note: "Left indicator out" }, "1": { result: "pass", value: 3 } } }));
    const kept = expectOk(await patchInspection(server, technician.token, started.id, { results: null }));
    expect(kept.results).toEqual(answered.results);
    // Line 2 is still unanswered, as stored.
    expectFieldErrors(await patchInspection(server, technician.token, started.id, { odometer: 5000, status: "done" }), { results: "required" });
    expectOk(await patchInspection(server, technician.token, started.id, { results: { "2": { result: "pass" } } }));
    expect(expectOk(await patchInspection(server, technician.token, started.id, { odometer: 5000, status: "done" }))).toMatchObject({ status: "done", failed: 1 });
    expect((await defectsOf(server, `inspection = "${started.id}"`)).map((defect) => defect.inspection_item)).toEqual([0]);
  });

  it("refuses an odometer below the vehicle's", async () => {
    const { inspection: started } = await inspection({ vehicle: (await vehicle({ odometer: 9000 })).id });
    expectFieldErrors(await patchInspection(server, technician.token, started.id, { results: ALL_PASS, odometer: 8000, status: "done" }), { odometer: "odometer_backwards" });
  });

  it("with the failed line's photo, records the reading and opens a defect for each failed line", async () => {
    const { car, inspection: started } = await inspection();
    const photo = await server.request(`${INSPECTION_RECORDS}/${started.id}`, { method: "PATCH", token: technician.token, rawBody: answerWithPhoto(2, { result: "fail", note: "Dent, rear door" }) });
    expectOk(photo);
    const done = expectOk(
      await patchInspection(server, technician.token, started.id, {
        results: { "0": { result: "pass" }, "1": { result: "pass", value: 1.1, severity: "critical" } },
        odometer: 12_345,
        status: "done",
      }),
    );
    expect(done).toMatchObject({ status: "done", odometer: 12_345, failed: 2 });
    expect(done.completed).not.toBe("");
    expect((await getVehicle(server, car.id)).odometer).toBe(12_345);
    expect((await readingsOf(server, car.id)).map((reading) => [reading.km, reading.source, reading.inspection])).toEqual([[12_345, "inspection", started.id]]);
    const defects = await defectsOf(server, `inspection = "${started.id}"`);
    expect(defects.map((defect) => [defect.inspection_item, defect.title, defect.severity, defect.status, defect.reported_by])).toEqual([
      [1, "Tyre tread", "critical", "open", technician.id],
      [2, "Bodywork", "major", "open", technician.id],
    ]);
    expect(defects[0]!.note).toBe("Measured 1.1 mm (allowed at least 1.6 mm).");
    expect(defects[1]!.note).toBe("Dent, rear door");
    // A critical failure takes the vehicle off the road, in the same save.
    expect(await statusOf(car.id)).toBe("out_of_service");
  });

  it("is final: nothing changes afterwards, and the same answer sent again changes nothing", async () => {
    const { car, inspection: started } = await inspection();
    const done = expectOk(await patchInspection(server, technician.token, started.id, { results: ALL_PASS, odometer: 100, status: "done" }));
    for (const body of [{ status: "in_progress" }, { odometer: 200 }, { results: { "0": { result: "fail" } } }]) {
      expectFieldErrors(await patchInspection(server, manager.token, started.id, body), { status: "inspection_done" });
    }
    // A phone that sends its last answers again (its answer was lost) is told they arrived.
    const repeated = expectOk(await patchInspection(server, technician.token, started.id, { results: ALL_PASS, odometer: 100, status: "done" }));
    expect({ ...repeated, updated: "" }).toEqual({ ...done, updated: "" });
    expect(await readingsOf(server, car.id)).toHaveLength(1);
    expect(await defectsOf(server, `inspection = "${started.id}"`)).toEqual([]);
  });
});

describe("defects", () => {
  async function openWorkOrder(vehicleId: string, status: "open" | "in_progress" = "open") {
    const workOrder = await createWorkOrder(server, technician.token, vehicleId);
    return status === "open" ? workOrder : moveWorkOrder(server, technician.token, workOrder.id, { status });
  }

  it("reported directly are open, by who reported them", async () => {
    const car = await vehicle();
    const defect = await reportDefect(server, technician.token, car.id, { note: "Rear left", reported_by: manager.id, fixed_at: "2020-01-01" });
    expect(defect).toMatchObject({ status: "open", severity: "major", inspection: "", work_order: "", reported_by: technician.id, fixed_at: "" });
  });

  it("scheduled on a work order of their vehicle, which gains a task line for them", async () => {
    const car = await vehicle();
    const defect = await reportDefect(server, technician.token, car.id);
    const workOrder = await openWorkOrder(car.id);
    const scheduled = expectOk(await patchDefect(server, technician.token, defect.id, { work_order: workOrder.id }));
    expect(scheduled).toMatchObject({ status: "scheduled", work_order: workOrder.id });
    const items = (await server.asSuperuser(`${ITEM_RECORDS}?filter=${encodeURIComponent(`work_order = "${workOrder.id}"`)}`)).json.items;
    expect(items.map((item: Record<string, unknown>) => [item.kind, item.description, item.source, item.created_by])).toEqual([["task", "Brake light out", "defect", technician.id]]);
  });

  it.each<[string, () => Promise<string>, string]>([
    ["of another vehicle", async () => (await openWorkOrder((await vehicle()).id)).id, "work_order_other_vehicle"],
    ["that does not exist", async () => "aaaaaaaaaaaaaaa", "work_order_not_found"],
  ])("refused on a work order %s", async (_case, workOrder, code) => {
    const car = await vehicle();
    const defect = await reportDefect(server, technician.token, car.id);
    expectFieldErrors(await patchDefect(server, technician.token, defect.id, { work_order: await workOrder() }), { work_order: code });
    expect((await getDefect(server, defect.id)).status).toBe("open");
  });

  it.each(["done", "cancelled"] as const)("refused on a %s work order", async (status) => {
    const car = await vehicle();
    const defect = await reportDefect(server, technician.token, car.id);
    const workOrder = await createWorkOrder(server, technician.token, car.id);
    const steps = status === "done" ? [{ status: "in_progress" }, { status: "done", odometer: 10 }] : [{ status: "cancelled" }];
    await moveWorkOrder(server, technician.token, workOrder.id, ...steps);
    expectFieldErrors(await patchDefect(server, technician.token, defect.id, { work_order: workOrder.id }), { work_order: "work_order_closed" });
  });

  it("follow their work order: done fixes them, reopened schedules them again, cancelled reopens them off it", async () => {
    const car = await vehicle();
    const defect = await reportDefect(server, technician.token, car.id);
    const workOrder = await openWorkOrder(car.id, "in_progress");
    expectOk(await patchDefect(server, technician.token, defect.id, { work_order: workOrder.id }));
    await moveWorkOrder(server, technician.token, workOrder.id, { status: "done", odometer: 500 });
    const fixed = await getDefect(server, defect.id);
    expect(fixed).toMatchObject({ status: "fixed", work_order: workOrder.id });
    expect(fixed.fixed_at).not.toBe("");
    await moveWorkOrder(server, manager.token, workOrder.id, { status: "in_progress" });
    expect(await getDefect(server, defect.id)).toMatchObject({ status: "scheduled", fixed_at: "" });
    await moveWorkOrder(server, technician.token, workOrder.id, { status: "cancelled" });
    expect(await getDefect(server, defect.id)).toMatchObject({ status: "open", work_order: "" });
  });

  it("return to open when their work order is deleted", async () => {
    const car = await vehicle();
    const defect = await reportDefect(server, technician.token, car.id);
    const workOrder = await openWorkOrder(car.id);
    expectOk(await patchDefect(server, technician.token, defect.id, { work_order: workOrder.id }));
    expect((await server.request(`${WORK_ORDER_RECORDS}/${workOrder.id}`, { method: "DELETE", token: manager.token })).status).toBe(204);
    expect(await getDefect(server, defect.id)).toMatchObject({ status: "open", work_order: "" });
  });

  it("stay on their work order once scheduled", async () => {
    const car = await vehicle();
    const defect = await reportDefect(server, technician.token, car.id);
    const [first, second] = [await openWorkOrder(car.id), await openWorkOrder(car.id)];
    expectOk(await patchDefect(server, technician.token, defect.id, { work_order: first.id }));
    expectFieldErrors(await patchDefect(server, technician.token, defect.id, { work_order: second.id }), { work_order: "read_only" });
  });

  it.each<[string, Record<string, unknown>, "technician" | "manager", number, Record<string, string> | null]>([
    ["a technician may not dismiss", { status: "dismissed", dismiss_note: "Not a defect" }, "technician", 403, null],
    ["a manager needs a note", { status: "dismissed" }, "manager", 400, { dismiss_note: "note_required" }],
    ["a blank note is no note", { status: "dismissed", dismiss_note: "  " }, "manager", 400, { dismiss_note: "note_required" }],
    ["a manager with a note dismisses", { status: "dismissed", dismiss_note: "Within limits" }, "manager", 200, null],
    ["fixed on the spot", { status: "fixed" }, "technician", 200, null],
    ["not scheduled without a work order", { status: "scheduled" }, "technician", 400, { status: "invalid_transition" }],
  ])("%s", async (_case, body, who, status, codes) => {
    const car = await vehicle();
    const defect = await reportDefect(server, technician.token, car.id);
    const response = await patchDefect(server, who === "manager" ? manager.token : technician.token, defect.id, body);
    if (codes) expectFieldErrors(response, codes);
    expect(response.status, response.text).toBe(status);
    if (status === 403) expect((response.json as unknown as { message: string }).message).toBe("Only a manager can dismiss defects.");
    if (status === 200 && body.status === "dismissed") expect(response.json).toMatchObject({ dismissed_by: manager.id, dismiss_note: "Within limits" });
    if (status === 200 && body.status === "fixed") expect(response.json.fixed_at).not.toBe("");
  });

  it.each(["fixed", "dismissed"] as const)("once %s, cannot change", async (status) => {
    const car = await vehicle();
    const defect = await reportDefect(server, technician.token, car.id);
    expectOk(await patchDefect(server, manager.token, defect.id, { status, dismiss_note: "Within limits" }));
    for (const body of [{ status: "open" }, { title: "Something else" }, { severity: "critical" }]) {
      expect(errorCodes(await patchDefect(server, manager.token, defect.id, body))).toEqual({ status: "defect_closed" });
    }
  });
});

describe("off the road", () => {
  it("a critical defect takes the vehicle out of service, and staff cannot put it back", async () => {
    const car = await vehicle();
    const defect = await reportDefect(server, technician.token, car.id, { severity: "critical" });
    expect(await statusOf(car.id)).toBe("out_of_service");
    for (const status of ["available", "in_service"]) {
      expectFieldErrors(await server.request(`${VEHICLE_RECORDS}/${car.id}`, { method: "PATCH", token: manager.token, body: { status } }), { status: "invalid_choice" });
    }
    // Dismissed, the vehicle is back on the road.
    expectOk(await patchDefect(server, manager.token, defect.id, { status: "dismissed", dismiss_note: "Reported twice" }));
    expect(await statusOf(car.id)).toBe("available");
  });

  it("outranks work in progress, and goes back to what the work orders say", async () => {
    const car = await vehicle();
    const workOrder = await createWorkOrder(server, technician.token, car.id);
    await moveWorkOrder(server, technician.token, workOrder.id, { status: "in_progress" });
    expect(await statusOf(car.id)).toBe("in_service");
    const defect = await reportDefect(server, technician.token, car.id, { severity: "critical" });
    expect(await statusOf(car.id)).toBe("out_of_service");
    expectOk(await patchDefect(server, technician.token, defect.id, { status: "fixed" }));
    expect(await statusOf(car.id)).toBe("in_service");
  });

  it("follows a severity raised and lowered", async () => {
    const car = await vehicle();
    const defect = await reportDefect(server, technician.token, car.id, { severity: "minor" });
    expectOk(await patchDefect(server, technician.token, defect.id, { severity: "critical" }));
    expect(await statusOf(car.id)).toBe("out_of_service");
    expectOk(await patchDefect(server, technician.token, defect.id, { severity: "major" }));
    expect(await statusOf(car.id)).toBe("available");
  });

  it("lasts while any critical defect is unfixed, and ends with the work order that fixes the last", async () => {
    const car = await vehicle();
    const first = await reportDefect(server, technician.token, car.id, { severity: "critical" });
    const second = await reportDefect(server, technician.token, car.id, { severity: "critical", title: "Brakes pull left" });
    const workOrder = await createWorkOrder(server, manager.token, car.id);
    for (const defect of [first, second]) expectOk(await patchDefect(server, manager.token, defect.id, { work_order: workOrder.id }));
    await moveWorkOrder(server, technician.token, workOrder.id, { status: "in_progress" });
    expect(await statusOf(car.id)).toBe("out_of_service");
    await moveWorkOrder(server, technician.token, workOrder.id, { status: "done", odometer: 1000 });
    expect((await defectsOf(server, `vehicle = "${car.id}"`)).map((defect: Defect) => defect.status)).toEqual(["fixed", "fixed"]);
    expect(await statusOf(car.id)).toBe("available");
  });

  it("a retired vehicle stays retired when its critical defect is dismissed", async () => {
    const car = await vehicle();
    const defect = await reportDefect(server, technician.token, car.id, { severity: "critical" });
    expectOk(await server.request(`${VEHICLE_RECORDS}/${car.id}`, { method: "PATCH", token: manager.token, body: { status: "retired" } }));
    expectOk(await patchDefect(server, manager.token, defect.id, { status: "dismissed", dismiss_note: "Sold for parts" }));
    expect(await statusOf(car.id)).toBe("retired");
  });

  it("deleting the last critical defect lets the vehicle back on the road", async () => {
    const car = await vehicle();
    const defect = await reportDefect(server, technician.token, car.id, { severity: "critical" });
    expect((await server.request(`${DEFECT_RECORDS}/${defect.id}`, { method: "DELETE", token: manager.token })).status).toBe(204);
    expect(await statusOf(car.id)).toBe("available");
  });

  it("a refused change leaves the vehicle as it was", async () => {
    const car = await vehicle();
    const defect = await reportDefect(server, technician.token, car.id, { severity: "critical" });
    const response = await patchWorkOrder(server, technician.token, (await createWorkOrder(server, technician.token, car.id)).id, { status: "done" });
    expect(response.status).toBe(400);
    expect(await statusOf(car.id)).toBe("out_of_service");
    expect((await getDefect(server, defect.id)).status).toBe("open");
  });
});
