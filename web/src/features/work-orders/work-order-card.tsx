import { useEffect, useRef } from "react";
import { Link } from "wouter";
import type { WorkOrder } from "@shared/records";
import { pathTo } from "@shared/routes";
import { formatWorkOrderNumber } from "@shared/work-orders/number";
import { useLabel, useTranslation } from "../../lib/i18n";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { moveLabel } from "./move-label";
import type { StatusMove } from "./use-status-move";
import { dueNote, priorityLabel, PRIORITY_TONES } from "./work-order-format";
import { movesFor, useRole } from "../../lib/permissions";

/**
 * One work order on the board: number, plate, title (a link to it), assignee, priority and due
 * date, and a button for each status it may move to (that the signed-in role may move it to). It can also be dragged onto a column.
 * Its buttons are the board's keyboard way: a card moved by one is a new element in another
 * column, so the focus, lost with the pressed button, follows it there (`followFocus`).
 */
export function WorkOrderCard({ workOrder, assigneeName, now, moves, dragging, onDragStart, onDragEnd, followFocus, onFollow }: {
  workOrder: WorkOrder;
  assigneeName: string;
  now: Date;
  moves: StatusMove;
  dragging: boolean;
  onDragStart: (workOrder: WorkOrder) => void;
  onDragEnd: () => void;
  /** This card was moved by one of its buttons: it takes the focus the move lost. */
  followFocus: boolean;
  /** `true` when one of its buttons is pressed (`byKeyboard`: with Enter or Space); `false` once the focus is put elsewhere. */
  onFollow: (following: boolean, byKeyboard?: boolean) => void;
}) {
  const { t } = useTranslation("work-orders");
  const label = useLabel();
  const number = formatWorkOrderNumber(workOrder.number);
  const title = useRef<HTMLAnchorElement>(null);
  const lastFocused = useRef<HTMLElement | null>(null);
  // After every render: the card may have been re-made in its new column or moved within it when
  // the board reloaded, and either drops the focus on the body. Only a focus that was lost: never one the person has put elsewhere since.
  useEffect(() => {
    if (!followFocus || (document.activeElement !== null && document.activeElement !== document.body)) return;
    const last = lastFocused.current;
    (last?.isConnected ? last : title.current)?.focus();
  });
  const due = dueNote(workOrder, now);
  const next = movesFor(useRole(), workOrder.status);
  return (
    <li
      className="work-order-card"
      data-priority={workOrder.priority}
      data-dragging={dragging || undefined}
      draggable={next.length > 0}
      aria-label={`${number}: ${workOrder.title}`}
      onFocus={(event) => (lastFocused.current = event.target)}
      onBlur={(event) => {
        // The focus went elsewhere on purpose (not lost to the body, nor into the odometer dialog
        // that Done opens): it stops following.
        const to = event.relatedTarget;
        if (to !== null && !event.currentTarget.contains(to) && !(to instanceof Element && to.closest("dialog"))) onFollow(false);
      }}
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
      <Link href={pathTo("work-order", { id: workOrder.id })} ref={title} className="work-order-card-title" draggable={false}>
        {workOrder.title}
      </Link>
      <div className="work-order-card-meta">
        <span>{assigneeName || t("card.unassigned")}</span>
        {due && <span className={due.overdue ? "overdue" : undefined}>{due.text}</span>}
      </div>
      <div className="work-order-card-moves" role="group" aria-label={t("card.moves", { number })}>
        {next.map((to) => (
          <Button
            key={to}
            variant={to === "cancelled" ? "ghost" : "secondary"}
            // Refused while a move is sent, but not `disabled`: that would drop the keyboard's focus.
            aria-disabled={moves.busy === workOrder.id || undefined}
            aria-label={t("card.move", { label: moveLabel(workOrder.status, to), number, status: label("workOrderStatus", to) })}
            onClick={(event) => {
              if (moves.busy === workOrder.id) return;
              // A click from Enter or Space has no pointer behind it: `detail` counts pointer clicks.
              onFollow(true, event.detail === 0);
              moves.move(workOrder, to);
            }}
          >
            {moveLabel(workOrder.status, to)}
          </Button>
        ))}
      </div>
    </li>
  );
}
