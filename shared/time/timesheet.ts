// The timesheet (docs/product.md "Time on jobs"): a week of clocked time per employee, as the
// server answers it (server/lib/time-entries/timesheet.ts) and the app shows it
// (/workshop/time). A technician sees their own, a manager everyone's. Pure: both sides read it.

import { csvRecord } from "../csv";
import { DAY_MS, pocketBaseDate } from "../dates";
import { exportHeadings } from "../i18n/export-messages";
import { FALLBACK_LANGUAGE, type Language } from "../i18n/languages";
import { RECORD_ID } from "../validation/record-id";

export const TIMESHEET_PATH = "/api/app/timesheet";
export const TIMESHEET_CSV_PATH = "/api/app/timesheet.csv";
export const TIMESHEET_DAYS = 7;
/** One employee's entries of a week are listed up to this many (a week of work is far fewer). */
export const TIMESHEET_MAX_ENTRIES = 500;
export const OTHERS_TIMESHEET_MESSAGE = "Only a manager can see the time of others.";

export interface TimesheetQuery {
  /** The week's first moment (the browser's Monday, 00:00), PocketBase's date text. */
  readonly from: string;
  /** One employee, or "" for everyone (a manager's). */
  readonly employee: string;
}

export interface TimesheetRow {
  readonly id: string;
  readonly name: string;
  readonly role: string;
  /** Their labour rate per hour in cents (the workshop's when they have none). */
  readonly rateCents: number;
  /** Minutes clocked on each day of the week (by the day each stretch started), a running clock up to now. */
  readonly minutes: readonly number[];
  readonly total: number;
  /** The start of their running clock, "" when it does not run. */
  readonly runningSince: string;
}

export interface TimesheetEntry {
  readonly id: string;
  readonly employee: string;
  readonly work_order: string;
  readonly number: number;
  readonly plate: string;
  readonly title: string;
  /** The work order's status: a technician corrects only the time of open work. */
  readonly status: string;
  readonly started: string;
  readonly ended: string;
  readonly minutes: number;
  readonly note: string;
}

export interface Timesheet {
  readonly from: string;
  readonly to: string;
  /** The server's clock when it answered (running clocks count up to it). */
  readonly now: string;
  readonly employees: readonly TimesheetRow[];
  /** One employee's entries of the week, oldest first (only when one employee was asked for). */
  readonly entries: readonly TimesheetEntry[];
  /** More entries than TIMESHEET_MAX_ENTRIES: the list shows the first ones. */
  readonly truncated: boolean;
}

const MOMENT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/;

/** The query of `?from=…&employee=…`, or what is wrong with it (field → message). */
export function readTimesheetQuery(get: (name: string) => string | null): { ok: true; query: TimesheetQuery } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const fromText = (get("from") ?? "").trim();
  const from = MOMENT.test(fromText) ? Date.parse(fromText.replace(" ", "T")) : Number.NaN;
  if (!Number.isFinite(from)) errors.from = "Give the week's first moment, like 2026-11-30T00:00:00Z.";
  const employee = (get("employee") ?? "").trim();
  if (employee !== "" && !RECORD_ID.test(employee)) errors.employee = "This employee does not exist.";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, query: { from: pocketBaseDate(from), employee } };
}

/** The end of the week that starts at `from`. */
export function weekEnd(from: string): string {
  return pocketBaseDate(Date.parse(from.replace(" ", "T")) + TIMESHEET_DAYS * DAY_MS);
}

/** Monday 00:00 of the week `date` lies in, in the browser's zone. */
export function weekStartOf(date: Date): Date {
  const monday = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7));
  return monday;
}

/** The URL of a week's timesheet (or its CSV). */
export function timesheetPath(query: TimesheetQuery, csv = false, token = ""): string {
  const params: [string, string][] = [["from", query.from.replace(" ", "T")]];
  if (query.employee !== "") params.push(["employee", query.employee]);
  if (token !== "") params.push(["token", token]);
  return `${csv ? TIMESHEET_CSV_PATH : TIMESHEET_PATH}?${params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("&")}`;
}

/** The file's first line, in the reader's language. */
export function timesheetCsvHeader(language: Language = FALLBACK_LANGUAGE): string {
  return csvRecord(exportHeadings("timesheet", language));
}

/** `timesheet-2026-11-30.csv` (the week's first day, UTC), with the employee's name when one. */
export function timesheetFilename(from: string, employeeName = ""): string {
  const who = employeeName.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "").toLowerCase();
  return `timesheet-${from.slice(0, 10)}${who === "" ? "" : `-${who}`}.csv`;
}
