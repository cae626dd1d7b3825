// A lifecycle's steps: records the server changes as part of another save (a done work order
// records a reading, sets its vehicle's odometer and status, marks its reminders done), written
// directly by the lifecycle that causes them, in its transaction, instead of re-entering the
// other collections' hooks through nested saves.
//
// A step still goes through PocketBase's save, which sends its realtime events once the
// transaction commits (open pages see the vehicle's new status live). It skips validation (the
// server's own values) and carries a mark that the collections' execute hooks check in their
// entry files before loading anything (server/hooks/*.hooks.ts), so a step costs one handler
// call, not a second run of that collection's lifecycle. Its history entry is kept here, with
// the same changes as any save and "System" as its author.

import { keep } from "../history";

/** The mark the entry files check: `record.get(STEP_MARK) === true`. Spelled out there too. */
export const STEP_MARK = "@pbInternalWorkshopStep";

/**
 * Saves `record` (new, or read inside `app`'s transaction and changed) as a step, keeping its
 * history entry. The caller has already done what that collection's lifecycle would.
 */
export function saveStep(app: core.App, record: core.Record): void {
  const isNew = record.isNew();
  record.set(STEP_MARK, true);
  keep(app, record, isNew ? null : record.original(), isNew ? "created" : "updated", () => app.saveNoValidate(record));
}

/**
 * Deletes `record` (read inside `app`'s transaction) as a step, keeping its history entry; the
 * collection's delete execute hook lets a marked record through, as it does a saved one.
 */
export function deleteStep(app: core.App, record: core.Record): void {
  record.set(STEP_MARK, true);
  keep(app, record, record, "deleted", () => app.delete(record));
}
