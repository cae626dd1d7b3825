// The vehicle list's search through a trigram index (server/lib/search/). Under /api/app/, off
// the app's page paths.
import type * as Workshop from "../lib";

routerAdd("GET", "/api/app/vehicles", (e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.search.serveVehicleSearch(e);
});
