// The catch-all `GET /{path...}` route: app pages get index.html with 200, other paths get the
// same page with 404 (the app then shows "Page Not Found: {path}"), so a full page load of an
// unknown address carries the right status. API and dashboard paths are left to PocketBase.

import { extractBuildId, type BuildInfo } from "@shared/app-build";
import { BACKEND_URL_ENV, fillBackendUrlMeta, parseBackendUrl } from "@shared/backend-url";
import { extractInlineHashes, originOf, pageSecurityHeaders } from "@shared/content-security";
import {
  chooseEncoding,
  closeBrotli,
  closeGzip,
  etagMatches,
  PREFIX_PART_FILES,
  readPartHeader,
  splitRuntimeTail,
  utf8Bytes,
  type PageEncoding,
  type PartHeader,
} from "@shared/page-wire";
import { SERVICE_WORKER_PATH } from "@shared/app-manifest";
import { matchRoute } from "@shared/routes";
import { LABOUR_RATE_ENV, labourRateCents } from "@shared/time/labour";
import {
  fillWorkshopMeta,
  parseCurrency,
  parseWorkshopName,
  WORKSHOP_CURRENCY_ENV,
  WORKSHOP_NAME_ENV,
} from "@shared/workshop-settings";
import { fromIndexHtml, isServableFile, publicDir } from "./public-files";
import { sendWorkerScript } from "./worker-script";

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
  const rate = $os.getenv(LABOUR_RATE_ENV);
  if (rate.trim() !== "" && labourRateCents(rate.trim()) === null) {
    console.warn(`Workshop: ignoring ${LABOUR_RATE_ENV}: a labour rate is an amount per hour such as 89.50; using 0.`);
  }
}

/** One form of the page on the wire: as is, or compressed. */
interface PageVariant {
  /** The bytes sent (a Go byte slice). */
  readonly body: number[];
  /** Strong, and different for each encoding of the same page (RFC 9110 8.8.3). */
  readonly etag: string;
}

/** index.html as the server hands it out; worked out once per build (fromIndexHtml). */
interface ServedPage {
  /** The page with the runtime settings filled in, UTF-8, and its compressed forms. */
  readonly identity: PageVariant;
  readonly encoded: Readonly<Partial<Record<PageEncoding, PageVariant>>>;
  readonly headers: Readonly<Record<string, string>>;
  /** The build id stamped into the page. */
  readonly build: string | null;
}

const SERVED_PAGE_KEY = "workshop.servedPage";

/**
 * The build's open compressed stream of `prefix` (shared/page-wire.ts), or null when the part file
 * is missing or belongs to another page (a build written meanwhile): then that encoding is simply
 * not offered until the files agree again.
 */
function openStream(encoding: PageEncoding, prefix: string): { bytes: number[]; header: PartHeader } | null {
  let bytes: number[];
  try {
    bytes = toBytes($os.readFile($filepath.join(publicDir(), PREFIX_PART_FILES[encoding])));
  } catch {
    return null;
  }
  const header = readPartHeader(bytes);
  return header !== null && header.sha256 === $security.sha256(prefix) ? { bytes, header } : null;
}

/**
 * Bytes as a Go byte slice, made once: a JS array of numbers would cross into Go as a slice of
 * boxed values on every request (tens of milliseconds each), and a JS ArrayBuffer kept in the
 * shared store belongs to the engine that made it, which another engine cannot send.
 */
function goBytes(bytes: readonly number[]): number[] {
  return toBytes(bytes);
}

/** The page in each encoding the build prepared, with the filled-in tail appended. */
function encodedVariants(page: string, tag: string): Partial<Record<PageEncoding, PageVariant>> {
  const split = splitRuntimeTail(page);
  if (split === null) return {};
  const tail = utf8Bytes(split.tail);
  const variants: Partial<Record<PageEncoding, PageVariant>> = {};
  const brotli = openStream("br", split.prefix);
  if (brotli) variants.br = { body: goBytes(closeBrotli(brotli.bytes, brotli.header, tail)), etag: `"${tag}-br"` };
  const gzip = openStream("gzip", split.prefix);
  if (gzip) variants.gzip = { body: goBytes(closeGzip(gzip.bytes, gzip.header, tail)), etag: `"${tag}-gz"` };
  return variants;
}

function preparePage(html: string): ServedPage {
  const backend = backendUrl();
  const page = fillWorkshopMeta(fillBackendUrlMeta(html, backend), {
    name: parseWorkshopName($os.getenv(WORKSHOP_NAME_ENV)),
    currency: parseCurrency($os.getenv(WORKSHOP_CURRENCY_ENV)),
  });
  // The page's identity: its build and the settings filled in, so a changed setting is a new ETag.
  const tag = $security.sha256(page).slice(0, 32);
  return {
    identity: { body: toBytes(page), etag: `"${tag}"` },
    encoded: encodedVariants(page, tag),
    headers: {
      // Always revalidate, so a tab picks up a new build on its next full load (a 304 when not).
      "Cache-Control": "no-cache",
      // The page differs by Accept-Encoding: caches must not hand a brotli page to a client
      // that did not ask for one.
      Vary: "Accept-Encoding",
      // The policy allows the page's own inline script and style by the hashes the build stamped
      // into it (shared/content-security.ts); PocketBase's X-Frame-Options SAMEORIGIN becomes DENY.
      ...pageSecurityHeaders(extractInlineHashes(html), originOf(backend)),
    },
    build: extractBuildId(html),
  };
}

function servedPage(): ServedPage | null {
  return fromIndexHtml(SERVED_PAGE_KEY, preparePage, [PREFIX_PART_FILES.br, PREFIX_PART_FILES.gzip]);
}

function sendIndex(e: core.RequestEvent, status: number): void {
  const page = servedPage();
  if (page === null) {
    throw new ApiError(503, "The app is not built yet: run `make build`.", {});
  }
  const request = e.request!;
  const encoding = chooseEncoding(request.header.get("Accept-Encoding"));
  const encoded = encoding !== null ? page.encoded[encoding] : undefined;
  const variant = encoded ?? page.identity;
  const headers = e.response.header();
  for (const name of Object.keys(page.headers)) headers.set(name, page.headers[name]!);
  headers.set("ETag", variant.etag);
  // A reload of a page it already has costs the tablet a few hundred bytes, not the page.
  const ifNoneMatch = request.header.get("If-None-Match");
  if (status === 200 && ifNoneMatch !== "" && etagMatches(ifNoneMatch, variant.etag)) {
    e.noContent(304);
    return;
  }
  if (encoded) headers.set("Content-Encoding", encoding!);
  e.blob(status, "text/html; charset=utf-8", variant.body);
}

export function servePage(e: core.RequestEvent): void {
  const path = requestPath(e);
  if (path === "/api" || path.startsWith("/api/")) {
    // An API path no PocketBase route matched: answer like the API does, in JSON.
    throw new NotFoundError("", {});
  }
  if (matchRoute(path)) return sendIndex(e, 200);
  if (path === SERVICE_WORKER_PATH) return sendWorkerScript(e);
  if (isServableFile(path)) return $apis.static(publicDir(), false)(e);
  return sendIndex(e, 404);
}

/** `GET /api/app/build`: which build of the app this server hands out (docs/product.md "New build"). */
export function buildInfo(e: core.RequestEvent): void {
  const build = servedPage()?.build ?? null;
  if (build === null) {
    throw new ApiError(503, "The app is not built yet.", {});
  }
  e.response.header().set("Cache-Control", "no-store");
  const body: BuildInfo = { build };
  e.json(200, body);
}
