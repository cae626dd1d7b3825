// A clock nobody stopped (docs/product.md "Time on jobs"; docs/decisions/time-on-jobs.md): no
// entry is longer than 16 hours, so a clock still running 16 hours after it started stops there
// by itself, with a note that says so. Run every hour by a cron (server/hooks/time-entries.hooks.ts)
// and when the server starts; each stop is a step with its history entry ("System").

import { pocketBaseDate } from "@shared/dates";
import { COLLECTIONS } from "@shared/records";
import { TIME_ENTRY_MAX_MS } from "@shared/time/clock";
import { TIME_ENTRY_MAX_HOURS } from "@shared/validation";
import { select } from "../db/sql";
import { stopEntry } from "./steps";

export const FORGOTTEN_NOTE = `Stopped by the server after ${TIME_ENTRY_MAX_HOURS} hours: nobody clocked off.`;

// The running entries are few (one per employee at most): the partial UNIQUE index holds them.
const FORGOTTEN_SQL = `SELECT [[id]] FROM {{${COLLECTIONS.timeEntries}}} WHERE [[ended]] = '' AND [[employee]] != '' AND [[started]] <= {:before}
  UNION ALL SELECT [[id]] FROM {{${COLLECTIONS.timeEntries}}} WHERE [[ended]] = '' AND [[employee]] = '' AND [[started]] <= {:before}`;

/** Stops the clocks that run longer than 16 hours at `now`; gives how many. */
export function stopForgottenClocks(app: core.App, now: Date): number {
  const ids = select(app, FORGOTTEN_SQL, { id: "" }, { before: pocketBaseDate(now.getTime() - TIME_ENTRY_MAX_MS) });
  if (ids.length === 0) return 0;
  app.runInTransaction((tx) => {
    for (const { id } of ids) stopEntry(tx, id, now.getTime(), FORGOTTEN_NOTE);
  });
  return ids.length;
}

function runLogged(app: core.App, now: Date): void {
  const stopped = stopForgottenClocks(app, now);
  if (stopped > 0) console.log(`Workshop: stopped ${stopped} clock${stopped === 1 ? "" : "s"} left running for more than ${TIME_ENTRY_MAX_HOURS} hours.`);
}

/** The hourly cron. */
export function runForgottenClocks(): void {
  runLogged($app as unknown as core.App, new Date());
}

/** At start: the clocks that passed 16 hours while the server was off. */
export function stopForgottenAtStart(e: core.BootstrapEvent): void {
  e.next();
  try {
    runLogged(e.app, new Date());
  } catch (error) {
    // Before the first `serve` has run the migrations there is no time_entries table yet.
    e.app.logger().warn("Clocks left running: not checked at start", "error", String(error));
  }
}

/**
 * `pocketbase clocks-stop [--now=2026-12-01T08:00:00Z]`: the hourly job at once, as of now or
 * of another moment (for administrators and the tests).
 */
export function runForgottenCommand(args: readonly string[]): void {
  const given = args.find((arg) => arg.startsWith("--now="))?.slice("--now=".length);
  const now = given === undefined ? new Date() : new Date(Date.parse(given));
  if (Number.isNaN(now.getTime())) {
    console.error("Usage: pocketbase clocks-stop [--now=2026-12-01T08:00:00Z]");
    $os.exit(2);
    return;
  }
  const stopped = stopForgottenClocks($app as unknown as core.App, now);
  console.log(`Clocks stopped: ${stopped}.`);
}
