// The vehicle and work order lists searched through trigram indexes (server/lib/search/). Under
// /api/app/, off the app's page paths.
import type * as Workshop from "../lib";

routerAdd("GET", "/api/app/vehicles", (e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.search.serveVehicleSearch(e);
});

routerAdd("GET", "/api/app/work-orders", (e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.search.serveWorkOrderSearch(e);
});
