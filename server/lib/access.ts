// Guests get nothing (PRODUCT.md "Access rules"). The collections' rules already require a
// signed-in employee, but for a guest they answer a list with 200 and no items, a record with
// 404 and a create with 400, which says nothing useful. This middleware answers every record
// endpoint of categories and vehicles (and the category_usage view) with 401 instead, before
// PocketBase runs a query.
// Realtime and files follow the view rule (and photos need a file token) on their own.

import { COLLECTIONS } from "@shared/records";
import { rememberRawBody } from "./record-input";

const RECORDS_PATH = /^\/api\/collections\/([^/]+)\/records(?:\/|$)/;
const GUARDED: readonly string[] = [COLLECTIONS.categories, COLLECTIONS.vehicles, COLLECTIONS.categoryUsage];

export const SIGN_IN_MESSAGE = "Sign in as workshop staff to see vehicles and categories.";

/** Whether a request path is a record endpoint of a guarded collection (by name or by id). */
function isGuardedRecordsPath(app: core.App, path: string): boolean {
  const match = RECORDS_PATH.exec(path);
  if (!match) return false;
  const collection = match[1]!;
  if (GUARDED.includes(collection)) return true;
  try {
    return GUARDED.includes(app.findCachedCollectionByNameOrId(collection).name);
  } catch {
    return false; // no such collection: PocketBase answers 404
  }
}

/**
 * Router middleware on every request: 401 for a guest on a guarded record endpoint; for a
 * signed-in write, keeps the body as sent (see rememberRawBody); then on to PocketBase.
 */
export function guardRecords(e: core.RequestEvent): void {
  if (isGuardedRecordsPath(e.app, e.request?.url?.path ?? "")) {
    if (!e.auth) throw new UnauthorizedError(SIGN_IN_MESSAGE, {});
    rememberRawBody(e);
  }
  e.next();
}
