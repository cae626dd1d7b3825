// The daily job (docs/product.md "Reminders": state stays true as dates pass). Just after midnight
// (cron) and at every start (catching up days the server was off), reminders whose due date or
// "due soon" date has been reached move on: ok → due soon → overdue. Days only move forward, so
// this is all a new day can change (the odometer's part is re-stated when it moves, vehicle.ts);
// run twice, the second run finds nothing. Two UPDATEs over the (urgency, date) indexes: the
// rows they touch are the day's few, not the fleet (docs/decisions/reminders.md).

import { pocketBaseDate, storedDay, today } from "@shared/dates";
import { COLLECTIONS } from "@shared/records";
import { REMINDER_URGENCY } from "@shared/reminders";

const OVERDUE_SQL = `UPDATE {{${COLLECTIONS.reminders}}} SET [[state]] = 'overdue', [[urgency]] = ${REMINDER_URGENCY.overdue}, [[updated]] = {:now}
  WHERE [[urgency]] IN (${REMINDER_URGENCY.due_soon}, ${REMINDER_URGENCY.ok}) AND [[due_date]] BETWEEN '0' AND {:today}`;
const DUE_SOON_SQL = `UPDATE {{${COLLECTIONS.reminders}}} SET [[state]] = 'due_soon', [[urgency]] = ${REMINDER_URGENCY.due_soon}, [[updated]] = {:now}
  WHERE [[urgency]] = ${REMINDER_URGENCY.ok} AND [[soon_date]] BETWEEN '0' AND {:today}`;

export interface DailyResult {
  readonly day: string;
  readonly overdue: number;
  readonly dueSoon: number;
}

/** Moves on the reminders that `day` ("YYYY-MM-DD", today by default) makes due soon or overdue. */
export function runDailyJob(app: core.App, day: string = today()): DailyResult {
  const params = { today: storedDay(day), now: pocketBaseDate(new Date()) };
  let overdue = 0;
  let dueSoon = 0;
  app.runInTransaction((tx) => {
    overdue = tx.db().newQuery(OVERDUE_SQL).bind(params).execute().rowsAffected();
    dueSoon = tx.db().newQuery(DUE_SOON_SQL).bind(params).execute().rowsAffected();
  });
  return { day, overdue, dueSoon };
}

function runLogged(app: core.App, what: string): void {
  try {
    const result = runDailyJob(app);
    if (result.overdue + result.dueSoon > 0) app.logger().info(what, "overdue", result.overdue, "due_soon", result.dueSoon);
  } catch (error) {
    // Before the first `serve` has run the migrations there is no reminders table yet.
    app.logger().warn(`${what}: not run`, "error", String(error));
  }
}

/** `onBootstrap`: catches up on the days the server was off. */
export function catchUpAtStart(e: core.BootstrapEvent): void {
  e.next();
  runLogged(e.app, "Reminders caught up at start");
}

/** The cron job just after midnight. */
export function runScheduledDailyJob(): void {
  runLogged(appOf(), "Reminders of the new day");
}

/** `$app` as the App type the library's functions take (the global's type leaves out the hook methods). */
export function appOf(): core.App {
  return $app as unknown as core.App;
}

/** `pocketbase reminders-daily [--today=YYYY-MM-DD]`: the daily job at once (for administrators and the tests). */
export function runDailyCommand(args: readonly string[]): void {
  let day = today();
  for (const arg of args) {
    const match = /^--today=(\d{4}-\d{2}-\d{2})$/.exec(arg);
    if (match) day = match[1]!;
  }
  const result = runDailyJob(appOf(), day);
  console.log(`Reminders on ${result.day}: ${result.overdue} became overdue, ${result.dueSoon} became due soon.`);
}
