// Time on jobs (server/hooks/time-entries.hooks.ts): the entries' lifecycle, the timesheet and
// its CSV, the dashboard's figures, the clocks nobody stopped.
export { saveTimeEntryRequest, validateTimeEntryRecord, storeTimeEntry, deleteTimeEntry, deleteTimeEntryRequest } from "./lifecycle";
export { serveTimesheet, serveTimesheetCsv } from "./timesheet";
export { serveTimeFigures } from "./figures";
export { runForgottenClocks, runForgottenCommand, stopForgottenAtStart } from "./forgotten";
