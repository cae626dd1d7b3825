// Behind a reverse proxy: PocketBase's trusted proxy header from WORKSHOP_PROXY_HEADER (server/lib/trusted-proxy.ts).
import type * as Workshop from "../lib";

onBootstrap((e) => {
  e.next();
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.trustedProxy.trustProxyHeader(e.app);
});
