// The change history (server/lib/history/): every record request learns who makes it (and the
// history refuses every write, superusers' too); every save and delete of a collection that
// shared/history.ts lists writes its entry in the same transaction. Bound to all collections,
// so that list is the only place naming them.
import type * as Workshop from "../lib";

onRecordCreateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.history.noteRequest(e);
});

onRecordUpdateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.history.noteRequest(e);
});

onRecordDeleteRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.history.noteRequest(e);
});

onRecordCreateExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.history.recordChange(e, "created");
});

onRecordUpdateExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.history.recordChange(e, "updated");
});

onRecordDeleteExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.history.recordChange(e, "deleted");
});
