// Changes to work orders and their items that a technician makes at the car, sent through the
// outbox (web/src/lib/offline/outbox.ts): online they are requests as before (the saved record,
// or the server's error for the form), offline they wait on the device and the screen shows
// them laid over what it read (web/src/lib/offline/pending.ts).

import { COLLECTIONS, WORK_ORDER_ITEM_KINDS, type WorkOrder, type WorkOrderItem, type WorkOrderStatus } from "@shared/records";
import { formatWorkOrderNumber } from "@shared/work-orders/number";
import { readHundredths } from "@shared/work-orders/money";
import { labelOf, translate } from "../../lib/i18n";
import { newRecordId, submitChange } from "../../lib/offline/changes";
import { localRecord, scopeOf, type Shape } from "../../lib/offline/pending";
import type { Change } from "../../lib/offline/outbox";
import type { ItemFormValues } from "./item-values";

/** The saved record, or the record as it will be once the change waiting on the device arrives. */
export interface Saved<T> {
  readonly record: T;
  readonly waiting: boolean;
}

export function workOrderScope(workOrderId: string): string {
  return scopeOf(COLLECTIONS.workOrders, workOrderId);
}

/** Changes fields of a work order (a status move, taking a job): `body` as the API takes it. */
export async function changeWorkOrder<T extends Pick<WorkOrder, "id" | "number">>(workOrder: T, body: Record<string, string>, label: string): Promise<Saved<T>> {
  const result = await submitChange({
    collection: COLLECTIONS.workOrders,
    action: "update",
    recordId: workOrder.id,
    body,
    label: `${formatWorkOrderNumber(workOrder.number)}: ${label}`,
    scope: workOrderScope(workOrder.id),
  });
  return result.state === "sent" ? { record: result.record as unknown as T, waiting: false } : { record: { ...workOrder, ...body }, waiting: true };
}

/** Moves a work order to `to` (with the odometer when it becomes done). */
export function moveWorkOrder<T extends Pick<WorkOrder, "id" | "number">>(workOrder: T, to: WorkOrderStatus, extra: Record<string, string> = {}): Promise<Saved<T>> {
  return changeWorkOrder(workOrder, { status: to, ...extra }, translate("work-orders", "move.change", { status: labelOf("workOrderStatus", to) }));
}

// ---- Items ----------------------------------------------------------------------------------

/** Quantities and costs as the record holds them: numbers (the form sends the text typed). */
export const itemShape: Shape<WorkOrderItem> = (body) => {
  const shaped: Record<string, unknown> = { ...body };
  for (const field of ["quantity", "unit_cost"] as const) {
    if (!(field in body)) continue;
    const reading = readHundredths(body[field]);
    shaped[field] = reading.ok ? reading.hundredths / 100 : field === "quantity" ? 1 : 0;
  }
  return shaped as Partial<WorkOrderItem>;
};

/** An item added on this device, as the list shows it until the server has it. */
export function localItem(change: Change): WorkOrderItem {
  const base = localRecord(change);
  return {
    work_order: "",
    kind: "task",
    description: "",
    part_number: "",
    quantity: 1,
    unit: "pcs",
    unit_cost: 0,
    done: false,
    created_by: change.employee,
    ...base,
    ...itemShape(change.body),
    collectionName: "work_order_items",
  } as WorkOrderItem;
}

// The change's name as the device's waiting changes list it, in the language spoken when it was made.
const say = (key: string, values?: Record<string, unknown>) => translate("work-orders", key, values);

/** `part “Brake pads”`. */
function itemWords(kind: string, description: string): string {
  const known = (WORK_ORDER_ITEM_KINDS as readonly string[]).includes(kind) ? kind : "item";
  return say("changes.item", { kind: say(`changes.kind.${known}`), description });
}

function submitItem(action: "create" | "update" | "delete", workOrderId: string, recordId: string, body: Record<string, unknown>, label: string) {
  return submitChange({ collection: COLLECTIONS.workOrderItems, action, recordId, body, label, scope: workOrderScope(workOrderId) });
}

export async function addItem(workOrderId: string, values: Readonly<ItemFormValues>): Promise<void> {
  await submitItem("create", workOrderId, newRecordId(), { ...values, work_order: workOrderId }, say("changes.add", { item: itemWords(values.kind, values.description) }));
}

export async function changeItem(item: WorkOrderItem, values: Readonly<ItemFormValues>): Promise<void> {
  await submitItem("update", item.work_order, item.id, { ...values }, say("changes.change", { item: itemWords(values.kind, values.description) }));
}

export async function tickItem(item: WorkOrderItem, done: boolean): Promise<void> {
  await submitItem("update", item.work_order, item.id, { done }, say(done ? "changes.tick" : "changes.untick", { item: itemWords(item.kind, item.description) }));
}

export async function removeItem(item: WorkOrderItem): Promise<void> {
  await submitItem("delete", item.work_order, item.id, {}, say("changes.remove", { item: itemWords(item.kind, item.description) }));
}
