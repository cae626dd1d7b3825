// The inspection and defect schema as the migrations make it (limits matching the shared
// validation, the indexes the lists need), and the upgrade of a data dir made by the migrations
// before it: every vehicle, work order, item and reading intact (readings name no inspection),
// and the new rules working on the old records at once.
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFECT_SEVERITIES, DEFECT_STATUSES, INSPECTION_STATUSES, type Inspection } from "@shared/records";
import {
  DEFECT_NOTE_MAX_LENGTH,
  DEFECT_PHOTOS_MAX,
  DEFECT_TITLE_MAX_LENGTH,
  INSPECTION_PHOTO_MAX_BYTES,
  INSPECTION_PHOTOS_MAX,
  INSPECTION_TEMPLATE_NAME_MAX_LENGTH,
  PHOTO_MIME_TYPES,
  canHoldUpCompletion,
} from "@shared/validation";
import { ALL_PASS, createTemplate, DEFECT_RECORDS, INSPECTION_RECORDS, patchInspection, reportDefect, startInspection, TEMPLATE_RECORDS } from "../support/inspections";
import { createEmployee, repoRoot, startServer, type Employee, type TestServer } from "../support/pocketbase";
import { CATEGORY_RECORDS, createCategory, createVehicle, VEHICLE_RECORDS } from "../support/records";
import { getVehicle, ITEM_RECORDS, READING_RECORDS, WORK_ORDER_RECORDS } from "../support/work-orders";

describe("the inspection and defect collections", () => {
  let server: TestServer;
  const schema: Record<string, any> = {};
  beforeAll(async () => {
    server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } });
    for (const name of ["inspection_templates", "inspections", "defects", "odometer_readings"]) {
      schema[name] = (await server.asSuperuser(`/api/collections/${name}`)).json;
    }
  });
  afterAll(async () => {
    await server?.dispose();
  });

  function field(collection: string, name: string): any {
    return schema[collection].fields.find((f: any) => f.name === name);
  }

  it("has the shared validation's limits and choices", () => {
    expect(field("inspection_templates", "name").max).toBe(INSPECTION_TEMPLATE_NAME_MAX_LENGTH);
    expect(field("inspections", "status").values).toEqual([...INSPECTION_STATUSES]);
    expect(field("defects", "title").max).toBe(DEFECT_TITLE_MAX_LENGTH);
    expect(field("defects", "note").max).toBe(DEFECT_NOTE_MAX_LENGTH);
    expect(field("defects", "dismiss_note").max).toBe(DEFECT_NOTE_MAX_LENGTH);
    expect(field("defects", "severity").values).toEqual([...DEFECT_SEVERITIES]);
    expect(field("defects", "status").values).toEqual([...DEFECT_STATUSES]);
    expect(field("odometer_readings", "source").values).toEqual(["manual", "work_order", "inspection"]);
  });

  it.each([
    ["inspections", INSPECTION_PHOTOS_MAX],
    ["defects", DEFECT_PHOTOS_MAX],
  ] as const)("keeps the %s' photos protected, as images of at most 10 MB", (collection, max) => {
    expect(field(collection, "photos")).toMatchObject({ type: "file", maxSelect: max, maxSize: INSPECTION_PHOTO_MAX_BYTES, protected: true, mimeTypes: [...PHOTO_MIME_TYPES] });
  });

  it("is indexed for the lists: defects critical first, inspections by vehicle, template and day", () => {
    expect(schema.defects.indexes.join("\n")).toContain("(status, severity, created, id)");
    expect(schema.defects.indexes.join("\n")).toContain("(vehicle, status, severity)");
    const inspections = schema.inspections.indexes.join("\n");
    for (const columns of ["(created)", "(vehicle, created)", "(template, created)"]) expect(inspections).toContain(columns);
  });
});

