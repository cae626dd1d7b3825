// The catch-all `GET /{path...}` route: app pages get index.html with 200, other paths get the
// same page with 404 (the app then shows "Page Not Found: {path}"), so a full page load of an
// unknown address carries the right status. API and dashboard paths are left to PocketBase.

import type { BuildInfo } from "@shared/app-build";
import { BACKEND_URL_ENV, fillBackendUrlMeta, parseBackendUrl } from "@shared/backend-url";
import { extractInlineHashes, originOf, pageSecurityHeaders } from "@shared/content-security";
import { matchRoute } from "@shared/routes";
import { isServableFile, publicDir, readIndexHtml, servedBuildId } from "./public-files";

function requestPath(e: core.RequestEvent): string {
  return e.request?.url?.path ?? "/";
}

/** The public backend URL setting; an unusable value falls back to the page's own origin (""). */
function backendUrl(): string {
  return parseBackendUrl($os.getenv(BACKEND_URL_ENV)) ?? "";
}

/**
 * Said once at start-up (bootstrap), so a mistyped setting does not go unnoticed. The value itself
 * is not repeated: one refused for its credentials (https://user:password@host) would otherwise
 * put the password into the journal.
 */
export function reportSettings(): void {
  if (parseBackendUrl($os.getenv(BACKEND_URL_ENV)) === null) {
    console.warn(
      `Workshop: ignoring ${BACKEND_URL_ENV}: its value is not an http(s) URL without credentials, ` +
        "such as https://workshop.example.com. The app talks to the server that serves it.",
    );
  }
}

function sendIndex(e: core.RequestEvent, status: number): void {
  const html = readIndexHtml();
  if (html === null) {
    throw new ApiError(503, "The app is not built yet: run `make build`.", {});
  }
  const backend = backendUrl();
  const headers = e.response.header();
  // Always revalidate, so a tab picks up a new build on its next full load.
  headers.set("Cache-Control", "no-cache");
  // The policy allows the page's own inline script and style by the hashes the build stamped
  // into it (shared/content-security.ts); PocketBase's X-Frame-Options SAMEORIGIN becomes DENY.
  const security = pageSecurityHeaders(extractInlineHashes(html), originOf(backend));
  for (const name of Object.keys(security)) headers.set(name, security[name]!);
  e.html(status, fillBackendUrlMeta(html, backend));
}

export function servePage(e: core.RequestEvent): void {
  const path = requestPath(e);
  if (path === "/api" || path.startsWith("/api/")) {
    // An API path no PocketBase route matched: answer like the API does, in JSON.
    throw new NotFoundError("", {});
  }
  if (matchRoute(path)) return sendIndex(e, 200);
  if (isServableFile(path)) return $apis.static(publicDir(), false)(e);
  return sendIndex(e, 404);
}

/** `GET /api/app/build`: which build of the app this server hands out (PRODUCT.md "New build"). */
export function buildInfo(e: core.RequestEvent): void {
  const build = servedBuildId();
  if (build === null) {
    throw new ApiError(503, "The app is not built yet.", {});
  }
  e.response.header().set("Cache-Control", "no-store");
  const body: BuildInfo = { build };
  e.json(200, body);
}
