// A reminder's state as a badge and its due point in words ("due in 12 days or 840 km"), as
// the shared due arithmetic says them (shared/reminders/).

import { dayAt } from "@shared/dates";
import { dueInWords, REMINDER_STATE_LABELS, type Reminder, type ReminderState } from "@shared/reminders";
import { Badge, type BadgeTone } from "../../ui/badge";

const TONES: Readonly<Record<ReminderState, BadgeTone>> = { overdue: "danger", due_soon: "warning", ok: "success", done: "neutral" };

export function ReminderBadge({ state }: { state: ReminderState }) {
  return <Badge tone={TONES[state]}>{REMINDER_STATE_LABELS[state]}</Badge>;
}

export function dueWords(reminder: Reminder, odometer: number): string {
  return dueInWords({ due_date: reminder.due_date.slice(0, 10), due_km: reminder.due_km }, reminder.state, dayAt(new Date()), odometer);
}