describe("upgrading a data dir made before inspections", () => {
  it("keeps every record, and the new rules apply to the old vehicles at once", async () => {
    const previous = await mkdtemp(join(tmpdir(), "workshop-before-inspections-"));
    const dataDir = await mkdtemp(join(tmpdir(), "workshop-upgrade-"));
    const env = { WORKSHOP_FIRST_EMPLOYEE: "skip" };
    try {
      // The migrations before this feature's, and no hooks (today's read the new tables) but the
      // library the migrations use: what the hooks would derive is given.
      const migrationsDir = join(previous, "migrations");
      const hooksDir = join(previous, "hooks");
      // (1796200600 adds a field to inspections: it belongs with them.)
      await cp(join(repoRoot, "pb_migrations"), migrationsDir, { recursive: true, filter: (source) => !/17962000\d{2}_|1796200600_/.test(source) });
      await cp(join(repoRoot, "pb_hooks", "lib"), join(hooksDir, "lib"), { recursive: true });
      const old = await startServer({ dataDir, env, migrationsDir, hooksDir });
      const before: Record<string, any[]> = {};
      let vehicleId: string;
      try {
        expect((await old.asSuperuser("/api/collections/defects")).status).toBe(404);
        const made = (path: string, body: object) => old.asSuperuser(path, { method: "POST", body }).then((response) => response.json.id as string);
        const category = await made(CATEGORY_RECORDS, { name: "Vans", name_key: "vans" });
        vehicleId = await made(VEHICLE_RECORDS, { plate: "OLD-7", plate_key: "OLD7", make: "Ford", model: "Transit", category, category_name: "Vans", status: "in_service", odometer: 41_000 });
        const workOrder = await made(WORK_ORDER_RECORDS, { number: 1, vehicle: vehicleId, title: "Service", status: "in_progress", priority: "normal" });
        await made(ITEM_RECORDS, { work_order: workOrder, kind: "task", description: "Check", quantity: 1, unit: "pcs", source: "manual" });
        await made(READING_RECORDS, { vehicle: vehicleId, km: 40_000, read_at: "2026-01-05 10:00:00.000Z", source: "manual" });
        await made(READING_RECORDS, { vehicle: vehicleId, km: 41_000, read_at: "2026-06-05 10:00:00.000Z", source: "work_order", work_order: workOrder });
        for (const [name, path] of [["vehicles", VEHICLE_RECORDS], ["workOrders", WORK_ORDER_RECORDS], ["items", ITEM_RECORDS], ["readings", READING_RECORDS]] as const) {
          before[name] = (await old.asSuperuser(`${path}?sort=created`)).json.items;
        }
      } finally {
        await old.stop();
      }
      const current = await startServer({ dataDir, env });
      try {
        expect((await current.asSuperuser(`${VEHICLE_RECORDS}?sort=created`)).json.items).toEqual(before.vehicles);
        expect((await current.asSuperuser(`${WORK_ORDER_RECORDS}?sort=created`)).json.items).toEqual(before.workOrders);
        expect((await current.asSuperuser(`${ITEM_RECORDS}?sort=created`)).json.items).toEqual(before.items);
        expect((await current.asSuperuser(`${READING_RECORDS}?sort=created`)).json.items).toEqual(before.readings!.map((reading) => ({ ...reading, inspection: "" })));
        for (const path of [TEMPLATE_RECORDS, INSPECTION_RECORDS, DEFECT_RECORDS]) expect((await current.asSuperuser(path)).json.items).toEqual([]);

        const manager = await createEmployee(current, { role: "manager" });
        // The old vehicle in the workshop goes off the road with a critical defect, and back.
        const defect = await reportDefect(current, manager.token, vehicleId!, { severity: "critical" });
        expect((await getVehicle(current, vehicleId!)).status).toBe("out_of_service");
        const dismissed = await current.request(`${DEFECT_RECORDS}/${defect.id}`, { method: "PATCH", token: manager.token, body: { status: "dismissed", dismiss_note: "Old report" } });
        expect(dismissed.status, dismissed.text).toBe(200);
        expect((await getVehicle(current, vehicleId!)).status).toBe("in_service");
        // An inspection reads on from the old odometer.
        const inspection = await startInspection(current, manager.token, vehicleId!, (await createTemplate(current, manager.token)).id);
        const done = await current.request(`${INSPECTION_RECORDS}/${inspection.id}`, {
          method: "PATCH",
          token: manager.token,
          body: { results: { "0": { result: "pass" }, "1": { result: "pass", value: 3 }, "2": { result: "pass" } }, odometer: 40_500, status: "done" },
        });
        expect(done.json.data).toEqual({ odometer: { code: "odometer_backwards", message: expect.stringContaining("41,000 km"), params: { km: 41_000 } } });
      } finally {
        await current.dispose();
      }
    } finally {
      await rm(previous, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

// Migration 1796200600: each inspection keeps the lines that can hold up its completion, so that
// "done" sent alone reads those instead of the hundred stored lines. Inspections made before it,
// by today's library on the older schema (which picks the lines from the stored ones itself), keep
// everything and get their lines to judge; finishing one then judges exactly what it did before.
describe("upgrading inspections made before their lines to judge were kept", () => {
  it("keeps every inspection, gives each the lines that can hold it up, and judges a 'done' sent alone by them", async () => {
    const previous = await mkdtemp(join(tmpdir(), "workshop-before-judge-"));
    const dataDir = await mkdtemp(join(tmpdir(), "workshop-judge-upgrade-"));
    const env = { WORKSHOP_FIRST_EMPLOYEE: "skip" };
    try {
      const migrationsDir = join(previous, "migrations");
      await cp(join(repoRoot, "pb_migrations"), migrationsDir, { recursive: true, filter: (source) => !/1796200600_/.test(source) });
      const old = await startServer({ dataDir, env, migrationsDir });
      let manager: Employee;
      let vehicle: string;
      const ids: Record<"unanswered" | "answered" | "done", string> = { unanswered: "", answered: "", done: "" };
      let before: Inspection[];
      try {
        manager = await createEmployee(old, { role: "manager" });
        vehicle = (await createVehicle(old, (await createCategory(old)).id, manager.token, { odometer: 1_000 })).id;
        const template = (await createTemplate(old, manager.token)).id;
        const answer = async (id: string, body: object) => expect((await patchInspection(old, manager.token, id, body)).status).toBe(200);
        // Lights not answered yet, the tread passed without its value, the bodywork passed.
        ids.unanswered = (await startInspection(old, manager.token, vehicle, template)).id;
        await answer(ids.unanswered, { results: { "1": { result: "pass" }, "2": { result: "pass" } } });
        // Every line answered, the lights failed: ready to finish with one defect.
        ids.answered = (await startInspection(old, manager.token, vehicle, template)).id;
        await answer(ids.answered, { results: { "0": { result: "fail", note: "Left indicator out" }, "1": { result: "pass", value: 3.2 }, "2": { result: "pass" } } });
        // Finished before the upgrade, everything passed.
        ids.done = (await startInspection(old, manager.token, vehicle, template)).id;
        await answer(ids.done, { results: ALL_PASS, odometer: 1_100, status: "done" });
        before = (await old.asSuperuser(`${INSPECTION_RECORDS}?sort=created`)).json.items;
        expect(before.every((inspection) => !("lines_to_judge" in inspection))).toBe(true);
      } finally {
        await old.stop();
      }
      const current = await startServer({ dataDir, env });
      try {
        const linesToJudge = (inspection: Inspection) =>
          inspection.results.map((line, index) => ({ index, line })).filter(({ line }) => canHoldUpCompletion(line));
        const after = (await current.asSuperuser(`${INSPECTION_RECORDS}?sort=created`)).json.items;
        expect(after).toEqual(before.map((inspection) => ({ ...inspection, lines_to_judge: linesToJudge(inspection) })));
        expect(after.map((inspection: { lines_to_judge: { index: number }[] }) => inspection.lines_to_judge.map(({ index }) => index))).toEqual([[0, 1], [0], []]);
        // Hidden: no employee's answer shows it.
        expect(Object.keys((await patchInspection(current, manager!.token, ids.unanswered, {})).json)).not.toContain("lines_to_judge");

        const finish = (id: string, odometer: number) => patchInspection(current, manager!.token, id, { status: "done", odometer });
        const refused = await finish(ids.unanswered, 1_200);
        expect(refused.status).toBe(400);
        expect((refused.json as unknown as { data: unknown }).data).toEqual({ results: expect.objectContaining({ message: expect.stringContaining("Lights") }) });
        expect((await patchInspection(current, manager!.token, ids.unanswered, { results: { "0": { result: "pass" }, "1": { value: 2.5 } } })).status).toBe(200);
        const finished = await finish(ids.unanswered, 1_200);
        expect(finished.status, finished.text).toBe(200);
        expect(finished.json).toMatchObject({ status: "done", failed: 0 });

        const withDefect = await finish(ids.answered, 1_300);
        expect(withDefect.status, withDefect.text).toBe(200);
        expect(withDefect.json).toMatchObject({ status: "done", failed: 1 });
        const defects = (await current.asSuperuser(`${DEFECT_RECORDS}?filter=${encodeURIComponent(`inspection = "${ids.answered}"`)}`)).json.items;
        expect(defects).toEqual([expect.objectContaining({ inspection_item: 0, title: "Lights", note: "Left indicator out", status: "open" })]);
        expect((await getVehicle(current, vehicle!)).odometer).toBe(1_300);
      } finally {
        await current.dispose();
      }
    } finally {
      await rm(previous, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
