// Categories and vehicles: guests get 401 (server/lib/access.ts), every write is normalised
// and validated (server/lib/vehicles.ts, server/lib/categories.ts), a category in use cannot
// be deleted, and a renamed category's vehicles sort under the new name.
import type * as Workshop from "../lib";

// The guard runs on every request, in the JS engine. A signed-in read needs nothing from it (it
// only turns guests away and keeps the body of writes), so that case goes on at once, without
// loading the library: `require` costs several file-system calls per request (README
// "Performance"). Everything else takes the full guard.
routerUse((e) => {
  const method = e.request?.method;
  if (e.auth && (method === "GET" || method === "HEAD")) {
    e.next();
    return;
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.access.guardRecords(e);
});

onRecordCreateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.vehicles.saveVehicleRequest(e);
}, "vehicles");

onRecordUpdateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.vehicles.saveVehicleRequest(e);
}, "vehicles");

onRecordValidate((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.vehicles.validateVehicleRecord(e);
}, "vehicles");

onRecordCreateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.categories.saveCategoryRequest(e);
}, "categories");

onRecordUpdateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.categories.saveCategoryRequest(e);
}, "categories");

onRecordValidate((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.categories.validateCategoryRecord(e);
}, "categories");

onRecordUpdate((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.categories.renameCategoryOfVehicles(e);
}, "categories");

onRecordDeleteRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.categories.deleteCategoryRequest(e);
}, "categories");
