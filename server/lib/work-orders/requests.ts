// Work order requests: every create and update is normalised and checked by the shared
// validation (shared/validation/work-order.ts) through records/record-save.ts, with a missing vehicle or
// assignee as field errors too; created_by/updated_by come from the signed-in employee. The rules
// that depend on the stored work order (transitions, the locked vehicle, the odometer) run in
// the save's transaction (lifecycle.ts), on every path.

import { dateText } from "@shared/dates";
import { isAssignable, notAssignableMessage } from "@shared/roles";
import { PHOTOS_FIELD, PHOTOS_MAX } from "@shared/photos";
import {
  checkWorkOrder,
  fieldError,
  PHOTO_LIST_SIZE_MESSAGE,
  tooManyPhotosMessage,
  WORK_ORDER_INPUT_FIELDS,
  WORK_ORDER_SERVER_FIELDS,
  type FieldError,
  type FieldErrors,
  type WorkOrderInput,
  type WorkOrderValues,
} from "@shared/validation";
import { setAuthorship } from "../records/authorship";
import { photoSaveErrorRules } from "../records/photo-errors";
import { normaliseRecord, saveRequest, type SaveSpec } from "../records/record-save";
import { employeeRow, storedAssignee, vehicleExists } from "./rows";

const VEHICLE_MISSING = fieldError("vehicle_not_found", "This vehicle does not exist (any more). Choose one by its plate.");
const ASSIGNEE_MISSING = fieldError("employee_not_found", "This employee does not exist (any more). Choose a colleague from the list.");

/**
 * Only technicians and managers can be assigned (docs/product.md "Work orders and items"). An assignee the
 * work order already has stays when their role changed since (a technician made a viewer): the
 * work order's other fields can still be saved, and a manager reassigns it.
 */
function assigneeError(app: core.App, assignee: string, selfId: string): FieldError | null {
  const employee = employeeRow(app, assignee);
  if (employee === null) return ASSIGNEE_MISSING;
  if (isAssignable(employee.role) || storedAssignee(app, selfId) === assignee) return null;
  return fieldError("not_assignable", notAssignableMessage(employee.name, employee.role));
}

function databaseErrors(app: core.App, values: Partial<WorkOrderValues>, selfId: string): FieldErrors {
  const errors: FieldErrors = {};
  if (values.vehicle !== undefined && values.vehicle !== "" && !vehicleExists(app, values.vehicle)) errors.vehicle = VEHICLE_MISSING;
  const assignee = values.assignee !== undefined && values.assignee !== "" ? assigneeError(app, values.assignee, selfId) : null;
  if (assignee !== null) errors.assignee = assignee;
  return errors;
}

function check(input: WorkOrderInput) {
  return checkWorkOrder({ ...input, due: dateText(input.due) });
}

const WORK_ORDERS: SaveSpec<(typeof WORK_ORDER_INPUT_FIELDS)[number], WorkOrderValues> = {
  what: "work order",
  collectionLabel: "Work orders",
  inputFields: WORK_ORDER_INPUT_FIELDS,
  // Photos: PocketBase's file field checks type and size, uploaded-images.ts the pixels, the
  // lifecycle the count and what a closed work order keeps (records/photo-list.ts).
  fileFields: [PHOTOS_FIELD],
  settledPhotoFields: [PHOTOS_FIELD],
  // `reminders` is checked (same vehicle) and acted on by server/lib/reminders/steps.ts.
  serverFields: [...WORK_ORDER_SERVER_FIELDS, "reminders"],
  check,
  databaseErrors,
  saveErrorRules: photoSaveErrorRules(PHOTOS_FIELD, PHOTO_LIST_SIZE_MESSAGE, tooManyPhotosMessage(PHOTOS_MAX.work_orders)),
  beforeSave: setAuthorship,
};

/** `onRecordCreateRequest` and `onRecordUpdateRequest` of work orders. */
export function saveWorkOrderRequest(e: core.RecordRequestEvent): void {
  saveRequest(e, WORK_ORDERS);
}

/** `onRecordValidate` of work orders: normalised values on every save, whatever its path. */
export function validateWorkOrderRecord(e: core.RecordEvent): void {
  normaliseRecord(e, WORK_ORDERS);
}
