// The change history (docs/product.md "Change history"; docs/decisions/history.md). One entry for
// each create, update and delete of the collections shared/history.ts lists, written in the
// transaction of the change: by the collection's lifecycle for a save it runs
// (server/lib/records/save.ts), by a lifecycle's step for a record the server changes as part of
// another save (server/lib/records/steps.ts). The change and its entry are stored together or
// not at all, whatever made the change (the app, the API, the dashboard, the server itself).
//
// The entry holds the real before and after: `before` is the record as stored inside the
// transaction, not as the request loaded it. Who made it: the request hooks note the signed-in
// employee, or "Administrator" for a superuser (records/save-context.ts); a record the server
// saves of its own accord (a vehicle whose status or odometer a work order sets) carries nobody,
// so its entry says "System".

import { HISTORY_COLLECTION, TRACKED_COLLECTIONS, type HistoryAction, type TrackedCollection } from "@shared/history";
import { COLLECTIONS } from "@shared/records";
import { pocketBaseDate } from "@shared/dates";
import { selectOne } from "../db/sql";
import { authorOf } from "../records/save-context";
import { linkEntries, type UnlinkedEntry } from "./chain";
import { differences, keptFields, snapshot, type KeptField } from "./changes";
import { nameRelations, RecordFinder, titleOf } from "./names";

export { refuseHistory } from "./refusal";
export { chainPending } from "./chain";
export { keepBulkCreates, lastRowid, type Author } from "./bulk";
export { runHistoryCommand } from "./verify";

const WORK_ORDER_VEHICLE_SQL = `SELECT [[vehicle]] FROM {{${COLLECTIONS.workOrders}}} WHERE [[id]] = {:id}`;

/** The vehicle and the work order whose timelines show the entry. */
function owners(app: core.App, record: core.Record, tracked: TrackedCollection): { vehicle: string; workOrder: string } {
  const pick = (field: string | undefined) => (field === undefined ? "" : field === "id" ? record.id : record.getString(field));
  const workOrder = pick(tracked.workOrder);
  let vehicle = pick(tracked.vehicle);
  if (tracked.vehicle === "" && workOrder !== "") {
    vehicle = selectOne(app, WORK_ORDER_VEHICLE_SQL, { vehicle: "" }, { id: workOrder })?.vehicle ?? "";
  }
  return { vehicle, workOrder };
}

/** PocketBase's own id shape: 15 characters of a–z and 0–9. */
const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** An entry as it will be stored, but its number and hash. */
function entryOf(
  app: core.App,
  record: core.Record,
  tracked: TrackedCollection,
  fields: readonly KeptField[],
  action: HistoryAction,
  changed: ReturnType<typeof differences>,
): UnlinkedEntry {
  const { by, label } = authorOf(record);
  const { vehicle, workOrder } = owners(app, record, tracked);
  // The entry's id and its changes as text are made here, so that its hash covers exactly what
  // is stored: PocketBase keeps a JSON field given as text as it is (chain.ts links it).
  return {
    id: $security.randomStringWithAlphabet(15, ID_ALPHABET),
    collection: record.collection().name,
    record: record.id,
    action,
    title: titleOf(record),
    by,
    by_label: label,
    at: pocketBaseDate(new Date()),
    vehicle,
    work_order: workOrder,
    // Relations are named on updates only: a create or a delete is read as one sentence, and
    // each name costs a query.
    changes: JSON.stringify(action === "updated" ? nameRelations(fields, changed, new RecordFinder(app)) : changed),
  };
}

/** Links `entries` to the chain and saves them, in `app` (the caller's transaction). */
function storeEntries(app: core.App, entries: readonly UnlinkedEntry[]): void {
  const links = linkEntries(app, entries);
  const collection = app.findCachedCollectionByNameOrId(HISTORY_COLLECTION);
  entries.forEach((values, n) => {
    const entry = new Record(collection);
    // One call into the record, not ten.
    entry.load({ ...values, seq: links[n]!.seq, hash: links[n]!.hash });
    // Every value is the server's own, of the lengths the schema allows: no validation pass (and
    // no query checking that `by` exists) on every save. A PocketBase save, so that the timelines
    // that show the entry hear of it (realtime) once the transaction commits.
    app.saveNoValidate(entry);
  });
}

/**
 * The entries kept while `keepingTogether` runs in this engine, stored when it ends; null
 * outside it (an entry is then stored at once).
 */
let together: UnlinkedEntry[] | null = null;

/**
 * Runs `save` (a lifecycle's save: its write and every step it causes, in one transaction `app`)
 * and stores the entries it keeps at its end, linked by one query instead of one each (a work
 * order done or an inspection done keeps five or more). Nested calls join the outer one. Steps
 * run in the engine of the save that causes them, so their entries join too; an error thrown
 * inside drops them, as the transaction's rollback would.
 */
export function keepingTogether(app: core.App, save: () => void): void {
  if (together !== null) {
    save();
    return;
  }
  const entries: UnlinkedEntry[] = [];
  together = entries;
  try {
    save();
  } finally {
    together = null;
  }
  if (entries.length > 0) storeEntries(app, entries);
}

/**
 * Runs `write` (the save itself) and keeps its entry, in `app` (the caller's transaction).
 * `before` is the record as stored before the change (null for a create); for a delete the
 * record is what goes. A save of a collection not listed, an employee's create or delete, or an
 * update that changes no kept field leaves no entry.
 */
export function keep(app: core.App, record: core.Record, before: core.Record | null, action: HistoryAction, write: () => void): void {
  const collection = record.collection();
  const tracked = TRACKED_COLLECTIONS[collection.name];
  if (tracked === undefined || (tracked.only !== undefined && action !== "updated")) {
    write();
    return;
  }
  const fields = keptFields(collection, tracked);
  const was = action === "created" ? null : snapshot(action === "deleted" ? record : (before ?? record.original()), fields);
  write();
  const now = action === "deleted" ? null : snapshot(record, fields);
  const changed = differences(was, now);
  if (action !== "updated" || Object.keys(changed).length > 0) {
    const entry = entryOf(app, record, tracked, fields, action, changed);
    if (together !== null) together.push(entry);
    else storeEntries(app, [entry]);
  }
}
