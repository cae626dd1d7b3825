// How the vehicle page writes a work order's parts in its tables, with the work orders screens'
// own pieces (status and priority badges, due dates, money in the workshop's currency), so a
// work order reads the same on the board and on its vehicle's page.

import { Link } from "wouter";
import type { WorkOrder, WorkOrderPriority as Priority } from "@shared/records";
import { pathTo } from "@shared/routes";
import { toCents } from "@shared/work-orders/money";
import { formatWorkOrderNumber } from "@shared/work-orders/number";
import { Badge } from "../../ui/badge";
import { formatFullDate, formatShortDate, parseDate } from "../../ui/format";
import { dueNote, priorityLabel, PRIORITY_TONES } from "../work-orders";
import { money } from "../../lib/workshop-settings";

export { WorkOrderStatusBadge } from "../work-orders";

export function WorkOrderPriorityBadge({ priority }: { priority: Priority }) {
  return <Badge tone={PRIORITY_TONES[priority]}>{priorityLabel(priority)}</Badge>;
}

/** "WO-12" linking to the work order. */
export function WorkOrderLink({ workOrder }: { workOrder: Pick<WorkOrder, "id" | "number"> }) {
  return (
    <Link href={pathTo("work-order", { id: workOrder.id })} className="work-order-number">
      {formatWorkOrderNumber(workOrder.number)}
    </Link>
  );
}

/** A moment (a completion, a reading) as its local day: "22 Nov 2026", the time on hover. */
export function DayText({ value }: { value: string }) {
  if (!value) return null;
  return (
    <time dateTime={parseDate(value).toISOString()} title={formatFullDate(value)}>
      {formatShortDate(value)}
    </time>
  );
}

/** "Due 30 Nov 2026", or "Overdue since 1 Feb 2020" in the danger colour; "—" without a due date. */
export function DueDate({ workOrder }: { workOrder: Pick<WorkOrder, "due" | "status"> }) {
  const due = dueNote(workOrder, new Date());
  if (!due) return <span className="muted">—</span>;
  return <span className={due.overdue ? "overdue due-date" : "due-date"}>{due.text}</span>;
}

/** A stored amount in the workshop's currency: "€1,234.50". */
export function Money({ amount }: { amount: number }) {
  return <span className="money">{money(toCents(amount))}</span>;
}
