// `GET /manifest.webmanifest`: the web app manifest (shared/app-manifest.ts) with the workshop's
// name filled in from WORKSHOP_NAME, as the page's meta tags are. Served by a route of its own
// rather than as a file: a file would carry no name, and its content type would depend on the
// host's MIME table (a container built FROM scratch has none).

import { appManifest, MANIFEST_CONTENT_TYPE } from "@shared/app-manifest";
import { parseWorkshopName, WORKSHOP_NAME_ENV } from "@shared/workshop-settings";

export function serveManifest(e: core.RequestEvent): void {
  const body = JSON.stringify(appManifest(parseWorkshopName($os.getenv(WORKSHOP_NAME_ENV))));
  const headers = e.response.header();
  // Revalidated like the page, so a renamed workshop shows on the next visit.
  headers.set("Cache-Control", "no-cache");
  headers.set("X-Content-Type-Options", "nosniff");
  e.blob(200, `${MANIFEST_CONTENT_TYPE}; charset=utf-8`, toBytes(body));
}
