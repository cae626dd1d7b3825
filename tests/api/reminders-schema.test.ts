// The reminder schema as the migrations make it (limits matching the shared validation, the
// indexes the due list and the daily job need), and the upgrade of a data dir made before it:
// categories and work orders intact, with an empty plan and no reminders.
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVERY_KM_MAX, EVERY_MONTHS_MAX, REMINDER_TITLE_MAX_LENGTH, SOON_DAYS_MAX, SOON_KM_MAX, WORK_ORDER_REMINDERS_MAX } from "@shared/validation";
import { REMINDER_STATES } from "@shared/reminders";
import { createEmployee, repoRoot, startServer, type TestServer } from "../support/pocketbase";
import { CATEGORY_RECORDS, VEHICLE_RECORDS } from "../support/records";
import { createWorkOrder, WORK_ORDER_RECORDS } from "../support/work-orders";

describe("the reminders collection", () => {
  let server: TestServer;
  let reminders: any;
  let workOrders: any;
  beforeAll(async () => {
    server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } });
    reminders = (await server.asSuperuser("/api/collections/reminders")).json;
    workOrders = (await server.asSuperuser("/api/collections/work_orders")).json;
  });
  afterAll(async () => {
    await server?.dispose();
  });

  function field(collection: any, name: string): any {
    return collection.fields.find((f: any) => f.name === name);
  }

  it("has the shared validation's limits", () => {
    expect(field(reminders, "title").max).toBe(REMINDER_TITLE_MAX_LENGTH);
    expect(field(reminders, "every_months").max).toBe(EVERY_MONTHS_MAX);
    expect(field(reminders, "every_km").max).toBe(EVERY_KM_MAX);
    expect(field(reminders, "soon_days").max).toBe(SOON_DAYS_MAX);
    expect(field(reminders, "soon_km").max).toBe(SOON_KM_MAX);
    expect(field(reminders, "state").values).toEqual([...REMINDER_STATES]);
    expect(field(workOrders, "reminders")).toMatchObject({ type: "relation", collectionId: reminders.id, maxSelect: WORK_ORDER_REMINDERS_MAX });
  });

  it("is indexed for the due list (with and without a category) and the daily job", () => {
    const indexes = reminders.indexes.join("\n");
    expect(indexes).toContain("(urgency, due_date, due_km, id)");
    expect(indexes).toContain("(category, urgency, due_date, due_km, id)");
    expect(indexes).toContain("(urgency, soon_date)");
    expect(indexes).toContain("(vehicle, title)");
  });
});

describe("upgrading a data dir made before reminders", () => {
  it("keeps every category and work order; plans start empty and work orders name no reminders", async () => {
    const previous = await mkdtemp(join(tmpdir(), "workshop-before-reminders-"));
    const dataDir = await mkdtemp(join(tmpdir(), "workshop-upgrade-"));
    const env = { WORKSHOP_FIRST_EMPLOYEE: "skip" };
    try {
      // Yesterday's migrations and hooks: everything but this feature's, and the later ones that
      // change reminders (1796200320: the document a reminder follows).
      const migrationsDir = join(previous, "migrations");
      await cp(join(repoRoot, "pb_migrations"), migrationsDir, { recursive: true, filter: (source) => !/17960002\d{2}_|1796200320_/.test(source) });
      const hooksDir = join(previous, "hooks");
      await cp(join(repoRoot, "pb_hooks"), hooksDir, { recursive: true, filter: (source) => !source.endsWith("reminders.pb.js") });
      const old = await startServer({ dataDir, env, migrationsDir, hooksDir });
      let before: { categories: any[]; workOrders: any[] };
      try {
        expect((await old.asSuperuser("/api/collections/reminders")).status).toBe(404);
        const employee = await createEmployee(old);
        await old.asSuperuser(`/api/collections/employees/records/${employee.id}`, { method: "PATCH", body: { role: "manager" } });
        const category = (await old.asSuperuser(CATEGORY_RECORDS, { method: "POST", body: { name: "Vans" } })).json;
        const vehicle = (await old.asSuperuser(VEHICLE_RECORDS, { method: "POST", body: { plate: "OLD-9", make: "Ford", model: "Transit", category: category.id } })).json;
        await createWorkOrder(old, employee.token, vehicle.id, { title: "Brakes" });
        before = {
          categories: (await old.asSuperuser(CATEGORY_RECORDS)).json.items,
          workOrders: (await old.asSuperuser(WORK_ORDER_RECORDS)).json.items,
        };
      } finally {
        await old.stop();
      }
      const current = await startServer({ dataDir, env });
      try {
        const categories = (await current.asSuperuser(CATEGORY_RECORDS)).json.items;
        expect(categories).toEqual(before.categories.map((category) => ({ ...category, service_plan: [] })));
        const orders = (await current.asSuperuser(WORK_ORDER_RECORDS)).json.items;
        expect(orders).toEqual(before.workOrders.map((order) => ({ ...order, reminders: [] })));
      } finally {
        await current.dispose();
      }
    } finally {
      await rm(previous, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
