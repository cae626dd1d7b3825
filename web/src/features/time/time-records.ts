// Clocking on and off through the records API (docs/product.md "Time on jobs"): the server sets
// who, when and the minutes; the app sends the work order, and the end it pressed Clock off at.

import { COLLECTIONS, type TimeEntry } from "@shared/records";
import { pb } from "../../lib/api-client";

export const timeEntryRecords = () => pb.collection(COLLECTIONS.timeEntries);

/** Starts the signed-in employee's clock on `workOrderId` (stopping one running elsewhere). */
export function clockOn(workOrderId: string): Promise<TimeEntry> {
  return timeEntryRecords().create<TimeEntry>({ work_order: workOrderId }, { requestKey: null });
}

/** Stops `entry` now. */
export function clockOff(entry: Pick<TimeEntry, "id">): Promise<TimeEntry> {
  return timeEntryRecords().update<TimeEntry>(entry.id, { ended: new Date().toISOString() }, { requestKey: null });
}
