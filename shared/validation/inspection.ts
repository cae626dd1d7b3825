// Inspections (docs/product.md "Inspections and defects"): a walk-around of one vehicle along a
// checklist, answered line by line — Pass, Fail or N/A, a measured value, a note, photos — and
// done once every line has its answer. The rules that need the stored inspection (its lines,
// its photos) are pure functions here too, so that the phone says what the server will.
//
// A request's `results` is either the whole list (a create without a template lists its own
// lines) or the answers of some lines by their place: `{"3": {"result": "fail", "note": "…"}}`.
// The second form is what the phone sends for each answer as it is given: two people answering
// different lines of one inspection both keep their answer, and sending an answer twice changes
// nothing.

import {
  DEFECT_SEVERITIES,
  DEFECT_SEVERITY_LABELS,
  INSPECTION_RESULT_LABELS,
  INSPECTION_RESULT_VALUES,
  INSPECTION_STATUSES,
  INSPECTION_STATUS_LABELS,
  type DefectSeverity,
  type Inspection,
  type InspectionResult,
  type InspectionResultValue,
  type InspectionStatus,
  type InspectionTemplateItem,
} from "../records";
import { fieldError, isFieldError, splitOutcomes, type FieldError, type Outcome, type RecordCheck } from "./field-error";
import { INSPECTION_ITEMS_MAX, isError, lineError, parsedJson, readMeasure, readTemplateItem } from "./inspection-template";
import { readReference, referenceRule } from "./reference";
import { choiceRule, listInWords, readChoice, readOptionalInteger, readTextField, textRule } from "./text";
import { ODOMETER_RULE } from "./vehicle";

export const INSPECTION_NOTE_MAX_LENGTH = 500;
export const INSPECTION_PHOTOS_MAX = 20;
/** Photos of inspections and defects: the browser scales them down long before this. */
export const INSPECTION_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export const INSPECTION_INPUT_FIELDS = ["vehicle", "template", "results", "odometer", "status"] as const;
export type InspectionInputField = (typeof INSPECTION_INPUT_FIELDS)[number];
export type InspectionInput = Partial<Record<InspectionInputField, unknown>>;

/** Fields only the server sets. */
export const INSPECTION_SERVER_FIELDS = ["title", "failed", "inspector", "completed"] as const;

/** Some lines' answers, by their place in the list ("0" is the first line). */
export type AnswersPatch = Record<string, InspectionAnswer>;

/** What a request's `results` holds once read: the whole list, some answers, or nothing sent. */
export type ResultsInput = InspectionResult[] | AnswersPatch | null;

export type InspectionValues = Pick<Inspection, "vehicle" | "template" | "odometer" | "status"> & { results: ResultsInput };

/** One line's answer; a key left out keeps what the line had. */
export interface InspectionAnswer {
  result?: InspectionResultValue | null;
  value?: number | null;
  note?: string;
  severity?: DefectSeverity;
}

export const DEFAULT_DEFECT_SEVERITY: DefectSeverity = "major";

const VEHICLE = referenceRule(
  { wrongType: "Choose one vehicle.", required: "Choose the vehicle to inspect.", notFound: "This vehicle does not exist." },
  "vehicle_not_found",
);
const TEMPLATE = referenceRule(
  { wrongType: "Choose one checklist or none.", notFound: "This checklist does not exist (any more). Choose one from the list." },
  "template_not_found",
);
const STATUS = choiceRule(
  INSPECTION_STATUSES,
  "in_progress",
  `Choose a status: ${listInWords(INSPECTION_STATUSES.map((status) => INSPECTION_STATUS_LABELS[status]))}.`,
);
const RESULT = choiceRule(
  INSPECTION_RESULT_VALUES,
  "",
  `Answer ${listInWords(INSPECTION_RESULT_VALUES.map((value) => INSPECTION_RESULT_LABELS[value]))}, or nothing yet.`,
);
const SEVERITY = choiceRule(
  DEFECT_SEVERITIES,
  DEFAULT_DEFECT_SEVERITY,
  `Choose a severity: ${listInWords(DEFECT_SEVERITIES.map((severity) => DEFECT_SEVERITY_LABELS[severity]))}.`,
);
const NOTE = textRule("The note", INSPECTION_NOTE_MAX_LENGTH, { multiLine: true });

