// Reminders and service plans (server/hooks/reminders.hooks.ts).
export { saveReminderRequest, deleteReminderRequest, validateReminderRecord, storeReminder } from "./save";
export { checkWorkOrderReminders, fulfilReminders } from "./fulfilment";
export { validateServicePlan, applyPlan } from "./plans";
export { runDailyJob, catchUpAtStart, runDailyCommand, runScheduledDailyJob } from "./daily";
export { sendScheduledDigest, digestSchedule, runDigestCommand } from "./digest";
export { serveApplyPlan } from "./plan-route";
