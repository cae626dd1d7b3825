import { Link } from "wouter";
import { WORK_ORDER_STATUS_LABELS, type WorkOrder } from "@shared/records";
import { pathTo } from "@shared/routes";
import { formatWorkOrderNumber } from "@shared/work-orders/number";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { moveLabel } from "./move-label";
import type { StatusMove } from "./use-status-move";
import { dueNote, priorityLabel, PRIORITY_TONES } from "./work-order-format";
import { movesFor, useRole } from "../../lib/permissions";

/**
 * One work order on the board: number, plate, title (a link to it), assignee, priority and due
 * date, and a button for each status it may move to (that the signed-in role may move it to). It can also be dragged onto a column.
 */
export function WorkOrderCard({ workOrder, assigneeName, now, moves, dragging, onDragStart, onDragEnd }: {
  workOrder: WorkOrder;
  assigneeName: string;
  now: Date;
  moves: StatusMove;
  dragging: boolean;
  onDragStart: (workOrder: WorkOrder) => void;
  onDragEnd: () => void;
}) {
  const number = formatWorkOrderNumber(workOrder.number);
  const due = dueNote(workOrder, now);
  const next = movesFor(useRole(), workOrder.status);
  return (
    <li
      className="work-order-card"
      data-priority={workOrder.priority}
      data-dragging={dragging || undefined}
      draggable={next.length > 0}
      aria-label={`${number}: ${workOrder.title}`}
      onDragStart={(event) => {
        event.dataTransfer.setData("text/plain", workOrder.id);
        event.dataTransfer.effectAllowed = "move";
        onDragStart(workOrder);
      }}
      onDragEnd={onDragEnd}
    >
      <div className="work-order-card-head">
        <span>
          <strong>{number}</strong> · <span className="plate">{workOrder.vehicle_plate}</span>
        </span>
        {workOrder.priority !== "normal" && <Badge tone={PRIORITY_TONES[workOrder.priority]}>{priorityLabel(workOrder.priority)}</Badge>}
      </div>
      <Link href={pathTo("work-order", { id: workOrder.id })} className="work-order-card-title" draggable={false}>
        {workOrder.title}
      </Link>
      <div className="work-order-card-meta">
        <span>{assigneeName || "Unassigned"}</span>
        {due && <span className={due.overdue ? "overdue" : undefined}>{due.text}</span>}
      </div>
      <div className="work-order-card-moves" role="group" aria-label={`Move ${number}`}>
        {next.map((to) => (
          <Button
            key={to}
            variant={to === "cancelled" ? "ghost" : "secondary"}
            disabled={moves.busy === workOrder.id}
            aria-label={`${moveLabel(workOrder.status, to)}: move ${number} to ${WORK_ORDER_STATUS_LABELS[to]}`}
            onClick={() => moves.move(workOrder, to)}
          >
            {moveLabel(workOrder.status, to)}
          </Button>
        ))}
      </div>
    </li>
  );
}
