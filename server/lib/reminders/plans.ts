// Service plans (docs/product.md "Service plans"): a category's default reminders, checked by the shared
// validation on every save of a category, given to its new vehicles (vehicle.ts) and, on
// "Apply to existing vehicles", added to every vehicle of the category that lacks one of that
// title (ignoring case) — in one transaction of one INSERT … SELECT per plan item, and one more
// for their history entries (history/bulk.ts), so 20 000 vehicles take seconds, not minutes
// (docs/decisions/reminders.md).

import { pocketBaseDate, storedDay, today } from "@shared/dates";
import { COLLECTIONS } from "@shared/records";
import { dueState, nextDue, REMINDER_URGENCY, soonDate, DEFAULT_SOON_DAYS, DEFAULT_SOON_KM } from "@shared/reminders";
import { checkServicePlan, type ServicePlanItem } from "@shared/validation";
import { selectOne } from "../db/sql";
import { notSavedMessage, throwFieldErrors } from "../records/field-errors";
import { keepBulkCreates, lastRowid, type Author } from "../history";


/** The stored plan of a category ([] without one, or when it cannot be read). */
const PLAN_SQL = `SELECT COALESCE([[service_plan]], '') AS [[plan]] FROM {{${COLLECTIONS.categories}}} WHERE [[id]] = {:id} LIMIT 1`;

/** The category's service plan (none when it has none, or is gone): its one column, not a whole record. */
export function planOf(app: core.App, categoryId: string): ServicePlanItem[] {
  if (categoryId === "") return [];
  let row: { plan: string } | null;
  try {
    row = selectOne(app, PLAN_SQL, { plan: "" }, { id: categoryId });
  } catch {
    return []; // no service_plan column yet: a data dir being upgraded from before reminders
  }
  if (row === null) return [];
  const check = checkServicePlan(row.plan);
  return check.ok ? check.value : [];
}

/** Part of a category's validation (categories/lifecycle.ts): the plan is checked and stored normalised, on every path. */
export function normaliseServicePlan(record: core.Record): void {
  const check = checkServicePlan(record.getString("service_plan"));
  if (!check.ok) throwFieldErrors(notSavedMessage("category", { service_plan: check.error }), { service_plan: check.error });
  record.set("service_plan", check.value);
}

// PocketBase's ids: 15 characters of a-z0-9 (hex digits are a subset).
const INSERT_MISSING_SQL = `INSERT INTO {{${COLLECTIONS.reminders}}}
  ([[id]], [[vehicle]], [[title]], [[every_months]], [[every_km]], [[due_date]], [[due_km]], [[last_done_date]], [[last_done_km]],
   [[soon_days]], [[soon_km]], [[state]], [[urgency]], [[soon_date]], [[soon_at_km]], [[category]], [[created]], [[updated]])
  SELECT substr(lower(hex(randomblob(8))), 1, 15), v.[[id]], {:title}, {:months}, {:km}, {:dueDate},
    CASE WHEN {:km} > 0 THEN v.[[odometer]] + {:km} ELSE 0 END, {:lastDone}, v.[[odometer]],
    {:soonDays}, {:soonKm}, {:state}, {:urgency}, {:soonDate},
    CASE WHEN {:km} > 0 THEN MAX(0, v.[[odometer]] + {:km} - {:soonKm}) ELSE 0 END, v.[[category]], {:now}, {:now}
  FROM {{${COLLECTIONS.vehicles}}} v
  WHERE v.[[category]] = {:category}
    AND NOT EXISTS (SELECT 1 FROM {{${COLLECTIONS.reminders}}} r WHERE r.[[vehicle]] = v.[[id]] AND lower(r.[[title]]) = lower({:title}))`;

/**
 * Adds the plan's reminders that each vehicle of the category lacks, done today at its
 * odometer, each with its history entry by `author`; returns how many were added. A new plan
 * reminder's state is the same for every vehicle (its due km lies `every_km` ahead of each
 * odometer), so it is computed once per item.
 */
export function applyPlan(app: core.App, categoryId: string, author: Author): number {
  const plan = planOf(app, categoryId);
  const day = today();
  const now = pocketBaseDate(new Date());
  const margins = { soon_days: DEFAULT_SOON_DAYS, soon_km: DEFAULT_SOON_KM };
  let added = 0;
  app.runInTransaction((tx) => {
    const before = lastRowid(tx, COLLECTIONS.reminders);
    for (const item of plan) {
      const due = nextDue(item, { date: day, km: 0 });
      const state = dueState(due, margins, day, 0);
      const result = tx
        .db()
        .newQuery(INSERT_MISSING_SQL)
        .bind({
          title: item.title,
          months: item.every_months,
          km: item.every_km,
          dueDate: storedDay(due.due_date),
          lastDone: storedDay(day),
          soonDays: margins.soon_days,
          soonKm: margins.soon_km,
          state,
          urgency: REMINDER_URGENCY[state],
          soonDate: storedDay(soonDate(due, margins)),
          category: categoryId,
          now,
        })
        .execute();
      added += result.rowsAffected();
    }
    if (added > 0) keepBulkCreates(tx, COLLECTIONS.reminders, before, author);
  });
  return added;
}
