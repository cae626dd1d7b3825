// A reminder's due point in words, as staff read it: "due in 12 days or 840 km".

import { groupDigits } from "../validation/text";
import { daysBetween, type DuePoint, type ReminderState } from "./due";

function days(count: number): string {
  return count === 1 ? "1 day" : `${groupDigits(count)} days`;
}

/** "due in 12 days or 840 km", "due today", "overdue by 3 days and 200 km", "done". */
export function dueInWords(due: DuePoint, state: ReminderState, today: string, odometer: number): string {
  if (state === "done") return "done";
  const daysLeft = due.due_date === "" ? null : daysBetween(today, due.due_date);
  const kmLeft = due.due_km > 0 ? due.due_km - odometer : null;
  const late: string[] = [];
  if (daysLeft !== null && daysLeft < 0) late.push(days(-daysLeft));
  if (kmLeft !== null && kmLeft <= 0) late.push(`${groupDigits(-kmLeft)} km`);
  if (late.length > 0) return daysLeft === 0 ? "due today" : `overdue by ${late.join(" and ")}`;
  if (daysLeft === 0) return "due today";
  const ahead: string[] = [];
  if (daysLeft !== null) ahead.push(days(daysLeft));
  if (kmLeft !== null) ahead.push(`${groupDigits(kmLeft)} km`);
  return ahead.length === 0 ? "" : `due in ${ahead.join(" or ")}`;
}
