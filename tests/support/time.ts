// Time entries for API tests: clocking on and off through the records API, as the app does.
import type { TimeEntry } from "@shared/records";
import type { ApiResponse, TestServer } from "./pocketbase";

export const TIME_ENTRY_RECORDS = "/api/collections/time_entries/records";

/** Clocks on `workOrder` (a running entry of the token's employee unless the body names another). */
export function clockOn(server: TestServer, token: string, workOrder: string, fields: Record<string, unknown> = {}): Promise<ApiResponse<TimeEntry>> {
  return server.request<TimeEntry>(TIME_ENTRY_RECORDS, { method: "POST", token, body: { work_order: workOrder, ...fields } });
}

export function patchEntry(server: TestServer, token: string, id: string, body: Record<string, unknown>): Promise<ApiResponse<TimeEntry>> {
  return server.request<TimeEntry>(`${TIME_ENTRY_RECORDS}/${id}`, { method: "PATCH", token, body });
}

/** A finished stretch of `minutes` that ended a minute ago (a correction, or time entered afterwards). */
export function pastStretch(minutes: number, endedAgoMs = 60_000): { started: string; ended: string } {
  const ended = Date.now() - endedAgoMs;
  return { started: new Date(ended - minutes * 60_000).toISOString(), ended: new Date(ended).toISOString() };
}

/** Every entry (as the superuser sees them), optionally filtered. */
export async function entriesWhere(server: TestServer, filter: string): Promise<TimeEntry[]> {
  const response = await server.asSuperuser(`${TIME_ENTRY_RECORDS}?perPage=500&sort=started&filter=${encodeURIComponent(filter)}`);
  if (response.status !== 200) throw new Error(`listing time entries failed: ${response.status} ${response.text}`);
  return response.json.items;
}
