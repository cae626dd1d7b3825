// GET /api/app/time/figures?since=… (shared/time/figures.ts): the dashboard's time and downtime
// figures in one answer: the fleet's availability over 30 days and the mean time from start to
// done over 90 days (downtime/figures.ts), and each technician's day since `since` (the start
// of the asker's day, sent by the browser, which knows its zone; UTC midnight without it).

import { pocketBaseDate } from "@shared/dates";
import { DAY_START_PARAM, readDayStart, type TimeFigures } from "@shared/time/figures";
import { fleetAvailability, meanTimeToDone } from "../downtime/figures";
import { requireStaff, STATS_SIGN_IN_MESSAGE } from "../roles/staff";
import { techniciansToday } from "./today";

export function timeFigures(app: core.App, since: Date, now: Date): TimeFigures {
  return {
    availability: fleetAvailability(app, now),
    meanToDone: meanTimeToDone(app, now),
    today: { since: pocketBaseDate(since), technicians: techniciansToday(app, since, now) },
  };
}

/** The route's handler. */
export function serveTimeFigures(e: core.RequestEvent): void {
  requireStaff(e, STATS_SIGN_IN_MESSAGE);
  const now = new Date();
  const since = readDayStart(e.request!.url!.query().get(DAY_START_PARAM), now);
  if (since === null) {
    const message = "Give the start of your day as a moment within the last two days, like 2026-11-30T23:00:00Z.";
    throw new BadRequestError(message, { [DAY_START_PARAM]: new ValidationError("invalid_format", message) });
  }
  e.response.header().set("Cache-Control", "no-store");
  e.json(200, timeFigures(e.app, since, now));
}
