// Time entry fields (docs/product.md "Time on jobs"): one stretch of one employee's work on one
// work order. Clocking on sends the work order (and, from a phone's queue of offline changes,
// when it happened); clocking off sends `ended`; a correction sends new times or a note.

import { pocketBaseDate } from "../dates";
import type { TimeEntry } from "../records";
import { CLOCK_SKEW_MS, TIME_ENTRY_MAX_MS, timeOf } from "../time/clock";
import { dateRule, readOptionalMoment } from "./dates";
import { fieldError, isFieldError, splitOutcomes, type FieldError, type Outcome, type RecordCheck } from "./field-error";
import { TIME_ENTRY_MAX_HOURS, TIME_ENTRY_NOTE_MAX_LENGTH } from "./limits";
import { readReference, referenceRule } from "./reference";
import { readTextField, textRule } from "./text";

export const TIME_ENTRY_INPUT_FIELDS = ["work_order", "employee", "started", "ended", "note"] as const;
export type TimeEntryInputField = (typeof TIME_ENTRY_INPUT_FIELDS)[number];
export type TimeEntryInput = Partial<Record<TimeEntryInputField, unknown>>;
export type TimeEntryValues = Pick<TimeEntry, TimeEntryInputField>;

const WORK_ORDER = referenceRule(
  { wrongType: "Choose one work order.", required: "Choose the work order of this time.", notFound: "This work order does not exist." },
  "work_order_not_found",
);
const EMPLOYEE = referenceRule({ wrongType: "Choose one employee.", notFound: "This employee does not exist." }, "employee_not_found");
const STARTED = dateRule("The start");
const ENDED = dateRule("The end");
const NOTE = textRule("The note", TIME_ENTRY_NOTE_MAX_LENGTH, { multiLine: true });

const STARTED_REQUIRED = fieldError("required", "Enter when the work started.");
const STARTED_IN_FUTURE = fieldError("in_future", "The work cannot start in the future.");
const ENDED_IN_FUTURE = fieldError("in_future", "The work cannot end in the future. Clock off when it ends.");
export const ENDED_BEFORE_STARTED: FieldError = fieldError("ended_before_started", "The end must be after the start.");
export const ENTRY_TOO_LONG: FieldError = fieldError(
  "entry_too_long",
  `An entry can be at most ${TIME_ENTRY_MAX_HOURS} hours long. Split a longer stretch into several entries.`,
  { hours: TIME_ENTRY_MAX_HOURS },
);

export interface TimeEntryCheckOptions {
  /** The server's clock (the browser's in a form): empty `started` means now, nothing lies after it. */
  readonly now: Date;
  /** A new entry may leave `started` empty (clocking on now); a stored one keeps a start. */
  readonly creating: boolean;
}

/** A moment, not after now (a little ahead of it, a phone's clock running fast, is now). */
function readMoment(raw: unknown, rule: ReturnType<typeof dateRule>, inFuture: FieldError, now: Date): Outcome<string> {
  const value = readOptionalMoment(raw, rule);
  if (isFieldError(value) || value === "") return value;
  const at = timeOf(value);
  if (at <= now.getTime()) return value;
  return at <= now.getTime() + CLOCK_SKEW_MS ? pocketBaseDate(now) : inFuture;
}

function readField(field: TimeEntryInputField, raw: unknown, options: TimeEntryCheckOptions): Outcome<string> {
  switch (field) {
    case "work_order":
      return readReference(raw, WORK_ORDER);
    case "employee":
      return readReference(raw, EMPLOYEE);
    case "started": {
      const started = readMoment(raw, STARTED, STARTED_IN_FUTURE, options.now);
      if (started !== "") return started;
      return options.creating ? pocketBaseDate(options.now) : STARTED_REQUIRED;
    }
    case "ended":
      return readMoment(raw, ENDED, ENDED_IN_FUTURE, options.now);
    case "note":
      return readTextField(raw, NOTE);
  }
}

/** What is wrong with a stretch from `started` to `ended` ("" while it runs), or null. */
export function spanError(started: string, ended: string): FieldError | null {
  if (started === "" || ended === "") return null;
  const length = timeOf(ended) - timeOf(started);
  if (length <= 0) return ENDED_BEFORE_STARTED;
  return length > TIME_ENTRY_MAX_MS ? ENTRY_TOO_LONG : null;
}

/** Normalises and checks a whole entry; the span is judged once both ends are good. */
export function checkTimeEntry(input: TimeEntryInput, options: TimeEntryCheckOptions): RecordCheck<TimeEntryValues, TimeEntryInputField> {
  const outcomes: Record<TimeEntryInputField, Outcome<string>> = {
    work_order: readField("work_order", input.work_order, options),
    employee: readField("employee", input.employee, options),
    started: readField("started", input.started, options),
    ended: readField("ended", input.ended, options),
    note: readField("note", input.note, options),
  };
  if (!isFieldError(outcomes.started) && !isFieldError(outcomes.ended)) {
    const span = spanError(outcomes.started, outcomes.ended);
    if (span !== null) outcomes.ended = span;
  }
  for (const field of TIME_ENTRY_INPUT_FIELDS) {
    if (isFieldError(outcomes[field])) {
      const { errors, values } = splitOutcomes(outcomes);
      return { ok: false, errors, values: values as Partial<TimeEntryValues> };
    }
  }
  return { ok: true, values: outcomes as unknown as TimeEntryValues };
}
