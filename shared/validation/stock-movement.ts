// Stock movements (docs/product.md "Parts and stock"): the ledger of a part, whose sum is the
// part's stock. Nobody changes or deletes a movement; a mistake is corrected by another one.
// Through the API, managers record receipts (with the cost paid) and adjustments: a quantity with
// a note saying why, or a stocktake (`counted`: the server makes the difference to what is on
// hand). Issues and returns are the server's, from the part lines of work orders.

import { STOCK_MOVEMENT_REASONS, type StockMovement, type StockMovementReason } from "../records";
import { fieldError, isFieldError, splitOutcomes, type FieldError, type Outcome, type RecordCheck } from "./field-error";
import { STOCK_MAX, STOCK_NOTE_MAX_LENGTH } from "./limits";
import { STOCK_AMOUNT_MESSAGE } from "./part";
import { readReference, referenceRule } from "./reference";
import { choiceRule, groupDigits, readChoice, readTextField, textRule } from "./text";
import { readAmount, UNIT_COST, type AmountRule } from "./work-order-item";
import { readHundredths } from "../work-orders/money";

export const STOCK_MOVEMENT_INPUT_FIELDS = ["part", "reason", "quantity", "unit_cost", "note", "counted"] as const;
export type StockMovementInputField = (typeof STOCK_MOVEMENT_INPUT_FIELDS)[number];
export type StockMovementInput = Partial<Record<StockMovementInputField, unknown>>;

/**
 * A checked movement: `counted` is the stocktake's count (null for any other movement), which the
 * server turns into the quantity; it is no field of its own.
 */
export type StockMovementValues = Pick<StockMovement, "part" | "reason" | "quantity" | "unit_cost" | "note"> & { counted: number | null };

/** Fields only the server sets. */
export const STOCK_MOVEMENT_SERVER_FIELDS = ["work_order_item", "work_order", "work_order_number", "by", "by_label", "at"] as const;

/** What people may record through the API; issues and returns come from work orders. */
export const RECORDED_REASONS: readonly StockMovementReason[] = ["receipt", "adjustment"];

const PART = referenceRule(
  { wrongType: "Choose one part.", required: "Choose the part whose stock moves.", notFound: "This part does not exist." },
  "part_not_found",
);
const REASON = choiceRule(STOCK_MOVEMENT_REASONS, "", "Choose receipt or adjustment.");
const REASON_REQUIRED = fieldError("required", "Choose receipt or adjustment.");
const REASON_NOT_ALLOWED = fieldError("reason_not_allowed", "Parts are issued and returned through the part lines of work orders.");
const NOTE = textRule("The note", STOCK_NOTE_MAX_LENGTH, { multiLine: true });

const RECEIVED: AmountRule = {
  min: 0,
  max: STOCK_MAX * 100,
  minInclusive: false,
  empty: 0,
  message: `Enter how many arrived: more than 0 and at most ${groupDigits(STOCK_MAX)}, with at most 2 decimals.`,
};
const ADJUSTED: AmountRule = {
  min: -STOCK_MAX * 100,
  max: STOCK_MAX * 100,
  minInclusive: true,
  empty: 0,
  message: `Enter the change: up to ${groupDigits(STOCK_MAX)} in or out (negative), with at most 2 decimals.`,
};
const COUNTED: AmountRule = { min: 0, max: STOCK_MAX * 100, minInclusive: true, empty: 0, message: STOCK_AMOUNT_MESSAGE };

const COUNT_REQUIRED = fieldError("required", "Enter how many you counted.");
const QUANTITY_REQUIRED = fieldError("required", "Enter how many arrived.");
const ADJUSTMENT_REQUIRED = fieldError("required", "Enter the change (negative when stock goes out), or the count.");
const COST_REQUIRED = fieldError("required", "Enter what one unit cost, like 12.50 (0 when it was free).");
const NOT_FOR_RECEIPT = fieldError("invalid_choice", "A count is an adjustment, not a receipt.");
const COUNT_OR_QUANTITY = fieldError("invalid_choice", "Send the count or the change, not both.");
const NOTE_REQUIRED = fieldError("required", "Say why the stock changes, like Damaged in storage.");
const COST_OF_PART = fieldError("invalid_choice", "An adjustment is valued at the part's unit cost: leave the unit cost out.");

function isEmpty(raw: unknown): boolean {
  return raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "");
}

/**
 * Empty, or 0: how a record that has not got the number says so (PocketBase stores an empty
 * number as 0, and its dashboard sends every field).
 */
