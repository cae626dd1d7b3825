import type { WorkOrder } from "@shared/records";
import { can } from "@shared/roles";
import { nextStatuses } from "@shared/work-orders/transitions";
import { useLabel, useTranslation } from "../../lib/i18n";
import { movesFor, RoleNote, useRole } from "../../lib/permissions";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { moveLabel } from "./move-label";
import { OdometerDialog } from "./odometer-dialog";
import { WorkOrderStatusBadge } from "./status-badge";
import type { StatusMove } from "./use-status-move";
import type { WithPending } from "../../lib/offline/pending";
import { PendingBadge } from "../offline";

/** A work order's status and its next steps as buttons (done asks for the odometer when missing). */
export function WorkOrderStatusControls({ workOrder, moves, disabled }: {
  workOrder: WithPending<WorkOrder>;
  moves: StatusMove;
  disabled: boolean;
}) {
  const role = useRole();
  const { t } = useTranslation("work-orders");
  const label = useLabel();
  const next = movesFor(role, workOrder.status);
  // Moves the work order could make but this role may not: say who may.
  const missing = next.length < nextStatuses(workOrder.status).length;
  return (
    <div className="stack">
      <div className="work-order-status" role="group" aria-label={t("fields.status")}>
        <span>
          {t("move.current")} <WorkOrderStatusBadge status={workOrder.status} />
          {workOrder.pending && <PendingBadge />}
        </span>
        {next.map((to) => (
          <Button
            key={to}
            variant={to === "cancelled" ? "ghost" : to === "done" ? "primary" : "secondary"}
            className="button-small"
            disabled={disabled}
            busy={moves.busy === workOrder.id && moves.asking === null}
            aria-label={t("move.button", { label: moveLabel(workOrder.status, to), status: label("workOrderStatus", to) })}
            onClick={() => moves.move(workOrder, to)}
          >
            {moveLabel(workOrder.status, to)}
          </Button>
        ))}
      </div>
      {missing && <RoleNote action={can(role, "update", "work_orders") ? "reopen" : "update"} subject="work_orders" />}
      {moves.refusal && <Alert tone="error">{moves.refusal}</Alert>}
      <OdometerDialog moves={moves} />
    </div>
  );
}
