// Work orders, their items and odometer readings (server/lib/work-orders/, server/lib/odometer/):
// requests are checked by the shared validation; the rules that read stored rows and every side
// effect (numbers, totals, readings, the vehicle's status and odometer) run in the execute hooks,
// inside the transaction of the write, whatever made it (the app, the API, the dashboard).
import type * as Workshop from "../lib";

onRecordCreateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.workOrders.saveWorkOrderRequest(e);
}, "work_orders");

onRecordUpdateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.workOrders.saveWorkOrderRequest(e);
}, "work_orders");

onRecordValidate((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.workOrders.validateWorkOrderRecord(e);
}, "work_orders");

onRecordCreateExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.workOrders.createWorkOrder(e);
}, "work_orders");

onRecordUpdateExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.workOrders.updateWorkOrder(e);
}, "work_orders");

onRecordDeleteExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.workOrders.deleteWorkOrder(e);
}, "work_orders");

onRecordCreateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.workOrders.saveItemRequest(e);
}, "work_order_items");

onRecordUpdateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.workOrders.saveItemRequest(e);
}, "work_order_items");

onRecordValidate((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.workOrders.validateItemRecord(e);
}, "work_order_items");

onRecordCreateExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.workOrders.storeItem(e);
}, "work_order_items");

onRecordUpdateExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.workOrders.storeItem(e);
}, "work_order_items");

onRecordDeleteExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.workOrders.deleteItem(e);
}, "work_order_items");

onRecordCreateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.odometer.saveReadingRequest(e);
}, "odometer_readings");

onRecordCreateExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.odometer.storeReading(e);
}, "odometer_readings");

onRecordUpdateExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.odometer.storeReading(e);
}, "odometer_readings");

onRecordDeleteExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.odometer.deleteReading(e);
}, "odometer_readings");

onRecordCreateExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.workOrders.storeVehicle(e);
}, "vehicles");

onRecordUpdateExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.workOrders.storeVehicle(e);
}, "vehicles");

onRecordDeleteExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.workOrders.deleteVehicle(e);
}, "vehicles");

routerAdd("GET", "/api/app/work-orders.csv", (e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.workOrders.serveWorkOrdersCsv(e);
});
