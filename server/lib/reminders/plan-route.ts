// POST /api/app/categories/{id}/apply-plan: "Apply to existing vehicles" (managers; plans.ts).

import { COLLECTIONS } from "@shared/records";
import { authorOf } from "../history";
import { applyPlan } from "./plans";
import { requireRole } from "./permissions";

export function serveApplyPlan(e: core.RequestEvent): void {
  requireRole(e, "update", "service_plans");
  const id = e.request!.pathValue("id");
  try {
    e.app.findRecordById(COLLECTIONS.categories, id);
  } catch {
    throw new NotFoundError("This category does not exist (any more).", {});
  }
  // requireRole let only a manager or a superuser through: someone the history can name.
  const added = applyPlan(e.app, id, authorOf(e.auth)!);
  e.json(200, { added });
}
