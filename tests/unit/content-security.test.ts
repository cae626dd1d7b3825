// The page's Content-Security-Policy (shared/content-security.ts): which inline blocks it
// allows, how the build stamps their hashes into the page and the server reads them back.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  extractInlineHashes,
  inlineBlocks,
  originOf,
  pageSecurityHeaders,
  stampInlineHashes,
} from "@shared/content-security";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

const PAGE = [
  "<!doctype html><html><head>",
  '<meta charset="utf-8" />',
  '<meta name="workshop-build" content="0123456789abcdef">',
  '<script type="module" crossorigin>console.log("</b>ü")</script>',
  '<style rel="stylesheet" crossorigin>body{margin:0}</style>',
  '<script src="/elsewhere.js"></script>',
  "</head><body></body></html>",
].join("\n");

describe("inlineBlocks", () => {
  it("finds the inline scripts (not those with src) and styles, as the browser hashes them", () => {
    expect(inlineBlocks(PAGE)).toEqual({ scripts: ['console.log("</b>ü")'], styles: ["body{margin:0}"] });
  });
});

describe("stampInlineHashes and extractInlineHashes", () => {
  it("stamp the blocks' SHA-256 after the build tag, and read them back", () => {
    const stamped = stampInlineHashes(PAGE, sha256);
    expect(stamped).toContain(`<meta name="workshop-build" content="0123456789abcdef">\n    <meta name="workshop-csp"`);
    expect(extractInlineHashes(stamped)).toEqual({
      scripts: [`'sha256-${sha256('console.log("</b>ü")')}'`],
      styles: [`'sha256-${sha256("body{margin:0}")}'`],
    });
  });

  it("replace the hashes of an earlier stamp, so a changed page gets its own", () => {
    const changed = stampInlineHashes(PAGE, sha256).replace("console.log", "console.info");
    const restamped = stampInlineHashes(changed, sha256);
    expect(restamped.match(/workshop-csp/g)).toHaveLength(1);
    expect(extractInlineHashes(restamped)?.scripts).toEqual([`'sha256-${sha256('console.info("</b>ü")')}'`]);
  });

  it.each([
    ["no inline script", PAGE.replace(/<script type="module"[^]*?<\/script>/, "")],
    ["no build tag", PAGE.replace(/<meta name="workshop-build"[^>]*>/, "")],
  ])("refuse a page with %s", (_what, page) => {
    expect(() => stampInlineHashes(page, sha256)).toThrow(/CSP hashes/);
  });

  it.each([
    ["a page without the tag", PAGE, null],
    [
      "sources that are not hashes",
      `<meta name="workshop-csp" content="script 'unsafe-inline' 'sha256-AAAA' https://evil.example; style *">`,
      { scripts: ["'sha256-AAAA'"], styles: [] },
    ],
  ])("read nothing but hashes from %s", (_what, page, expected) => {
    expect(extractInlineHashes(page)).toEqual(expected);
  });
});

describe("contentSecurityPolicy", () => {
  const hashes = { scripts: ["'sha256-SCRIPT='"], styles: ["'sha256-STYLE='"] };

  it("allows the page's own blocks by hash and nothing inline besides", () => {
    expect(contentSecurityPolicy(hashes)).toBe(
      "default-src 'self'; script-src 'sha256-SCRIPT='; style-src 'sha256-STYLE='; img-src 'self' data: blob:; " +
        "connect-src 'self'; font-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it("lets the app reach and show photos from a backend elsewhere", () => {
    const policy = contentSecurityPolicy(hashes, "https://api.example.com:8443");
    expect(policy).toContain("img-src 'self' data: blob: https://api.example.com:8443;");
    expect(policy).toContain("connect-src 'self' https://api.example.com:8443;");
  });

  it("runs no inline code at all when the page carries no hashes", () => {
    expect(contentSecurityPolicy(null)).toContain("script-src 'none'; style-src 'none';");
  });

  it("comes with the other headers of an app page", () => {
    expect(pageSecurityHeaders(hashes)).toMatchObject({
      "Referrer-Policy": "same-origin",
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
    });
  });
});

describe("originOf", () => {
  it.each([
    ["https://api.example.com/pb", "https://api.example.com"],
    ["http://192.168.1.20:8090", "http://192.168.1.20:8090"],
    ["http://[::1]:8090/x", "http://[::1]:8090"],
    ["", ""],
  ])("%j → %j", (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });
});
