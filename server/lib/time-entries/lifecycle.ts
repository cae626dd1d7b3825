// Everything a save of a time entry does (server/hooks/time-entries.hooks.ts; docs/product.md
// "Time on jobs"), in the save's transaction (records/save.ts), whatever made it:
// - requests are checked by the shared validation (shared/validation/time-entry.ts): times not
//   in the future, the end after the start, at most 16 hours; `employee` is the signed-in one
//   unless a manager names another (403 for a technician who does), `minutes` the server's;
// - clocking on (a new entry without an end) needs a work order that is not done or cancelled:
//   an open one (or one waiting for parts) starts (work-orders/steps.ts); the employee's clock
//   running elsewhere stops when the new one starts — also when two devices clock the same
//   technician on at once: PocketBase writes one transaction at a time, and a UNIQUE index on
//   running entries is the last word; on the same work order the second is refused;
// - a technician changes and deletes only their own entries (roles/guard.ts) and only while
//   the work order is not done or cancelled (403 here); managers correct any, and the history
//   keeps every change; a stopped entry does not run again.

import { dateText } from "@shared/dates";
import { entryMinutes, TIME_ENTRY_MAX_MS, timeOf } from "@shared/time/clock";
import {
  checkTimeEntry,
  fieldError,
  spanError,
  TIME_ENTRY_INPUT_FIELDS,
  TIME_ENTRY_MAX_HOURS,
  WORK_ORDER_CLOSED,
  type FieldErrors,
  type TimeEntryInput,
  type TimeEntryValues,
} from "@shared/validation";
import { isClosedStatus } from "@shared/work-orders/transitions";
import { formatWorkOrderNumber } from "@shared/work-orders/number";
import { signedInEmployeeId } from "../records/authorship";
import { notSavedMessage, throwFieldErrors } from "../records/field-errors";
import { normaliseRecord, passNotingAuthor, saveRequest, type SaveSpec } from "../records/record-save";
import { runDelete, runSave, type Lifecycle } from "../records/save";
import { roleOf } from "../records/save-context";
import { startWork } from "../work-orders/steps";
import { employeeRow, storedWorkOrder, type StoredWorkOrder } from "../work-orders/rows";
import { runningEntryOf } from "./rows";
import { stopEntry } from "./steps";

const WORK_ORDER_MISSING = fieldError("work_order_not_found", "This work order does not exist (any more).");
const EMPLOYEE_MISSING = fieldError("employee_not_found", "This employee does not exist (any more).");
const EMPLOYEE_REQUIRED = fieldError("required", "Choose whose time this is.");
const RUNNING_TOO_LONG = fieldError(
  "entry_too_long",
  `A running clock started at most ${TIME_ENTRY_MAX_HOURS} hours ago: enter when the work ended too.`,
  { hours: TIME_ENTRY_MAX_HOURS },
);
const STOPPED_FOR_GOOD = fieldError("still_running", "A stopped entry does not run again: clock on instead.");
export const OTHERS_TIME_MESSAGE = "Only a manager can record time for others.";
export const CLOSED_TIME_MESSAGE = "Only a manager can correct the time of a done or cancelled work order.";

function refuse(errors: FieldErrors): never {
  throwFieldErrors(notSavedMessage("time entry", errors), errors);
}

function databaseErrors(app: core.App, values: Partial<TimeEntryValues>): FieldErrors {
  const errors: FieldErrors = {};
  if (values.work_order !== undefined && values.work_order !== "" && storedWorkOrder(app, values.work_order) === null) errors.work_order = WORK_ORDER_MISSING;
  if (values.employee !== undefined && values.employee !== "" && employeeRow(app, values.employee) === null) errors.employee = EMPLOYEE_MISSING;
  return errors;
}

function entriesSpec(creating: boolean): SaveSpec<(typeof TIME_ENTRY_INPUT_FIELDS)[number], TimeEntryValues> {
  return {
    what: "time entry",
    collectionLabel: "Time entries",
    inputFields: TIME_ENTRY_INPUT_FIELDS,
    fileFields: [],
    serverFields: ["minutes"],
    check: (input: TimeEntryInput) =>
      checkTimeEntry({ ...input, started: dateText(input.started), ended: dateText(input.ended) }, { now: new Date(), creating }),
    databaseErrors,
    saveErrorRules: [
      {
        column: "employee",
        pocketbaseCode: "validation_not_unique",
        field: "work_order",
        error: fieldError("already_clocked_on", "This employee's clock is running already: clock off first."),
      },
    ],
    beforeSave: (e) => {
      const record = e.record!;
      record.set("minutes", record.isNew() ? 0 : record.original().get("minutes")); // the lifecycle's to set
      const me = signedInEmployeeId(e);
      const role = e.auth?.getString("role") ?? "";
      if (record.getString("employee") === "") {
        if (me === "") refuse({ employee: EMPLOYEE_REQUIRED });
        record.set("employee", me);
      }
      // Only a manager (or the administrator) names someone else.
      if (me !== "" && role !== "manager" && record.getString("employee") !== me) throw new ForbiddenError(OTHERS_TIME_MESSAGE, {});
    },
  };
}

