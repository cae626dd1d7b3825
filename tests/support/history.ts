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

/**
 * A hook file for one test server only: the save of any history entry whose title holds `marker`
 * fails right after the entry was written. The failure must take the change and its entry away
 * together (and, with the hash chain, the chain's head with them).
 */
export function failAfterHistory(marker: string): Record<string, string> {
  const hook = `
onRecordCreateExecute((e) => {
  e.next();
  if (e.record.getString("title").includes(${JSON.stringify(marker)})) {
    throw new BadRequestError("The change was not saved (test failure after its history entry).", {});
  }
}, "history");
`;
  return { "zz_fail_after_history.pb.js": hook };
}
