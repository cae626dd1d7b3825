// Work order fields (docs/product.md "Work orders"): normalise and check one field as a form does on
// every keystroke, or a whole work order as the server does before it saves one. The rules that
// need the stored record or the database (transitions, the locked vehicle, the odometer needed
// to become done) have their messages here too, so the forms can say the same.

import {
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_PRIORITY_LABELS,
  WORK_ORDER_STATUSES,
  WORK_ORDER_STATUS_LABELS,
  type WorkOrder,
  type WorkOrderPriority,
  type WorkOrderStatus,
} from "../records";
import { DEFAULT_WORK_ORDER_STATUS } from "../work-orders/transitions";
import { dateRule, readOptionalDay } from "./dates";
import {
  fieldError,
  isFieldError,
  splitOutcomes,
  toCheck,
  type FieldCheck,
  type FieldError,
  type Outcome,
  type RecordCheck,
} from "./field-error";
import { WORK_ORDER_DESCRIPTION_MAX_LENGTH, WORK_ORDER_TITLE_MAX_LENGTH } from "./limits";
import { readReference, referenceRule } from "./reference";
import { choiceRule, groupDigits, listInWords, readChoice, readOptionalInteger, readTextField, textRule } from "./text";
import { ODOMETER_RULE } from "./vehicle";

/** The fields a client may write; number, total_cost, started, completed and the plate copies are the server's. */
export const WORK_ORDER_INPUT_FIELDS = ["vehicle", "title", "description", "status", "priority", "assignee", "due", "odometer"] as const;
export type WorkOrderInputField = (typeof WORK_ORDER_INPUT_FIELDS)[number];
export type WorkOrderInput = Partial<Record<WorkOrderInputField, unknown>>;
export type WorkOrderValues = Pick<WorkOrder, WorkOrderInputField>;

/** Fields only the server sets: a client sending them gets a 400 at the field. */
export const WORK_ORDER_SERVER_FIELDS = [
  "number",
  "total_cost",
  "started",
  "completed",
  "vehicle_plate",
  "vehicle_plate_key",
  "created_by",
  "updated_by",
] as const;

export const DEFAULT_WORK_ORDER_PRIORITY: WorkOrderPriority = "normal";

const VEHICLE = referenceRule(
  {
    wrongType: "Choose one vehicle.",
    required: "Choose the vehicle this work is on.",
    notFound: "This vehicle does not exist. Choose one by its plate.",
  },
  "vehicle_not_found",
);
const ASSIGNEE = referenceRule(
  { wrongType: "Choose one employee or nobody.", notFound: "This employee does not exist. Choose a colleague from the list." },
  "employee_not_found",
);
const TITLE = textRule("The title", WORK_ORDER_TITLE_MAX_LENGTH, { required: "Say what is to be done, like Annual service." });
const DESCRIPTION = textRule("The description", WORK_ORDER_DESCRIPTION_MAX_LENGTH, { multiLine: true });
const STATUS = choiceRule(
  WORK_ORDER_STATUSES,
  DEFAULT_WORK_ORDER_STATUS,
  `Choose a status: ${listInWords(WORK_ORDER_STATUSES.map((status) => WORK_ORDER_STATUS_LABELS[status]))}.`,
);
const PRIORITY = choiceRule(
  WORK_ORDER_PRIORITIES,
  DEFAULT_WORK_ORDER_PRIORITY,
  `Choose a priority: ${listInWords(WORK_ORDER_PRIORITIES.map((priority) => WORK_ORDER_PRIORITY_LABELS[priority]))}.`,
);
const DUE = dateRule("The due date");

function readField(field: WorkOrderInputField, raw: unknown): Outcome<string | number> {
  switch (field) {
    case "vehicle":
      return readReference(raw, VEHICLE);
    case "title":
      return readTextField(raw, TITLE);
    case "description":
      return readTextField(raw, DESCRIPTION);
    case "status":
      return readChoice(raw, STATUS);
    case "priority":
      return readChoice(raw, PRIORITY);
    case "assignee":
      return readReference(raw, ASSIGNEE);
    case "due":
      return readOptionalDay(raw, DUE);
    case "odometer":
      return readOptionalInteger(raw, ODOMETER_RULE);
  }
}

/** Checks one field on its own: what a form calls on every keystroke. */
export function checkWorkOrderField(field: WorkOrderInputField, raw: unknown): FieldCheck<string | number> {
  return toCheck(readField(field, raw));
}

/** Normalises and checks a whole work order (absent fields count as empty, i.e. their defaults). */
export function checkWorkOrder(input: WorkOrderInput): RecordCheck<WorkOrderValues, WorkOrderInputField> {
  const outcomes = {
    vehicle: readField("vehicle", input.vehicle),
    title: readField("title", input.title),
    description: readField("description", input.description),
    status: readField("status", input.status),
    priority: readField("priority", input.priority),
    assignee: readField("assignee", input.assignee),
    due: readField("due", input.due),
    odometer: readField("odometer", input.odometer),
  };
  for (const field of WORK_ORDER_INPUT_FIELDS) {
    if (isFieldError(outcomes[field])) {
      const { errors, values } = splitOutcomes(outcomes);
      return { ok: false, errors, values: values as Partial<WorkOrderValues> };
    }
  }
  return { ok: true, values: outcomes as unknown as WorkOrderValues };
}

// ---- rules that need the stored work order or the database ---------------------------------

/** At `odometer`: a work order becomes done only with the vehicle's reading. */
export const ODOMETER_REQUIRED: FieldError = fieldError(
  "odometer_required",
  "Enter the vehicle's odometer reading to complete this work order.",
);

/** At `vehicle`: once work started, the work order stays with its vehicle. */
export function vehicleLockedError(status: WorkOrderStatus): FieldError {
  return fieldError(
    "vehicle_locked",
    `The vehicle of a work order that is ${WORK_ORDER_STATUS_LABELS[status]} cannot change; it can change only while the work order is Open.`,
  );
}

/** At `odometer` of a work order becoming done, or `km` of a reading: lower than the vehicle's odometer. */
export function odometerBackwardsError(currentKm: number): FieldError {
  return fieldError(
    "odometer_backwards",
    `The odometer cannot go backwards: this vehicle already has ${groupDigits(currentKm)} km. If that reading is wrong, delete it first.`,
    { km: currentKm },
  );
}

/** Why a vehicle cannot be deleted (at `id`): its work orders are its history. */
export function hasWorkOrdersError(count: number): FieldError {
  const orders = count === 1 ? "1 work order" : `${groupDigits(count)} work orders`;
  return fieldError("has_work_orders", `This vehicle has ${orders}: deleting it would lose its history. Retire it instead.`);
}

/** Why a work order with items cannot be deleted once work started (at `id`). */
export function hasItemsError(status: WorkOrderStatus): FieldError {
  return fieldError(
    "has_items",
    `A work order that is ${WORK_ORDER_STATUS_LABELS[status]} and has items cannot be deleted; only Open or Cancelled ones can.`,
  );
}
