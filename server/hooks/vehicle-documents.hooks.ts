// Vehicle documents (server/lib/vehicle-documents/lifecycle.ts): requests checked by the shared
// validation, the file by its content; each save and delete, in its transaction, keeps the
// history and the document's renewal reminder in step.
import type * as Workshop from "../lib";

onRecordCreateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.vehicleDocuments.saveDocumentRequest(e);
}, "vehicle_documents");

onRecordUpdateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.vehicleDocuments.saveDocumentRequest(e);
}, "vehicle_documents");

onRecordDeleteRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.vehicleDocuments.deleteDocumentRequest(e);
}, "vehicle_documents");

onRecordValidate((e) => {
  if (e.record!.get("@pbInternalWorkshopChecked") === true) {
    e.next(); // checked by the request hook already
    return;
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.vehicleDocuments.validateDocumentRecord(e);
}, "vehicle_documents");

onRecordCreateExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.vehicleDocuments.storeDocument(e);
}, "vehicle_documents");

onRecordUpdateExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.vehicleDocuments.storeDocument(e);
}, "vehicle_documents");

onRecordDeleteExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.vehicleDocuments.deleteDocument(e);
}, "vehicle_documents");
