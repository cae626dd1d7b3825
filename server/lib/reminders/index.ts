// Reminders (server/hooks/reminders.hooks.ts): their lifecycle, the daily job and the managers' digest.
export { saveReminderRequest, deleteReminderRequest, validateReminderRecord, storeReminder, deleteReminder } from "./lifecycle";
export { catchUpAtStart, runDailyCommand, runScheduledDailyJob } from "./daily";
export { sendScheduledDigest, runDigestCommand } from "./digest";