const RESULTS_WRONG = fieldError(
  "invalid_type",
  "The results are the list of lines, or answers by line number, like {\"0\": {\"result\": \"pass\"}}.",
);
const RESULTS_EMPTY = fieldError("required", "Choose a checklist or list the lines to check.");
const RESULTS_TOO_MANY = fieldError("too_long", `An inspection has at most ${INSPECTION_ITEMS_MAX} lines.`);
const PHOTOS_WRONG = fieldError("invalid_type", "A line's photos are the names of the inspection's photos.");
const NO_VALUE_ON_CHECK = fieldError("invalid_type", "A check has no measured value: answer Pass, Fail or N/A.");

/** The keys of an answer (a line sent back whole also carries the template item's keys). */
const ANSWER_KEYS: readonly string[] = ["result", "value", "note", "severity", "photos"];
const ITEM_KEYS: readonly string[] = ["label", "kind", "unit", "min", "max", "photo_required"];

/** One answer as sent, its keys checked; `label` names the line in messages. */
function readAnswer(raw: unknown, index: number, label: string): InspectionAnswer | FieldError {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return lineError(index, label, RESULTS_WRONG);
  const fields = raw as Record<string, unknown>;
  const answer: InspectionAnswer = {};
  for (const key of Object.keys(fields)) {
    if (!ANSWER_KEYS.includes(key) && !ITEM_KEYS.includes(key)) {
      return lineError(index, label, fieldError("unknown_field", `An answer has a result, value, note and severity, not ${key}.`));
    }
  }
  if ("result" in fields) {
    const result = readChoice(fields.result, RESULT);
    if (isFieldError(result)) return lineError(index, label, result);
    answer.result = result === "" ? null : result;
  }
  if ("value" in fields) {
    const value = readMeasure(fields.value);
    if (isFieldError(value)) return lineError(index, label, value);
    answer.value = value;
  }
  if ("note" in fields) {
    const note = readTextField(fields.note, NOTE);
    if (isFieldError(note)) return lineError(index, label, note);
    answer.note = note;
  }
  if ("severity" in fields) {
    const severity = readChoice(fields.severity, SEVERITY);
    if (isFieldError(severity)) return lineError(index, label, severity);
    answer.severity = severity === "" ? DEFAULT_DEFECT_SEVERITY : severity;
  }
  return answer;
}

/** A line before any answer. */
export function unanswered(item: InspectionTemplateItem): InspectionResult {
  return { ...item, result: null, value: null, note: "", severity: DEFAULT_DEFECT_SEVERITY, photos: [] };
}

/** A line sent whole: the item and its answer. */
function readResultLine(raw: unknown, index: number): InspectionResult | FieldError {
  const item = readTemplateItem(raw, index, ANSWER_KEYS);
  if (isError(item)) return item;
  const answer = readAnswer(raw, index, item.label);
  if (isError(answer)) return answer;
  const photos = (raw as Record<string, unknown>).photos;
  if (photos !== undefined && photos !== null && !(Array.isArray(photos) && photos.every((name) => typeof name === "string"))) {
    return lineError(index, item.label, PHOTOS_WRONG);
  }
  const line = answerLine(unanswered(item), answer, index);
  if (isError(line)) return line;
  line.photos = Array.isArray(photos) ? (photos as string[]).slice(0, INSPECTION_PHOTOS_MAX) : [];
  return line;
}

