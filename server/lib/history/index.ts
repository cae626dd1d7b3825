// The change history (PRODUCT.md "Change history"; docs/decisions/history.md). One entry for
// each create, update and delete of the collections shared/history.ts lists, written by the
// record's own execute hook in the transaction of the change (transaction.ts): the change and
// its entry are stored together or not at all, whatever made the change (the app, the API, the
// dashboard, the server itself).
//
// Who made it: the record request hooks put the signed-in employee (or "Administrator" for a
// superuser) on the record being saved; a record the server saves of its own accord (a vehicle
// whose status or odometer a work order sets, a reading a work order records) carries nobody,
// so its entry says "System".

import {
  BY_ADMINISTRATOR,
  BY_SYSTEM,
  HISTORY_COLLECTION,
  TRACKED_COLLECTIONS,
  type HistoryAction,
  type TrackedCollection,
} from "@shared/history";
import { COLLECTIONS } from "@shared/records";
import { EMPLOYEES_COLLECTION } from "@shared/constants";
import { pocketBaseDate } from "@shared/validation";
import { selectOne } from "../sql-rows";
import { inTransaction } from "../transaction";
import { refuseHistory } from "./refusal";
import { differences, keptFields, snapshot } from "./changes";
import { nameRelations, RecordFinder, titleOf } from "./names";

/** Custom data on the record being saved; "@pbInternal" keys never leave the server. */
const AUTHOR_KEY = "@pbInternalHistoryBy";
const AUTHOR_LABEL_KEY = "@pbInternalHistoryByLabel";

/**
 * Record request hooks of every collection: the history itself refuses every write, superusers'
 * included; a tracked record learns who is changing it.
 */
export function noteRequest(e: core.RecordRequestEvent): void {
  const record = e.record!;
  const name = record.collection().name;
  if (name === HISTORY_COLLECTION) refuseHistory();
  if (TRACKED_COLLECTIONS[name] !== undefined) {
    const auth = e.auth;
    if (auth && auth.collection().name === EMPLOYEES_COLLECTION) {
      record.set(AUTHOR_KEY, auth.id);
      record.set(AUTHOR_LABEL_KEY, auth.getString("name") || auth.getString("email"));
    } else if (auth && auth.isSuperuser()) {
      record.set(AUTHOR_KEY, "");
      record.set(AUTHOR_LABEL_KEY, BY_ADMINISTRATOR);
    }
  }
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

/**
 * A test's way to make a save fail after its entry was written (tests/api/history.test.ts):
 * never set in production. The failure must take the change and its entry away together.
 */
function failForTest(title: string): void {
  const marker = $os.getenv("WORKSHOP_TEST_FAIL_AFTER_HISTORY");
  if (marker !== "" && title.includes(marker)) {
    throw new BadRequestError("The change was not saved (test failure after its history entry).", {});
  }
}

/** `onRecordCreateExecute` / `onRecordUpdateExecute` / `onRecordDeleteExecute` of every collection. */
export function recordChange(e: core.RecordEvent, action: HistoryAction): void {
  const record = e.record!;
  const collection = record.collection();
  const tracked = TRACKED_COLLECTIONS[collection.name];
  if (tracked === undefined || (tracked.only !== undefined && action !== "updated")) {
    e.next();
    return;
  }
  inTransaction(e, (app) => {
    const fields = keptFields(collection, tracked);
    const before = action === "created" ? null : snapshot(action === "deleted" ? record : record.original(), fields);
    e.next();
    const after = action === "deleted" ? null : snapshot(record, fields);
    const changed = differences(before, after);
    if (action === "updated" && Object.keys(changed).length === 0) return;

    const finder = new RecordFinder(app);
    const { by, label } = author(record);
    const { vehicle, workOrder } = owners(app, record, tracked);
    const title = titleOf(record);
    const entry = new Record(app.findCachedCollectionByNameOrId(HISTORY_COLLECTION));
    entry.set("collection", collection.name);
    entry.set("record", record.id);
    entry.set("action", action);
    entry.set("title", title);
    entry.set("by", by);
    entry.set("by_label", label);
    entry.set("at", pocketBaseDate(new Date()));
    entry.set("vehicle", vehicle);
    entry.set("work_order", workOrder);
    entry.set("changes", nameRelations(collection, changed, finder));
    app.save(entry);
    failForTest(title);
  });
}
