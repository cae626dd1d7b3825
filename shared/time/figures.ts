// What the app shows of time and downtime (docs/product.md "Time on jobs"): the vehicle page's
// days off the road, the dashboard's availability, mean time to done and each technician's day.
// The server computes them (server/lib/downtime/, server/lib/time-entries/today.ts); this is
// their shape and their URLs. Pure: the browser and the server read it.

import { DAY_MS } from "../dates";

/** Days off the road are counted over this many days up to now (a year). */
export const OFF_ROAD_WINDOW_DAYS = 365;
/** The fleet's availability: the share of vehicle-time available over this many days. */
export const AVAILABILITY_WINDOW_DAYS = 30;
/** The mean time from a work order's start to done, over the work done in this many days. */
export const MEAN_TO_DONE_WINDOW_DAYS = 90;
/** The dashboard's "today" starts at most this long ago (the browser's midnight, whatever its zone). */
export const DAY_START_MAX_AGE_MS = 2 * DAY_MS;

export const TIME_FIGURES_PATH = "/api/app/time/figures";
/** The query parameter with the start of the asker's day (an ISO moment). */
export const DAY_START_PARAM = "since";

export function vehicleDowntimePath(vehicleId: string): string {
  return `/api/app/vehicles/${encodeURIComponent(vehicleId)}/downtime`;
}

export interface VehicleDowntime {
  /** The window: OFF_ROAD_WINDOW_DAYS up to the server's now, PocketBase's date text. */
  readonly since: string;
  readonly until: string;
  /** Days In workshop or Out of service in the window (fractions included). */
  readonly daysOffRoad: number;
  readonly daysInWorkshop: number;
  readonly daysOutOfService: number;
}

export interface TechnicianDay {
  readonly id: string;
  readonly name: string;
  /** Work orders they clocked time on today. */
  readonly jobs: number;
  /** Minutes clocked today (a running clock up to now). */
  readonly minutes: number;
  /** The number of the work order their clock runs on now, 0 when it does not run. */
  readonly running: number;
}

export interface TimeFigures {
  readonly availability: {
    readonly since: string;
    /** Available vehicle-time ÷ vehicle-time not retired, 0…1; null without any vehicle. */
    readonly share: number | null;
  };
  readonly meanToDone: {
    readonly since: string;
    /** Mean hours from start to done of the work orders done in the window; null without any. */
    readonly hours: number | null;
    readonly workOrders: number;
  };
  readonly today: {
    readonly since: string;
    /** Every technician, and anyone else who clocked time today, by name. */
    readonly technicians: readonly TechnicianDay[];
  };
}

/**
 * The start of the asker's day: the moment given when it is a moment within DAY_START_MAX_AGE_MS
 * before `now` (not after it), else null (a 400).
 */
export function readDayStart(raw: string | null | undefined, now: Date): Date | null {
  if (raw === null || raw === undefined || raw === "") return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/.test(raw)) return null;
  const at = Date.parse(raw.replace(" ", "T"));
  if (!Number.isFinite(at) || at > now.getTime() || at < now.getTime() - DAY_START_MAX_AGE_MS) return null;
  return new Date(at);
}

/** The last midnight in the browser's zone, as the dashboard's "today" starts. */
export function localMidnight(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}
