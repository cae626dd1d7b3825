// The lines of work orders (server/lib/work-order-items/lifecycle.ts): checked by the shared
// validation, read-only once their work order is closed, each change setting its total.
// A line the server adds or deletes as a step of another save (server/lib/records/steps.ts: the
// clock lines of a work order becoming done, a scheduled defect's task) carries a mark: its
// execute hooks let it through at once, without loading the library.
import type * as Workshop from "../lib";

onRecordCreateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.workOrderItems.saveItemRequest(e);
}, "work_order_items");

onRecordUpdateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.workOrderItems.saveItemRequest(e);
}, "work_order_items");

onRecordDeleteRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.workOrderItems.deleteItemRequest(e);
}, "work_order_items");

onRecordValidate((e) => {
  if (e.record!.get("@pbInternalWorkshopChecked") === true) {
    e.next(); // checked by the request hook already
    return;
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.workOrderItems.validateItemRecord(e);
}, "work_order_items");

onRecordCreateExecute((e) => {
  if (e.record!.get("@pbInternalWorkshopStep") === true) {
    e.next(); // a lifecycle's step, complete already
    return;
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.workOrderItems.storeItem(e);
}, "work_order_items");

onRecordUpdateExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.workOrderItems.storeItem(e);
}, "work_order_items");

onRecordDeleteExecute((e) => {
  if (e.record!.get("@pbInternalWorkshopStep") === true) {
    e.next(); // a lifecycle's step, complete already
    return;
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.workOrderItems.deleteItem(e);
}, "work_order_items");
