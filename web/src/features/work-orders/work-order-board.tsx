import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import type { WorkOrder, WorkOrderStatus } from "@shared/records";
import { BOARD_COLUMNS, DONE_COLUMN_DAYS, type WorkOrderListQuery } from "@shared/work-order-list";
import { useLabel, useTranslation } from "../../lib/i18n";
import { buttonClass } from "../../ui/button";
import type { BoardColumns } from "./use-work-order-board";
import { workOrderListPath } from "./work-order-links";
import type { StatusMove } from "./use-status-move";
import { WorkOrderCard } from "./work-order-card";
import { movesFor, useRole } from "../../lib/permissions";

/**
 * The board: a column per status, Open · In progress · Waiting for parts · Done (recent ones).
 * A card moves by its buttons (the keyboard's way too: the focus follows the card to its new
 * column, which a phone then shows) or by dragging it onto a column it may go to (the others
 * refuse the drop, and say why once the card is let go there). On a phone one column shows at a
 * time, picked with the switcher above.
 */
export function WorkOrderBoard({ columns, query, names, moves, now }: {
  columns: BoardColumns;
  query: WorkOrderListQuery;
  names: ReadonlyMap<string, string>;
  moves: StatusMove;
  now: Date;
}) {
  const { t } = useTranslation("work-orders");
  const label = useLabel();
  const columnTitle = (status: WorkOrderStatus) => (status === "done" ? t("board.doneColumn", { days: DONE_COLUMN_DAYS }) : label("workOrderStatus", status));
  const [dragged, setDragged] = useState<WorkOrder | null>(null);
  const [over, setOver] = useState<WorkOrderStatus | null>(null);
  // The drag as its events report it, ahead of the render that draws it: a move over a column
  // is drawn a moment later (React gives it a lower priority), and on a busy phone the card can
  // be let go before, so the handlers read the card and the column from here.
  const drag = useRef<{ card: WorkOrder | null; over: WorkOrderStatus | null }>({ card: null, over: null });
  // Until the person picks a column, a phone shows the first that has cards: "Assigned to me"
  // with nothing open must not open on an empty Open while the jobs sit under In progress.
  const [chosen, setShown] = useState<WorkOrderStatus | null>(null);
  /**
   * The card last moved by its buttons, whose focus follows it to its new column; moved by the
   * keyboard, a phone's board also shows that column (a finger's move keeps the column in view).
   */
  const [following, setFollowing] = useState<{ id: string; byKeyboard: boolean } | null>(null);
  // A pointer used anywhere ends it: a mouse or a finger puts the focus where it wants.
  useEffect(() => {
    const stop = () => setFollowing(null);
    document.addEventListener("pointerdown", stop);
    return () => document.removeEventListener("pointerdown", stop);
  }, []);
  const shown = chosen ?? BOARD_COLUMNS.find((status) => columns[status].total > 0) ?? "open";
  const followedTo = following?.byKeyboard ? BOARD_COLUMNS.find((status) => columns[status].items.some((item) => item.id === following.id)) : undefined;
  useEffect(() => {
    if (followedTo !== undefined && followedTo !== shown) setShown(followedTo);
  }, [followedTo]);
  const role = useRole();
  // Only the moves the role may make (a reopening is a manager's).
  const takes = (card: WorkOrder | null, status: WorkOrderStatus) => card !== null && movesFor(role, card.status).includes(status);
  const accepts = (status: WorkOrderStatus) => takes(dragged, status);
  const dropState = (status: WorkOrderStatus) => {
    if (dragged === null || status === dragged.status) return undefined;
    if (!accepts(status)) return over === status ? "refused" : undefined;
    return over === status ? "over" : "allowed";
  };
  /** The drag ended (dropped or not): let go over a column that took no drop, it says why. */
  const endDrag = () => {
    const { card, over: letGoOver } = drag.current;
    if (card !== null && letGoOver !== null && !takes(card, letGoOver)) moves.refuseDrop(card, letGoOver);
    drag.current = { card: null, over: null };
    setDragged(null);
    setOver(null);
  };
  const startDrag = (card: WorkOrder) => {
    drag.current = { card, over: null };
    setDragged(card);
  };

  return (
    <>
      <div className="board-switcher" role="group" aria-label={t("board.columnShown")}>
        {BOARD_COLUMNS.map((status) => (
          <button
            key={status}
            type="button"
            className={buttonClass(shown === status ? "primary" : "secondary", "button-small")}
            aria-pressed={shown === status}
            onClick={() => setShown(status)}
          >
            {label("workOrderStatus", status)} ({columns[status].total})
          </button>
        ))}
      </div>
      <div className="board">
        {BOARD_COLUMNS.map((status) => {
          const column = columns[status];
          const titleId = `board-column-${status}`;
          return (
            <section
              key={status}
              className="board-column"
              aria-labelledby={titleId}
              data-status={status}
              data-current={shown === status}
              data-drop={dropState(status)}
              onDragOver={(event) => {
                const { card } = drag.current;
                if (card === null) return;
                drag.current = { card, over: status };
                if (over !== status) setOver(status);
                // Only a column the card may move to takes the drop; the others say why once it is let go.
                if (!takes(card, status)) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = "move";
              }}
              onDragLeave={(event) => {
                const to = event.relatedTarget as Node | null;
                if (event.currentTarget.contains(to)) return;
                // Letting go also leaves the column (towards nothing): the card was let go over it.
                if (to !== null && drag.current.over === status) drag.current = { ...drag.current, over: null };
                setOver(null);
              }}
              onDrop={(event) => {
                event.preventDefault();
                const { card } = drag.current;
                drag.current = { card: null, over: null };
                setOver(null);
                setDragged(null);
                if (card !== null && takes(card, status)) moves.move(card, status);
              }}
            >
              <h2 id={titleId}>
                {columnTitle(status)} <span className="board-column-count">{column.total}</span>
              </h2>
              {column.items.length === 0 ? (
                <p className="board-empty">{status === "done" ? t("board.emptyDone", { days: DONE_COLUMN_DAYS }) : t("board.empty")}</p>
              ) : (
                <ul className="board-cards">
                  {column.items.map((workOrder) => (
                    <WorkOrderCard
                      key={workOrder.id}
                      workOrder={workOrder}
                      assigneeName={names.get(workOrder.assignee) ?? ""}
                      now={now}
                      moves={moves}
                      dragging={dragged?.id === workOrder.id}
                      onDragStart={startDrag}
                      onDragEnd={endDrag}
                      followFocus={following?.id === workOrder.id}
                      onFollow={(follow, byKeyboard = false) => setFollowing(follow ? { id: workOrder.id, byKeyboard } : null)}
                    />
                  ))}
                </ul>
              )}
              {column.total > column.items.length && (
                <Link href={workOrderListPath({ ...query, view: "list", status, page: 1 })} className="board-more">
                  {t("board.allInList", { total: column.total })}
                </Link>
              )}
            </section>
          );
        })}
      </div>
    </>
  );
}
