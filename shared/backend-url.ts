// The backend base URL as a public runtime setting (docs/product.md "Deployables and serving":
// where the API is): the server writes it into the `workshop-backend-url` meta tag of index.html
// each time it serves the page, from the environment variable WORKSHOP_PUBLIC_BACKEND_URL, so one
// build works behind any address without rebuilding and without an extra request at start-up. Empty
// means "the page's own origin" (the usual case: PocketBase serves both the app and the API).

import { metaTagPattern } from "./html-meta";

export const BACKEND_URL_META_NAME = "workshop-backend-url";
export const BACKEND_URL_ENV = "WORKSHOP_PUBLIC_BACKEND_URL";

// scheme://host[:port][/path], no credentials, query, fragment, whitespace or quotes.
const BACKEND_URL_PATTERN = /^https?:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?(\/[A-Za-z0-9._~%!$&'()*+,;=:@/-]*)?$/;
const IPV6_BACKEND_URL_PATTERN = /^https?:\/\/\[[0-9A-Fa-f:.]+\](:[0-9]{1,5})?(\/[A-Za-z0-9._~%!$&'()*+,;=:@/-]*)?$/;

/**
 * The setting as the app uses it: "" for the page's own origin, an http(s) URL without a
 * trailing slash, or null when the value is not a usable URL (then the page's origin is used).
 */
export function parseBackendUrl(raw: string | null | undefined): string | null {
  const value = (raw ?? "").trim();
  if (value === "") return "";
  if (value.length > 2048) return null;
  if (!BACKEND_URL_PATTERN.test(value) && !IPV6_BACKEND_URL_PATTERN.test(value)) return null;
  return value.replace(/\/+$/, "");
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtmlAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

export function backendUrlMetaTag(url: string): string {
  return `<meta name="${BACKEND_URL_META_NAME}" content="${escapeHtmlAttribute(url)}">`;
}

const META_TAG = metaTagPattern(BACKEND_URL_META_NAME);

/** index.html with the meta tag's content set to `url` (already validated by parseBackendUrl). */
export function fillBackendUrlMeta(html: string, url: string): string {
  return html.replace(META_TAG, () => backendUrlMetaTag(url));
}
