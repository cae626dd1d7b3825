// The change history (PRODUCT.md "Change history"; docs/decisions/history.md). One entry for
// each create, update and delete of the collections shared/history.ts lists, written by the
// record's execute hook right after the change and in its transaction (db/transaction.ts): the
// change and its entry are stored together or not at all, whatever made the change (the app,
// the API, the dashboard, the server itself).
//
// Where a collection already has execute hooks (vehicles, work orders, items, readings), they
// call `nextKept` instead of `e.next()`; the others get the hooks of history.hooks.ts. Not one
// more handler for every save: each nested JS handler holds one of the server's JS engines
// while the save goes on, and under concurrent writes the pool ran dry (docs/decisions/history.md).
//
// Who made it: the record request hooks (`noteAuthor`, from records/record-save.ts for the app's
// collections) put the signed-in employee, or "Administrator" for a superuser, on the record
// being saved; a record the server saves of its own accord (a vehicle whose status or odometer a
// work order sets, a reading a work order records) carries nobody, so its entry says "System".

import { BY_ADMINISTRATOR, BY_SYSTEM, HISTORY_COLLECTION, TRACKED_COLLECTIONS, type HistoryAction, type TrackedCollection } from "@shared/history";
import { COLLECTIONS } from "@shared/records";
import { EMPLOYEES_COLLECTION } from "@shared/constants";
import { pocketBaseDate } from "@shared/dates";
import { selectOne } from "../db/sql";
import { inTransaction } from "../db/transaction";
import { differences, keptFields, snapshot, type KeptField } from "./changes";
import { nameRelations, RecordFinder, titleOf } from "./names";

export { refuseHistory } from "./refusal";

/** Custom data on the record being saved; "@pbInternal" keys never leave the server. */
const AUTHOR_KEY = "@pbInternalHistoryBy";
const AUTHOR_LABEL_KEY = "@pbInternalHistoryByLabel";
/** Set while a save's entry is being kept, so that no second hook keeps it again. */
const KEEPING_KEY = "@pbInternalHistoryKeeping";

/** Record request hooks: who is making the change (nobody for a guest: the rules refuse them). */
export function noteAuthor(e: core.RecordRequestEvent): void {
  const auth = e.auth;
  const record = e.record;
  if (!auth || !record) return;
  if (auth.isSuperuser()) {
    record.set(AUTHOR_KEY, "");
    record.set(AUTHOR_LABEL_KEY, BY_ADMINISTRATOR);
  } else if (auth.collection().name === EMPLOYEES_COLLECTION) {
    record.set(AUTHOR_KEY, auth.id);
    record.set(AUTHOR_LABEL_KEY, auth.getString("name") || auth.getString("email"));
  }
}

/** `noteAuthor` as a request hook of its own (deletes, employees, collections without one). */
export function noteAuthorRequest(e: core.RecordRequestEvent): void {
  noteAuthor(e);
  e.next();
}

function author(record: core.Record): { by: string; label: string } {
  const label = record.get(AUTHOR_LABEL_KEY);
  if (typeof label !== "string" || label === "") return { by: "", label: BY_SYSTEM };
  return { by: String(record.get(AUTHOR_KEY) ?? ""), label };
}

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

function writeEntry(
  app: core.App,
  record: core.Record,
  tracked: TrackedCollection,
  fields: readonly KeptField[],
  action: HistoryAction,
  changed: ReturnType<typeof differences>,
): void {
  const collection = record.collection();
  const { by, label } = author(record);
  const { vehicle, workOrder } = owners(app, record, tracked);
  const title = titleOf(record);
  const entry = new Record(app.findCachedCollectionByNameOrId(HISTORY_COLLECTION));
  // One call into the record, not ten. Relations are named on updates only: a create or a
  // delete is read as one sentence, and each name costs a query.
  entry.load({
    collection: collection.name,
    record: record.id,
    action,
    title,
    by,
    by_label: label,
    at: pocketBaseDate(new Date()),
    vehicle,
    work_order: workOrder,
    changes: action === "updated" ? nameRelations(fields, changed, new RecordFinder(app)) : changed,
  });
  // Every value is the server's own, of the lengths the schema allows: no validation pass (and
  // no query checking that `by` exists) on every save.
  app.saveNoValidate(entry);
}

/**
 * Goes on with the save (`e.next()`) and keeps its entry, in `e.app` (the caller's transaction:
 * every execute hook that calls this runs inside one). For a save that is not kept (a collection
 * not listed, an employee's create or delete, or one whose entry another hook is keeping) it is
 * just `e.next()`.
 */
function nextKeeping(e: core.RecordEvent, action: HistoryAction): void {
  const record = e.record!;
  const collection = record.collection();
  const tracked = TRACKED_COLLECTIONS[collection.name];
  if (tracked === undefined || (tracked.only !== undefined && action !== "updated") || record.get(KEEPING_KEY) === true) {
    e.next();
    return;
  }
  record.set(KEEPING_KEY, true);
  try {
    const fields = keptFields(collection, tracked);
    const before = action === "created" ? null : snapshot(action === "deleted" ? record : record.original(), fields);
    e.next();
    const after = action === "deleted" ? null : snapshot(record, fields);
    const changed = differences(before, after);
    if (action !== "updated" || Object.keys(changed).length > 0) writeEntry(e.app, record, tracked, fields, action, changed);
  } finally {
    record.set(KEEPING_KEY, false);
  }
}

/** `e.next()` of a create or update execute hook (already in a transaction), keeping the entry. */
export function nextKept(e: core.RecordEvent): void {
  nextKeeping(e, e.record!.isNew() ? "created" : "updated");
}

/** `e.next()` of a delete execute hook (in PocketBase's transaction), keeping the entry. */
export function nextKeptDelete(e: core.RecordEvent): void {
  nextKeeping(e, "deleted");
}

/** The execute hooks of history.hooks.ts, for collections that have none of their own. */
export function keepChange(e: core.RecordEvent, action: HistoryAction): void {
  inTransaction(e, () => nextKeeping(e, action));
}
