// Time on jobs (server/lib/time-entries/): clocking on and off and corrections, checked by the
// shared validation, in the save's transaction (one running clock per employee, the work order
// started, the time of closed work a manager's); the timesheet and its CSV; the dashboard's time
// and downtime figures; a vehicle's days off the road; clocks nobody stopped, every hour.
// A record the server changes as a step of another save (server/lib/records/steps.ts) carries a
// mark: its execute hooks let it through at once, without loading the library.
import type * as Workshop from "../lib";

onRecordCreateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.timeEntries.saveTimeEntryRequest(e);
}, "time_entries");

onRecordUpdateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.timeEntries.saveTimeEntryRequest(e);
}, "time_entries");

onRecordDeleteRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.timeEntries.deleteTimeEntryRequest(e);
}, "time_entries");

onRecordValidate((e) => {
  if (e.record!.get("@pbInternalWorkshopChecked") === true) {
    e.next(); // checked by the request hook already
    return;
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.timeEntries.validateTimeEntryRecord(e);
}, "time_entries");

onRecordCreateExecute((e) => {
  if (e.record!.get("@pbInternalWorkshopStep") === true) {
    e.next(); // a lifecycle's step, complete already
    return;
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.timeEntries.storeTimeEntry(e);
}, "time_entries");

onRecordUpdateExecute((e) => {
  if (e.record!.get("@pbInternalWorkshopStep") === true) {
    e.next(); // a lifecycle's step, complete already
    return;
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.timeEntries.storeTimeEntry(e);
}, "time_entries");

onRecordDeleteExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.timeEntries.deleteTimeEntry(e);
}, "time_entries");

routerAdd("GET", "/api/app/timesheet", (e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.timeEntries.serveTimesheet(e);
});

routerAdd("GET", "/api/app/timesheet.csv", (e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.timeEntries.serveTimesheetCsv(e);
});

routerAdd("GET", "/api/app/time/figures", (e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.timeEntries.serveTimeFigures(e);
});

routerAdd("GET", "/api/app/vehicles/{id}/downtime", (e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.downtime.serveVehicleDowntime(e);
});

onBootstrap((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.timeEntries.stopForgottenAtStart(e);
});

cronAdd("workshop_forgotten_clocks", "7 * * * *", () => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.timeEntries.runForgottenClocks();
});

$app.rootCmd!.addCommand(
  new Command({
    use: "clocks-stop",
    short: "Stop the clocks running longer than 16 hours now (--now=2026-12-01T08:00:00Z as of another moment)",
    disableFlagParsing: true,
    run: (_command, args) => {
      const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
      workshop.timeEntries.runForgottenCommand(args);
    },
  }),
);
