import { WORK_ORDER_STATUS_LABELS, type WorkOrderStatus } from "@shared/records";
import { Badge, type BadgeTone } from "../../ui/badge";

const STATUS_TONES: Readonly<Record<WorkOrderStatus, BadgeTone>> = {
  open: "info",
  in_progress: "warning",
  waiting_parts: "danger",
  done: "success",
  cancelled: "neutral",
};

/** A work order's status as a badge. */
export function WorkOrderStatusBadge({ status }: { status: WorkOrderStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{WORK_ORDER_STATUS_LABELS[status]}</Badge>;
}
