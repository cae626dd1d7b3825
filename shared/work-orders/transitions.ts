// The status changes a work order may make (docs/product.md "Work orders"), as data: the board
// offers exactly these moves and the server refuses every other one with `invalid_transition`.

import { WORK_ORDER_STATUSES, WORK_ORDER_STATUS_LABELS, type WorkOrderStatus } from "../records";
import { fieldError, type FieldError } from "../validation/field-error";
import { listInWords } from "../validation/text";

export const WORK_ORDER_TRANSITIONS: Readonly<Record<WorkOrderStatus, readonly WorkOrderStatus[]>> = {
  open: ["in_progress", "cancelled"],
  in_progress: ["waiting_parts", "done", "open", "cancelled"],
  waiting_parts: ["in_progress", "cancelled"],
  done: ["in_progress"],
  cancelled: ["open"],
};

export const DEFAULT_WORK_ORDER_STATUS: WorkOrderStatus = "open";

/** Statuses in which work is under way: the vehicle is "In workshop" while any work order is in one. */
export const ACTIVE_WORK_ORDER_STATUSES: readonly WorkOrderStatus[] = ["in_progress", "waiting_parts"];

/** Statuses whose items are read-only and which count as finished. */
export const CLOSED_WORK_ORDER_STATUSES: readonly WorkOrderStatus[] = ["done", "cancelled"];

/** Statuses still to be worked on: the board's columns before Done, overdue and "assigned to me". */
export const UNFINISHED_WORK_ORDER_STATUSES: readonly WorkOrderStatus[] = ["open", "in_progress", "waiting_parts"];

export function isWorkOrderStatus(value: unknown): value is WorkOrderStatus {
  return typeof value === "string" && (WORK_ORDER_STATUSES as readonly string[]).includes(value);
}

export function isClosedStatus(status: string): boolean {
  return (CLOSED_WORK_ORDER_STATUSES as readonly string[]).includes(status);
}

/**
 * Whether a work order's status change is a reopening (a manager's move, shared/roles.ts): out of
 * `done` or `cancelled` to any other status.
 */
export function isReopening(from: string, to: string): boolean {
  return from !== to && isClosedStatus(from);
}

/** The statuses a work order in `from` may move to, in the table's order. */
export function nextStatuses(from: WorkOrderStatus): readonly WorkOrderStatus[] {
  return WORK_ORDER_TRANSITIONS[from] ?? [];
}

/** Whether `from` → `to` is a change the table allows (staying in the same status is no change). */
export function isAllowedTransition(from: WorkOrderStatus, to: WorkOrderStatus): boolean {
  return nextStatuses(from).includes(to);
}

/**
 * Why `from` → `to` is refused, naming the moves that are allowed:
 * "A work order that is Done can only move to In progress." Null when the move is allowed or no move.
 */
export function transitionRefusal(from: WorkOrderStatus, to: WorkOrderStatus): FieldError | null {
  if (from === to || isAllowedTransition(from, to)) return null;
  const allowed = listInWords(nextStatuses(from).map((status) => WORK_ORDER_STATUS_LABELS[status]));
  return fieldError(
    "invalid_transition",
    `A work order that is ${WORK_ORDER_STATUS_LABELS[from]} cannot move to ${WORK_ORDER_STATUS_LABELS[to]}; it can move to ${allowed}.`,
  );
}
