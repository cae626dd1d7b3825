// A part as its form holds it (text per field, checked by the shared validation), and the
// amounts of stock as people read them: "12 pcs", "2.5 l" (German "12 Stk.", "2,5 l").

import { COLLECTIONS, type Part } from "@shared/records";
import { checkPartField, PART_INPUT_FIELDS, stockText, type PartInputField } from "@shared/validation";
import { centsText, hundredthsText, toCents } from "@shared/work-orders/money";
import { pb } from "../../lib/api-client";
import { labelOf } from "../../lib/i18n";
import { checkFields, type FieldErrors } from "../../lib/use-form";
import { formatDecimal } from "../../ui/format";

export type PartFormValues = Record<PartInputField, string>;

export const EMPTY_PART: Readonly<PartFormValues> = {
  number: "",
  name: "",
  unit: "pcs",
  unit_cost: "",
  reorder_point: "",
  location: "",
  supplier: "",
  barcode: "",
};

export function partValues(part: Part): PartFormValues {
  return {
    number: part.number,
    name: part.name,
    unit: part.unit,
    unit_cost: centsText(toCents(part.unit_cost)),
    reorder_point: amountText(part.reorder_point),
    location: part.location,
    supplier: part.supplier,
    barcode: part.barcode,
  };
}

export function validatePart(values: Readonly<PartFormValues>): FieldErrors<PartInputField> {
  return checkFields(PART_INPUT_FIELDS, (field) => checkPartField(field, values[field]));
}

/** 12, 2.5: an amount of stock without needless decimals, as a form and a CSV file hold it. */
export function amountText(amount: number): string {
  return hundredthsText(toCents(amount));
}

/** An amount of stock as people read it, in the language spoken now: "2.5" (English), "2,5" (German). */
export function amountShown(amount: number): string {
  return formatDecimal(amount, 2);
}

/** A unit as people read it: "pcs" (English), "Stk." (German). */
export function unitShown(unit: string): string {
  return labelOf("unit", unit);
}

/** "12 pcs". */
export function onHandText(part: Pick<Part, "on_hand" | "unit">): string {
  return stockText(amountShown(part.on_hand), unitShown(part.unit));
}

export const partRecords = () => pb.collection(COLLECTIONS.parts);
export const movementRecords = () => pb.collection(COLLECTIONS.stockMovements);
