// GET /api/app/timesheet?from=…[&employee=…] (shared/time/timesheet.ts): a week of clocked time
// per employee, summed by SQLite per employee and day (one GROUP BY over the `started` index:
// its answer has at most employees × 7 rows, however many entries there are), and one employee's
// entries of the week. A technician (or a viewer) sees their own only; a manager everyone's.
// GET /api/app/timesheet.csv: the week's entries as CSV, the same who-sees-what.

import { CSV_BOM, csvRecord } from "@shared/csv";
import { pocketBaseDate } from "@shared/dates";
import { COLLECTIONS } from "@shared/records";
import { hoursAndMinutes, minutesBetween, timeOf } from "@shared/time/clock";
import { effectiveRateCents } from "@shared/time/labour";
import {
  OTHERS_TIMESHEET_MESSAGE,
  readTimesheetQuery,
  timesheetCsvHeader,
  TIMESHEET_DAYS,
  TIMESHEET_MAX_ENTRIES,
  timesheetFilename,
  weekEnd,
  type Timesheet,
  type TimesheetEntry,
  type TimesheetQuery,
  type TimesheetRow,
} from "@shared/time/timesheet";
import { formatWorkOrderNumber } from "@shared/work-orders/number";
import { exportLanguage } from "../csv/export-language";
import { select } from "../db/sql";
import { requireStaff, requireStaffFileToken } from "../roles/staff";
import { workshopRateCents } from "./labour";

export const TIMESHEET_SIGN_IN_MESSAGE = "Sign in as workshop staff to see timesheets.";

const ENTRIES = COLLECTIONS.timeEntries;
const EMPLOYEES = COLLECTIONS.employees;

/** Who appears: technicians and managers, and anyone else with time that week. */
const EMPLOYEES_SQL = `SELECT [[id]], [[name]], [[role]], [[labour_rate]] AS [[rate]] FROM {{${EMPLOYEES}}}
  WHERE [[role]] IN ('technician', 'manager')
    OR [[id]] IN (SELECT [[employee]] FROM {{${ENTRIES}}} WHERE [[started]] >= {:from} AND [[started]] < {:to})
  ORDER BY [[name]], [[id]]`;
const ONE_EMPLOYEE_SQL = `SELECT [[id]], [[name]], [[role]], [[labour_rate]] AS [[rate]] FROM {{${EMPLOYEES}}} WHERE [[id]] = {:employee}`;

/** Minutes per employee and day (24 h from `from`); a running entry's start, to count it up to now. */
function daysSql(oneEmployee: boolean): string {
  return `SELECT [[employee]], CAST(julianday([[started]]) - julianday({:from}) AS INTEGER) AS [[day]],
      SUM([[minutes]]) AS [[minutes]], COALESCE(MAX(CASE WHEN [[ended]] = '' THEN [[started]] END), '') AS [[runningSince]]
    FROM {{${ENTRIES}}} WHERE [[started]] >= {:from} AND [[started]] < {:to}${oneEmployee ? " AND [[employee]] = {:employee}" : ""}
    GROUP BY [[employee]], [[day]]`;
}

const ENTRY_COLUMNS = `t.[[id]] AS [[id]], t.[[employee]] AS [[employee]], t.[[work_order]] AS [[work_order]],
    COALESCE(w.[[number]], 0) AS [[number]], COALESCE(w.[[vehicle_plate]], '') AS [[plate]], COALESCE(w.[[title]], '') AS [[title]],
    COALESCE(w.[[status]], '') AS [[status]], t.[[started]] AS [[started]], t.[[ended]] AS [[ended]], t.[[minutes]] AS [[minutes]], t.[[note]] AS [[note]]`;

const ENTRIES_SQL = `SELECT ${ENTRY_COLUMNS}
  FROM {{${ENTRIES}}} t LEFT JOIN {{${COLLECTIONS.workOrders}}} w ON w.[[id]] = t.[[work_order]]
  WHERE t.[[employee]] = {:employee} AND t.[[started]] >= {:from} AND t.[[started]] < {:to}
  ORDER BY t.[[started]], t.[[id]] LIMIT {:limit}`;

const ENTRY_SHAPE: TimesheetEntry = { id: "", employee: "", work_order: "", number: 0, plate: "", title: "", status: "", started: "", ended: "", minutes: 0, note: "" };

/** Whose week the asker may see: their own, or (a manager, the administrator) anyone's. */
function allowedQuery(asker: core.Record, query: TimesheetQuery): TimesheetQuery {
  if (asker.isSuperuser() || asker.getString("role") === "manager") return query;
  if (query.employee !== "" && query.employee !== asker.id) throw new ForbiddenError(OTHERS_TIMESHEET_MESSAGE, {});
  return { ...query, employee: asker.id };
}

function readQuery(e: core.RequestEvent): TimesheetQuery {
  const params = e.request!.url!.query();
  const parsed = readTimesheetQuery((name) => params.get(name));
  if (!parsed.ok) {
    const errors: Record<string, ValidationError> = {};
    for (const [field, message] of Object.entries(parsed.errors)) errors[field] = new ValidationError("invalid_format", message);
    throw new BadRequestError("The timesheet's parameters are not valid.", errors);
  }
  return parsed.query;
}

