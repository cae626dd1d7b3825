// The server keeps the prepared index.html between requests (server/lib/public-files.ts), so
// these check that a new build written over it is served from the next request on: the page,
// its Content-Security-Policy and the build id, also when the new file has the same size.
import { rename } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractBuildId } from "@shared/app-build";
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
