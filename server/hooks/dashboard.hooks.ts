// The dashboard's figures (server/lib/dashboard/) and the vehicle export
// (server/lib/vehicles/export.ts), for workshop staff. Under /api/app/, off the app's page paths.
import type * as Workshop from "../lib";

routerAdd("GET", "/api/app/stats", (e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.dashboard.serveStats(e);
});

routerAdd("GET", "/api/app/vehicles.csv", (e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.vehicles.serveVehiclesCsv(e);
});
