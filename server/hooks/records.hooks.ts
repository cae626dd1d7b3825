// Categories and vehicles: guests get 401 (server/lib/access/guard.ts), every write is normalised
// and validated (server/lib/vehicles/, server/lib/categories/), a category in use cannot
// be deleted, and a renamed category's vehicles sort under the new name.
import type * as Workshop from "../lib";

// The guard runs on every request, in the JS engine. A signed-in read needs nothing from it (it
// turns guests away, keeps the body of writes, and refuses back-relations), so that case goes on
// at once, without loading the library: `require` costs several file-system calls per request
// (docs/performance.md). Everything else takes the full guard, as does any read whose
// expand, sort or filter (as PocketBase reads them) mentions `_via_` or expand has a `(`.
routerUse((e) => {
  const request = e.request!;
  const method = request.method;
  if (e.auth && (method === "GET" || method === "HEAD")) {
    const query = request.url!.query();
    const expand = query.get("expand");
    if (!`${expand} ${query.get("sort")} ${query.get("filter")}`.includes("_via_") && !expand.includes("(")) {
      e.next();
      return;
    }
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.access.guardRecords(e);
});

onRealtimeSubscribeRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.access.refuseBackRelationSubscriptions(e);
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
