// Work order item fields (docs/product.md "Work orders"): the lines of a work order. Quantities and
// unit costs are exact to 2 decimals (shared/work-orders/money.ts does the arithmetic).

import {
  WORK_ORDER_ITEM_KINDS,
  WORK_ORDER_ITEM_KIND_LABELS,
  WORK_ORDER_ITEM_UNITS,
  type WorkOrderItem,
  type WorkOrderItemKind,
  type WorkOrderItemUnit,
} from "../records";
import { groupedCents, readHundredths } from "../work-orders/money";
import {
  fieldError,
  isFieldError,
  splitOutcomes,
  toCheck,
  type FieldCheck,
  type FieldError,
  type FieldErrors,
  type Outcome,
  type RecordCheck,
} from "./field-error";
import {
  PART_NUMBER_MAX_LENGTH,
  QUANTITY_MAX,
  UNIT_COST_MAX,
  WORK_ORDER_ITEM_DESCRIPTION_MAX_LENGTH,
  WORK_ORDER_MAX_ITEMS,
  WORK_ORDER_TOTAL_MAX_CENTS,
} from "./limits";
import { readReference, referenceRule } from "./reference";
import { choiceRule, groupDigits, listInWords, readChoice, readTextField, textRule } from "./text";

export const WORK_ORDER_ITEM_INPUT_FIELDS = [
  "work_order",
  "kind",
  "description",
  "part_number",
  "quantity",
  "unit",
  "unit_cost",
  "done",
  "part",
] as const;
export type WorkOrderItemInputField = (typeof WORK_ORDER_ITEM_INPUT_FIELDS)[number];
export type WorkOrderItemInput = Partial<Record<WorkOrderItemInputField, unknown>>;
export type WorkOrderItemValues = Pick<WorkOrderItem, WorkOrderItemInputField>;

/** An item without a kind is a task (a line to tick off). */
export const DEFAULT_WORK_ORDER_ITEM_KIND: WorkOrderItemKind = "task";
export const DEFAULT_QUANTITY = 1;

/** The unit an item gets when none is given: hours for labour, pieces for everything else. */
export function defaultUnit(kind: WorkOrderItemKind | ""): WorkOrderItemUnit {
  return kind === "labour" ? "h" : "pcs";
}

const WORK_ORDER = referenceRule(
  { wrongType: "Choose one work order.", required: "Choose the work order this line belongs to.", notFound: "This work order does not exist." },
  "work_order_not_found",
);
const KIND = choiceRule(
  WORK_ORDER_ITEM_KINDS,
  DEFAULT_WORK_ORDER_ITEM_KIND,
  `Choose a kind: ${listInWords(WORK_ORDER_ITEM_KINDS.map((kind) => WORK_ORDER_ITEM_KIND_LABELS[kind]))}.`,
);
/** Empty is resolved by kind (defaultUnit), after reading. */
const UNIT = choiceRule(WORK_ORDER_ITEM_UNITS, "", `Choose a unit: ${listInWords([...WORK_ORDER_ITEM_UNITS])}.`);
const DESCRIPTION = textRule("The description", WORK_ORDER_ITEM_DESCRIPTION_MAX_LENGTH, {
  required: "Describe the line, like Front brake pads.",
});
const PART_NUMBER = textRule("The part number", PART_NUMBER_MAX_LENGTH);
const PART = referenceRule({ wrongType: "Choose one part.", notFound: "This part does not exist." }, "part_not_found");
/** At `part`: stock is issued by part lines only. */
export const NOT_A_PART_LINE: FieldError = fieldError("not_a_part_line", "Only a line of the kind Part takes a part from stock.");

const QUANTITY_MESSAGE = `The quantity must be more than 0 and at most ${groupDigits(QUANTITY_MAX)}, with at most 2 decimals, like 1.5.`;
const UNIT_COST_MESSAGE = `The unit cost must be between 0 and ${groupDigits(UNIT_COST_MAX)}, with at most 2 decimals, like 12.50.`;

export interface AmountRule {
  /** In hundredths. */
  readonly min: number;
  readonly max: number;
  readonly minInclusive: boolean;
  /** The value when empty, in hundredths. */
  readonly empty: number;
  readonly message: string;
}

const QUANTITY: AmountRule = { min: 0, max: QUANTITY_MAX * 100, minInclusive: false, empty: DEFAULT_QUANTITY * 100, message: QUANTITY_MESSAGE };
export const UNIT_COST: AmountRule = { min: 0, max: UNIT_COST_MAX * 100, minInclusive: true, empty: 0, message: UNIT_COST_MESSAGE };

/** An amount as the stored number (1.5, 12.3), exact to the hundredth, or why it is wrong. */
export function readAmount(raw: unknown, rule: AmountRule): Outcome<number> {
  const reading = readHundredths(raw);
  if (!reading.ok) {
    if (reading.reason === "empty") return rule.empty / 100;
    if (reading.reason === "invalid_type") return fieldError("invalid_type", rule.message);
    if (reading.reason === "too_many_decimals") return fieldError("too_many_decimals", rule.message);
    return fieldError("not_a_number", rule.message);
  }
  const { hundredths } = reading;
  if (hundredths < rule.min || (!rule.minInclusive && hundredths === rule.min)) return fieldError("too_small", rule.message);
  if (hundredths > rule.max) return fieldError("too_large", rule.message);
  return hundredths / 100;
}

const DONE_WRONG_TYPE = fieldError("invalid_type", "Done is true or false.");

