// The morning digest's words (docs/product.md "The morning digest"), pure: reminders overdue or
// due soon and work orders past their due date, each linked to its page, as plain text and HTML,
// in the recipient's language (shared/i18n/digest-messages.ts, reminder-messages.ts).
// Every link is built from the app's route table (shared/routes.ts), as the app builds its own.

import { DIGEST_MESSAGES } from "@shared/i18n/digest-messages";
import { formatDayIn } from "@shared/i18n/format";
import type { Language } from "@shared/i18n/languages";
import { labelMessages } from "@shared/i18n/labels";
import { translate, type TranslationValues } from "@shared/i18n/translate";
import { dueInWords, REMINDER_STATES, type ReminderState } from "@shared/reminders";
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

type Say = (key: keyof typeof DIGEST_MESSAGES.en | "reminders" | "workOrdersPastDue" | "more", values?: TranslationValues) => string;

function section(say: Say, title: string, lines: readonly Line[], more: number, moreUrl: string): { text: string; html: string } {
  if (lines.length === 0) return { text: "", html: "" };
  const andMore = say("more", { count: more });
  const text = [`${title}:`, ...lines.map((line) => `- ${line.text}\n  ${line.url}`), ...(more > 0 ? [`- ${andMore}: ${moreUrl}`] : [])];
  const items = lines.map((line) => `<li><a href="${escapeHtml(line.url)}">${escapeHtml(line.text)}</a></li>`);
  if (more > 0) items.push(`<li><a href="${escapeHtml(moreUrl)}">${escapeHtml(andMore)}</a></li>`);
  return { text: text.join("\n"), html: `<h2>${escapeHtml(title)}</h2><ul>${items.join("")}</ul>` };
}

function stateName(state: string, language: Language): string {
  return REMINDER_STATES.includes(state as ReminderState) ? translate(labelMessages[language], `reminderState.${state}`) : state;
}

/**
 * The digest for `day` in `language`, or null when there is nothing to report. `baseUrl` is
 * PocketBase's Application URL; `reminderTotal`/`workOrderTotal` count all, of which the lists
 * hold the first.
 */
export function composeDigest(
  baseUrl: string,
  day: string,
  reminders: readonly DigestReminder[],
  reminderTotal: number,
  workOrders: readonly DigestWorkOrder[],
  workOrderTotal: number,
  language: Language = "en",
): Digest | null {
  if (reminderTotal === 0 && workOrderTotal === 0) return null;
  const say: Say = (key, values) => translate(DIGEST_MESSAGES[language], key, values);
  const base = baseUrl.replace(/\/+$/, "");
  const reminderLines = reminders.map((reminder) => ({
    text: say("reminderLine", {
      plate: reminder.plate,
      title: reminder.title,
      state: stateName(reminder.state, language),
      due: dueInWords({ due_date: reminder.due_date.slice(0, 10), due_km: reminder.due_km }, reminder.state as ReminderState, day, reminder.odometer, language),
    }),
    url: base + pathTo("vehicle", { id: reminder.vehicle }),
  }));
  const workOrderLines = workOrders.map((order) => ({
    text: say("workOrderLine", { number: formatWorkOrderNumber(order.number), plate: order.plate, title: order.title, day: formatDayIn(language, order.due.slice(0, 10)) }),
    url: base + pathTo("work-order", { id: order.id }),
  }));
  const dueList = base + pathTo("reminders");
  const parts = [
    section(say, say("remindersTitle"), reminderLines, reminderTotal - reminders.length, dueList),
    section(say, say("workOrdersTitle"), workOrderLines, workOrderTotal - workOrders.length, base + workOrderListPath({ view: "list" })),
  ].filter((part) => part.text !== "");
  const counts = [
    reminderTotal > 0 ? say("reminders", { count: reminderTotal }) : "",
    workOrderTotal > 0 ? say("workOrdersPastDue", { count: workOrderTotal }) : "",
  ].filter((part) => part !== "");
  return {
    subject: say("subject", { day: formatDayIn(language, day), counts: counts.join(", ") }),
    text: `${parts.map((part) => part.text).join("\n\n")}\n\n${say("dueList")}: ${dueList}\n`,
    html: `<!doctype html><html lang="${language}"><body>${parts.map((part) => part.html).join("")}<p><a href="${escapeHtml(dueList)}">${escapeHtml(say("openDueList"))}</a></p></body></html>`,
  };
}
