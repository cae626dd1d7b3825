// The permission table (shared/roles.ts) at the door of the record API: a write the signed-in
// employee's role may not make is answered 403 with a message that says who may make it, before
// PocketBase's own rules would answer 404 (update, delete) or 400 (create), which say nothing.
// The rules (migration 1796000020) still hold behind this. Superusers are never refused here.
// Any collection with a row in the table is covered as soon as it exists (reminders); one that no
// role may write (history) is left to its own rules and hooks.

import { EMPLOYEES_COLLECTION } from "@shared/constants";
import { isReopening } from "@shared/work-orders/transitions";
import { can, isSubject, isWritable, ownerField, refusalMessage, type Action, type Subject } from "@shared/roles";

const RECORDS_PATH = /^\/api\/collections\/([^/]+)\/records(?:\/([^/]+))?\/?$/;

function refuse(action: Action, subject: Subject): never {
  throw new ForbiddenError(refusalMessage(action, subject), {});
}

/** The row of the table for a collection that some role may write to (the others answer for themselves). */
function subjectOf(app: core.App, nameOrId: string): Subject | null {
  let name = nameOrId;
  if (!isSubject(name)) {
    try {
      name = app.findCachedCollectionByNameOrId(nameOrId).name;
    } catch {
      return null; // no such collection: PocketBase answers 404
    }
  }
  return isSubject(name) && isWritable(name) ? name : null;
}

/** The stored record, or null when there is none (PocketBase then answers 404 itself). */
function stored(app: core.App, subject: Subject, id: string): core.Record | null {
  try {
    return app.findRecordById(subject, id);
  } catch {
    return null;
  }
}

function writeAction(method: string, id: string | undefined): "create" | "update" | "delete" | null {
  if (method === "POST") return id === undefined ? "create" : null;
  if (id === undefined) return null;
  if (method === "PATCH" || method === "PUT") return "update";
  return method === "DELETE" ? "delete" : null;
}

function statusSent(e: core.RequestEvent): unknown {
  try {
    return (e.requestInfo().body ?? {})["status"];
  } catch {
    return undefined; // a body PocketBase cannot read gets its own 400
  }
}

/** Router middleware step (server/lib/access/guard.ts): refuses a write the employee's role may not make. */
export function checkRole(e: core.RequestEvent): void {
  const auth = e.auth;
  if (!auth || auth.collection().name !== EMPLOYEES_COLLECTION) return;
  const match = RECORDS_PATH.exec(e.request?.url?.path ?? "");
  if (!match) return;
  const action = writeAction(e.request!.method, match[2]);
  if (action === null) return;
  const subject = subjectOf(e.app, match[1]!);
  if (subject === null) return;
  const role = auth.getString("role");
  const id = match[2]!;

  if (action === "create") {
    if (!can(role, action, subject)) refuse(action, subject);
    return;
  }
  if (!mayChange(e, auth, role, action, subject, id)) refuse(action, subject);
  if (action === "update" && subject === "work_orders" && !can(role, "reopen", subject)) {
    const record = stored(e.app, subject, id);
    const status = statusSent(e);
    if (record && typeof status === "string" && isReopening(record.getString("status"), status)) refuse("reopen", subject);
  }
  if (action === "update" && subject === "defects" && !can(role, "dismiss", subject) && statusSent(e) === "dismissed") {
    const record = stored(e.app, subject, id);
    if (record && record.getString("status") !== "dismissed") refuse("dismiss", subject);
  }
}

/** An update or delete: any record by the role, or (`update_own`, `delete_own`) one of its own. */
function mayChange(e: core.RequestEvent, auth: core.Record, role: string, action: "update" | "delete", subject: Subject, id: string): boolean {
  if (can(role, action, subject)) return true;
  if (!can(role, action === "update" ? "update_own" : "delete_own", subject)) return false;
  const record = stored(e.app, subject, id);
  return record === null || record.getString(ownerField(subject)) === auth.id;
}