/** A tick box: true/false, or the texts a form sends for them. */
function readDone(raw: unknown): Outcome<number> {
  if (raw === undefined || raw === null || raw === false || raw === "" || raw === "false" || raw === "0") return 0;
  if (raw === true || raw === "true" || raw === "1" || raw === "on") return 1;
  return DONE_WRONG_TYPE;
}

function readField(field: WorkOrderItemInputField, raw: unknown): Outcome<string | number> {
  switch (field) {
    case "work_order":
      return readReference(raw, WORK_ORDER);
    case "kind":
      return readChoice(raw, KIND);
    case "description":
      return readTextField(raw, DESCRIPTION);
    case "part_number":
      return readTextField(raw, PART_NUMBER);
    case "quantity":
      return readAmount(raw, QUANTITY);
    case "unit":
      return readChoice(raw, UNIT);
    case "unit_cost":
      return readAmount(raw, UNIT_COST);
    case "done":
      return readDone(raw);
    case "part":
      return readReference(raw, PART);
  }
}

function isEmptyInput(raw: unknown): boolean {
  return raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "");
}

/** Checks one field on its own (an empty unit stays "": the form shows the kind's default). Done reads as 0 or 1. */
export function checkWorkOrderItemField(field: WorkOrderItemInputField, raw: unknown): FieldCheck<string | number> {
  return toCheck(readField(field, raw));
}

/**
 * Normalises and checks a whole item: an empty unit becomes the kind's default, done a boolean. A
 * line naming a stock part is a part line (its kind Part when none is given, refused otherwise).
 */
export function checkWorkOrderItem(input: WorkOrderItemInput): RecordCheck<WorkOrderItemValues, WorkOrderItemInputField> {
  const outcomes = {
    work_order: readField("work_order", input.work_order),
    kind: readField("kind", input.kind),
    description: readField("description", input.description),
    part_number: readField("part_number", input.part_number),
    quantity: readField("quantity", input.quantity),
    unit: readField("unit", input.unit),
    unit_cost: readField("unit_cost", input.unit_cost),
    done: readField("done", input.done),
    part: readField("part", input.part),
  };
  const hasPart = outcomes.part !== "" && !isFieldError(outcomes.part);
  if (hasPart && isEmptyInput(input.kind)) outcomes.kind = "part";
  if (hasPart && !isFieldError(outcomes.kind) && outcomes.kind !== "part") outcomes.part = NOT_A_PART_LINE;
  if (outcomes.unit === "" && !isFieldError(outcomes.kind)) outcomes.unit = defaultUnit(outcomes.kind as WorkOrderItemKind);
  for (const field of WORK_ORDER_ITEM_INPUT_FIELDS) {
    if (isFieldError(outcomes[field])) {
      const { errors, values } = splitOutcomes(outcomes);
      const done = values.done === undefined ? {} : { done: values.done === 1 };
      return { ok: false, errors, values: { ...values, ...done } as Partial<WorkOrderItemValues> };
    }
  }
  return { ok: true, values: { ...(outcomes as unknown as WorkOrderItemValues), done: outcomes.done === 1 } };
}

/** At `work_order` (or `id` on delete): the lines of a finished work order are its record. */
export const WORK_ORDER_CLOSED: FieldError = fieldError(
  "work_order_closed",
  "This work order is Done or Cancelled: its items cannot change. Reopen it first.",
);

/** At `work_order` on update: a line stays on its work order. */
export const ITEM_WORK_ORDER_FIXED: FieldError = fieldError(
  "read_only",
  "An item cannot move to another work order. Delete it and add it there instead.",
);

/** A work order's lines other than the one being saved: how many, and their total in cents. */
export interface OtherLines {
  readonly count: number;
  readonly cents: number;
}

/** One line being added or changed, as the work order's limits see it. */
export interface LineChange {
  readonly isNew: boolean;
  /** The line's cents (quantity × unit cost) after the change. */
  readonly cents: number;
  /** Its cents before (0 for a new line). */
  readonly previousCents: number;
  /** Where a total over the limit is shown: the amount that changed. */
  readonly amountField: "quantity" | "unit_cost";
}

/** At `work_order`: the 501st line of a work order. */
export const TOO_MANY_ITEMS: FieldError = fieldError(
  "too_many_items",
  `This work order already has ${groupDigits(WORK_ORDER_MAX_ITEMS)} items, the most one can have. Combine lines or open another work order.`,
  { max: WORK_ORDER_MAX_ITEMS },
);

/**
 * What adding or changing one line would break (docs/product.md "Bounded by design"): a work order
 * has at most 500 lines, and a total of at most 1,000,000,000.00, counted in exact cents. A
 * change that does not raise the total (a task, a lower price) is let through even on a work
 * order stored over the limit before it existed, so that it can be put right.
 */
export function workOrderLimitErrors(others: OtherLines, line: LineChange): FieldErrors {
  if (line.isNew && others.count >= WORK_ORDER_MAX_ITEMS) return { work_order: TOO_MANY_ITEMS };
  const total = others.cents + line.cents;
  if (total <= WORK_ORDER_TOTAL_MAX_CENTS || line.cents <= line.previousCents) return {};
  return {
    [line.amountField]: fieldError(
      "total_too_large",
      `A work order's total can be at most ${groupedCents(WORK_ORDER_TOTAL_MAX_CENTS)}; with this line it would be ${groupedCents(total)}.`,
    ),
  };
}
