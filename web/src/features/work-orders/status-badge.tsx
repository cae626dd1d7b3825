import type { WorkOrderStatus } from "@shared/records";
import { useLabel } from "../../lib/i18n";
import { Badge, type BadgeTone } from "../../ui/badge";

/** What each status means, as a colour (the badges and the dashboard's bars). Red is for urgency and overdue work only. */
export const WORK_ORDER_STATUS_TONES: Readonly<Record<WorkOrderStatus, BadgeTone>> = {
  open: "info",
  in_progress: "warning",
  waiting_parts: "waiting",
  done: "success",
  cancelled: "neutral",
};

/** A work order's status as a badge. */
export function WorkOrderStatusBadge({ status }: { status: WorkOrderStatus }) {
  const label = useLabel();
  return <Badge tone={WORK_ORDER_STATUS_TONES[status]}>{label("workOrderStatus", status)}</Badge>;
}
