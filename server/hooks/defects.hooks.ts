// Defects (server/lib/defects/lifecycle.ts): scheduled on a work order, fixed with it, dismissed
// by a manager with a note; a critical one keeps its vehicle off the road; the CSV export.
// A record the server changes as a step of another save (an inspection done opens defects, a work
// order done fixes them: server/lib/defects/steps.ts) carries a mark: its execute hooks let it
// through at once, without loading the library.
import type * as Workshop from "../lib";

onRecordCreateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.defects.saveDefectRequest(e);
}, "defects");

onRecordUpdateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.defects.saveDefectRequest(e);
}, "defects");

onRecordDeleteRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.defects.deleteDefectRequest(e);
}, "defects");

onRecordValidate((e) => {
  if (e.record!.get("@pbInternalWorkshopChecked") === true) {
    e.next(); // checked by the request hook already
    return;
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.defects.validateDefectRecord(e);
}, "defects");

onRecordCreateExecute((e) => {
  if (e.record!.get("@pbInternalWorkshopStep") === true) {
    e.next(); // a lifecycle's step, complete already
    return;
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.defects.storeDefect(e);
}, "defects");

onRecordUpdateExecute((e) => {
  if (e.record!.get("@pbInternalWorkshopStep") === true) {
    e.next(); // a lifecycle's step, complete already
    return;
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.defects.storeDefect(e);
}, "defects");

onRecordDeleteExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.defects.deleteDefect(e);
}, "defects");

routerAdd("GET", "/api/app/defects.csv", (e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.defects.serveDefectsCsv(e);
});
