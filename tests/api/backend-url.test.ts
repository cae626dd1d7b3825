// The public runtime setting for the backend URL: one build, any address, no rebuild.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/pocketbase";

const META = /<meta name="workshop-backend-url" content="([^"]*)"/;
/** Refused for its credentials, which must not end up in the server's log either. */
const CREDENTIALED_URL = "https://workshop:s3cret-pass@api.lan";

describe("WORKSHOP_PUBLIC_BACKEND_URL", () => {
  let configured: TestServer;
  let mistyped: TestServer;
  let credentialed: TestServer;

  beforeAll(async () => {
    [configured, mistyped, credentialed] = await Promise.all([
      startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip", WORKSHOP_PUBLIC_BACKEND_URL: "https://pb.example.com/" } }),
      startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip", WORKSHOP_PUBLIC_BACKEND_URL: '"><script>alert(1)</script>' } }),
      startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip", WORKSHOP_PUBLIC_BACKEND_URL: CREDENTIALED_URL } }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([configured?.dispose(), mistyped?.dispose(), credentialed?.dispose()]);
  });

  it.each(["/", "/login", "/no/such/page"])("is written into the page served at %s", async (path) => {
    const response = await configured.request(path);
    expect(META.exec(response.text)?.[1]).toBe("https://pb.example.com");
  });

  it("may be reached and show photos under the page's Content-Security-Policy", async () => {
    const policy = (await configured.request("/")).headers.get("content-security-policy");
    expect(policy).toContain("connect-src 'self' https://pb.example.com;");
    expect(policy).toContain("img-src 'self' data: blob: https://pb.example.com;");
  });

  it("is ignored, with a warning at start-up, when it is not an http(s) URL", async () => {
    const response = await mistyped.request("/");
    expect(META.exec(response.text)?.[1]).toBe("");
    expect(response.text).not.toContain("<script>alert(1)");
    expect(response.headers.get("content-security-policy")).toContain("connect-src 'self';");
    expect(mistyped.output()).toContain("ignoring WORKSHOP_PUBLIC_BACKEND_URL");
  });

  it("is ignored when it carries credentials, and the warning does not repeat the password", async () => {
    const response = await credentialed.request("/");
    expect(META.exec(response.text)?.[1]).toBe("");
    expect(credentialed.output()).toContain("ignoring WORKSHOP_PUBLIC_BACKEND_URL");
    expect(credentialed.output()).not.toContain("s3cret-pass");
    expect(response.text).not.toContain("s3cret-pass");
  });

  it("stays empty without the setting, so the app uses the page's own origin", async () => {
    const plain = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } });
    try {
      const response = await plain.request("/");
      expect(META.exec(response.text)?.[1]).toBe("");
      expect(plain.output()).not.toContain("ignoring WORKSHOP_PUBLIC_BACKEND_URL");
    } finally {
      await plain.dispose();
    }
  });
});
