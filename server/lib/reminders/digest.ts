// The morning digest (docs/product.md "The morning digest"), through PocketBase's own mailer
// (SMTP as set in its dashboard): to each manager in their language (English when they left it to
// their browser, which the server cannot ask), on WORKSHOP_DIGEST_CRON (07:00 by default) or
// at once with `pocketbase digest --send-now`; nothing is sent when there is nothing to report.

import { storedDay, today } from "@shared/dates";
import { FALLBACK_LANGUAGE, isLanguage, type Language } from "@shared/i18n/languages";
import { COLLECTIONS } from "@shared/records";
import { REMINDER_URGENCY } from "@shared/reminders";
import { UNFINISHED_WORK_ORDER_STATUSES } from "@shared/work-orders/transitions";
import { count, select, textList } from "../db/sql";
import { composeDigest, DIGEST_MAX_ITEMS, type Digest, type DigestReminder, type DigestWorkOrder } from "./digest-content";
import { appOf } from "./daily";

export const DEFAULT_DIGEST_CRON = "0 7 * * *";

const DUE_WHERE = `r.[[urgency]] IN (${REMINDER_URGENCY.overdue}, ${REMINDER_URGENCY.due_soon})`;
const REMINDERS_SQL = `SELECT r.[[vehicle]], v.[[plate]], r.[[title]], r.[[state]], r.[[due_date]], r.[[due_km]], v.[[odometer]]
  FROM {{${COLLECTIONS.reminders}}} r JOIN {{${COLLECTIONS.vehicles}}} v ON v.[[id]] = r.[[vehicle]]
  WHERE ${DUE_WHERE} ORDER BY r.[[urgency]], r.[[due_date]], v.[[plate]] LIMIT ${DIGEST_MAX_ITEMS}`;
const REMINDER_COUNT_SQL = `SELECT COUNT(*) AS [[count]] FROM {{${COLLECTIONS.reminders}}} r WHERE ${DUE_WHERE}`;

const UNFINISHED = textList(UNFINISHED_WORK_ORDER_STATUSES);
const LATE_WHERE = `[[status]] IN (${UNFINISHED}) AND [[due]] > '' AND [[due]] < {:today}`;
const WORK_ORDERS_SQL = `SELECT [[id]], [[number]], [[vehicle_plate]] AS [[plate]], [[title]], [[due]] FROM {{${COLLECTIONS.workOrders}}}
  WHERE ${LATE_WHERE} ORDER BY [[due]], [[number]] LIMIT ${DIGEST_MAX_ITEMS}`;
const WORK_ORDER_COUNT_SQL = `SELECT COUNT(*) AS [[count]] FROM {{${COLLECTIONS.workOrders}}} WHERE ${LATE_WHERE}`;

// employees.role comes with roles (shared/roles.ts): managers only.
const MANAGERS_SQL = `SELECT [[email]], [[name]], [[language]] FROM {{${COLLECTIONS.employees}}} WHERE [[role]] = 'manager' AND [[email]] != '' ORDER BY [[email]]`;

export interface DigestOutcome {
  readonly sent: number;
  readonly reason: string;
}

/** Composes today's digest and mails it to every manager; says what it did. */
export function sendDigest(app: core.App): DigestOutcome {
  const day = today();
  const params = { today: storedDay(day) };
  const reminders = select<DigestReminder>(app, REMINDERS_SQL, { vehicle: "", plate: "", title: "", state: "", due_date: "", due_km: 0, odometer: 0 });
  const workOrders = select<DigestWorkOrder>(app, WORK_ORDERS_SQL, { id: "", number: 0, plate: "", title: "", due: "" }, params);
  const [reminderTotal, workOrderTotal] = [count(app, REMINDER_COUNT_SQL), count(app, WORK_ORDER_COUNT_SQL, params)];
  const settings = app.settings();
  const compose = (language: Language) => composeDigest(settings.meta.appURL, day, reminders, reminderTotal, workOrders, workOrderTotal, language);
  // Written once per language its recipients read.
  const digests: Partial<Record<Language, Digest | null>> = { [FALLBACK_LANGUAGE]: compose(FALLBACK_LANGUAGE) };
  if (digests[FALLBACK_LANGUAGE] === null) return { sent: 0, reason: "Nothing to report: no reminder is overdue or due soon and no work order is past due." };
  const managers = select(app, MANAGERS_SQL, { email: "", name: "", language: "" });
  if (managers.length === 0) return { sent: 0, reason: "No manager to send the digest to." };
  const mailer = app.newMailClient();
  for (const manager of managers) {
    const language = isLanguage(manager.language) ? manager.language : FALLBACK_LANGUAGE;
    const digest = (digests[language] ??= compose(language))!;
    mailer.send(
      new MailerMessage({
        from: { address: settings.meta.senderAddress, name: settings.meta.senderName },
        to: [{ address: manager.email, name: manager.name }],
        subject: digest.subject,
        text: digest.text,
        html: digest.html,
      }),
    );
  }
  return { sent: managers.length, reason: `Sent to ${managers.length} manager${managers.length === 1 ? "" : "s"}.` };
}

/** The cron job: failures are logged, never thrown into the scheduler. */
export function sendScheduledDigest(): void {
  try {
    const outcome = sendDigest(appOf());
    $app.logger().info("Workshop digest", "sent", outcome.sent, "reason", outcome.reason);
  } catch (error) {
    $app.logger().error("Workshop digest failed", "error", String(error));
  }
}

export const DIGEST_USAGE = [
  "Usage: pocketbase digest --send-now [--dir DATA_DIR]",
  "",
  "Sends the morning digest (reminders overdue or due soon, work orders past due) to every manager",
  "at once, through the SMTP server set in the dashboard (Settings → Mail settings).",
  `It is sent by itself on WORKSHOP_DIGEST_CRON (default "${DEFAULT_DIGEST_CRON}", server time).`,
].join("\n");

/** `pocketbase digest --send-now`. */
export function runDigestCommand(args: readonly string[]): void {
  if (!args.includes("--send-now")) {
    console.log(DIGEST_USAGE);
    return;
  }
  const outcome = sendDigest(appOf());
  console.log(outcome.reason);
}
