// The app's pages and build id (server/lib/pages.ts), and its manifest (server/lib/app-manifest.ts).
import type * as Workshop from "../lib";

routerAdd("GET", "/{path...}", (e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.pages.servePage(e);
});

routerAdd("GET", "/manifest.webmanifest", (e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.appManifest.serveManifest(e);
});

routerAdd("GET", "/api/app/build", (e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.pages.buildInfo(e);
});

onBootstrap((e) => {
  e.next();
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.pages.reportSettings();
});
