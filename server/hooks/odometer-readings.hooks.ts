// Odometer readings (server/lib/odometer/lifecycle.ts): manual readings checked by the shared
// validation, none below the vehicle's odometer, the vehicle's odometer following every change.
// A record the server changes as a step of another save (server/lib/records/steps.ts) carries a
// mark: its execute hooks let it through at once, without loading the library (the one check
// besides the fast paths of access.hooks.ts allowed in an entry file).
import type * as Workshop from "../lib";

onRecordCreateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.odometer.saveReadingRequest(e);
}, "odometer_readings");

onRecordDeleteRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.odometer.deleteReadingRequest(e);
}, "odometer_readings");

onRecordCreateExecute((e) => {
  if (e.record!.get("@pbInternalWorkshopStep") === true) {
    e.next(); // a lifecycle's step, complete already
    return;
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.odometer.storeReading(e);
}, "odometer_readings");

onRecordUpdateExecute((e) => {
  if (e.record!.get("@pbInternalWorkshopStep") === true) {
    e.next(); // a lifecycle's step, complete already
    return;
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.odometer.storeReading(e);
}, "odometer_readings");

onRecordDeleteExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.odometer.deleteReading(e);
}, "odometer_readings");
