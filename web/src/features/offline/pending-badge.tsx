import { Badge } from "../../ui/badge";

/** Marks what a change made on this device shows before the server has it. */
export function PendingBadge() {
  return (
    <span className="pending-badge">
      <Badge tone="warning">Waiting to be sent</Badge>
    </span>
  );
}
