// Guests get nothing (docs/product.md "Access rules"). The collections' rules already require a
// signed-in employee, but for a guest they answer a list with 200 and no items, a record with
// 404 and a create with 400, which says nothing useful. This middleware answers every record
// endpoint of the workshop's collections (GUARDED) with 401 instead, before PocketBase runs
// a query.
// Realtime and files follow the view rule (and photos need a file token) on their own.
// It also answers an employee's change of their own record that cannot be saved, field by
// field, before the employees' update rule would answer 404 (own-account.ts), and it applies the
// request bounds (server/lib/bounds/): body size and keys, one thumbnail at a time.

import { HISTORY_COLLECTION } from "@shared/history";
import { refuseHistoryWrites } from "../history/refusal";
import { COLLECTIONS } from "@shared/records";
import { backRelationParam, subscriptionReachesBack } from "./back-relation-terms";
import { checkOwnAccountUpdate } from "./own-account";
import { nextHoldingThumbnailPermit, refuseLargeBody, refuseManyKeys } from "../bounds";
import { rememberRawBody } from "../records/record-input";
import { checkRole } from "../roles";
import { SIGN_IN_MESSAGE } from "../roles/staff";

const RECORDS_PATH = /^\/api\/collections\/([^/]+)\/records(?:\/|$)/;
const GUARDED: readonly string[] = [
  COLLECTIONS.categories,
  COLLECTIONS.vehicles,
  COLLECTIONS.categoryUsage,
  COLLECTIONS.workOrders,
  COLLECTIONS.workOrderItems,
  COLLECTIONS.odometerReadings,
  HISTORY_COLLECTION,
  COLLECTIONS.reminders,
  COLLECTIONS.parts,
  COLLECTIONS.stockMovements,
  COLLECTIONS.timeEntries,
  COLLECTIONS.vehicleDocuments,
  COLLECTIONS.inspectionTemplates,
  COLLECTIONS.inspections,
  COLLECTIONS.defects,
];

export const BACK_RELATION_MESSAGE = "Only an administrator can expand, sort or filter through back-relations (…_via_…).";

const RECORD_PATH = /^\/api\/collections\/([^/]+)\/records\/([^/]+)$/;

/** Whether the request is a signed-in employee's update of their own record. */
function isOwnAccountUpdate(e: core.RequestEvent): boolean {
  const auth = e.auth;
  if (!auth || e.request?.method !== "PATCH") return false;
  const match = RECORD_PATH.exec(e.request.url?.path ?? "");
  if (!match || match[2] !== auth.id) return false;
  const collection = auth.collection();
  return collection.name === COLLECTIONS.employees && (match[1] === collection.name || match[1] === collection.id);
}

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

function refuseBackRelation(field: string): never {
  throw new BadRequestError(BACK_RELATION_MESSAGE, { [field]: new ValidationError("back_relation", BACK_RELATION_MESSAGE) });
}

/** Back-relations are for superusers only (see back-relation-terms.ts), in any request's query. */
function refuseBackRelations(e: core.RequestEvent): void {
  if (e.hasSuperuserAuth()) return;
  const query = e.request!.url!.query();
  const param = backRelationParam({ expand: query.get("expand"), sort: query.get("sort"), filter: query.get("filter") });
  if (param) refuseBackRelation(param);
}

/**
 * `onRealtimeSubscribeRequest`: a subscription's options may ask to expand a back-relation, which
 * PocketBase would then do for every event. Checked on the list PocketBase has read from the body,
 * whatever its form (JSON keys in any case, form values, XML), so no other reading can differ.
 */
export function refuseBackRelationSubscriptions(e: core.RealtimeSubscribeRequestEvent): void {
  if (!e.hasSuperuserAuth() && e.subscriptions.some(subscriptionReachesBack)) refuseBackRelation("subscriptions");
  e.next();
}

/**
 * Router middleware on every request but a realtime stream (server/hooks/access.hooks.ts): 413
 * for a JSON body over 1 MB, before anything reads it; 401 for a guest on a guarded record
 * endpoint; 400 for a record body with more than 100 keys; 403 for a write the employee's role
 * may not make (server/lib/roles); back-relations refused to all but superusers; for a signed-in
 * write, keeps the body as sent (see rememberRawBody); an employee's change of their own record
 * that cannot be saved answered field by field (see checkOwnAccountUpdate); then on to
 * PocketBase, holding the thumbnail permit if the request makes a thumbnail.
 */
export function guardRecords(e: core.RequestEvent): void {
  refuseLargeBody(e);
  const guarded = isGuardedRecordsPath(e.app, e.request?.url?.path ?? "");
  if (guarded && !e.auth) throw new UnauthorizedError(SIGN_IN_MESSAGE, {});
  refuseManyKeys(e);
  checkRole(e);
  refuseBackRelations(e);
  refuseHistoryWrites(e);
  if (guarded) rememberRawBody(e);
  else if (isOwnAccountUpdate(e)) checkOwnAccountUpdate(e);
  nextHoldingThumbnailPermit(e);
}
