// Nobody writes the history through the API (docs/product.md "Change history"): its write rules are
// null, which still lets superusers through, so every write is refused here — one clear 403 for
// everyone, before PocketBase's "Only superusers can perform this action." (untrue here) — and
// again in the record request hooks, which batch requests also run. A superuser cannot empty it
// (truncate), delete it or change its schema through the API either: that would change or lose
// entries; its schema is the migrations'.

import { HISTORY_COLLECTION, HISTORY_REFUSED } from "@shared/history";

/** A collection's records, one record, its truncation, or the collection itself. */
const COLLECTION_PATH = /^\/api\/collections\/([^/]+)(?:\/records(?:\/[^/]*)?|\/truncate)?\/?$/;

export function refuseHistory(): never {
  throw new ForbiddenError(HISTORY_REFUSED, {});
}

function isHistory(app: core.App, nameOrId: string): boolean {
  if (nameOrId === HISTORY_COLLECTION) return true;
  try {
    return app.findCachedCollectionByNameOrId(nameOrId).name === HISTORY_COLLECTION;
  } catch {
    return false; // no such collection: PocketBase answers 404
  }
}

/** Router middleware part (access/guard.ts): a signed-in write to the history is refused. */
export function refuseHistoryWrites(e: core.RequestEvent): void {
  const method = e.request?.method ?? "GET";
  if (!e.auth || method === "GET" || method === "HEAD" || method === "OPTIONS") return;
  const match = COLLECTION_PATH.exec(e.request?.url?.path ?? "");
  if (match && isHistory(e.app, decodeURIComponent(match[1]!))) refuseHistory();
}
