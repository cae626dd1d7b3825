// The door of the record API (server/lib/access/): guests get 401 on the workshop's records,
// roles their 403 (server/lib/roles/), back-relations are refused, the body of a write is kept as
// sent, an employee's change of their own account is answered field by field, and no list is
// sorted by hidden email addresses.
import type * as Workshop from "../lib";

// The guard runs on every request, in the JS engine. A signed-in read needs nothing from it (it
// turns guests away, keeps the body of writes, and refuses back-relations), so that case goes on
// at once, without loading the library: `require` costs several file-system calls per request
// (docs/performance.md). Everything else takes the full guard, as does any read whose
// expand, sort or filter (as PocketBase reads them) mentions `_via_` or expand has a `(`.
routerUse((e) => {
  const request = e.request!;
  const method = request.method;
  if (e.auth && (method === "GET" || method === "HEAD")) {
    const query = request.url!.query();
    const expand = query.get("expand");
    if (!`${expand} ${query.get("sort")} ${query.get("filter")}`.includes("_via_") && !expand.includes("(")) {
      e.next();
      return;
    }
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.access.guardRecords(e);
});

onRealtimeSubscribeRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.access.refuseBackRelationSubscriptions(e);
});

// Every list request of every collection passes here, the hottest reads included. Only a `sort`
// that mentions "email" can be refused, so any other list goes on at once, without loading the
// library (`require` costs several file-system calls per request). This, the guard's fast path
// above, the colleague view's check in employees.hooks.ts, the step mark of the collections'
// execute hooks and the checked mark of their validate hooks are the only checks allowed in an
// entry file (docs/ARCHITECTURE.md).
onRecordsListRequest((e) => {
  const sort: unknown = e.requestInfo().query["sort"];
  if (typeof sort !== "string" || !sort.includes("email")) {
    e.next();
    return;
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.access.refuseEmailSort(e);
});
