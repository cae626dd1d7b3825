// The server keeps the prepared index.html between requests (server/lib/public-files.ts), so
// these check that a new build written over it is served from the next request on: the page,
// its Content-Security-Policy and the build id, also when the new file has the same size.
import { rename, stat, utimes } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractBuildId } from "@shared/app-build";
import { SERVICE_WORKER_PATH } from "@shared/app-manifest";
import { fillBackendUrlMeta } from "@shared/backend-url";
import { DEFAULT_WORKSHOP_CURRENCY, DEFAULT_WORKSHOP_NAME, fillWorkshopMeta } from "@shared/workshop-settings";
import { inlineBlocks } from "@shared/content-security";
import { copyBuiltPage, sha256Base64, type PublicDirCopy } from "../support/builds";
import { startServer, type TestServer } from "../support/pocketbase";

let server: TestServer;
let publicDir: PublicDirCopy;

beforeAll(async () => {
  publicDir = await copyBuiltPage();
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip", WORKSHOP_PUBLIC_DIR: publicDir.dir } });
});

afterAll(async () => {
  await server?.dispose();
  await publicDir?.remove();
});

async function served(path = "/workshop/vehicles") {
  const response = await server.request(path);
  return { status: response.status, text: response.text, policy: response.headers.get("content-security-policy") ?? "" };
}

/** The page as the server fills it without settings: this origin, the default name and currency. */
function filled(html: string): string {
  return fillWorkshopMeta(fillBackendUrlMeta(html, ""), { name: DEFAULT_WORKSHOP_NAME, currency: DEFAULT_WORKSHOP_CURRENCY });
}

describe("the served page", () => {
  it("is the built file, byte for byte (with its backend URL, workshop name and currency tags filled in)", async () => {
    const page = await served();
    expect(page.status).toBe(200);
    expect(page.text).toBe(filled(publicDir.original));
  });

  it.each(["1111222233334444", "5555666677778888"])("changes at once when build %s is written over it", async (id) => {
    await served(); // the current build is prepared and kept
    const html = await publicDir.deploy(id);
    expect(Buffer.byteLength(html)).toBe(Buffer.byteLength(publicDir.original));

    const page = await served();
    expect(extractBuildId(page.text)).toBe(id);
    expect(page.text).toBe(filled(html));
    expect(page.policy).toContain(`'sha256-${sha256Base64(inlineBlocks(html).scripts[0]!)}'`);
    expect((await server.request("/api/app/build")).json).toEqual({ build: id });
  });

  it("answers 503 while there is no build, and serves the next one", async () => {
    const aside = `${publicDir.indexPath}.old`;
    await rename(publicDir.indexPath, aside);
    expect((await served()).status).toBe(503);
    expect((await server.request("/api/app/build")).status).toBe(503);
    await rename(aside, publicDir.indexPath);
    expect((await served()).status).toBe(200);
  });
});

// Browsers check the worker script with the validators of the copy they hold (If-None-Match,
// If-Modified-Since). Modification times count in whole seconds on the wire, so a new worker
// written within the same second as the last (two deploys in a row, or a copy that keeps the
// build machine's times) would be answered 304, and phones would keep the old build's worker.
describe("the service worker script", () => {
  async function worker(validators: Record<string, string> = {}) {
    const headers = Object.fromEntries(Object.entries(validators).filter(([, value]) => value !== ""));
    const response = await server.request(SERVICE_WORKER_PATH, { headers });
    return {
      status: response.status,
      text: response.text,
      validators: {
        "If-None-Match": response.headers.get("etag") ?? "",
        "If-Modified-Since": response.headers.get("last-modified") ?? "",
      },
      cacheControl: response.headers.get("cache-control") ?? "",
    };
  }

  it("is answered 304 to a browser that holds this very script, and is always revalidated", async () => {
    const first = await worker();
    expect(first.status).toBe(200);
    expect(first.cacheControl).toContain("no-cache");
    expect((await worker(first.validators)).status).toBe(304);
  });

  it("is handed out whole once a new build is written, even with the old file's modification time", async () => {
    const before = await worker();
    const { mtime } = await stat(publicDir.workerPath);
    await publicDir.deploy("9999aaaabbbbcccc");
    await utimes(publicDir.workerPath, mtime, mtime);

    const after = await worker(before.validators);
    expect(after.status).toBe(200);
    expect(after.text).toContain('"9999aaaabbbbcccc"');
  });
});
