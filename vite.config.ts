// Builds web/ into one self-contained pb_public/index.html (vite-plugin-singlefile) and stamps
// it with a build id: a digest of every input, so the same sources give the same id and any
// change gives a new one (shared/app-build.ts explains how the page and the server use it).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants as zlibConstants } from "node:zlib";
import { deflateAsync as zopfliDeflate } from "@gfx/zopfli";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build as esbuild } from "esbuild";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { viteSingleFile } from "vite-plugin-singlefile";
import { SERVICE_WORKER_FILE } from "./shared/app-manifest.ts";
import { buildMetaTag } from "./shared/app-build.ts";
import { stampInlineHashes } from "./shared/content-security.ts";
import { partHeader, PREFIX_PART_FILES, splitRuntimeTail } from "./shared/page-wire.ts";
import { openDeflate } from "./scripts/open-deflate.ts";
import { applyRememberedTheme, THEME_STORAGE_KEY } from "./web/src/lib/theme.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export function computeBuildId(): string {
  const inputs = [
    ...filesUnder(join(root, "web")),
    ...filesUnder(join(root, "shared")),
    join(root, "package-lock.json"),
    join(root, "vite.config.ts"),
  ].sort();
  const digest = createHash("sha256");
  for (const file of inputs) {
    digest.update(relative(root, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  return digest.digest("hex").slice(0, 16);
}

function stampBuildId(buildId: string): Plugin {
  return {
    name: "workshop-build-id",
    transformIndexHtml: (html) => html.replace(/(<meta charset="utf-8" \/>)/, `$1\n    ${buildMetaTag(buildId)}`),
  };
}

/**
 * Writes the theme (web/src/lib/theme.ts) into the page as a classic inline script at the top of
 * <head>: it runs before the first paint, where the app's module script runs only after the page
 * is parsed, so a remembered dark theme never shows a white page first. The same function the
 * app calls, not a copy; stampCspHashes allows it by its hash like the app's own script.
 */
function themeBeforeFirstPaint(): Plugin {
  const script = `<script>(${applyRememberedTheme.toString()})(${JSON.stringify(THEME_STORAGE_KEY)})</script>`;
  return {
    name: "workshop-theme-boot",
    transformIndexHtml: (html) => html.replace(/(<meta charset="utf-8" \/>)/, `$1\n    ${script}`),
  };
}

/**
 * Hashes the page's inline script and style once vite-plugin-singlefile has inlined them, and
 * stamps the hashes into the page for the server's Content-Security-Policy
 * (shared/content-security.ts). Listed after the single-file plugin, so it runs after it.
 */
function stampCspHashes(): Plugin {
  const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");
  return {
    name: "workshop-csp-hashes",
    enforce: "post",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const asset of Object.values(bundle)) {
          if (asset.type !== "asset" || !asset.fileName.endsWith(".html")) continue;
          try {
            asset.source = stampInlineHashes(String(asset.source), sha256);
          } catch (error) {
            this.error(String(error));
          }
        }
      },
    },
  };
}

/** A gzip member's header: deflate, no name or time, best compression, unknown system. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x02, 0xff]);

/**
 * Compresses the written page once, up to its runtime tail, with brotli and gzip at their best
 * settings, into open streams the server closes with the tail it fills in (shared/page-wire.ts):
 * the page then goes out compressed without any compression per request. Gzip is Zopfli's, 3–4 %
 * smaller than zlib's best: browsers on a plain-HTTP LAN address are offered no brotli (Chromium
 * asks for it only from secure origins), so most tablets in a workshop get the gzip.
 */
function compressPagePrefix(): Plugin {
  return {
    name: "workshop-compressed-page",
    apply: "build",
    async closeBundle() {
      const out = resolve(root, "pb_public");
      const html = readFileSync(join(out, "index.html"), "utf8");
      const split = splitRuntimeTail(html);
      if (!split) throw new Error("web/index.html lost its runtime-settings marker (shared/page-wire.ts).");
      const prefix = Buffer.from(split.prefix, "utf8");
      const header = Buffer.from(partHeader(createHash("sha256").update(prefix).digest("hex"), prefix), "latin1");
      const brotli = brotliCompressSync(prefix, {
        finishFlush: zlibConstants.BROTLI_OPERATION_FLUSH,
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: prefix.length,
        },
      });
      const gzip = Buffer.concat([GZIP_HEADER, openDeflate(await zopfliDeflate(prefix, { numiterations: 15 }))]);
      writeFileSync(join(out, PREFIX_PART_FILES.br), Buffer.concat([header, brotli]));
      writeFileSync(join(out, PREFIX_PART_FILES.gzip), Buffer.concat([header, gzip]));
    },
  };
}

/**
 * The service worker (web/service-worker/), written beside the page as pb_public/sw.js with the
 * page's build id in it: each build is a new worker, which keeps exactly that build's page.
 */
function buildServiceWorker(buildId: string): Plugin {
  return {
    name: "workshop-service-worker",
    apply: "build",
    async closeBundle() {
      await esbuild({
        entryPoints: [join(root, "web", "service-worker", "service-worker.ts")],
        outfile: join(root, "pb_public", SERVICE_WORKER_FILE),
        bundle: true,
        format: "iife",
        target: "es2022",
        minify: true,
        legalComments: "none",
        alias: { "@shared": join(root, "shared") },
        define: { __WORKSHOP_BUILD_ID__: JSON.stringify(buildId) },
        logLevel: "warning",
      });
    },
  };
}

const buildId = process.env.WORKSHOP_BUILD_ID ?? computeBuildId();

export default defineConfig({
  root: resolve(root, "web"),
  publicDir: false,
  resolve: { alias: { "@shared": resolve(root, "shared") } },
  define: { __WORKSHOP_BUILD_ID__: JSON.stringify(buildId) },
  plugins: [react(), viteSingleFile({ removeViteModuleLoader: true }), stampBuildId(buildId), themeBeforeFirstPaint(), stampCspHashes(), compressPagePrefix(), buildServiceWorker(buildId)],
  build: {
    outDir: resolve(root, "pb_public"),
    emptyOutDir: false,
    target: "es2022",
    reportCompressedSize: true,
  },
  server: {
    // `npm run dev`: the API and realtime live on the PocketBase started by `make run`.
    proxy: { "/api": { target: "http://127.0.0.1:8090", ws: false } },
  },
});
