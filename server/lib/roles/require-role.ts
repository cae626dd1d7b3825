// Who may do what with reminders and service plans: the roles table (shared/roles.ts), answered
// with its 403 message ("Only a manager can delete reminders."). Superusers are never refused.

import { can, refusalMessage, type Action, type Subject } from "@shared/roles";
import { SIGN_IN_MESSAGE } from "./staff";

export function requireRole(e: core.RequestEvent, action: Action, subject: Subject): void {
  if (e.hasSuperuserAuth()) return;
  const auth = e.auth;
  if (!auth) throw new UnauthorizedError(SIGN_IN_MESSAGE, {});
  if (!can(auth.getString("role"), action, subject)) throw new ForbiddenError(refusalMessage(action, subject), {});
}
