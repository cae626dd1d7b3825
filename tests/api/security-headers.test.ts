// Security headers of the app's pages: a Content-Security-Policy that allows exactly the page's
// inline script and style (by their SHA-256, no 'unsafe-inline'), frames from nowhere, no
// referrer to other sites, no type sniffing. PocketBase's dashboard at /_/ keeps its own policy.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineBlocks } from "@shared/content-security";
import { startServer, type TestServer } from "../support/pocketbase";

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } });
});

afterAll(async () => {
  await server?.dispose();
});

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The policy's directives by name: `{ "script-src": ["'sha256-…'"], … }`. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(";").map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe("an app page", () => {
  it.each([
    ["/", 200],
    ["/login", 200],
    ["/workshop/vehicles", 200],
    ["/backend", 200],
    ["/no/such/page", 404],
  ])("%s allows exactly its own inline script and style", async (path, status) => {
    const response = await server.request(path);
    expect(response.status).toBe(status);
    const policy = directives(response.headers.get("content-security-policy") ?? "");
    const blocks = inlineBlocks(response.text);
    // The theme's script that runs before the first paint (vite.config.ts), and the app.
    expect(blocks.scripts).toHaveLength(2);
    expect(blocks.styles).toHaveLength(1);
    expect(policy["script-src"]).toEqual(blocks.scripts.map(hashOf));
    expect(policy["style-src"]).toEqual(blocks.styles.map(hashOf));
    expect(policy).toMatchObject({
      "default-src": ["'self'"],
      "img-src": ["'self'", "data:", "blob:"],
      "connect-src": ["'self'"],
      // The service worker and the manifest (installing the app), from this origin only.
      "worker-src": ["'self'"],
      "manifest-src": ["'self'"],
      "object-src": ["'none'"],
      "base-uri": ["'none'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
    });
    expect(response.headers.get("content-security-policy")).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it("is never framed, sends no referrer elsewhere and is not type-sniffed", async () => {
    const response = await server.request("/workshop/vehicles");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("referrer-policy")).toBe("same-origin");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("PocketBase's dashboard at /_/", () => {
  it("keeps working with PocketBase's own policy, not the app's", async () => {
    const response = await server.request("/_/");
    expect(response.status).toBe(200);
    expect(response.text).toContain("PocketBase");
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("sha256-");
  });
});
