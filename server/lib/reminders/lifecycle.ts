// Everything a save of a reminder does (server/hooks/reminders.hooks.ts;
// docs/product.md "Reminders"): the shared validation checks every create and update
// (shared/validation/reminder.ts); the server's fields (state, due point of a recurring reminder,
// the due list's copies) are computed in the save's transaction on every path (state.ts), and its
// history entry kept. What other saves do to reminders is in steps.ts.

import { dateText, today } from "@shared/dates";
import {
  checkReminder,
  fieldError,
  REMINDER_INPUT_FIELDS,
  REMINDER_SERVER_FIELDS,
  type FieldErrors,
  type ReminderValues,
} from "@shared/validation";
import { passNotingAuthor, normaliseRecord, saveRequest, type SaveSpec } from "../records/record-save";
import { runDelete, runSave } from "../records/save";
import { requireRole } from "../roles/require-role";
import { refuseDocumentReminder } from "./document-reminders";
import { computeReminder, vehicleFacts } from "./state";

const VEHICLE_MISSING = fieldError("vehicle_not_found", "This vehicle does not exist (any more).");

function databaseErrors(app: core.App, values: Partial<ReminderValues>): FieldErrors {
  if (values.vehicle !== undefined && values.vehicle !== "" && vehicleFacts(app, values.vehicle) === null) return { vehicle: VEHICLE_MISSING };
  return {};
}

const REMINDERS: SaveSpec<(typeof REMINDER_INPUT_FIELDS)[number], ReminderValues> = {
  what: "reminder",
  collectionLabel: "Reminders",
  inputFields: REMINDER_INPUT_FIELDS,
  fileFields: [],
  serverFields: REMINDER_SERVER_FIELDS,
  check: (input) =>
    checkReminder({ ...input, due_date: dateText(input.due_date), last_done_date: dateText(input.last_done_date) }, { today: today() }),
  databaseErrors,
  saveErrorRules: [],
  // What only the server sets comes from the stored reminder, whatever the client sent.
  beforeSave: (e) => {
    const record = e.record!;
    for (const field of REMINDER_SERVER_FIELDS) record.set(field, record.isNew() ? "" : record.original().get(field));
  },
};

/** `onRecordCreateRequest` and `onRecordUpdateRequest` of reminders. */
export function saveReminderRequest(e: core.RecordRequestEvent): void {
  requireRole(e, e.record!.isNew() ? "create" : "update", "reminders");
  if (!e.record!.isNew()) refuseDocumentReminder(e.app, e.record!.original(), "update");
  saveRequest(e, REMINDERS);
}

/** `onRecordDeleteRequest` of reminders: managers only. */
export function deleteReminderRequest(e: core.RecordRequestEvent): void {
  requireRole(e, "delete", "reminders");
  refuseDocumentReminder(e.app, e.record!, "delete");
  passNotingAuthor(e);
}

/** `onRecordValidate` of reminders. */
export function validateReminderRecord(e: core.RecordEvent): void {
  normaliseRecord(e, REMINDERS);
}

/** `onRecordCreateExecute` and `onRecordUpdateExecute` of reminders. */
export function storeReminder(e: core.RecordEvent): void {
  runSave(e, {
    what: "reminder",
    written: REMINDER_INPUT_FIELDS,
    before(app, record, current) {
      const vehicle = vehicleFacts(app, record.getString("vehicle"));
      if (vehicle === null) throw new BadRequestError("The reminder was not saved.", { vehicle: new ValidationError(VEHICLE_MISSING.code, VEHICLE_MISSING.message) });
      computeReminder(record, current, vehicle, today());
    },
  });
}

/** `onRecordDeleteExecute` of reminders: its history entry. */
export function deleteReminder(e: core.RecordEvent): void {
  runDelete(e, {});
}
