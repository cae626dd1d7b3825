// Builds web/ into one self-contained pb_public/index.html (vite-plugin-singlefile) and stamps
// it with a build id: a digest of every input, so the same sources give the same id and any
// change gives a new one (shared/app-build.ts explains how the page and the server use it).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { viteSingleFile } from "vite-plugin-singlefile";
import { buildMetaTag } from "./shared/app-build.ts";

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

const buildId = process.env.WORKSHOP_BUILD_ID ?? computeBuildId();

export default defineConfig({
  root: resolve(root, "web"),
  publicDir: false,
  resolve: { alias: { "@shared": resolve(root, "shared") } },
  define: { __WORKSHOP_BUILD_ID__: JSON.stringify(buildId) },
  plugins: [react(), viteSingleFile({ removeViteModuleLoader: true }), stampBuildId(buildId)],
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
