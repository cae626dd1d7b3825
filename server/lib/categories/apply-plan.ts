// POST /api/app/categories/{id}/apply-plan: "Apply to existing vehicles" of a category's service
// plan (managers; reminders/plans.ts).

import { COLLECTIONS } from "@shared/records";
import { applyPlan } from "../reminders/plans";
import { requireRole } from "../roles/require-role";
import { requesterOf } from "../records/save-context";

export function serveApplyPlan(e: core.RequestEvent): void {
  requireRole(e, "update", "service_plans");
  const id = e.request!.pathValue("id");
  try {
    e.app.findRecordById(COLLECTIONS.categories, id);
  } catch {
    throw new NotFoundError("This category does not exist (any more).", {});
  }
  // requireRole let only a manager or a superuser through: someone the history can name.
  const added = applyPlan(e.app, id, requesterOf(e.auth)!);
  e.json(200, { added });
}