/** Reads a request's `results` (JSON, or JSON text from a form). */
export function readResults(raw: unknown): Outcome<string> | ResultsInput {
  const value = parsedJson(raw);
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) {
    if (value.length === 0) return RESULTS_EMPTY;
    if (value.length > INSPECTION_ITEMS_MAX) return RESULTS_TOO_MANY;
    const lines: InspectionResult[] = [];
    for (let index = 0; index < value.length; index++) {
      const line = readResultLine(value[index], index);
      if (isError(line)) return line;
      lines.push(line);
    }
    return lines;
  }
  if (typeof value !== "object") return RESULTS_WRONG;
  const patch: AnswersPatch = {};
  const entries = Object.keys(value as object);
  if (entries.length > INSPECTION_ITEMS_MAX) return RESULTS_TOO_MANY;
  for (const key of entries) {
    const index = /^(0|[1-9]\d{0,2})$/.test(key) ? Number(key) : -1;
    if (index < 0 || index >= INSPECTION_ITEMS_MAX) return RESULTS_WRONG;
    const answer = readAnswer((value as Record<string, unknown>)[key], index, "");
    if (isError(answer)) return answer;
    patch[String(index)] = answer;
  }
  return patch;
}

/** Whether a measured value lies outside its line's range. */
export function isOutOfRange(line: Pick<InspectionResult, "kind" | "min" | "max">, value: number | null): boolean {
  if (line.kind !== "measure" || value === null) return false;
  return (line.min !== null && value < line.min) || (line.max !== null && value > line.max);
}

/**
 * `line` with `answer` applied: a value outside the range is a fail whatever was chosen; a
 * check takes no value.
 */
export function answerLine(line: InspectionResult, answer: InspectionAnswer, index: number): InspectionResult | FieldError {
  const next: InspectionResult = { ...line };
  if (answer.value !== undefined) {
    if (line.kind !== "measure" && answer.value !== null) return lineError(index, line.label, NO_VALUE_ON_CHECK);
    next.value = answer.value;
  }
  if (answer.result !== undefined) next.result = answer.result;
  if (answer.note !== undefined) next.note = answer.note;
  if (answer.severity !== undefined) next.severity = answer.severity;
  if (isOutOfRange(next, next.value)) next.result = "fail";
  return next;
}

const LINES_CHANGED = fieldError(
  "invalid_choice",
  "The lines of an inspection are fixed when it starts: send the answers of its lines by their number instead.",
);

function noSuchLine(index: number, count: number): FieldError {
  return fieldError("invalid_choice", `Line ${index + 1} does not exist: this inspection has ${count} lines.`);
}

/** The lines after a request's answers: `sent` as the whole list (its items must be these lines) or by line. */
export function applyAnswers(lines: readonly InspectionResult[], sent: InspectionResult[] | AnswersPatch): InspectionResult[] | FieldError {
  const next = lines.slice();
  if (Array.isArray(sent)) {
    if (sent.length !== lines.length) return LINES_CHANGED;
    for (let index = 0; index < sent.length; index++) {
      const { result, value, note, severity } = sent[index]!;
      const line = answerLine(next[index]!, { result, value, note, severity }, index);
      if (isError(line)) return line;
      next[index] = line;
    }
    return next;
  }
  for (const key of Object.keys(sent)) {
    const index = Number(key);
    if (index >= lines.length) return noSuchLine(index, lines.length);
    const line = answerLine(next[index]!, sent[key]!, index);
    if (isError(line)) return line;
    next[index] = line;
  }
  return next;
}

/** The lines of an inspection made from a template's items. */
export function linesOf(items: readonly InspectionTemplateItem[]): InspectionResult[] {
  return items.map(unanswered);
}

export function countFailed(lines: readonly InspectionResult[]): number {
  let failed = 0;
  for (const line of lines) if (line.result === "fail") failed += 1;
  return failed;
}

/** A line with its place on the inspection (from 0), as a refusal and a defect name it. */
export interface NumberedLine {
  readonly index: number;
  readonly line: InspectionResult;
}

export function numberLines(lines: readonly InspectionResult[]): NumberedLine[] {
  return lines.map((line, index) => ({ index, line }));
}

