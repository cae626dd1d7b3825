// How the vehicle page writes a work order's parts in its tables: its number as a link, its
// status and priority as badges, its due date (overdue ones marked in words, not only colour),
// its cost in the workshop's currency.

import { Link } from "wouter";
import { WORK_ORDER_PRIORITY_LABELS, WORK_ORDER_STATUS_LABELS, type WorkOrder, type WorkOrderPriority, type WorkOrderStatus } from "@shared/records";
import { pathTo } from "@shared/routes";
import { isOverdue } from "@shared/work-order-list";
import { formatMoney, toCents } from "@shared/work-orders/money";
import { formatWorkOrderNumber } from "@shared/work-orders/number";
import { workshopCurrency } from "../../lib/workshop-settings";
import { Badge, type BadgeTone } from "../../ui/badge";
import { formatFullDate, parseDate } from "../../ui/format";

const STATUS_TONES: Readonly<Record<WorkOrderStatus, BadgeTone>> = {
  open: "info",
  in_progress: "warning",
  waiting_parts: "danger",
  done: "success",
  cancelled: "neutral",
};

const PRIORITY_TONES: Readonly<Record<WorkOrderPriority, BadgeTone>> = {
  low: "neutral",
  normal: "neutral",
  high: "warning",
  urgent: "danger",
};

export function WorkOrderStatus({ status }: { status: WorkOrderStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{WORK_ORDER_STATUS_LABELS[status]}</Badge>;
}

export function WorkOrderPriority({ priority }: { priority: WorkOrderPriority }) {
  return <Badge tone={PRIORITY_TONES[priority]}>{WORK_ORDER_PRIORITY_LABELS[priority]}</Badge>;
}

/** "WO-12" linking to the work order. */
export function WorkOrderLink({ workOrder }: { workOrder: Pick<WorkOrder, "id" | "number"> }) {
  return (
    <Link href={pathTo("work-order", { id: workOrder.id })} className="work-order-number">
      {formatWorkOrderNumber(workOrder.number)}
    </Link>
  );
}

const DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });
/** Due dates are calendar days, stored as midnight UTC: read them in UTC, or they shift a day. */
const CALENDAR_DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** A moment (a completion, a reading) as its local day: "22 Nov 2026", the time on hover. */
export function DayText({ value }: { value: string }) {
  if (!value) return null;
  return (
    <time dateTime={parseDate(value).toISOString()} title={formatFullDate(value)}>
      {DAY.format(parseDate(value))}
    </time>
  );
}

/** The due date, "Overdue" beside it when it has passed; "—" when there is none. */
export function DueDate({ workOrder }: { workOrder: Pick<WorkOrder, "due" | "status"> }) {
  if (!workOrder.due) return <span className="muted">—</span>;
  const day = workOrder.due.slice(0, 10);
  return (
    <span className="due-date">
      <time dateTime={day}>{CALENDAR_DAY.format(new Date(`${day}T00:00:00Z`))}</time>
      {isOverdue(workOrder, new Date()) && <Badge tone="danger">Overdue</Badge>}
    </span>
  );
}

/** A stored amount in the workshop's currency: "€1,234.50". */
export function Money({ amount }: { amount: number }) {
  return <span className="money">{formatMoney(toCents(amount), workshopCurrency())}</span>;
}
