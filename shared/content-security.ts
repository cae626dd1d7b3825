// The Content-Security-Policy of the app's pages and the other security headers they carry.
//
// The page is one index.html with one inline <script type="module"> and one inline <style>
// (vite-plugin-singlefile), and the small classic script that sets the theme before the first
// paint (vite.config.ts). The build hashes each and stamps the hashes into the page as a meta
// tag; the server reads them back out of the index.html it serves (the same way it reads the
// build id) and allows exactly those blocks: no 'unsafe-inline', so an
// injected <script> or <style> would not run. A hand-edited page whose blocks no longer match
// its hashes is refused by the browser rather than run unchecked.

import { BUILD_META_TAG } from "./app-build";
import { metaTagPattern } from "./html-meta";

export const CSP_META_NAME = "workshop-csp";

/** A CSP hash source: `'sha256-<base64>'`. */
const HASH_SOURCE = /^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;

export interface InlineBlocks {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

/**
 * The text content of every inline <script> (those without `src`) and <style> element of a
 * page, as the browser hashes it for CSP.
 */
export function inlineBlocks(html: string): InlineBlocks {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const match of html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi)) {
    const [, tag, attributes, content] = match;
    if (tag!.toLowerCase() === "script") {
      if (!/\ssrc\s*=/i.test(attributes!)) scripts.push(content!);
    } else {
      styles.push(content!);
    }
  }
  return { scripts, styles };
}

export interface InlineHashes {
  /** Hash sources, e.g. `'sha256-…'`, one per inline script. */
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

/** `<meta name="workshop-csp" content="script 'sha256-…'; style 'sha256-…'">` */
export function cspMetaTag(hashes: InlineHashes): string {
  const part = (kind: string, sources: readonly string[]) => [kind, ...sources].join(" ");
  return `<meta name="${CSP_META_NAME}" content="${part("script", hashes.scripts)}; ${part("style", hashes.styles)}">`;
}

const CSP_META_TAG = metaTagPattern(CSP_META_NAME);

/**
 * The page with the hashes of its inline scripts and styles stamped in (replacing any stamped
 * before), right after its build meta tag. `sha256Base64` is the digest (node:crypto at build
 * time): this module stays pure. Throws when the page has no inline script or no build tag.
 */
export function stampInlineHashes(html: string, sha256Base64: (text: string) => string): string {
  const unstamped = html.replace(new RegExp(`\\s*${CSP_META_TAG.source}`), "");
  const blocks = inlineBlocks(unstamped);
  if (blocks.scripts.length === 0) throw new Error("CSP hashes: the page has no inline script (not inlined yet?)");
  const source = (text: string) => `'sha256-${sha256Base64(text)}'`;
  const tag = cspMetaTag({ scripts: blocks.scripts.map(source), styles: blocks.styles.map(source) });
  const stamped = unstamped.replace(BUILD_META_TAG, (meta) => `${meta}\n    ${tag}`);
  if (stamped === unstamped) throw new Error("CSP hashes: the page has no build meta tag to put them after");
  return stamped;
}

/** The hashes stamped into a page, or null when it has none (only well-formed hash sources count). */
export function extractInlineHashes(html: string): InlineHashes | null {
  const content = CSP_META_TAG.exec(html)?.[1];
  if (content === undefined) return null;
  const found: { script: string[]; style: string[] } = { script: [], style: [] };
  for (const part of content.split(";")) {
    const [kind, ...sources] = part.trim().split(/\s+/);
    if (kind === "script" || kind === "style") found[kind].push(...sources.filter((source) => HASH_SOURCE.test(source)));
  }
  return { scripts: found.script, styles: found.style };
}

/** `https://api.example.com:8443` of a URL that parseBackendUrl accepted; "" for none. */
export function originOf(url: string): string {
  return /^https?:\/\/[^/?#]+/i.exec(url)?.[0] ?? "";
}

/**
 * The policy of an app page. `backendOrigin` is the origin of WORKSHOP_PUBLIC_BACKEND_URL when
 * the API lives elsewhere ("" when PocketBase serves both): the app calls it (connect-src,
 * including realtime) and shows photos from it (img-src).
 */
export function contentSecurityPolicy(hashes: InlineHashes | null, backendOrigin = ""): string {
  const extra = backendOrigin === "" ? [] : [backendOrigin];
  const sources = (list: readonly string[]) => (list.length > 0 ? list.join(" ") : "'none'");
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", sources(hashes?.scripts ?? [])],
    ["style-src", sources(hashes?.styles ?? [])],
    // Photos and thumbs (from the API), the favicon (data:), a chosen photo's preview (blob:).
    ["img-src", "'self'", "data:", "blob:", ...extra],
    ["connect-src", "'self'", ...extra],
    ["font-src", "'self'"],
    // The service worker (/sw.js) and the web app manifest: script-src would otherwise govern
    // the worker, and it allows only the page's own inline script.
    ["worker-src", "'self'"],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** Every header of an app page response besides its content type and caching. */
export function pageSecurityHeaders(hashes: InlineHashes | null, backendOrigin = ""): Readonly<Record<string, string>> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(hashes, backendOrigin),
    "Referrer-Policy": "same-origin",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
  };
}
