// Work orders (server/lib/work-orders/lifecycle.ts): requests checked by the shared validation;
// the rules that read stored rows and every side effect (numbers, totals, readings, the vehicle's
// status and odometer, reminders) in the save's transaction, whatever made it (the app, the API,
// the dashboard); the CSV export.
// A record the server changes as a step of another save (server/lib/records/steps.ts) carries a
// mark: its execute hooks let it through at once, without loading the library (the one check
// besides the fast paths of access.hooks.ts allowed in an entry file).
import type * as Workshop from "../lib";

onRecordCreateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.workOrders.saveWorkOrderRequest(e);
}, "work_orders");

onRecordUpdateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.workOrders.saveWorkOrderRequest(e);
}, "work_orders");

onRecordDeleteRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.workOrders.deleteWorkOrderRequest(e);
}, "work_orders");

onRecordValidate((e) => {
  if (e.record!.get("@pbInternalWorkshopChecked") === true) {
    e.next(); // checked by the request hook already
    return;
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.workOrders.validateWorkOrderRecord(e);
}, "work_orders");

onRecordCreateExecute((e) => {
  if (e.record!.get("@pbInternalWorkshopStep") === true) {
    e.next(); // a lifecycle's step, complete already
    return;
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.workOrders.storeWorkOrder(e);
}, "work_orders");

onRecordUpdateExecute((e) => {
  if (e.record!.get("@pbInternalWorkshopStep") === true) {
    e.next(); // a lifecycle's step, complete already
    return;
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.workOrders.storeWorkOrder(e);
}, "work_orders");

onRecordDeleteExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.workOrders.deleteWorkOrder(e);
}, "work_orders");

routerAdd("GET", "/api/app/work-orders.csv", (e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.workOrders.serveWorkOrdersCsv(e);
});