const CREATING = entriesSpec(true);
const UPDATING = entriesSpec(false);

/** `onRecordCreateRequest` and `onRecordUpdateRequest` of time entries. */
export function saveTimeEntryRequest(e: core.RecordRequestEvent): void {
  saveRequest(e, e.record!.isNew() ? CREATING : UPDATING);
}

/** `onRecordValidate` of time entries: normalised values on every save, whatever its path. */
export function validateTimeEntryRecord(e: core.RecordEvent): void {
  normaliseRecord(e, e.record!.isNew() ? CREATING : UPDATING);
}

/** A technician's change to the time of a closed work order: a manager's to make. */
function refuseClosedForTechnicians(record: core.Record, ...workOrders: (StoredWorkOrder | null)[]): void {
  const role = roleOf(record);
  if (role === "" || role === "manager") return;
  if (workOrders.some((workOrder) => workOrder !== null && isClosedStatus(workOrder.status))) throw new ForbiddenError(CLOSED_TIME_MESSAGE, {});
}

function label(workOrder: StoredWorkOrder): string {
  return formatWorkOrderNumber(workOrder.number);
}

/**
 * A running entry (clocking on): its work order must be one the employee can work on now; on
 * another job, the employee's clock stops when this one starts. Whether the work order starts.
 */
function clockOn(app: core.App, record: core.Record, workOrder: StoredWorkOrder, isNew: boolean): boolean {
  if (isClosedStatus(workOrder.status)) {
    refuse({
      work_order: fieldError(WORK_ORDER_CLOSED.code, `${label(workOrder)} is ${workOrder.status === "done" ? "done" : "cancelled"}: clock on a work order that is open or in progress.`),
    });
  }
  if (Date.now() - timeOf(record.getString("started")) > TIME_ENTRY_MAX_MS) refuse({ started: RUNNING_TOO_LONG });
  if (!isNew && workOrder.status !== "in_progress") {
    refuse({ work_order: fieldError("not_in_progress", `${label(workOrder)} is not in progress: a running clock stays on work in progress.`) });
  }
  const running = runningEntryOf(app, record.getString("employee"), record.id);
  if (running !== null) {
    if (running.work_order === record.getString("work_order")) {
      refuse({ work_order: fieldError("already_clocked_on", `This clock runs on ${label(workOrder)} already (since ${running.started.slice(11, 16)} UTC).`) });
    }
    stopEntry(app, running.id, timeOf(record.getString("started")));
  }
  return workOrder.status !== "in_progress";
}

const LIFECYCLE: Lifecycle<boolean> = {
  what: "time entry",
  written: TIME_ENTRY_INPUT_FIELDS,
  before(app, record, current) {
    const workOrder = storedWorkOrder(app, record.getString("work_order"));
    if (workOrder === null) refuse({ work_order: WORK_ORDER_MISSING });
    const started = record.getString("started");
    const ended = record.getString("ended");
    // Clocking on a closed job is refused to everyone (clockOn); time entered for it is a correction.
    const clockingOn = current === null && ended === "";
    refuseClosedForTechnicians(record, clockingOn ? null : workOrder, current === null ? null : storedWorkOrder(app, current.getString("work_order")));
    if (current !== null && current.getString("ended") !== "" && ended === "") refuse({ ended: STOPPED_FOR_GOOD });
    const span = spanError(started, ended);
    if (span !== null) refuse({ ended: span });
    record.set("minutes", entryMinutes(started, ended));
    return ended === "" ? clockOn(app, record, workOrder, current === null) : false;
  },
  after(app, record, _current, starts) {
    if (starts) startWork(app, record.getString("work_order"), record);
  },
};

/** `onRecordCreateExecute` and `onRecordUpdateExecute` of time entries. */
export function storeTimeEntry(e: core.RecordEvent): void {
  runSave(e, LIFECYCLE);
}

/** `onRecordDeleteExecute` of time entries: a technician's own, while the work is open. */
export function deleteTimeEntry(e: core.RecordEvent): void {
  runDelete(e, {
    before(app, record) {
      refuseClosedForTechnicians(record, storedWorkOrder(app, record.getString("work_order")));
    },
  });
}

/** `onRecordDeleteRequest` of time entries: who makes the change, for the history. */
export function deleteTimeEntryRequest(e: core.RecordRequestEvent): void {
  passNotingAuthor(e);
}
