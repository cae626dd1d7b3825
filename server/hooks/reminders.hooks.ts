// Reminders and service plans (server/lib/reminders/): requests checked by the shared validation
// and the roles table; state computed in the save's transaction on every path (kept in the
// history there too); vehicles' and work orders' own execute hooks carry their effects on
// reminders (server/lib/work-orders/); the daily job (cron just after midnight,
// and at start to catch up); the managers' digest (cron and `pocketbase digest --send-now`).
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
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.reminders.validateReminderRecord(e);
}, "reminders");

onRecordCreateExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.reminders.storeReminder(e);
}, "reminders");

onRecordUpdateExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.reminders.storeReminder(e);
}, "reminders");

onRecordValidate((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.reminders.validateServicePlan(e);
}, "categories");

routerAdd("POST", "/api/app/categories/{id}/apply-plan", (e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.reminders.serveApplyPlan(e);
});

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
