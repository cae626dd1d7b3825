// Inspection templates (server/lib/inspection-templates/lifecycle.ts): checked by the shared
// validation, names unique ignoring case, each change and its history entry in one transaction.
import type * as Workshop from "../lib";

onRecordCreateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.inspectionTemplates.saveTemplateRequest(e);
}, "inspection_templates");

onRecordUpdateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.inspectionTemplates.saveTemplateRequest(e);
}, "inspection_templates");

onRecordDeleteRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.inspectionTemplates.deleteTemplateRequest(e);
}, "inspection_templates");

onRecordValidate((e) => {
  if (e.record!.get("@pbInternalWorkshopChecked") === true) {
    e.next(); // checked by the request hook already
    return;
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.inspectionTemplates.validateTemplateRecord(e);
}, "inspection_templates");

onRecordCreateExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.inspectionTemplates.storeTemplate(e);
}, "inspection_templates");

onRecordUpdateExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.inspectionTemplates.storeTemplate(e);
}, "inspection_templates");

onRecordDeleteExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.inspectionTemplates.deleteTemplate(e);
}, "inspection_templates");
