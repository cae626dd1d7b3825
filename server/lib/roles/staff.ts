// Who may use the workshop's own endpoints (the dashboard's figures, the exports, the searches,
// applying a plan): signed-in employees, and the superuser (who may read every record anyway,
// e.g. to script a nightly export). Guests get 401, any other kind of account 403.

import { COLLECTIONS } from "@shared/records";

/** A guest's 401 at the workshop's records (server/lib/access/guard.ts) and endpoints. */
export const SIGN_IN_MESSAGE = "Sign in as workshop staff to see the workshop's records.";
export const STATS_SIGN_IN_MESSAGE = "Sign in as workshop staff to see the dashboard.";
export const EXPORT_SIGN_IN_MESSAGE = "Sign in as workshop staff to export vehicles.";
export const WORK_ORDER_EXPORT_SIGN_IN_MESSAGE = "Sign in as workshop staff to export work orders.";
export const EXPORT_LINK_EXPIRED_MESSAGE =
  "This download link has expired or is not valid. Start the export again from the app.";
const STAFF_ONLY_MESSAGE = "Only workshop staff may do this.";

function isStaff(record: core.Record): boolean {
  return record.isSuperuser() || record.collection().name === COLLECTIONS.employees;
}

/** Throws 401 for a guest (or a token that does not verify), 403 for any other kind of account; gives who asks. */
export function requireStaff(e: core.RequestEvent, signInMessage: string): core.Record {
  if (!e.auth) throw new UnauthorizedError(signInMessage, {});
  if (!isStaff(e.auth)) throw new ForbiddenError(STAFF_ONLY_MESSAGE, {});
  return e.auth;
}

/**
 * A plain link (a download) cannot carry the Authorization header, so the export also takes a
 * PocketBase file token (`POST /api/files/token`, valid for minutes) in the URL. An auth token
 * is refused there: it would last days and end up in logs and the browser's history.
 */
export function requireStaffFileToken(app: core.App, token: string): core.Record {
  let record: core.Record;
  try {
    record = app.findAuthRecordByToken(token, "file");
  } catch {
    throw new UnauthorizedError(EXPORT_LINK_EXPIRED_MESSAGE, {});
  }
  if (!isStaff(record)) throw new ForbiddenError(STAFF_ONLY_MESSAGE, {});
  return record;
}
