import type { WorkOrderStatus } from "@shared/records";
import { translate } from "../../lib/i18n";

const say = (key: string) => translate("work-orders", key);

/** What the button of a status change says: the step as staff name it ("Start", "Reopen"). */
export function moveLabel(from: WorkOrderStatus, to: WorkOrderStatus): string {
  switch (to) {
    case "in_progress":
      return say(from === "open" ? "move.start" : from === "done" ? "move.reopen" : "move.resume");
    case "waiting_parts":
      return say("move.waitForParts");
    case "done":
      return say("move.done");
    case "open":
      return say(from === "cancelled" ? "move.reopen" : "move.backToOpen");
    case "cancelled":
      return say("move.cancel");
  }
}
