// Inspections (server/lib/inspections/lifecycle.ts): answers applied line by line to the lines
// as stored; becoming done records the odometer, opens a defect for each failed line and settles
// the vehicle's status, in the save's transaction.
import type * as Workshop from "../lib";

onRecordCreateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.inspections.saveInspectionRequest(e);
}, "inspections");

onRecordUpdateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.inspections.saveInspectionRequest(e);
}, "inspections");

onRecordDeleteRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.inspections.deleteInspectionRequest(e);
}, "inspections");

onRecordValidate((e) => {
  if (e.record!.get("@pbInternalWorkshopChecked") === true) {
    e.next(); // checked by the request hook already
    return;
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.inspections.validateInspectionRecord(e);
}, "inspections");

onRecordCreateExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.inspections.storeInspection(e);
}, "inspections");

onRecordUpdateExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.inspections.storeInspection(e);
}, "inspections");

onRecordDeleteExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.inspections.deleteInspection(e);
}, "inspections");
