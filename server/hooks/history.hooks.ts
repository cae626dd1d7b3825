// The change history (server/lib/history/). The history refuses every write through the API,
// superusers' too. Saves are kept by the execute hooks: vehicles, work orders, items and readings
// keep theirs in their own hooks (`nextKept`), the other kept collections here; who made a change
// is noted by the request hooks (server/lib/records/record-save.ts for creates and updates, here for deletes and
// employees). Every name here is in shared/history.ts's TRACKED_COLLECTIONS. Reminders keep
// creates and updates in their own execute hook (server/lib/reminders/save.ts), with the author
// noted by server/lib/records/record-save.ts like the others; deletes here.
import type * as Workshop from "../lib";

onRecordCreateRequest(() => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.history.refuseHistory();
}, "history");

onRecordUpdateRequest(() => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.history.refuseHistory();
}, "history");

onRecordDeleteRequest(() => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.history.refuseHistory();
}, "history");

onRecordDeleteRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.history.noteAuthorRequest(e);
}, "vehicles", "categories", "work_orders", "work_order_items", "odometer_readings", "reminders");

onRecordUpdateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.history.noteAuthorRequest(e);
}, "employees");

onRecordCreateExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.history.keepChange(e, "created");
}, "categories");

onRecordUpdateExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.history.keepChange(e, "updated");
}, "categories", "employees");

onRecordDeleteExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.history.keepChange(e, "deleted");
}, "categories", "reminders");
