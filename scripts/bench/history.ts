// The change history's row of `make bench` (issue 14): a vehicle's timeline with 1 000 entries,
// its first page as the vehicle page asks for it (20 entries, newest first, with the total for
// its pager), ≤ 20 ms p50. The entries are made through the API, as staff would make them.
import PocketBase from "pocketbase";
import { HISTORY_COLLECTION } from "@shared/history";
import type { TestServer } from "../../tests/support/pocketbase";
import type { Scenario } from "./scenario";

export const TIMELINE_ENTRIES = 1000;
const TIMELINE_PAGE = 20;
const sdk = new PocketBase("http://127.0.0.1");

/** Changes the vehicle until its timeline holds at least TIMELINE_ENTRIES entries. */
export async function makeTimeline(server: TestServer, token: string, vehicleId: string): Promise<void> {
  for (let i = 0; i < TIMELINE_ENTRIES; i += 1) {
    const response = await server.request(`/api/collections/vehicles/records/${vehicleId}`, {
      method: "PATCH",
      token,
      body: { color: `Bench colour ${i}` },
    });
    if (response.status !== 200) throw new Error(`bench samples: changing the timeline vehicle failed: ${response.status} ${response.text}`);
  }
}

export function timelineScenario(vehicleId: string): Scenario {
  const search = new URLSearchParams({
    page: "1",
    perPage: String(TIMELINE_PAGE),
    sort: "-at,-@rowid",
    filter: sdk.filter("vehicle = {:vehicle}", { vehicle: vehicleId }),
  });
  return {
    key: "timeline",
    label: `A vehicle's change history, first page (${TIMELINE_ENTRIES} entries)`,
    kind: "read",
    path: `/api/collections/${HISTORY_COLLECTION}/records?${search.toString()}`,
    budgetMs: 20,
  };
}
