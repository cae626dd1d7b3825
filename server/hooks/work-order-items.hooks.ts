// The lines of work orders (server/lib/work-order-items/lifecycle.ts): checked by the shared
// validation, read-only once their work order is closed, each change setting its total.
// A line the server adds as a step of another save (a scheduled defect's task,
// server/lib/work-order-items/steps.ts) carries a mark: its execute hook lets it through at once.
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
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.workOrderItems.deleteItem(e);
}, "work_order_items");
