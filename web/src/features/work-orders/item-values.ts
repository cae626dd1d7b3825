// A work order item as the in-place editors hold it: text per field, checked by the shared
// validation. The unit follows the kind (pcs for parts, h for labour) until someone picks one.

import type { WorkOrderItem, WorkOrderItemKind } from "@shared/records";
import { checkWorkOrderItemField, defaultUnit, workOrderLimitErrors, type OtherLines } from "@shared/validation";
import { centsText, hundredthsText, itemCents, readHundredths, toCents, lineCents } from "@shared/work-orders/money";
import { checkFields, type FieldErrors } from "../../lib/use-form";

export const ITEM_FORM_FIELDS = ["kind", "description", "part_number", "quantity", "unit", "unit_cost"] as const;
export type ItemFormField = (typeof ITEM_FORM_FIELDS)[number];
export type ItemFormValues = Record<ItemFormField, string>;

export const EMPTY_ITEM: Readonly<ItemFormValues> = {
  kind: "part",
  description: "",
  part_number: "",
  quantity: "1",
  unit: defaultUnit("part"),
  unit_cost: "",
};

export function itemValues(item: WorkOrderItem): ItemFormValues {
  return {
    kind: item.kind,
    description: item.description,
    part_number: item.part_number,
    quantity: hundredthsText(toCents(item.quantity)),
    unit: item.unit,
    unit_cost: item.unit_cost ? centsText(toCents(item.unit_cost)) : "",
  };
}

export function validateItem(values: Readonly<ItemFormValues>): FieldErrors<ItemFormField> {
  return checkFields(ITEM_FORM_FIELDS, (field) => checkWorkOrderItemField(field, values[field]));
}

/** The work order's other lines, and this line as stored (null for a new one): for its limits. */
export interface ItemContext {
  readonly others: OtherLines;
  readonly stored: WorkOrderItem | null;
}

/**
 * The field checks, and the work order's total limit as the server judges it (shared
 * validation): shown at the amount typed before the line is sent.
 */
export function validateItemWithin(values: Readonly<ItemFormValues>, context: ItemContext): FieldErrors<ItemFormField> {
  const errors = validateItem(values);
  const cents = typedLineCents(values);
  if (cents === null) return errors;
  const stored = context.stored;
  const quantityOnly = stored !== null && values.quantity !== itemValues(stored).quantity && values.unit_cost === itemValues(stored).unit_cost;
  const limits = workOrderLimitErrors(context.others, {
    isNew: stored === null,
    cents,
    previousCents: stored === null ? 0 : itemCents(stored),
    amountField: quantityOnly ? "quantity" : "unit_cost",
  });
  for (const field of ["quantity", "unit_cost"] as const) {
    const error = limits[field];
    if (error && !errors[field]) errors[field] = error.message;
  }
  return errors;
}

/** New values after the kind changed: the unit follows unless someone chose another one. */
export function withKind(values: Readonly<ItemFormValues>, kind: string): ItemFormValues {
  const followsKind = values.unit === defaultUnit(values.kind as WorkOrderItemKind);
  return { ...values, kind, unit: followsKind ? defaultUnit(kind as WorkOrderItemKind) : values.unit };
}

/** The line's cents as typed so far, or null while quantity or cost is no amount yet. */
export function typedLineCents(values: Readonly<ItemFormValues>): number | null {
  const quantity = readHundredths(values.quantity);
  const cost = readHundredths(values.unit_cost);
  const quantityHundredths = quantity.ok ? quantity.hundredths : !quantity.ok && quantity.reason === "empty" ? 100 : null;
  const costCents = cost.ok ? cost.hundredths : !cost.ok && cost.reason === "empty" ? 0 : null;
  if (quantityHundredths === null || costCents === null) return null;
  return lineCents(quantityHundredths, costCents);
}

