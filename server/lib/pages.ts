// The catch-all `GET /{path...}` route: app pages get index.html with 200, other paths get the
// same page with 404 (the app then shows "Page Not Found: {path}"), so a full page load of an
// unknown address carries the right status. API and dashboard paths are left to PocketBase.

import { extractBuildId, type BuildInfo } from "@shared/app-build";
import { BACKEND_URL_ENV, fillBackendUrlMeta, parseBackendUrl } from "@shared/backend-url";
import { extractInlineHashes, originOf, pageSecurityHeaders } from "@shared/content-security";
import { matchRoute } from "@shared/routes";
import {
  fillWorkshopMeta,
  parseCurrency,
  parseWorkshopName,
  WORKSHOP_CURRENCY_ENV,
  WORKSHOP_NAME_ENV,
} from "@shared/workshop-settings";
import { fromIndexHtml, isServableFile, publicDir } from "./public-files";

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
  const currency = $os.getenv(WORKSHOP_CURRENCY_ENV);
  if (currency.trim() !== "" && parseCurrency(currency) !== currency.trim().toUpperCase()) {
    console.warn(`Workshop: ignoring ${WORKSHOP_CURRENCY_ENV}: a currency is a three-letter code such as EUR; using ${parseCurrency("")}.`);
  }
}

/** index.html as the server hands it out; worked out once per build (fromIndexHtml). */
interface ServedPage {
  /** The page with the backend URL, workshop name and currency filled in, UTF-8 (a Go byte slice). */
  readonly body: number[];
  readonly headers: Readonly<Record<string, string>>;
  /** The build id stamped into the page. */
  readonly build: string | null;
}

const SERVED_PAGE_KEY = "workshop.servedPage";

function preparePage(html: string): ServedPage {
  const backend = backendUrl();
  return {
    body: toBytes(
      fillWorkshopMeta(fillBackendUrlMeta(html, backend), {
        name: parseWorkshopName($os.getenv(WORKSHOP_NAME_ENV)),
        currency: parseCurrency($os.getenv(WORKSHOP_CURRENCY_ENV)),
      }),
    ),
    headers: {
      // Always revalidate, so a tab picks up a new build on its next full load.
      "Cache-Control": "no-cache",
      // The policy allows the page's own inline script and style by the hashes the build stamped
      // into it (shared/content-security.ts); PocketBase's X-Frame-Options SAMEORIGIN becomes DENY.
      ...pageSecurityHeaders(extractInlineHashes(html), originOf(backend)),
    },
    build: extractBuildId(html),
  };
}

function servedPage(): ServedPage | null {
  return fromIndexHtml(SERVED_PAGE_KEY, preparePage);
}

function sendIndex(e: core.RequestEvent, status: number): void {
  const page = servedPage();
  if (page === null) {
    throw new ApiError(503, "The app is not built yet: run `make build`.", {});
  }
  const headers = e.response.header();
  for (const name of Object.keys(page.headers)) headers.set(name, page.headers[name]!);
  e.blob(status, "text/html; charset=utf-8", page.body);
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
  const build = servedPage()?.build ?? null;
  if (build === null) {
    throw new ApiError(503, "The app is not built yet.", {});
  }
  e.response.header().set("Cache-Control", "no-store");
  const body: BuildInfo = { build };
  e.json(200, body);
}
