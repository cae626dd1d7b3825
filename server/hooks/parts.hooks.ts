// Parts (server/lib/parts/lifecycle.ts): checked by the shared validation, numbers and barcodes
// unique, on hand only ever the ledger's. A record the server changes as a step of another save
// (a movement of its stock: server/lib/records/steps.ts) carries a mark: its execute hook lets it
// through at once, without loading the library.
import type * as Workshop from "../lib";

onRecordCreateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.parts.savePartRequest(e);
}, "parts");

onRecordUpdateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.parts.savePartRequest(e);
}, "parts");

onRecordDeleteRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.parts.deletePartRequest(e);
}, "parts");

onRecordValidate((e) => {
  if (e.record!.get("@pbInternalWorkshopChecked") === true) {
    e.next(); // checked by the request hook already
    return;
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.parts.validatePartRecord(e);
}, "parts");

onRecordCreateExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.parts.storePart(e);
}, "parts");

onRecordUpdateExecute((e) => {
  if (e.record!.get("@pbInternalWorkshopStep") === true) {
    e.next(); // a lifecycle's step, complete already
    return;
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.parts.storePart(e);
}, "parts");

onRecordDeleteExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.parts.deletePart(e);
}, "parts");
