// Inspection templates (docs/product.md "Inspections and defects"): a named checklist, offered
// first for one category's vehicles, of 1–100 items — a check to pass or fail, or a measurement
// with its unit and allowed range. Managers keep them; an inspection copies the items when it
// starts, so a later change of the template changes no inspection.

import { INSPECTION_ITEM_KINDS, INSPECTION_ITEM_KIND_LABELS, type InspectionItemKind, type InspectionTemplate, type InspectionTemplateItem } from "../records";
import { categoryNameKey } from "./category";
import { fieldError, isFieldError, splitOutcomes, type FieldCheck, type FieldError, type Outcome, type RecordCheck } from "./field-error";
import { readReference, referenceRule } from "./reference";
import { choiceRule, groupDigits, listInWords, readChoice, readTextField, textRule } from "./text";

export const INSPECTION_TEMPLATE_NAME_MAX_LENGTH = 80;
export const INSPECTION_ITEM_LABEL_MAX_LENGTH = 120;
export const INSPECTION_UNIT_MAX_LENGTH = 10;
export const INSPECTION_ITEMS_MAX = 100;
/** A measurement's bounds and values lie within ± this (tread in mm, pressure in bar, a percentage…). */
export const MEASURE_LIMIT = 1_000_000_000;

export const INSPECTION_TEMPLATE_INPUT_FIELDS = ["name", "category", "items"] as const;
export type InspectionTemplateInputField = (typeof INSPECTION_TEMPLATE_INPUT_FIELDS)[number];
export type InspectionTemplateInput = Partial<Record<InspectionTemplateInputField, unknown>>;
/** The fields, normalised, plus `name_key`: the name folded for comparison, as for categories. */
export type InspectionTemplateValues = Pick<InspectionTemplate, InspectionTemplateInputField> & { name_key: string };

export const INSPECTION_TEMPLATE_SERVER_FIELDS = ["name_key", "created_by", "updated_by"] as const;

const NAME = textRule("The name", INSPECTION_TEMPLATE_NAME_MAX_LENGTH, { required: "Name the checklist, like Daily walk-around." });
const CATEGORY = referenceRule(
  { wrongType: "Choose one category or none.", notFound: "This category does not exist (any more). Choose one from the list." },
  "category_not_found",
);
const LABEL = textRule("The item", INSPECTION_ITEM_LABEL_MAX_LENGTH, { required: "Say what to check, like Tyre tread." });
const UNIT = textRule("The unit", INSPECTION_UNIT_MAX_LENGTH);
const KIND = choiceRule(
  INSPECTION_ITEM_KINDS,
  "check",
  `Choose a kind: ${listInWords(INSPECTION_ITEM_KINDS.map((kind) => INSPECTION_ITEM_KIND_LABELS[kind]))}.`,
);

const ITEMS_NOT_A_LIST = fieldError("invalid_type", "The items are a list, each with a label and a kind (check or measure).");
const ITEMS_EMPTY = fieldError("required", "Add at least one item to the checklist.");
const ITEMS_TOO_MANY = fieldError("too_long", `A checklist has at most ${INSPECTION_ITEMS_MAX} items.`);
const MEASURE_MESSAGE = `Enter a number between −${groupDigits(MEASURE_LIMIT)} and ${groupDigits(MEASURE_LIMIT)}, like 1.6.`;
const ONLY_MEASURES = fieldError("invalid_choice", "Only a measurement has a unit and a range.");
const RANGE_REVERSED = fieldError("too_small", "The lowest allowed value is above the highest.");
const PHOTO_REQUIRED_TYPE = fieldError("invalid_type", "Photo required is true or false.");

/** The keys of a template item. */
const ITEM_KEYS: readonly string[] = ["label", "kind", "unit", "min", "max", "photo_required"];

/**
 * Whether a reading gave an error, where the good value may itself be an object (a line, an
 * answer, a list): isFieldError takes any object for an error.
 */
export function isError(outcome: unknown): outcome is FieldError {
  return typeof outcome === "object" && outcome !== null && !Array.isArray(outcome) && "code" in outcome && "message" in outcome;
}

/** "Line 3 (Tyre tread): …": which item of a list an error is about. */
export function lineError(index: number, label: string, error: FieldError): FieldError {
  const which = label === "" ? `Line ${index + 1}` : `Line ${index + 1} (${label})`;
  return fieldError(error.code, `${which}: ${error.message}`);
}

/**
 * A measured value or a bound: a number, or text with a decimal point or comma ("1,6" as a
 * German number pad gives it); empty is null.
 */
