// The change history (server/lib/history/). The history refuses every write through the API,
// superusers' too. Saves are kept by the execute hooks: vehicles, work orders, items and readings
// keep theirs in their own hooks (`nextKept`), the other kept collections here; who made a change
// is noted by the request hooks (record-save.ts for creates and updates, here for deletes and
// employees). Every name here is in shared/history.ts's TRACKED_COLLECTIONS; a name that is not
// a collection (reminders before issue 15) never fires.
import type * as Workshop from "../lib";

onRecordCreateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.history.refuseHistory();
}, "history");

onRecordUpdateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.history.refuseHistory();
}, "history");

onRecordDeleteRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.history.refuseHistory();
}, "history");

onRecordDeleteRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.history.noteAuthorRequest(e);
}, "vehicles", "categories", "work_orders", "work_order_items", "odometer_readings", "reminders");

onRecordCreateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.history.noteAuthorRequest(e);
}, "reminders");

onRecordUpdateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.history.noteAuthorRequest(e);
}, "reminders", "employees");

onRecordCreateExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.history.keepChange(e, "created");
}, "categories", "reminders");

onRecordUpdateExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.history.keepChange(e, "updated");
}, "categories", "reminders", "employees");

onRecordDeleteExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.history.keepChange(e, "deleted");
}, "categories", "reminders");
