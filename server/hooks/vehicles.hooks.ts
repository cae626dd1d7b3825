// Vehicles (server/lib/vehicles/lifecycle.ts): requests checked by the shared validation, every
// save's rules and effects in its transaction, deletes refused while it has work orders.
// A record the server changes as a step of another save (server/lib/records/steps.ts) carries a
// mark: its execute hooks let it through at once, without loading the library (the one check
// besides the fast paths of access.hooks.ts allowed in an entry file).
import type * as Workshop from "../lib";

onRecordCreateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.vehicles.saveVehicleRequest(e);
}, "vehicles");

onRecordUpdateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.vehicles.saveVehicleRequest(e);
}, "vehicles");

onRecordDeleteRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.vehicles.deleteVehicleRequest(e);
}, "vehicles");

onRecordValidate((e) => {
  if (e.record!.get("@pbInternalWorkshopChecked") === true) {
    e.next(); // checked by the request hook already
    return;
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.vehicles.validateVehicleRecord(e);
}, "vehicles");

onRecordCreateExecute((e) => {
  if (e.record!.get("@pbInternalWorkshopStep") === true) {
    e.next(); // a lifecycle's step, complete already
    return;
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.vehicles.storeVehicle(e);
}, "vehicles");

onRecordUpdateExecute((e) => {
  if (e.record!.get("@pbInternalWorkshopStep") === true) {
    e.next(); // a lifecycle's step, complete already
    return;
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.vehicles.storeVehicle(e);
}, "vehicles");

onRecordDeleteExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.vehicles.deleteVehicle(e);
}, "vehicles");
