// A reminder's due point in words, as staff read it: "due in 12 days or 840 km", in the reader's
// language (shared/i18n/reminder-messages.ts).

import { groupDigitsIn } from "../i18n/format";
import { FALLBACK_LANGUAGE, type Language } from "../i18n/languages";
import { REMINDER_MESSAGES } from "../i18n/reminder-messages";
import { translate } from "../i18n/translate";
import { daysBetween, type DuePoint, type ReminderState } from "./due";

/** "due in 12 days or 840 km", "due today", "overdue by 3 days and 200 km", "done" (English by default). */
export function dueInWords(due: DuePoint, state: ReminderState, today: string, odometer: number, language: Language = FALLBACK_LANGUAGE): string {
  const words = REMINDER_MESSAGES[language];
  const say = (key: string, values = {}) => translate(words, `due.${key}`, values);
  const days = (key: "daysAhead" | "daysLate", count: number) => say(key, { count, days: groupDigitsIn(language, count) });
  const km = (count: number) => say("km", { km: groupDigitsIn(language, count) });
  const joined = (key: "either" | "both", parts: readonly string[]) => (parts.length === 2 ? say(key, { first: parts[0]!, second: parts[1]! }) : parts[0]!);
  if (state === "done") return say("done");
  const daysLeft = due.due_date === "" ? null : daysBetween(today, due.due_date);
  const kmLeft = due.due_km > 0 ? due.due_km - odometer : null;
  const late: string[] = [];
  if (daysLeft !== null && daysLeft < 0) late.push(days("daysLate", -daysLeft));
  if (kmLeft !== null && kmLeft <= 0) late.push(km(-kmLeft));
  if (late.length > 0) return daysLeft === 0 ? say("today") : say("overdueBy", { late: joined("both", late) });
  if (daysLeft === 0) return say("today");
  const ahead: string[] = [];
  if (daysLeft !== null) ahead.push(days("daysAhead", daysLeft));
  if (kmLeft !== null) ahead.push(km(kmLeft));
  return ahead.length === 0 ? "" : say("in", { ahead: joined("either", ahead) });
}