export function readMeasure(raw: unknown): Outcome<number> | null {
  if (raw === undefined || raw === null) return null;
  let value: number;
  if (typeof raw === "number") {
    value = raw;
  } else if (typeof raw === "string") {
    const text = raw.trim();
    if (text === "") return null;
    if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(text)) return fieldError("not_a_number", MEASURE_MESSAGE);
    value = Number(text.replace(",", "."));
  } else {
    return fieldError("invalid_type", MEASURE_MESSAGE);
  }
  if (!Number.isFinite(value)) return fieldError("not_a_number", MEASURE_MESSAGE);
  if (value < -MEASURE_LIMIT) return fieldError("too_small", MEASURE_MESSAGE);
  if (value > MEASURE_LIMIT) return fieldError("too_large", MEASURE_MESSAGE);
  return value === 0 ? 0 : value; // no -0
}

/** A tick box: true or false (an absent one is false). */
export function readFlag(raw: unknown, wrongType: FieldError): Outcome<number> {
  if (raw === undefined || raw === null || raw === false || raw === "false") return 0;
  if (raw === true || raw === "true") return 1;
  return wrongType;
}

/** One item of a template (or of an inspection made without one), or why it is wrong. */
export function readTemplateItem(raw: unknown, index: number, extraKeys: readonly string[] = []): InspectionTemplateItem | FieldError {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return lineError(index, "", ITEMS_NOT_A_LIST);
  const fields = raw as Record<string, unknown>;
  const label = readTextField(fields.label, LABEL);
  if (isFieldError(label)) return lineError(index, "", label);
  for (const key of Object.keys(fields)) {
    if (!ITEM_KEYS.includes(key) && !extraKeys.includes(key)) {
      return lineError(index, label, fieldError("unknown_field", `An item has a label, kind, unit, min, max and photo_required, not ${key}.`));
    }
  }
  const kind = readChoice(fields.kind, KIND);
  if (isFieldError(kind)) return lineError(index, label, kind);
  const unit = readTextField(fields.unit, UNIT);
  if (isFieldError(unit)) return lineError(index, label, unit);
  const min = readMeasure(fields.min);
  if (isFieldError(min)) return lineError(index, label, min);
  const max = readMeasure(fields.max);
  if (isFieldError(max)) return lineError(index, label, max);
  const photo = readFlag(fields.photo_required, PHOTO_REQUIRED_TYPE);
  if (isFieldError(photo)) return lineError(index, label, photo);
  if (kind !== "measure" && (unit !== "" || min !== null || max !== null)) return lineError(index, label, ONLY_MEASURES);
  if (min !== null && max !== null && min > max) return lineError(index, label, RANGE_REVERSED);
  return { label, kind: kind as InspectionItemKind, unit, min, max, photo_required: photo === 1 };
}

/** JSON text (a form's, or a multipart body's) as its value; unreadable text stays as it is. */
export function parsedJson(raw: unknown): unknown {
  if (typeof raw !== "string") return raw;
  if (raw.trim() === "") return null;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** A template's items: 1–100 of them. */
export function checkTemplateItems(raw: unknown): FieldCheck<InspectionTemplateItem[]> {
  const value = parsedJson(raw);
  if (value === undefined || value === null) return { ok: false, error: ITEMS_EMPTY };
  if (!Array.isArray(value)) return { ok: false, error: ITEMS_NOT_A_LIST };
  if (value.length === 0) return { ok: false, error: ITEMS_EMPTY };
  if (value.length > INSPECTION_ITEMS_MAX) return { ok: false, error: ITEMS_TOO_MANY };
  const items: InspectionTemplateItem[] = [];
  for (let index = 0; index < value.length; index++) {
    const item = readTemplateItem(value[index], index);
    if (isError(item)) return { ok: false, error: item };
    items.push(item);
  }
  return { ok: true, value: items };
}

export function checkInspectionTemplateField(field: InspectionTemplateInputField, raw: unknown): FieldCheck<unknown> {
  if (field === "items") return checkTemplateItems(raw);
  const outcome = field === "name" ? readTextField(raw, NAME) : readReference(raw, CATEGORY);
  return isFieldError(outcome) ? { ok: false, error: outcome } : { ok: true, value: outcome };
}

/** Normalises and checks a whole template. */
export function checkInspectionTemplate(
  input: InspectionTemplateInput,
): RecordCheck<InspectionTemplateValues, InspectionTemplateInputField> {
  const name = readTextField(input.name, NAME);
  const category = readReference(input.category, CATEGORY);
  const items = checkTemplateItems(input.items);
  const itemsOutcome: Outcome<string> = items.ok ? "" : items.error;
  if (isFieldError(name) || isFieldError(category) || !items.ok) {
    const { errors, values } = splitOutcomes({ name, category, items: itemsOutcome });
    const good: Partial<InspectionTemplateValues> = { ...values, items: items.ok ? items.value : undefined };
    if (!isFieldError(name)) good.name_key = categoryNameKey(name);
    if (items.ok === false) delete good.items;
    return { ok: false, errors, values: good };
  }
  return { ok: true, values: { name, name_key: categoryNameKey(name), category, items: items.value } };
}