/** The week's timesheet as `asker` may see it, as of `now`. */
export function timesheet(app: core.App, query: TimesheetQuery, now: Date): Timesheet {
  const to = weekEnd(query.from);
  const one = query.employee !== "";
  const params = { from: query.from, to, employee: query.employee };
  const people = select(app, one ? ONE_EMPLOYEE_SQL : EMPLOYEES_SQL, { id: "", name: "", role: "", rate: -0 }, params);
  const days = select(app, daysSql(one), { employee: "", day: 0, minutes: 0, runningSince: "" }, params);
  const workshopRate = workshopRateCents();
  const rows = new Map<string, { minutes: number[]; runningSince: string }>();
  for (const person of people) rows.set(person.id, { minutes: new Array<number>(TIMESHEET_DAYS).fill(0), runningSince: "" });
  for (const day of days) {
    const row = rows.get(day.employee);
    if (row === undefined || day.day < 0 || day.day >= TIMESHEET_DAYS) continue;
    const running = day.runningSince === "" ? 0 : minutesBetween(timeOf(day.runningSince), now.getTime());
    row.minutes[day.day]! += day.minutes + running;
    if (day.runningSince !== "") row.runningSince = day.runningSince;
  }
  const employees: TimesheetRow[] = people.map((person) => {
    const row = rows.get(person.id)!;
    return {
      id: person.id,
      name: person.name,
      role: person.role,
      rateCents: effectiveRateCents(person.rate, workshopRate),
      minutes: row.minutes,
      total: row.minutes.reduce((sum, minutes) => sum + minutes, 0),
      runningSince: row.runningSince,
    };
  });
  const entries = one ? select(app, ENTRIES_SQL, ENTRY_SHAPE, { ...params, limit: TIMESHEET_MAX_ENTRIES + 1 }) : [];
  return {
    from: query.from,
    to,
    now: pocketBaseDate(now),
    employees,
    entries: entries.slice(0, TIMESHEET_MAX_ENTRIES),
    truncated: entries.length > TIMESHEET_MAX_ENTRIES,
  };
}

/** The route's handler. */
export function serveTimesheet(e: core.RequestEvent): void {
  const asker = requireStaff(e, TIMESHEET_SIGN_IN_MESSAGE);
  const query = allowedQuery(asker, readQuery(e));
  e.response.header().set("Cache-Control", "no-store");
  e.json(200, timesheet(e.app, query, new Date()));
}

// ---- CSV -------------------------------------------------------------------------------------

const CSV_BATCH = 1000;
const CSV_SQL = `SELECT ${ENTRY_COLUMNS}, COALESCE(e.[[name]], '') AS [[name]]
  FROM {{${ENTRIES}}} t
  LEFT JOIN {{${COLLECTIONS.workOrders}}} w ON w.[[id]] = t.[[work_order]]
  LEFT JOIN {{${EMPLOYEES}}} e ON e.[[id]] = t.[[employee]]
  WHERE t.[[started]] >= {:from} AND t.[[started]] < {:to} AND ({:employee} = '' OR t.[[employee]] = {:employee})
    AND (t.[[started]] > {:afterStarted} OR (t.[[started]] = {:afterStarted} AND t.[[id]] > {:afterId}))
  ORDER BY t.[[started]], t.[[id]] LIMIT {:limit}`;

function csvLine(row: TimesheetEntry & { name: string }, now: Date): string {
  const minutes = row.ended === "" ? minutesBetween(timeOf(row.started), now.getTime()) : row.minutes;
  return csvRecord([
    row.name,
    row.number > 0 ? formatWorkOrderNumber(row.number) : "",
    row.plate,
    row.title,
    row.started.slice(0, 19),
    row.ended.slice(0, 19),
    String(minutes),
    hoursAndMinutes(minutes),
    row.note,
  ]);
}

/** GET /api/app/timesheet.csv: the week's entries, oldest first, in batches (a link carries a file token). */
export function serveTimesheetCsv(e: core.RequestEvent): void {
  const token = e.request!.url!.query().get("token");
  const asker = token !== "" ? requireStaffFileToken(e.app, token) : requireStaff(e, TIMESHEET_SIGN_IN_MESSAGE);
  const query = allowedQuery(asker, readQuery(e));
  const now = new Date();
  const params = { from: query.from, to: weekEnd(query.from), employee: query.employee, limit: CSV_BATCH };
  const shape = { ...ENTRY_SHAPE, name: "" };
  let batch = select(e.app, CSV_SQL, shape, { ...params, afterStarted: "", afterId: "" });
  const name = query.employee === "" ? "" : (batch[0]?.name ?? "");
  const headers = e.response.header();
  headers.set("Content-Type", "text/csv; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="${timesheetFilename(query.from, name)}"`);
  headers.set("Cache-Control", "no-store");
  headers.set("X-Content-Type-Options", "nosniff");
  e.response.writeHeader(200);
  e.response.write(CSV_BOM + timesheetCsvHeader(exportLanguage(e, asker, token !== "")));
  for (;;) {
    e.response.write(batch.map((row) => csvLine(row, now)).join(""));
    e.flush();
    const last = batch[batch.length - 1];
    if (batch.length < CSV_BATCH || last === undefined) return;
    batch = select(e.app, CSV_SQL, shape, { ...params, afterStarted: last.started, afterId: last.id });
  }
}
