// Moving a work order to another status: from a card's buttons, a drop on a column, or the work
// order page. Becoming done needs the odometer reading (the server refuses it without one), so
// a move to done asks for it first (odometer-dialog.tsx: the vehicle's offered, unticked tasks
// warned about). A refused move shows the server's message; a drop on a column the card cannot
// go to says why without asking the server.
// Offline, the move waits on the device (work-order-changes.ts) and counts as made meanwhile.

import { useState } from "react";
import type { WorkOrder, WorkOrderStatus } from "@shared/records";
import { formatWorkOrderNumber } from "@shared/work-orders/number";
import { isAllowedTransition, isReopening, transitionRefusal } from "@shared/work-orders/transitions";
import { describeApiError } from "../../lib/api-errors";
import { fieldErrorMessage, labelOf, translate } from "../../lib/i18n";
import { refusalText } from "../../lib/permissions";
import { moveWorkOrder } from "./work-order-changes";

type Movable = Pick<WorkOrder, "id" | "number" | "status" | "odometer" | "vehicle">;

/** "WO-12 was not moved to Done: why". */
function notMoved(workOrder: Movable, to: WorkOrderStatus, reason: string): string {
  return translate("work-orders", "move.notMoved", { number: formatWorkOrderNumber(workOrder.number), status: labelOf("workOrderStatus", to), reason });
}

export interface OdometerQuestion {
  readonly workOrder: Movable;
  readonly error: string | null;
}

export interface StatusMoveOptions {
  /** Runs before the request (e.g. to show the card in its new column at once). */
  readonly onStart?: (workOrder: Movable, to: WorkOrderStatus) => void;
  /** Runs after the request, with the saved record or null when it was refused. */
  readonly onEnd?: (workOrder: Movable, saved: WorkOrder | null) => void;
  /** Runs each request, e.g. a record editor's `ownChange`, so the page knows the move is its own. */
  readonly around?: <R>(request: () => Promise<R>) => Promise<R>;
}

export function useStatusMove(options: StatusMoveOptions = {}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [asking, setAsking] = useState<OdometerQuestion | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  // The answer to one move must not close the question another move is asking meanwhile (a
  // quick "Start" on one job, then "Done" on another, whose odometer is being asked for).
  const settleQuestion = (id: string) => setAsking((current) => (current !== null && current.workOrder.id !== id ? current : null));

  const send = async (workOrder: Movable, to: WorkOrderStatus, odometer?: string): Promise<boolean> => {
    setRefusal(null);
    setBusy(workOrder.id);
    options.onStart?.(workOrder, to);
    try {
      const request = async () =>
        (await moveWorkOrder(workOrder, to, odometer !== undefined ? { odometer } : {})).record as WorkOrder;
      const saved = await (options.around ? options.around(request) : request());
      options.onEnd?.(workOrder, saved);
      settleQuestion(workOrder.id);
      return true;
    } catch (error) {
      options.onEnd?.(workOrder, null);
      const failure = describeApiError(error);
      if (failure.kind === "cancelled") return false;
      const atField = failure.kind === "invalid" ? (failure.fields.odometer ?? failure.fields.status) : undefined;
      const message = notMoved(workOrder, to, atField ?? failure.message);
      if (odometer !== undefined && failure.kind === "invalid" && failure.fields.odometer) {
        setAsking({ workOrder, error: failure.fields.odometer });
      } else {
        settleQuestion(workOrder.id);
        setRefusal(message);
      }
      return false;
    } finally {
      setBusy(null);
    }
  };

  /** Moves it; becoming done asks for the odometer reading first. */
  const move = (workOrder: Movable, to: WorkOrderStatus) => {
    if (to === workOrder.status) return;
    if (to === "done" && isAllowedTransition(workOrder.status, to)) {
      setRefusal(null);
      setAsking({ workOrder, error: null });
      return;
    }
    void send(workOrder, to);
  };

  /** A card dropped where it cannot go (the column took no drop): why, as a refused move says it. */
  const refuseDrop = (workOrder: Movable, to: WorkOrderStatus) => {
    if (to === workOrder.status) return;
    // Not a move of the table, or one the role may not make.
    const transition = transitionRefusal(workOrder.status, to);
    const reason = transition ? fieldErrorMessage(transition) : refusalText(isReopening(workOrder.status, to) ? "reopen" : "update", "work_orders");
    setRefusal(notMoved(workOrder, to, reason));
  };

  return {
    move,
    refuseDrop,
    /** The answer to the odometer question: done with that reading. */
    completeWith: (odometer: string) => (asking ? send(asking.workOrder, "done", odometer) : Promise.resolve(false)),
    cancelQuestion: () => setAsking(null),
    asking,
    refusal,
    dismiss: () => setRefusal(null),
    busy,
  };
}

export type StatusMove = ReturnType<typeof useStatusMove>;
