// The change history (server/lib/history/). Each collection's lifecycle keeps the entries of its
// saves (server/lib/records/save.ts); here the history refuses every write through the API,
// superusers' too.
import type * as Workshop from "../lib";

onRecordCreateRequest(() => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.history.refuseHistory();
}, "history");

onRecordUpdateRequest(() => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.history.refuseHistory();
}, "history");

onRecordDeleteRequest(() => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.history.refuseHistory();
}, "history");
