// The morning digest's words (docs/product.md "The morning digest"), pure: reminders overdue or
// due soon and work orders past their due date, each linked to its page, as plain text and HTML.
// Every link is built from the app's route table (shared/routes.ts), as the app builds its own.

import { dueInWords, REMINDER_STATE_LABELS, type ReminderState } from "@shared/reminders";
import { pathTo } from "@shared/routes";
import { workOrderListPath } from "@shared/work-order-list";
import { formatWorkOrderNumber } from "@shared/work-orders/number";

export interface DigestReminder {
  readonly vehicle: string;
  readonly plate: string;
  readonly title: string;
  readonly state: string;
  readonly due_date: string;
  readonly due_km: number;
  readonly odometer: number;
}

export interface DigestWorkOrder {
  readonly id: string;
  readonly number: number;
  readonly plate: string;
  readonly title: string;
  readonly due: string;
}

export interface Digest {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** The most of each kind one email lists; the rest are a link away. */
export const DIGEST_MAX_ITEMS = 100;

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

interface Line {
  readonly text: string;
  readonly url: string;
}

function section(title: string, lines: readonly Line[], more: number, moreUrl: string): { text: string; html: string } {
  if (lines.length === 0) return { text: "", html: "" };
  const text = [`${title}:`, ...lines.map((line) => `- ${line.text}\n  ${line.url}`), ...(more > 0 ? [`- and ${more} more: ${moreUrl}`] : [])];
  const items = lines.map((line) => `<li><a href="${escapeHtml(line.url)}">${escapeHtml(line.text)}</a></li>`);
  if (more > 0) items.push(`<li><a href="${escapeHtml(moreUrl)}">and ${more} more</a></li>`);
  return { text: text.join("\n"), html: `<h2>${escapeHtml(title)}</h2><ul>${items.join("")}</ul>` };
}

/**
 * The digest for `day`, or null when there is nothing to report. `baseUrl` is PocketBase's
 * Application URL; `reminderTotal`/`workOrderTotal` count all, of which the lists hold the first.
 */
export function composeDigest(
  baseUrl: string,
  day: string,
  reminders: readonly DigestReminder[],
  reminderTotal: number,
  workOrders: readonly DigestWorkOrder[],
  workOrderTotal: number,
): Digest | null {
  if (reminderTotal === 0 && workOrderTotal === 0) return null;
  const base = baseUrl.replace(/\/+$/, "");
  const reminderLines = reminders.map((reminder) => ({
    text: `${reminder.plate}: ${reminder.title} (${REMINDER_STATE_LABELS[reminder.state as ReminderState] ?? reminder.state}, ${dueInWords(
      { due_date: reminder.due_date.slice(0, 10), due_km: reminder.due_km },
      reminder.state as ReminderState,
      day,
      reminder.odometer,
    )})`,
    url: base + pathTo("vehicle", { id: reminder.vehicle }),
  }));
  const workOrderLines = workOrders.map((order) => ({
    text: `${formatWorkOrderNumber(order.number)} ${order.plate}: ${order.title} (due ${order.due.slice(0, 10)})`,
    url: base + pathTo("work-order", { id: order.id }),
  }));
  const dueList = base + pathTo("reminders");
  const parts = [
    section("Reminders overdue or due soon", reminderLines, reminderTotal - reminders.length, dueList),
    section("Work orders past their due date", workOrderLines, workOrderTotal - workOrders.length, base + workOrderListPath({ view: "list" })),
  ].filter((part) => part.text !== "");
  const counts = [
    reminderTotal > 0 ? `${reminderTotal} reminder${reminderTotal === 1 ? "" : "s"}` : "",
    workOrderTotal > 0 ? `${workOrderTotal} work order${workOrderTotal === 1 ? "" : "s"} past due` : "",
  ].filter((part) => part !== "");
  return {
    subject: `Workshop ${day}: ${counts.join(", ")}`,
    text: `${parts.map((part) => part.text).join("\n\n")}\n\nDue list: ${dueList}\n`,
    html: `<!doctype html><html><body>${parts.map((part) => part.html).join("")}<p><a href="${escapeHtml(dueList)}">Open the due list</a></p></body></html>`,
  };
}
