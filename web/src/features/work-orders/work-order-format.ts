// How the work-order screens write their values: priorities, due dates.

import type { WorkOrderPriority } from "@shared/records";
import { isOverdue } from "@shared/work-order-list";
import { currentLocale, labelOf, translate } from "../../lib/i18n";
import type { BadgeTone } from "../../ui/badge";

export const PRIORITY_TONES: Readonly<Record<WorkOrderPriority, BadgeTone>> = {
  low: "neutral",
  normal: "info",
  high: "warning",
  urgent: "danger",
};

export function priorityLabel(priority: WorkOrderPriority): string {
  return labelOf("workOrderPriority", priority);
}

// Due dates are days, stored at midnight UTC: written in UTC so that no time zone shifts the day.
const dueDays = new Map<string, Intl.DateTimeFormat>();
function dueDay(): Intl.DateTimeFormat {
  const locale = currentLocale();
  let format = dueDays.get(locale);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
    dueDays.set(locale, format);
  }
  return format;
}

/** "30 Nov 2026" (English), "30. Nov. 2026" (German) of a stored due date; "" for none. */
export function formatDue(due: string): string {
  if (due === "") return "";
  const date = new Date(`${due.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? "" : dueDay().format(date);
}

/** What a card or a row says about the due date: "Due 30 Nov 2026", overdue or not. */
export function dueNote(workOrder: { readonly status: string; readonly due: string }, now: Date): { text: string; overdue: boolean } | null {
  const day = formatDue(workOrder.due);
  if (day === "") return null;
  const overdue = isOverdue(workOrder, now);
  return { text: translate("work-orders", overdue ? "due.overdue" : "due.on", { day }), overdue };
}
