// What a browser fetches to install the app and keep its page: the manifest (with the workshop's
// name, for everyone: browsers fetch it without credentials) and the service worker, which is
// exactly the build of the page it keeps.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractBuildId } from "@shared/app-build";
import { repoRoot, startServer, type TestServer } from "../support/pocketbase";

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip", WORKSHOP_NAME: "  Müller   Fleet Service  " } });
});

afterAll(async () => {
  await server?.dispose();
});

describe("GET /manifest.webmanifest", () => {
  it("names the workshop, opens standalone at the sign-in page, and shows the mark as its icon", async () => {
    const response = await server.request("/manifest.webmanifest");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/manifest+json; charset=utf-8");
    expect(response.json).toMatchObject({
      name: "Müller Fleet Service",
      short_name: "Müller",
      display: "standalone",
      start_url: "/login",
      scope: "/",
    });
    const icons = response.json.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((icon) => icon.purpose)).toEqual(["any", "maskable"]);
    for (const icon of icons) expect(icon.src).toMatch(/^data:image\/svg\+xml,/);
  });

  it("says Workshop when no name is set", async () => {
    const plain = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip", WORKSHOP_NAME: "" } });
    try {
      expect((await plain.request("/manifest.webmanifest")).json).toMatchObject({ name: "Workshop", short_name: "Workshop" });
    } finally {
      await plain.dispose();
    }
  });
});

describe("GET /sw.js", () => {
  it("is JavaScript of the very build the server hands out", async () => {
    const response = await server.request("/sw.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^(text|application)\/javascript/);
    const page = await readFile(join(repoRoot, "pb_public", "index.html"), "utf8");
    expect(response.text).toContain(`"${extractBuildId(page)}"`);
  });
});
