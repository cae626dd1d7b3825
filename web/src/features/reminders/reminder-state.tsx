// A reminder's state as a badge and its due point in words ("due in 12 days or 840 km"), as
// the shared due arithmetic says them (shared/reminders/), in the language spoken: the digest
// keeps the shared English words, the screens say them through the `reminders` catalogue.

import type { TFunction } from "i18next";
import { dayAt } from "@shared/dates";
import { daysBetween, type DuePoint, type Reminder, type ReminderState } from "@shared/reminders";
import { useLabel, useTranslation } from "../../lib/i18n";
import { Badge, type BadgeTone } from "../../ui/badge";
import { formatCount } from "../../ui/format";

const TONES: Readonly<Record<ReminderState, BadgeTone>> = { overdue: "danger", due_soon: "warning", ok: "success", done: "neutral" };

export function ReminderBadge({ state }: { state: ReminderState }) {
  const label = useLabel();
  return <Badge tone={TONES[state]}>{label("reminderState", state)}</Badge>;
}

/** shared/reminders' `dueInWords` in the language spoken: "due in 12 days or 840 km", "overdue by 3 days and 200 km". */
export function dueText(t: TFunction<"reminders">, due: DuePoint, state: ReminderState, today: string, odometer: number): string {
  if (state === "done") return t("due.done");
  const daysLeft = due.due_date === "" ? null : daysBetween(today, due.due_date);
  const kmLeft = due.due_km > 0 ? due.due_km - odometer : null;
  const km = (value: number) => `${formatCount(value)} km`;
  const late: string[] = [];
  if (daysLeft !== null && daysLeft < 0) late.push(t("due.daysLate", { count: -daysLeft, n: formatCount(-daysLeft) }));
  if (kmLeft !== null && kmLeft <= 0) late.push(km(-kmLeft));
  if (late.length > 0) return daysLeft === 0 ? t("due.today") : t("due.overdueBy", { late: late.join(t("due.and")) });
  if (daysLeft === 0) return t("due.today");
  const ahead: string[] = [];
  if (daysLeft !== null) ahead.push(t("due.daysAhead", { count: daysLeft, n: formatCount(daysLeft) }));
  if (kmLeft !== null) ahead.push(km(kmLeft));
  return ahead.length === 0 ? "" : t("due.dueIn", { ahead: ahead.join(t("due.or")) });
}

/** A reminder's due point in words, for a vehicle at `odometer` km, today. */
export function useDueWords(): (reminder: Reminder, odometer: number) => string {
  const { t } = useTranslation("reminders");
  return (reminder, odometer) => dueText(t, { due_date: reminder.due_date.slice(0, 10), due_km: reminder.due_km }, reminder.state, dayAt(new Date()), odometer);
}
