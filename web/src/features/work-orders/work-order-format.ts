// How the work-order screens write their values: numbers, priorities, due dates.

import { WORK_ORDER_PRIORITY_LABELS, type WorkOrderPriority } from "@shared/records";
import { isOverdue } from "@shared/work-order-list";
import type { BadgeTone } from "../../ui/badge";

export const PRIORITY_TONES: Readonly<Record<WorkOrderPriority, BadgeTone>> = {
  low: "neutral",
  normal: "info",
  high: "warning",
  urgent: "danger",
};

export function priorityLabel(priority: WorkOrderPriority): string {
  return WORK_ORDER_PRIORITY_LABELS[priority] ?? priority;
}

// Due dates are days, stored at midnight UTC: written in UTC so that no time zone shifts the day.
const DUE_DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** "30 Nov 2026" of a stored due date; "" for none. */
export function formatDue(due: string): string {
  if (due === "") return "";
  const date = new Date(`${due.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? "" : DUE_DAY.format(date);
}

/** What a card or a row says about the due date: "Due 30 Nov 2026", overdue or not. */
export function dueNote(workOrder: { readonly status: string; readonly due: string }, now: Date): { text: string; overdue: boolean } | null {
  const day = formatDue(workOrder.due);
  if (day === "") return null;
  const overdue = isOverdue(workOrder, now);
  return { text: overdue ? `Overdue since ${day}` : `Due ${day}`, overdue };
}
