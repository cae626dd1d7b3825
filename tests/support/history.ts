// The change history for API tests: a record's entries, as a superuser reads them.
import type { HistoryEntry } from "@shared/history";
import type { TestServer } from "./pocketbase";

export const HISTORY_RECORDS = "/api/collections/history/records";

/** Every entry matching the filter, oldest first. */
export async function historyWhere(server: TestServer, filter: string): Promise<HistoryEntry[]> {
  const response = await server.asSuperuser(`${HISTORY_RECORDS}?filter=${encodeURIComponent(filter)}&sort=at,@rowid&perPage=500`);
  if (response.status !== 200) throw new Error(`listing history failed: ${response.status} ${response.text}`);
  return response.json.items;
}

/** The entries of one record, oldest first. */
export function historyOf(server: TestServer, recordId: string): Promise<HistoryEntry[]> {
  return historyWhere(server, `record = "${recordId}"`);
}

/** An entry someone might try to write through the API. */
export const FORGED_ENTRY = {
  collection: "vehicles",
  record: "aaaaaaaaaaaaaaa",
  action: "deleted",
  title: "Forged",
  by_label: "Someone else",
  at: "2026-01-01 00:00:00.000Z",
};
