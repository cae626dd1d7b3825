// What the time rules read of time entries, as plain SQL through the app given (the
// transaction's), over the indexes of migration 1796200100.

import { COLLECTIONS } from "@shared/records";
import { select, selectOne } from "../db/sql";

const ENTRIES = COLLECTIONS.timeEntries;

export interface RunningEntry {
  readonly id: string;
  readonly work_order: string;
  readonly started: string;
}

const RUNNING_OF_EMPLOYEE_SQL = `SELECT [[id]], [[work_order]], [[started]] FROM {{${ENTRIES}}}
  WHERE [[employee]] = {:employee} AND [[ended]] = '' AND [[id]] != {:except} LIMIT 1`;

/** The employee's running entry (at most one: a UNIQUE index), other than `except`. */
export function runningEntryOf(app: core.App, employee: string, except = ""): RunningEntry | null {
  if (employee === "") return null;
  return selectOne(app, RUNNING_OF_EMPLOYEE_SQL, { id: "", work_order: "", started: "" }, { employee, except });
}

const RUNNING_ON_SQL = `SELECT [[id]] FROM {{${ENTRIES}}} WHERE [[work_order]] = {:workOrder} AND [[ended]] = ''`;

/** The ids of the entries running on a work order. */
export function runningOn(app: core.App, workOrderId: string): string[] {
  return select(app, RUNNING_ON_SQL, { id: "" }, { workOrder: workOrderId }).map((row) => row.id);
}

export interface ClockedTime {
  readonly employee: string;
  readonly name: string;
  readonly rate: number;
  readonly minutes: number;
}

const CLOCKED_SQL = `SELECT t.[[employee]] AS [[employee]], COALESCE(e.[[name]], '') AS [[name]],
    COALESCE(e.[[labour_rate]], 0) AS [[rate]], SUM(t.[[minutes]]) AS [[minutes]]
  FROM {{${ENTRIES}}} t LEFT JOIN {{${COLLECTIONS.employees}}} e ON e.[[id]] = t.[[employee]]
  WHERE t.[[work_order]] = {:workOrder} AND t.[[ended]] != ''
  GROUP BY t.[[employee]] ORDER BY [[name]], t.[[employee]]`;

/** Each employee's clocked minutes on a work order (stopped entries), by name. */
export function clockedTime(app: core.App, workOrderId: string): ClockedTime[] {
  // -0: the engine reads the rate as a float (0 would make it an integer and refuse 89.5).
  return select(app, CLOCKED_SQL, { employee: "", name: "", rate: -0, minutes: 0 }, { workOrder: workOrderId });
}
