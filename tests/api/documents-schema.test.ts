// The schema of photos and documents as the migrations make it (limits matching the shared
// validation, protected files, the renewal link), and the upgrade of a data dir made before them:
// vehicles, work orders and reminders intact, work orders without photos, reminders following no
// document, no documents.
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_KINDS } from "@shared/documents/record";
import { PHOTOS_MAX } from "@shared/photos";
import { DOCUMENT_MAX_BYTES, DOCUMENT_MIME_TYPES, DOCUMENT_TITLE_MAX_LENGTH, PHOTO_LIST_MAX_BYTES, PHOTO_MIME_TYPES } from "@shared/validation";
import { DOCUMENT_RECORDS } from "../support/documents";
import { createReminder } from "../support/reminders";
import { createEmployee, repoRoot, startServer, type TestServer } from "../support/pocketbase";
import { CATEGORY_RECORDS, VEHICLE_RECORDS } from "../support/records";
import { createWorkOrder, WORK_ORDER_RECORDS } from "../support/work-orders";

const REMINDER_RECORDS = "/api/collections/reminders/records";

describe("the photos and documents schema", () => {
  let server: TestServer;
  const schema: Record<string, any> = {};
  beforeAll(async () => {
    server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } });
    for (const name of ["work_orders", "vehicle_documents", "reminders"]) schema[name] = (await server.asSuperuser(`/api/collections/${name}`)).json;
  });
  afterAll(async () => {
    await server?.dispose();
  });

  const field = (collection: string, name: string) => schema[collection].fields.find((f: any) => f.name === name);

  it("keeps a work order's photos protected, within the shared limits", () => {
    expect(field("work_orders", "photos")).toMatchObject({
      type: "file",
      maxSelect: PHOTOS_MAX.work_orders,
      maxSize: PHOTO_LIST_MAX_BYTES,
      mimeTypes: [...PHOTO_MIME_TYPES],
      protected: true,
    });
  });

  it("keeps a document's file protected, with the shared kinds and limits, and links its renewal reminder", () => {
    expect(field("vehicle_documents", "file")).toMatchObject({ type: "file", maxSelect: 1, maxSize: DOCUMENT_MAX_BYTES, mimeTypes: [...DOCUMENT_MIME_TYPES], protected: true });
    expect(field("vehicle_documents", "kind").values).toEqual([...DOCUMENT_KINDS]);
    expect(field("vehicle_documents", "title").max).toBe(DOCUMENT_TITLE_MAX_LENGTH);
    expect(field("vehicle_documents", "vehicle")).toMatchObject({ required: true, cascadeDelete: true });
    expect(field("reminders", "document")).toMatchObject({ type: "relation", collectionId: schema.vehicle_documents.id, cascadeDelete: true });
    expect(schema.reminders.indexes.join("\n")).toMatch(/UNIQUE INDEX `?idx_reminders_document`?/);
  });
});

describe("upgrading a data dir made before photos and documents", () => {
  it("keeps every vehicle, work order and reminder; work orders start without photos, reminders follow no document", async () => {
    const previous = await mkdtemp(join(tmpdir(), "workshop-before-documents-"));
    const dataDir = await mkdtemp(join(tmpdir(), "workshop-upgrade-"));
    const env = { WORKSHOP_FIRST_EMPLOYEE: "skip" };
    try {
      // Yesterday's migrations and hooks: everything but this feature's.
      const migrationsDir = join(previous, "migrations");
      await cp(join(repoRoot, "pb_migrations"), migrationsDir, { recursive: true, filter: (source) => !/17962003\d{2}_/.test(source) });
      const hooksDir = join(previous, "hooks");
      await cp(join(repoRoot, "pb_hooks"), hooksDir, { recursive: true, filter: (source) => !source.endsWith("vehicle-documents.pb.js") });
      const old = await startServer({ dataDir, env, migrationsDir, hooksDir });
      let before: { vehicles: any[]; workOrders: any[]; reminders: any[] };
      try {
        expect((await old.asSuperuser("/api/collections/vehicle_documents")).status).toBe(404);
        const employee = await createEmployee(old, { role: "manager" });
        const category = (await old.asSuperuser(CATEGORY_RECORDS, { method: "POST", body: { name: "Vans" } })).json;
        const vehicle = (await old.asSuperuser(VEHICLE_RECORDS, { method: "POST", body: { plate: "OLD-27", make: "Ford", model: "Transit", category: category.id } })).json;
        await createWorkOrder(old, employee.token, vehicle.id, { title: "Dent in the door" });
        await createReminder(old, employee.token, vehicle.id, { title: "Insurance", due_date: "2030-01-31" });
        before = {
          vehicles: (await old.asSuperuser(VEHICLE_RECORDS)).json.items,
          workOrders: (await old.asSuperuser(WORK_ORDER_RECORDS)).json.items,
          reminders: (await old.asSuperuser(REMINDER_RECORDS)).json.items,
        };
      } finally {
        await old.stop();
      }
      const current = await startServer({ dataDir, env });
      try {
        expect((await current.asSuperuser(VEHICLE_RECORDS)).json.items).toEqual(before.vehicles);
        expect((await current.asSuperuser(WORK_ORDER_RECORDS)).json.items).toEqual(before.workOrders.map((order) => ({ ...order, photos: [] })));
        expect((await current.asSuperuser(REMINDER_RECORDS)).json.items).toEqual(before.reminders.map((reminder) => ({ ...reminder, document: "" })));
        expect((await current.asSuperuser(DOCUMENT_RECORDS)).json.totalItems).toBe(0);
      } finally {
        await current.dispose();
      }
    } finally {
      await rm(previous, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