/**
 * Whether a line can refuse the completion, fail or open a defect: every line but a Pass that has
 * what it needs (a measurement its value). Finishing judges only these, so the server reads only
 * these of a hundred stored lines, kept with each inspection (server/lib/inspections/lifecycle.ts).
 */
export function canHoldUpCompletion(line: InspectionResult): boolean {
  return line.result !== "pass" || (line.kind === "measure" && line.value === null);
}

/** The lines that canHoldUpCompletion, with their places: what an inspection keeps for its "done". */
export function linesToJudge(lines: readonly InspectionResult[]): NumberedLine[] {
  return numberLines(lines).filter(({ line }) => canHoldUpCompletion(line));
}

/**
 * Why the inspection cannot be done yet (at `results`), or null: every line answered, a
 * measurement measured (unless not applicable), a failed line that needs a photo has one.
 */
export function completionRefusal(lines: readonly InspectionResult[]): FieldError | null {
  return completionRefusalOf(numberLines(lines));
}

/** completionRefusal of some of an inspection's lines (at least those that canHoldUpCompletion), in their order. */
export function completionRefusalOf(lines: readonly NumberedLine[]): FieldError | null {
  for (const { index, line } of lines) {
    if (line.result === null) return lineError(index, line.label, fieldError("required", "Answer Pass, Fail or N/A before finishing."));
    if (line.kind === "measure" && line.value === null && line.result !== "na") {
      return lineError(index, line.label, fieldError("required", "Enter the measured value before finishing (or answer N/A)."));
    }
    if (line.photo_required && line.result === "fail" && line.photos.length === 0) {
      return lineError(index, line.label, fieldError("photo_required", "A failed answer here needs a photo: take one before finishing."));
    }
  }
  return null;
}

/** At `status`: a done inspection is its record and never changes. */
export const INSPECTION_DONE: FieldError = fieldError("inspection_done", "This inspection is done: it cannot change any more.");

/** At `odometer`: an inspection is done only with the vehicle's reading. */
export const INSPECTION_ODOMETER_REQUIRED: FieldError = fieldError(
  "odometer_required",
  "Enter the vehicle's odometer reading to finish this inspection.",
);

export function readInspectionField(field: InspectionInputField, raw: unknown): Outcome<string | number> | ResultsInput {
  switch (field) {
    case "vehicle":
      return readReference(raw, VEHICLE);
    case "template":
      return readReference(raw, TEMPLATE);
    case "results":
      return readResults(raw);
    case "odometer":
      return readOptionalInteger(raw, ODOMETER_RULE);
    case "status":
      return readChoice(raw, STATUS) as Outcome<InspectionStatus | "">;
  }
}

/** Normalises and checks an inspection's sent fields (the rules that need its stored lines run on the server). */
export function checkInspection(input: InspectionInput): RecordCheck<InspectionValues, InspectionInputField> {
  const results = readInspectionField("results", input.results);
  const resultsError = isError(results) ? results : null;
  const outcomes = {
    vehicle: readInspectionField("vehicle", input.vehicle) as Outcome<string>,
    template: readInspectionField("template", input.template) as Outcome<string>,
    odometer: readInspectionField("odometer", input.odometer) as Outcome<number>,
    status: readInspectionField("status", input.status) as Outcome<string>,
    results: (resultsError ?? "") as Outcome<string>,
  };
  const { errors, values } = splitOutcomes(outcomes);
  const checked = { ...values, results: resultsError ? null : (results as ResultsInput) } as Partial<InspectionValues>;
  if (Object.keys(errors).length > 0) {
    if (resultsError) delete checked.results;
    return { ok: false, errors, values: checked };
  }
  return { ok: true, values: checked as InspectionValues };
}

// ---- photos (inspections and defects) -------------------------------------------------------

/** "A photo can be at most 10 MB." */
export const INSPECTION_PHOTO_SIZE_MESSAGE = `A photo can be at most ${INSPECTION_PHOTO_MAX_BYTES / 1024 / 1024} MB.`;

