// Categories and vehicles: guests get 401 (the guard, server/hooks/access.hooks.ts), every
// write is normalised and validated (server/lib/vehicles/, server/lib/categories/), a category
// in use cannot be deleted, and a renamed category's vehicles sort under the new name.
import type * as Workshop from "../lib";

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
