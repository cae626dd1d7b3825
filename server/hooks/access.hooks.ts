// The door of the record API (server/lib/access/): guests get 401 on the workshop's records,
// roles their 403 (server/lib/roles/), back-relations are refused, the body of a write is kept as
// sent, an employee's change of their own account is answered field by field, and no list is
// sorted by hidden email addresses.
// It also applies the request bounds (server/lib/bounds/): body size and keys, live connections
// per address, one thumbnail at a time.
import type * as Workshop from "../lib";

// The guard runs on every request, in a JS engine that it holds until the request ends; so it
// must not wrap a realtime stream, which may stay open for 30 minutes: 300 guests' streams held
// 300 engines with our library loaded (460 MB that never came back). PocketBase builds each
// route's middleware list by id, and a route's own middleware replaces one of the same id
// bound above it (tools/router, hook.Bind). The realtime stream (GET /api/realtime) binds
// `pbSkipSuccessActivityLog` (apis.SkipSuccessActivityLog), as do only routes where the guard
// has nothing to do (the OAuth2 redirect, the superusers' logs, the dashboard's extensions.js).
// Bound under that id, the guard runs on every other route and never on the stream. Our own
// routes must not bind $apis.skipSuccessActivityLog(): scripts/hook-isolation.ts refuses it.
// (docs/decisions/bounds.md)
//
// A signed-in read without a body needs nothing from the guard (it turns guests away, keeps the
// body of writes, refuses back-relations and holds the thumbnail permit), so that case goes
// on at once, without loading the library: `require` costs several file-system calls per
// request (docs/performance.md). Everything else takes the full guard, as does any read whose
// expand, sort or filter (as PocketBase reads them) mentions `_via_`, whose expand has a `(`,
// or that asks for a thumbnail.
routerUse(
  new Middleware(
    (e) => {
      const request = e.request!;
      const method = request.method;
      if (e.auth && (method === "GET" || method === "HEAD") && request.contentLength === 0) {
        const query = request.url!.query();
        const expand = query.get("expand");
        const terms = `${expand} ${query.get("sort")} ${query.get("filter")}`;
        if (!terms.includes("_via_") && !expand.includes("(") && query.get("thumb") === "") {
          e.next();
          return;
        }
      }
      const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
      workshop.access.guardRecords(e);
    },
    0,
    "pbSkipSuccessActivityLog",
  ),
);

// Live connections (/api/realtime) per address (docs/product.md "Bounded by design"): the SDK
// opens one before it sends any credentials, so guests may open them; each costs little now that
// no engine stays with it, but their number must still be bounded. Counted at a connection's
// first message (PB_CONNECT), when PocketBase has just registered it; one over the bound is
// answered 429 instead of its stream and closed (an error from this hook ends the connection,
// which PocketBase then unregisters). One device with many tabs stays far below 50. Written out
// here rather than in the library: loading the library into each engine a burst of connections
// lands on cost 60 MB for 300 guests, the connections themselves 15 MB.
onRealtimeMessageSend((e) => {
  if (e.message?.name !== "PB_CONNECT") {
    e.next();
    return;
  }
  const perAddress = 50;
  const addressKey = "pbRealtimeClientIP"; // apis.RealtimeClientIPKey
  const address = e.client.get(addressKey);
  let count = 0;
  for (const chunk of e.app.subscriptionsBroker().chunkedClients(500)) {
    for (const client of chunk) if (client.get(addressKey) === address) count += 1;
  }
  if (count > perAddress) {
    const message = `This address already holds ${perAddress} live connections, the most one device may keep open. Close some tabs and reload.`;
    e.json(429, { status: 429, message, data: {} });
    throw new TooManyRequestsError(message, {});
  }
  e.next();
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

// A thumbnail is made by now and its file is about to be sent: the permit is given back first.
onFileDownloadRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.bounds.releaseThumbnailPermit(e);
  e.next();
});
