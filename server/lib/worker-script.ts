// GET /sw.js, the service worker of the build the server hands out (web/service-worker/).
// Browsers check it for a new build with the validators of the copy they hold. PocketBase's file
// serving validates by modification time, which counts in whole seconds on the wire: a new
// worker written within the same second as the last (two deploys in a row, or a copy that keeps
// the build machine's times) was answered 304, and phones kept the old build's worker and page.
// The script is a few kilobytes, so it is validated by its content instead.

import { SERVICE_WORKER_FILE } from "@shared/app-manifest";
import { etagMatches } from "@shared/page-wire";
import { publicDir } from "./public-files";

export function sendWorkerScript(e: core.RequestEvent): void {
  let script: string | number[];
  try {
    script = $os.readFile($filepath.join(publicDir(), SERVICE_WORKER_FILE));
  } catch {
    throw new NotFoundError("", {});
  }
  // Like PocketBase's own file serving, a successful answer stays out of the request log: every
  // page load asks for it. (PocketBase's internal key, as its SkipSuccessActivityLog middleware sets it.)
  e.set("__skipSuccessActivityLogger", true);
  const etag = `"${$security.sha256(toString(script)).slice(0, 32)}"`;
  const headers = e.response.header();
  // Always revalidated, so the browser's update check reaches the server.
  headers.set("Cache-Control", "no-cache");
  headers.set("ETag", etag);
  if (etagMatches(e.request!.header.get("If-None-Match"), etag)) {
    e.noContent(304);
    return;
  }
  e.blob(200, "text/javascript; charset=utf-8", script);
}
