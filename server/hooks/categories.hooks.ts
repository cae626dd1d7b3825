// Categories (server/lib/categories/lifecycle.ts): requests checked by the shared validation,
// the service plan checked on every save, a rename reaching its vehicles, no delete while
// vehicles use it; "Apply to existing vehicles" of its service plan.
import type * as Workshop from "../lib";

onRecordCreateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.categories.saveCategoryRequest(e);
}, "categories");

onRecordUpdateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.categories.saveCategoryRequest(e);
}, "categories");

onRecordDeleteRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.categories.deleteCategoryRequest(e);
}, "categories");

onRecordValidate((e) => {
  if (e.record!.get("@pbInternalWorkshopChecked") === true) {
    e.next(); // checked by the request hook already
    return;
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.categories.validateCategoryRecord(e);
}, "categories");

onRecordCreateExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.categories.storeCategory(e);
}, "categories");

onRecordUpdateExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.categories.storeCategory(e);
}, "categories");

onRecordDeleteExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.categories.deleteCategory(e);
}, "categories");

routerAdd("POST", "/api/app/categories/{id}/apply-plan", (e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.categories.serveApplyPlan(e);
});
