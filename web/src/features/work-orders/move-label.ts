import type { WorkOrderStatus } from "@shared/records";

/** What the button of a status change says: the step as staff name it ("Start", "Reopen"). */
export function moveLabel(from: WorkOrderStatus, to: WorkOrderStatus): string {
  switch (to) {
    case "in_progress":
      return from === "open" ? "Start" : from === "done" ? "Reopen" : "Resume";
    case "waiting_parts":
      return "Wait for parts";
    case "done":
      return "Done";
    case "open":
      return from === "cancelled" ? "Reopen" : "Back to open";
    case "cancelled":
      return "Cancel";
  }
}
