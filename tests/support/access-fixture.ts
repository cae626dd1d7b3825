// One record of each collection the access matrices (tests/api/access.test.ts, roles.test.ts)
// act on, and for each collection the bodies of a create and an update and a fresh record to
// delete. Records are made by the superuser, whom no rate limit counts.
import { createDocument, DOCUMENT_RECORDS, fileOf, smallPdf } from "./documents";
import { createTemplate, DEFECT_RECORDS, INSPECTION_RECORDS, reportDefect, startInspection, TEMPLATE_RECORDS, uniqueTemplateName, WALK_AROUND } from "./inspections";
import { createReminder, REMINDER_RECORDS } from "./reminders";
import { createEmployee, type TestServer } from "./pocketbase";
import { pastStretch, TIME_ENTRY_RECORDS } from "./time";
import { CATEGORY_RECORDS, createCategory, createVehicle, multipart, uniqueCategoryName, vehicleBody, VEHICLE_RECORDS } from "./records";
import { addItem, addReading, createWorkOrder, ITEM_RECORDS, READING_RECORDS, WORK_ORDER_RECORDS } from "./work-orders";
import { createPart, MOVEMENT_RECORDS, partBody, PART_RECORDS, receive } from "./parts";

export type RecordCollection =
  | "vehicles"
  | "categories"
  | "work_orders"
  | "work_order_items"
  | "odometer_readings"
  | "reminders"
  | "parts"
  | "stock_movements"
  | "vehicle_documents"
  | "inspection_templates"
  | "inspections"
  | "defects"
  | "time_entries";

export const RECORD_PATHS: Readonly<Record<RecordCollection, string>> = {
  vehicles: VEHICLE_RECORDS,
  categories: CATEGORY_RECORDS,
  work_orders: WORK_ORDER_RECORDS,
  work_order_items: ITEM_RECORDS,
  odometer_readings: READING_RECORDS,
  reminders: REMINDER_RECORDS,
  parts: PART_RECORDS,
  stock_movements: MOVEMENT_RECORDS,
  time_entries: TIME_ENTRY_RECORDS,
  vehicle_documents: DOCUMENT_RECORDS,
  inspection_templates: TEMPLATE_RECORDS,
  inspections: INSPECTION_RECORDS,
  defects: DEFECT_RECORDS,
};

/** A create's body: JSON, or a multipart form for a collection whose records need a file. */
export type CreateBody = Record<string, unknown> | FormData;

/** The request options that send `body` as it is meant to go. */
export function sending(body: CreateBody): { body: unknown } | { rawBody: FormData } {
  return body instanceof FormData ? { rawBody: body } : { body };
}

export class AccessFixture {
  /** Readings never go backwards: each one the fixture adds or asks for is higher than the last. */
  private km = 2000;

  private constructor(
    private readonly server: TestServer,
    readonly ids: Readonly<Record<RecordCollection, string>>,
    /** Whose time the fixture's time entries are: a technician of its own, nobody the tests sign in as. */
    readonly timeOwner: string,
  ) {}

  static async create(server: TestServer): Promise<AccessFixture> {
    const token = server.superuserToken;
    const categories = (await createCategory(server)).id;
    const vehicles = (await createVehicle(server, categories)).id;
    const workOrders = (await createWorkOrder(server, token, vehicles)).id;
    const parts = (await createPart(server, token, {}, 5)).id;
    const timeOwner = (await createEmployee(server, { name: "Fixture Timekeeper", role: "technician" })).id;
    const template = (await createTemplate(server, token)).id;
    const ids = {
      vehicles,
      categories,
      work_orders: workOrders,
      work_order_items: (await addItem(server, token, workOrders)).id,
      odometer_readings: (await addReading(server, token, vehicles, 2000)).id,
      reminders: (await createReminder(server, token, vehicles)).id,
      parts,
      stock_movements: (await receive(server, token, parts, 1, 7.5)).id,
      time_entries: await createTimeEntry(server, workOrders, timeOwner),
      vehicle_documents: (await createDocument(server, token, vehicles)).id,
      inspection_templates: template,
      inspections: (await startInspection(server, token, vehicles, template)).id,
      defects: (await reportDefect(server, token, vehicles)).id,
    };
    return new AccessFixture(server, ids, timeOwner);
  }

