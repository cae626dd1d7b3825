// What other saves do to time entries, as steps of those saves (server/lib/records/steps.ts),
// each doing what the entries' own lifecycle would (docs/product.md "Time on jobs"):
// - clocking on elsewhere stops the employee's running entry when the new one starts;
// - a work order leaving In progress stops every entry running on it, and one becoming done
//   makes its clock lines (labour.ts);
// - a clock left running stops itself after 16 hours (forgotten.ts).
// A stop never lies before the entry's start nor more than 16 hours after it.

import { pocketBaseDate } from "@shared/dates";
import { COLLECTIONS } from "@shared/records";
import { automaticEnd, entryMinutes, timeOf } from "@shared/time/clock";
import { saveStep } from "../records/steps";
import { makeClockLines } from "./labour";
import { runningOn } from "./rows";

/** Stops a running entry at `atMs` (capped to 16 hours after its start). */
export function stopEntry(app: core.App, entryId: string, atMs: number, note = ""): void {
  const entry = app.findRecordById(COLLECTIONS.timeEntries, entryId);
  if (entry.getString("ended") !== "") return;
  const started = entry.getString("started");
  const ended = pocketBaseDate(automaticEnd(timeOf(started), atMs));
  entry.set("ended", ended);
  entry.set("minutes", entryMinutes(started, ended));
  if (note !== "" && entry.getString("note") === "") entry.set("note", note);
  saveStep(app, entry);
}

/** A work order left In progress: the clocks running on it stop now. */
function stopClocksOn(app: core.App, workOrderId: string, atMs: number): void {
  for (const id of runningOn(app, workOrderId)) stopEntry(app, id, atMs);
}

/**
 * What a work order's move from `from` to `to` does to its time, before its total is set: the
 * clocks running on it stop when it leaves In progress; done, its clocked time becomes its
 * clock lines.
 */
export function followWorkOrderClock(app: core.App, workOrderId: string, from: string, to: string): void {
  if (from === "in_progress" && to !== "in_progress") stopClocksOn(app, workOrderId, Date.now());
  if (to === "done" && from !== "done") makeClockLines(app, workOrderId);
}
