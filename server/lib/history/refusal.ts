// Nobody writes the history through the API (PRODUCT.md "Change history"): its write rules are
// null, which still lets superusers through, so every write is refused here — one clear 403 for
// everyone, before PocketBase's "Only superusers can perform this action." (untrue here) — and
// again in the record request hooks, which batch requests also run.

import { HISTORY_COLLECTION, HISTORY_REFUSED } from "@shared/history";

const RECORDS_PATH = /^\/api\/collections\/([^/]+)\/records(?:\/|$)/;

export function refuseHistory(): never {
  throw new ForbiddenError(HISTORY_REFUSED, {});
}

/** Router middleware part (access.ts): a signed-in write to the history's records is refused. */
export function refuseHistoryWrites(e: core.RequestEvent): void {
  const method = e.request?.method ?? "GET";
  if (!e.auth || method === "GET" || method === "HEAD" || method === "OPTIONS") return;
  const match = RECORDS_PATH.exec(e.request?.url?.path ?? "");
  if (!match) return;
  const name = match[1]!;
  if (name === HISTORY_COLLECTION) refuseHistory();
  try {
    if (e.app.findCachedCollectionByNameOrId(name).name === HISTORY_COLLECTION) refuseHistory();
  } catch {
    // no such collection: PocketBase answers 404
  }
}
