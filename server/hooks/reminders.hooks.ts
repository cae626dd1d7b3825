// Reminders (server/lib/reminders/lifecycle.ts): requests checked by the shared validation and
// the roles table; state computed in the save's transaction on every path, with its history
// entry; what vehicles and work orders do to reminders are steps of their own lifecycles
// (server/lib/reminders/steps.ts). The daily job (cron just after midnight, and at start to catch
// up); the managers' digest (cron and `pocketbase digest --send-now`).
// A record the server changes as a step of another save (server/lib/records/steps.ts) carries a
// mark: its execute hooks let it through at once, without loading the library.
import type * as Workshop from "../lib";

onRecordCreateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.reminders.saveReminderRequest(e);
}, "reminders");

onRecordUpdateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.reminders.saveReminderRequest(e);
}, "reminders");

onRecordDeleteRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.reminders.deleteReminderRequest(e);
}, "reminders");

onRecordValidate((e) => {
  if (e.record!.get("@pbInternalWorkshopChecked") === true) {
    e.next(); // checked by the request hook already
    return;
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.reminders.validateReminderRecord(e);
}, "reminders");

onRecordCreateExecute((e) => {
  if (e.record!.get("@pbInternalWorkshopStep") === true) {
    e.next(); // a lifecycle's step, complete already
    return;
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.reminders.storeReminder(e);
}, "reminders");

onRecordUpdateExecute((e) => {
  if (e.record!.get("@pbInternalWorkshopStep") === true) {
    e.next(); // a lifecycle's step, complete already
    return;
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.reminders.storeReminder(e);
}, "reminders");

onRecordDeleteExecute((e) => {
  if (e.record!.get("@pbInternalWorkshopStep") === true) {
    e.next(); // a lifecycle's step (a document's renewal reminder), its history kept already
    return;
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.reminders.deleteReminder(e);
}, "reminders");

onBootstrap((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.reminders.catchUpAtStart(e);
});

// Just after midnight (PocketBase's cron runs in UTC, the product's days too).
cronAdd("workshop_reminders_daily", "1 0 * * *", () => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.reminders.runScheduledDailyJob();
});

cronAdd("workshop_digest", $os.getenv("WORKSHOP_DIGEST_CRON").trim() || "0 7 * * *", () => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.reminders.sendScheduledDigest();
});

$app.rootCmd!.addCommand(
  new Command({
    use: "digest",
    short: "Send the managers' digest now: pocketbase digest --send-now",
    disableFlagParsing: true,
    run: (_command, args) => {
      const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
      workshop.reminders.runDigestCommand(args);
    },
  }),
);

$app.rootCmd!.addCommand(
  new Command({
    use: "reminders-daily",
    short: "Run the reminders' daily job now (--today=YYYY-MM-DD to run it as of another day)",
    disableFlagParsing: true,
    run: (_command, args) => {
      const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
      workshop.reminders.runDailyCommand(args);
    },
  }),
);
