// A copy of the built page and its service worker in a folder of their own, which a test server
// serves (WORKSHOP_PUBLIC_DIR: the page and /sw.js) and the test "deploys" new builds
// into, as a real deploy would: page and worker together.
import { createHash } from "node:crypto";
import { copyFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SERVICE_WORKER_FILE } from "@shared/app-manifest";
import { extractBuildId } from "@shared/app-build";
import { stampInlineHashes } from "@shared/content-security";
import { repoRoot } from "./pocketbase";

export interface PublicDirCopy {
  /** The folder, for WORKSHOP_PUBLIC_DIR. */
  readonly dir: string;
  readonly indexPath: string;
  /** The service worker beside it (sw.js). */
  readonly workerPath: string;
  /** The built index.html as copied. */
  readonly original: string;
  readonly builtId: string;
  /**
   * Writes the build with another id over index.html and returns the page: the id is in the
   * page's meta tag and in its script, and the page carries its new script's hash, as a real
   * build does. An id of the built one's length keeps the file's size. The service worker of
   * that build is written first (a deploy that copies the worker before the page), so a worker
   * installing in between meets the old page and waits for the new one.
   */
  deploy(buildId: string): Promise<string>;
  remove(): Promise<void>;
}

export async function copyBuiltPage(): Promise<PublicDirCopy> {
  const dir = await mkdtemp(join(tmpdir(), "workshop-public-"));
  const indexPath = join(dir, "index.html");
  await copyFile(join(repoRoot, "pb_public", "index.html"), indexPath);
  const original = await readFile(indexPath, "utf8");
  const builtId = extractBuildId(original)!;
  const workerPath = join(dir, SERVICE_WORKER_FILE);
  await copyFile(join(repoRoot, "pb_public", SERVICE_WORKER_FILE), workerPath);
  const worker = await readFile(workerPath, "utf8");
  return {
    dir,
    indexPath,
    workerPath,
    original,
    builtId,
    async deploy(buildId) {
      await writeFile(workerPath, worker.replaceAll(builtId, buildId));
      const html = stampInlineHashes(original.replaceAll(builtId, buildId), sha256Base64);
      await writeFile(indexPath, html);
      return html;
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

export function sha256Base64(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("base64");
}
