// A part as its form holds it (text per field, checked by the shared validation), and the
// amounts of stock as people read them: "12 pcs", "2.5 l".

import { COLLECTIONS, type Part } from "@shared/records";
import { checkPartField, PART_INPUT_FIELDS, stockText, type PartInputField } from "@shared/validation";
import { centsText, hundredthsText, toCents } from "@shared/work-orders/money";
import { pb } from "../../lib/api-client";
import { checkFields, type FieldErrors } from "../../lib/use-form";

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

/** 12, 2.5: an amount of stock without needless decimals. */
export function amountText(amount: number): string {
  return hundredthsText(toCents(amount));
}

/** "12 pcs". */
export function onHandText(part: Pick<Part, "on_hand" | "unit">): string {
  return stockText(amountText(part.on_hand), part.unit);
}

export const partRecords = () => pb.collection(COLLECTIONS.parts);
export const movementRecords = () => pb.collection(COLLECTIONS.stockMovements);
