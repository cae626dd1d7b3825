// Part fields (docs/product.md "Parts and stock"): a part of the workshop's stock. Its number is
// unique ignoring case and spaces, its barcode unique when it has one; `on_hand` and
// `needs_reorder` are the server's (the ledger's sum, stock-movement.ts).

import { PART_UNITS, type Part, type PartUnit } from "../records";
import { fieldError, isFieldError, splitOutcomes, toCheck, type FieldCheck, type FieldError, type Outcome, type RecordCheck } from "./field-error";
import {
  PART_BARCODE_MAX_LENGTH,
  PART_LOCATION_MAX_LENGTH,
  PART_NAME_MAX_LENGTH,
  PART_NUMBER_MAX_LENGTH,
  PART_SUPPLIER_MAX_LENGTH,
  STOCK_MAX,
} from "./limits";
import { choiceRule, groupDigits, listInWords, readChoice, readTextField, textRule } from "./text";
import { toCents } from "../work-orders/money";
import { readAmount, UNIT_COST, type AmountRule } from "./work-order-item";

export const PART_INPUT_FIELDS = ["number", "name", "unit", "unit_cost", "reorder_point", "location", "supplier", "barcode"] as const;
export type PartInputField = (typeof PART_INPUT_FIELDS)[number];
export type PartInput = Partial<Record<PartInputField, unknown>>;

/** A part's fields, normalised, plus `number_key`: what "the same number" means. */
export type PartValues = Pick<Part, PartInputField> & { number_key: string };

/** Fields only the server sets: the number's key and the stock (the ledger's). */
export const PART_SERVER_FIELDS = ["number_key", "on_hand", "needs_reorder"] as const;

const NUMBER = textRule("The part number", PART_NUMBER_MAX_LENGTH, { required: "Enter the part number, like OF-1234." });
const NAME = textRule("The name", PART_NAME_MAX_LENGTH, { required: "Enter what the part is, like Oil filter." });
const LOCATION = textRule("The location", PART_LOCATION_MAX_LENGTH);
const SUPPLIER = textRule("The supplier", PART_SUPPLIER_MAX_LENGTH);
const BARCODE = textRule("The barcode", PART_BARCODE_MAX_LENGTH);
const UNIT = choiceRule(PART_UNITS, "pcs", `Choose a unit: ${listInWords([...PART_UNITS])}.`);

/** What an amount of stock may be: 0 up to STOCK_MAX, at most 2 decimals. */
export const STOCK_AMOUNT_MESSAGE = `Enter an amount between 0 and ${groupDigits(STOCK_MAX)}, with at most 2 decimals, like 5 or 2.5.`;
const REORDER_POINT: AmountRule = { min: 0, max: STOCK_MAX * 100, minInclusive: true, empty: 0, message: STOCK_AMOUNT_MESSAGE };

/** Printable ASCII: what EAN and Code-128 scanners type. */
const BARCODE_CHARACTERS = /^[\x21-\x7e]*$/;
const BARCODE_FORMAT = fieldError("invalid_format", "A barcode is letters, digits and the symbols of a keyboard, without spaces.");

export const NUMBER_TAKEN: FieldError = fieldError("number_taken", "Another part already has this number.");
export const BARCODE_TAKEN: FieldError = fieldError("barcode_taken", "Another part already has this barcode.");

/**
 * What "the same number" means: case and spaces aside ("OF 1234", "of1234" and the full-width
 * "ＯＦ１２３４" are one number; "OF-1234" is another).
 */
export function partNumberKey(number: string): string {
  return number.normalize("NFKC").replace(/\s+/g, "").toUpperCase().toLowerCase();
}

function readBarcode(raw: unknown): Outcome<string> {
  const text = readTextField(raw, BARCODE);
  return isFieldError(text) || BARCODE_CHARACTERS.test(text) ? text : BARCODE_FORMAT;
}

function readField(field: PartInputField, raw: unknown): Outcome<string | number> {
  switch (field) {
    case "number":
      return readTextField(raw, NUMBER);
    case "name":
      return readTextField(raw, NAME);
    case "unit":
      return readChoice(raw, UNIT);
    case "unit_cost":
      return readAmount(raw, UNIT_COST);
    case "reorder_point":
      return readAmount(raw, REORDER_POINT);
    case "location":
      return readTextField(raw, LOCATION);
    case "supplier":
      return readTextField(raw, SUPPLIER);
    case "barcode":
      return readBarcode(raw);
  }
}

export function checkPartField(field: PartInputField, raw: unknown): FieldCheck<string | number> {
  return toCheck(readField(field, raw));
}

export function checkPart(input: PartInput): RecordCheck<PartValues, PartInputField> {
  const outcomes = {} as { [F in PartInputField]: Outcome<string | number> };
  for (const field of PART_INPUT_FIELDS) outcomes[field] = readField(field, input[field]);
  const key = isFieldError(outcomes.number) ? {} : { number_key: partNumberKey(outcomes.number as string) };
  if (PART_INPUT_FIELDS.some((field) => isFieldError(outcomes[field]))) {
    const { errors, values } = splitOutcomes(outcomes);
    return { ok: false, errors, values: { ...(values as Partial<PartValues>), ...key } };
  }
  return { ok: true, values: { ...(outcomes as unknown as Pick<Part, PartInputField>), unit: outcomes.unit as PartUnit, number_key: partNumberKey(outcomes.number as string) } };
}

/** Why a part with a ledger cannot be deleted. */
export function partHasMovementsMessage(movements: number): string {
  const lines = movements === 1 ? "1 stock movement" : `${groupDigits(movements)} stock movements`;
  return `This part has ${lines} (its ledger): it cannot be deleted.`;
}

/** At `unit`: the ledger counts in the part's unit. */
export function unitFixedError(unit: string): FieldError {
  return fieldError("unit_fixed", `This part's stock is counted in ${unit}: its unit cannot change once stock has moved.`, { unit });
}

/** Whether a part belongs on the reorder list: on hand at or below its reorder point. */
export function needsReorder(onHand: number, reorderPoint: number): boolean {
  return toCents(onHand) <= toCents(reorderPoint);
}