function isNothing(raw: unknown): boolean {
  if (isEmpty(raw)) return true;
  const reading = readHundredths(raw);
  return reading.ok && reading.hundredths === 0;
}

/** An amount, or `missing` for an empty input. */
function readRequired(raw: unknown, rule: AmountRule, missing: FieldError): Outcome<number> {
  const reading = readHundredths(raw);
  return !reading.ok && reading.reason === "empty" ? missing : readAmount(raw, rule);
}

function readReason(raw: unknown): Outcome<string> {
  const reason = readChoice(raw, REASON);
  if (isFieldError(reason)) return reason;
  if (reason === "") return REASON_REQUIRED;
  return RECORDED_REASONS.includes(reason) ? reason : REASON_NOT_ALLOWED;
}

/**
 * Checks a receipt or an adjustment as a person records it. Unit cost and count are taken only
 * where they mean something: a receipt's cost paid, an adjustment's count; the server values
 * an adjustment at the part's unit cost.
 */
export function checkStockMovement(input: StockMovementInput): RecordCheck<StockMovementValues, StockMovementInputField> {
  const reason = readReason(input.reason);
  const outcomes: { [F in StockMovementInputField]: Outcome<string | number> } = {
    part: readReference(input.part, PART),
    reason,
    quantity: 0,
    unit_cost: 0,
    note: readTextField(input.note, NOTE),
    counted: -1,
  };
  if (reason === "receipt") {
    outcomes.quantity = readRequired(input.quantity, RECEIVED, QUANTITY_REQUIRED);
    outcomes.unit_cost = readRequired(input.unit_cost, UNIT_COST, COST_REQUIRED);
    if (!isEmpty(input.counted)) outcomes.counted = NOT_FOR_RECEIPT;
  } else if (reason === "adjustment") {
    if (!isNothing(input.unit_cost)) outcomes.unit_cost = COST_OF_PART;
    if (!isEmpty(input.counted)) {
      outcomes.counted = readRequired(input.counted, COUNTED, COUNT_REQUIRED);
      if (!isNothing(input.quantity)) outcomes.quantity = COUNT_OR_QUANTITY;
    } else {
      outcomes.quantity = readRequired(input.quantity, ADJUSTED, ADJUSTMENT_REQUIRED);
      if (outcomes.quantity === 0) outcomes.quantity = fieldError("too_small", ADJUSTED.message);
      if (outcomes.note === "") outcomes.note = NOTE_REQUIRED;
    }
  }
  if (STOCK_MOVEMENT_INPUT_FIELDS.some((field) => isFieldError(outcomes[field]))) {
    const { errors, values } = splitOutcomes(outcomes);
    return { ok: false, errors, values: values as Partial<StockMovementValues> };
  }
  const counted = outcomes.counted as number;
  return {
    ok: true,
    values: {
      part: outcomes.part as string,
      reason: reason as StockMovementReason,
      quantity: outcomes.quantity as number,
      unit_cost: outcomes.unit_cost as number,
      note: outcomes.note as string,
      counted: counted < 0 ? null : counted,
    },
  };
}

/** The note of a stocktake: "Stocktake: counted 8", then what the person added. */
export function stocktakeNote(counted: string, note: string): string {
  const base = `Stocktake: counted ${counted}`;
  return note === "" ? base : `${base}. ${note}`.slice(0, STOCK_NOTE_MAX_LENGTH);
}

/** "3 pcs", "2.5 l". */
export function stockText(amount: string, unit: string): string {
  return `${amount} ${unit}`;
}

/**
 * At the quantity (or the status of a work order reopened): more would go out than is on hand.
 * Says how many are: "Only 3 pcs of OF-1234 are on hand."
 */
export function insufficientStockError(onHand: string, unit: string, number: string): FieldError {
  const message = Number(onHand) <= 0 ? `${number} is out of stock (0 ${unit} on hand).` : `Only ${stockText(onHand, unit)} of ${number} are on hand.`;
  return fieldError("insufficient_stock", message, { onHand, unit, number });
}

/** At the quantity or count: the stock would pass its limit. */
export const TOO_MUCH_STOCK: FieldError = fieldError("too_much_stock", `A part holds at most ${groupDigits(STOCK_MAX)} units in stock.`, { max: STOCK_MAX });

/** At `counted`: the count is what is on hand already. */
export function nothingToAdjustError(onHand: string, unit: string): FieldError {
  return fieldError("nothing_to_adjust", `On hand is ${stockText(onHand, unit)} already: the count matches, nothing to adjust.`, { onHand, unit });
}
