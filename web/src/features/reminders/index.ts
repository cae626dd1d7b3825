// Reminders' public face: the pieces the dashboard, the vehicle page and the category page show.
export { ReminderFigures } from "./reminder-figures";
export { ServicePlan } from "./service-plan";
export { ReminderBadge, useDueWords } from "./reminder-state";
export { nextDue, useVehicleReminders, VehicleReminders } from "./vehicle-reminders";
