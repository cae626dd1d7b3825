// Reminders, roles and service plans for API and browser tests: helpers through the API.
import type { Reminder } from "@shared/reminders";
import type { Role } from "@shared/roles";
import { createEmployee, type ApiResponse, type Employee, type TestServer } from "./pocketbase";

export const REMINDER_RECORDS = "/api/collections/reminders/records";

let made = 0;

/** An employee with the given role (set by the superuser, as in the dashboard); names are unique. */
export function employeeWithRole(server: TestServer, role: Role, fields: { name?: string; email?: string } = {}): Promise<Employee> {
  made += 1;
  return createEmployee(server, { name: fields.name ?? `${role} ${made} ${Date.now() % 100000}`, ...(fields.email ? { email: fields.email } : {}), role });
}

export function postReminder(server: TestServer, token: string, body: Record<string, unknown>): Promise<ApiResponse<Reminder>> {
  return server.request<Reminder>(REMINDER_RECORDS, { method: "POST", token, body });
}

export async function createReminder(server: TestServer, token: string, vehicle: string, fields: Record<string, unknown> = {}): Promise<Reminder> {
  const response = await postReminder(server, token, { vehicle, title: "Oil change", every_months: 12, every_km: 15_000, ...fields });
  if (response.status !== 200) throw new Error(`creating a reminder failed: ${response.status} ${response.text}`);
  return response.json;
}

export async function getReminder(server: TestServer, id: string): Promise<Reminder> {
  const response = await server.asSuperuser<Reminder>(`${REMINDER_RECORDS}/${id}`);
  if (response.status !== 200) throw new Error(`reading a reminder failed: ${response.status} ${response.text}`);
  return response.json;
}

export async function remindersOf(server: TestServer, vehicle: string): Promise<Reminder[]> {
  const filter = encodeURIComponent(`vehicle = "${vehicle}"`);
  const response = await server.asSuperuser(`${REMINDER_RECORDS}?filter=${filter}&sort=title&perPage=500`);
  if (response.status !== 200) throw new Error(`listing reminders failed: ${response.status} ${response.text}`);
  return response.json.items;
}

/** The day `days` from today (UTC), "YYYY-MM-DD". */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
