// Defects (docs/product.md "Inspections and defects"): something wrong with a vehicle, found on
// an inspection or reported directly, until it is fixed (on a work order, or on the spot) or a
// manager dismisses it with a note. The rules that need stored records (the work order's vehicle
// and status, the defect's own status) have their messages here too, so the app says the same.

import {
  DEFECT_SEVERITIES,
  DEFECT_SEVERITY_LABELS,
  DEFECT_STATUSES,
  DEFECT_STATUS_LABELS,
  type Defect,
  type DefectStatus,
} from "../records";
import { fieldError, isFieldError, splitOutcomes, type FieldError, type Outcome, type RecordCheck } from "./field-error";
import { DEFAULT_DEFECT_SEVERITY } from "./inspection";
import { readReference, referenceRule } from "./reference";
import { choiceRule, listInWords, readChoice, readTextField, textRule } from "./text";

export const DEFECT_TITLE_MAX_LENGTH = 120;
export const DEFECT_NOTE_MAX_LENGTH = 2000;
export const DEFECT_PHOTOS_MAX = 10;

export const DEFECT_INPUT_FIELDS = ["vehicle", "title", "note", "severity", "status", "work_order", "dismiss_note"] as const;
export type DefectInputField = (typeof DEFECT_INPUT_FIELDS)[number];
export type DefectInput = Partial<Record<DefectInputField, unknown>>;
export type DefectValues = Pick<Defect, DefectInputField>;

/** Fields only the server sets. */
export const DEFECT_SERVER_FIELDS = ["inspection", "inspection_item", "reported_by", "fixed_at", "dismissed_by", "dismissed_at"] as const;

/** Statuses in which a defect still needs work: a critical one keeps its vehicle off the road. */
export const UNFIXED_DEFECT_STATUSES: readonly DefectStatus[] = ["open", "scheduled"];

/**
 * The moves a person may make (the server makes the others: scheduled when a work order is
 * chosen, fixed when it is done, open again when it is cancelled). Fixed and dismissed are final:
 * a problem that comes back is a new defect.
 */
export const DEFECT_TRANSITIONS: Readonly<Record<DefectStatus, readonly DefectStatus[]>> = {
  open: ["fixed", "dismissed"],
  scheduled: ["dismissed"],
  fixed: [],
  dismissed: [],
};

const VEHICLE = referenceRule(
  { wrongType: "Choose one vehicle.", required: "Choose the vehicle with the defect.", notFound: "This vehicle does not exist." },
  "vehicle_not_found",
);
const WORK_ORDER = referenceRule(
  { wrongType: "Choose one work order or none.", notFound: "This work order does not exist (any more)." },
  "work_order_not_found",
);
const TITLE = textRule("The title", DEFECT_TITLE_MAX_LENGTH, { required: "Say what is wrong, like Brake light out." });
const NOTE = textRule("The note", DEFECT_NOTE_MAX_LENGTH, { multiLine: true });
const DISMISS_NOTE = textRule("The note", DEFECT_NOTE_MAX_LENGTH, { multiLine: true });
const SEVERITY = choiceRule(
  DEFECT_SEVERITIES,
  DEFAULT_DEFECT_SEVERITY,
  `Choose a severity: ${listInWords(DEFECT_SEVERITIES.map((severity) => DEFECT_SEVERITY_LABELS[severity]))}.`,
);
const STATUS = choiceRule(
  DEFECT_STATUSES,
  "open",
  `Choose a status: ${listInWords(DEFECT_STATUSES.map((status) => DEFECT_STATUS_LABELS[status]))}.`,
);

export function readDefectField(field: DefectInputField, raw: unknown): Outcome<string> {
  switch (field) {
    case "vehicle":
      return readReference(raw, VEHICLE);
    case "work_order":
      return readReference(raw, WORK_ORDER);
    case "title":
      return readTextField(raw, TITLE);
    case "note":
      return readTextField(raw, NOTE);
    case "dismiss_note":
      return readTextField(raw, DISMISS_NOTE);
    case "severity":
      return readChoice(raw, SEVERITY);
    case "status":
      return readChoice(raw, STATUS);
  }
}

export function checkDefect(input: DefectInput): RecordCheck<DefectValues, DefectInputField> {
  const outcomes = {} as Record<DefectInputField, Outcome<string>>;
  for (const field of DEFECT_INPUT_FIELDS) outcomes[field] = readDefectField(field, input[field]);
  if (DEFECT_INPUT_FIELDS.some((field) => isFieldError(outcomes[field]))) {
    const { errors, values } = splitOutcomes(outcomes);
    return { ok: false, errors, values: values as Partial<DefectValues> };
  }
  return { ok: true, values: outcomes as unknown as DefectValues };
}

// ---- rules that need stored records ---------------------------------------------------------

/** At `dismiss_note`: a dismissal says why. */
export const NOTE_REQUIRED: FieldError = fieldError("note_required", "Say why the defect is dismissed: a note is required.");

/** At `status` (or `id`): fixed and dismissed defects are closed. */
export function defectClosedError(status: DefectStatus): FieldError {
  return fieldError(
    "defect_closed",
    `This defect is ${DEFECT_STATUS_LABELS[status]}: it cannot change any more. If the problem is back, report a new defect.`,
  );
}

/** At `status`: a move a person may not make. */
export function defectTransitionRefusal(from: DefectStatus, to: DefectStatus): FieldError | null {
  if (from === to || DEFECT_TRANSITIONS[from].includes(to)) return null;
  if (to === "scheduled") return fieldError("invalid_transition", "A defect is scheduled by choosing the work order that fixes it.");
  if (from === "fixed" || from === "dismissed") return defectClosedError(from);
  if (to === "open") return fieldError("invalid_transition", "A scheduled defect goes back to Open when its work order is cancelled.");
  return fieldError("invalid_transition", "A scheduled defect is fixed when its work order is done.");
}

/** At `work_order`: a work order of another vehicle. */
export const WORK_ORDER_OTHER_VEHICLE: FieldError = fieldError(
  "work_order_other_vehicle",
  "This work order is for another vehicle: a defect goes on a work order of its own vehicle.",
);

/** At `work_order`: a done or cancelled work order takes no more defects. */
export const DEFECT_WORK_ORDER_CLOSED: FieldError = fieldError(
  "work_order_closed",
  "This work order is Done or Cancelled: choose an open one or create a new one.",
);

/** At `work_order`: a scheduled defect stays on its work order. */
export const DEFECT_WORK_ORDER_FIXED: FieldError = fieldError(
  "read_only",
  "A scheduled defect stays on its work order; cancel that work order to schedule it elsewhere.",
);

/** At `vehicle`: a defect on a work order stays with its vehicle. */
export const DEFECT_VEHICLE_FIXED: FieldError = fieldError("read_only", "The vehicle of a defect can change only while it is Open.");
