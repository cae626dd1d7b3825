// The pipeline end to end: our migrations, compiled hooks and built page running in the real
// PocketBase binary.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractBuildId } from "@shared/app-build";
import { repoRoot, startServer, type TestServer } from "../support/pocketbase";

let server: TestServer;
const FIRST_EMAIL = "first.employee@workshop.test";

beforeAll(async () => {
  server = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE_EMAIL: FIRST_EMAIL } });
});

afterAll(async () => {
  await server?.dispose();
});

describe("the server", () => {
  it("is healthy", async () => {
    expect((await server.request("/api/health")).status).toBe(200);
  });

  it.each([
    ["/", 200],
    ["/login", 200],
    ["/template", 200],
    ["/workshop", 200],
    ["/workshop/vehicles", 200],
    ["/workshop/vehicles/new", 200],
    ["/workshop/vehicles/abcdefghij12345", 200],
    ["/workshop/vehicles/categories", 200],
    ["/workshop/vehicles/categories/new", 200],
    ["/workshop/vehicles/categories/abcdefghij12345", 200],
    ["/backend", 200],
    ["/workshop/vehicles/abcdefghij12345/label", 200],
    ["/workshop/work-orders", 200],
    ["/workshop/work-orders/new", 200],
    ["/workshop/work-orders/abcdefghij12345", 200],
    ["/workshop/work-orders/abcdefghij12345/job-card", 200],
    ["/no/such/page", 404],
    ["/workshop/work-orders/not-a-record-id", 404],
    ["/workshop/work-orders/new/x", 404],
    ["/workshop/work-orders/abcdefghij12345/job-card/x", 404],
    ["/workshop/vehicles/abcdefghij12345/label/x", 404],
    ["/workshop/vehicles/not-a-record-id", 404],
    ["/login/", 404],
    ["/.gitignore", 404],
    ["/index.htm", 404],
  ])("serves the app page for %s with status %i", async (path, status) => {
    const response = await server.request(path);
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(extractBuildId(response.text)).toMatch(/^[0-9a-f]{16}$/);
  });

  it("answers an unknown API path in JSON, not with the app page", async () => {
    const response = await server.request("/api/no-such-endpoint");
    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({ status: 404 });
  });

  it("leaves the PocketBase dashboard at /_/ alone", async () => {
    const response = await server.request("/_/");
    expect(response.status).toBe(200);
    expect(response.text).toContain("PocketBase");
  });

  it("reports the build id of the index.html it serves", async () => {
    const html = await readFile(join(repoRoot, "pb_public", "index.html"), "utf8");
    const response = await server.request("/api/app/build");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.json).toEqual({ build: extractBuildId(html) });
  });
});

describe("the first employee", () => {
  it("is created on the first serve and printed once with the sign-in URL", async () => {
    const printed = server.output();
    expect(printed).toContain(`sign in at  ${server.url}/login`);
    expect(printed).toContain(`email       ${FIRST_EMAIL}`);
    const password = /password {4}(\S+)/.exec(printed)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/);

    const auth = await server.request("/api/collections/employees/auth-with-password", {
      method: "POST",
      body: { identity: FIRST_EMAIL, password },
    });
    expect(auth.status).toBe(200);
    expect(auth.json.record).toMatchObject({ email: FIRST_EMAIL, collectionName: "employees" });
  });

  it("is not created again when the server restarts on the same data", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "workshop-restart-"));
    try {
      const first = await startServer({ dataDir });
      await first.stop();
      expect(first.output()).toContain("created the first employee");
      const second = await startServer({ dataDir, env: { WORKSHOP_FIRST_EMPLOYEE_EMAIL: "other@workshop.test" } });
      await second.stop();
      expect(second.output()).not.toContain("created the first employee");
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it("can be switched off for deployments that add staff in the dashboard", async () => {
    const quiet = await startServer({ env: { WORKSHOP_FIRST_EMPLOYEE: "skip" } });
    try {
      expect(quiet.output()).not.toContain("created the first employee");
      const list = await quiet.asSuperuser("/api/collections/employees/records");
      expect(list.json.totalItems).toBe(0);
    } finally {
      await quiet.dispose();
    }
  });
});