  /** A higher odometer than any so far. */
  nextKm(): number {
    return (this.km += 1000);
  }

  /** A fresh, unused record (nothing else refuses its delete). */
  async fresh(collection: RecordCollection): Promise<string> {
    const { server, ids } = this;
    const token = server.superuserToken;
    if (collection === "vehicles") return (await createVehicle(server, ids.categories)).id;
    if (collection === "categories") return (await createCategory(server)).id;
    if (collection === "work_orders") return (await createWorkOrder(server, token, ids.vehicles)).id;
    if (collection === "work_order_items") return (await addItem(server, token, ids.work_orders)).id;
    if (collection === "reminders") return (await createReminder(server, token, ids.vehicles)).id;
    if (collection === "parts") return (await createPart(server, token)).id;
    if (collection === "stock_movements") return (await receive(server, token, ids.parts, 1, 7.5)).id;
    if (collection === "time_entries") return createTimeEntry(server, ids.work_orders, this.timeOwner);
    if (collection === "vehicle_documents") return (await createDocument(server, token, ids.vehicles)).id;
    if (collection === "inspection_templates") return (await createTemplate(server, token)).id;
    if (collection === "inspections") return (await startInspection(server, token, ids.vehicles, ids.inspection_templates)).id;
    if (collection === "defects") return (await reportDefect(server, token, ids.vehicles)).id;
    return (await addReading(server, token, ids.vehicles, this.nextKm())).id;
  }

  createBody(collection: RecordCollection): CreateBody {
    const { ids } = this;
    if (collection === "vehicles") return vehicleBody(ids.categories);
    if (collection === "categories") return { name: uniqueCategoryName() };
    if (collection === "work_orders") return { vehicle: ids.vehicles, title: "Annual service" };
    if (collection === "work_order_items") return { work_order: ids.work_orders, description: "Oil filter" };
    if (collection === "reminders") return { vehicle: ids.vehicles, title: "Inspection", every_months: 24 };
    if (collection === "parts") return partBody();
    if (collection === "stock_movements") return { part: ids.parts, reason: "receipt", quantity: 2, unit_cost: 7.5 };
    // Time a manager enters for a colleague (a technician records only their own).
    if (collection === "time_entries") return { work_order: ids.work_orders, employee: this.timeOwner, ...pastStretch(30) };
    if (collection === "vehicle_documents") {
      return multipart({ vehicle: ids.vehicles, kind: "registration", title: "Registration", file: [fileOf(smallPdf(), "application/pdf"), "registration.pdf"] });
    }
    if (collection === "inspection_templates") return { name: uniqueTemplateName(), items: WALK_AROUND };
    if (collection === "inspections") return { vehicle: ids.vehicles, template: ids.inspection_templates };
    if (collection === "defects") return { vehicle: ids.vehicles, title: "Wiper torn" };
    return { vehicle: ids.vehicles, km: this.nextKm() };
  }

  updateBody(collection: RecordCollection): Record<string, unknown> {
    if (collection === "vehicles") return { notes: `Changed ${Date.now()}` };
    if (collection === "categories" || collection === "work_orders") return { description: `Changed ${Date.now()}` };
    if (collection === "work_order_items") return { part_number: `P-${Date.now()}` };
    if (collection === "reminders" || collection === "vehicle_documents") return { title: `Changed ${Date.now()}` };
    if (collection === "parts") return { location: `Shelf ${Date.now() % 1000}` };
    if (collection === "stock_movements") return { note: `Changed ${Date.now()}` };
    if (collection === "time_entries") return { note: `Changed ${Date.now()}` };
    if (collection === "inspection_templates") return { name: uniqueTemplateName() };
    if (collection === "inspections") return { results: { "0": { note: `Changed ${Date.now()}` } } };
    if (collection === "defects") return { note: `Changed ${Date.now()}` };
    return { km: this.nextKm() };
  }
}

/** A finished half hour of `employee`'s time on the work order, entered by the superuser. */
async function createTimeEntry(server: TestServer, workOrder: string, employee: string): Promise<string> {
  const response = await server.asSuperuser(TIME_ENTRY_RECORDS, { method: "POST", body: { work_order: workOrder, employee, ...pastStretch(30) } });
  if (response.status !== 200) throw new Error(`creating a time entry failed: ${response.status} ${response.text}`);
  return response.json.id;
}
