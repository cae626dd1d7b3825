// A work order and its items as the forms hold them: every field as text, checked by the shared
// validation (the same rules the server applies). Status is not a form field: it changes by the
// status buttons, one allowed step at a time.

import { COLLECTIONS, type WorkOrder } from "@shared/records";
import { checkWorkOrderField, DEFAULT_WORK_ORDER_PRIORITY } from "@shared/validation";
import { pb } from "../../lib/api-client";
import { useTranslation } from "../../lib/i18n";
import { checkFields, type FieldErrors } from "../../lib/use-form";

export const WORK_ORDER_FORM_FIELDS = ["vehicle", "title", "description", "priority", "assignee", "due", "odometer"] as const;
export type WorkOrderFormField = (typeof WORK_ORDER_FORM_FIELDS)[number];
export type WorkOrderFormValues = Record<WorkOrderFormField, string>;

export const EMPTY_WORK_ORDER: Readonly<WorkOrderFormValues> = {
  vehicle: "",
  title: "",
  description: "",
  priority: DEFAULT_WORK_ORDER_PRIORITY,
  assignee: "",
  due: "",
  odometer: "",
};

/** The form's labels, to say which fields a colleague changed. */
export function useWorkOrderFieldLabels(): Readonly<Record<WorkOrderFormField, string>> {
  const { t } = useTranslation("work-orders");
  return {
    vehicle: t("fields.vehicle"),
    title: t("fields.title"),
    description: t("fields.description"),
    priority: t("fields.priority"),
    assignee: t("fields.assignee"),
    due: t("fields.due"),
    odometer: t("fields.odometer"),
  };
}

/** Odometer 0 means "not recorded": an empty field; a due date is its day ("2026-11-30"). */
export function workOrderValues(workOrder: WorkOrder): WorkOrderFormValues {
  return {
    vehicle: workOrder.vehicle,
    title: workOrder.title,
    description: workOrder.description,
    priority: workOrder.priority,
    assignee: workOrder.assignee,
    due: workOrder.due.slice(0, 10),
    odometer: workOrder.odometer ? String(workOrder.odometer) : "",
  };
}

export function validateWorkOrder(values: Readonly<WorkOrderFormValues>): FieldErrors<WorkOrderFormField> {
  return checkFields(WORK_ORDER_FORM_FIELDS, (field) => checkWorkOrderField(field, values[field]));
}

/** The request body of `fields`: their text, which the server reads and normalises. */
export function workOrderBody(values: Readonly<WorkOrderFormValues>, fields: readonly WorkOrderFormField[]): Record<string, string> {
  const body: Record<string, string> = {};
  for (const field of fields) body[field] = values[field];
  return body;
}

export const workOrderRecords = () => pb.collection(COLLECTIONS.workOrders);
/** What the work order's page reads with it: its vehicle and who changed it last. */
export const WORK_ORDER_PAGE_QUERY = { expand: "vehicle,updated_by" } as const;
export const workOrderItemRecords = () => pb.collection(COLLECTIONS.workOrderItems);

export type { WorkOrder };
