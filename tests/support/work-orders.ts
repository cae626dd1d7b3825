// Work orders, items and readings for API tests: helpers that create them through the API.
import type { OdometerReading, Vehicle, WorkOrder, WorkOrderItem } from "@shared/records";
import type { ApiResponse, TestServer } from "./pocketbase";

export const WORK_ORDER_RECORDS = "/api/collections/work_orders/records";
export const ITEM_RECORDS = "/api/collections/work_order_items/records";
export const READING_RECORDS = "/api/collections/odometer_readings/records";

function expectOk<T>(response: ApiResponse<T>, what: string): T {
  if (response.status !== 200) throw new Error(`${what} failed: ${response.status} ${response.text}`);
  return response.json;
}

export async function createWorkOrder(
  server: TestServer,
  token: string,
  vehicle: string,
  fields: Record<string, unknown> = {},
): Promise<WorkOrder> {
  const response = await server.request<WorkOrder>(WORK_ORDER_RECORDS, {
    method: "POST",
    token,
    body: { vehicle, title: "Annual service", ...fields },
  });
  return expectOk(response, "creating a work order");
}

export function patchWorkOrder(server: TestServer, token: string, id: string, body: Record<string, unknown>): Promise<ApiResponse<WorkOrder>> {
  return server.request<WorkOrder>(`${WORK_ORDER_RECORDS}/${id}`, { method: "PATCH", token, body });
}

/** Moves a work order through the given statuses in turn (each step must be allowed). */
export async function moveWorkOrder(server: TestServer, token: string, id: string, ...steps: Record<string, unknown>[]): Promise<WorkOrder> {
  let last: WorkOrder | undefined;
  for (const step of steps) last = expectOk(await patchWorkOrder(server, token, id, step), `moving a work order to ${JSON.stringify(step)}`);
  return last!;
}

export async function addItem(server: TestServer, token: string, workOrder: string, fields: Record<string, unknown> = {}): Promise<WorkOrderItem> {
  const response = await server.request<WorkOrderItem>(ITEM_RECORDS, {
    method: "POST",
    token,
    body: { work_order: workOrder, kind: "part", description: "Brake pads", ...fields },
  });
  return expectOk(response, "adding an item");
}

export async function addReading(server: TestServer, token: string, vehicle: string, km: number): Promise<OdometerReading> {
  const response = await server.request<OdometerReading>(READING_RECORDS, { method: "POST", token, body: { vehicle, km } });
  return expectOk(response, "adding a reading");
}

export async function getVehicle(server: TestServer, id: string): Promise<Vehicle> {
  return expectOk(await server.asSuperuser<Vehicle>(`/api/collections/vehicles/records/${id}`), "reading a vehicle");
}

export async function getWorkOrder(server: TestServer, id: string): Promise<WorkOrder> {
  return expectOk(await server.asSuperuser<WorkOrder>(`${WORK_ORDER_RECORDS}/${id}`), "reading a work order");
}

export async function readingsOf(server: TestServer, vehicle: string): Promise<OdometerReading[]> {
  const filter = encodeURIComponent(`vehicle = "${vehicle}"`);
  const response = await server.asSuperuser(`${READING_RECORDS}?filter=${filter}&sort=km&perPage=500`);
  return expectOk(response, "listing readings").items;
}

/**
 * Adds `count` tasks (1 × 0.00) straight into the table through the superuser's SQL API, as a
 * work order that grew over the years would have them: 499 in a blink, where the API takes seconds.
 */
export async function insertTasks(server: TestServer, workOrderId: string, count: number): Promise<void> {
  const now = "strftime('%Y-%m-%d %H:%M:%fZ')";
  const query =
    "INSERT INTO work_order_items (id, work_order, kind, description, part_number, quantity, unit, unit_cost, done, created_by, created, updated) " +
    `SELECT substr(lower(hex(randomblob(8))), 1, 15), '${workOrderId}', 'task', 'Check ' || n, '', 1, 'pcs', 0, 0, '', ${now}, ${now} ` +
    `FROM (WITH RECURSIVE lines(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM lines WHERE n < ${count}) SELECT n FROM lines)`;
  const response = await server.asSuperuser("/api/sql", { method: "POST", body: { query } });
  if (response.status !== 200) throw new Error(`inserting tasks failed: ${response.text}`);
}
