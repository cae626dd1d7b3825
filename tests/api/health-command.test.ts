// `pocketbase health [URL]`: the container image's HEALTHCHECK (server/lib/health.ts). It must
// tell a healthy server from one that is down or failing, and must never open the data dir: a
// probe every 30 s beside the running server would otherwise bootstrap a second app on it.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, pocketbaseBinary, repoRoot, startServer, type TestServer } from "../support/pocketbase";

let server: TestServer;
let failing: Server;
let failingUrl: string;
let scratch: string;

interface Run {
  code: number;
  output: string;
}

/** The health command as the image runs it, with a data dir that must stay untouched. */
function health(...args: string[]): Promise<Run> {
  const dirs = [`--dir=${join(scratch, "pb_data")}`, `--hooksDir=${join(repoRoot, "pb_hooks")}`];
  return new Promise((resolve) => {
    execFile(pocketbaseBinary, ["health", ...args, ...dirs, "--dev=false"], { cwd: repoRoot }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, output: stdout + stderr });
    });
  });
}

beforeAll(async () => {
  server = await startServer();
  scratch = await mkdtemp(join(tmpdir(), "workshop-health-"));
  failing = createServer((_request, response) => response.writeHead(503).end("down for maintenance"));
  await new Promise<void>((resolve) => failing.listen(0, "127.0.0.1", resolve));
  const address = failing.address();
  failingUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/api/health`;
});

afterAll(async () => {
  await server?.dispose();
  await new Promise((resolve) => failing?.close(resolve));
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe("pocketbase health", () => {
  it("exits 0 when the server answers /api/health with 200", async () => {
    const run = await health(`${server.url}/api/health`);
    expect(run).toMatchObject({ code: 0, output: expect.stringContaining(`healthy: ${server.url}/api/health answered 200`) });
  });

  it("exits 1 when the server answers with an error", async () => {
    const run = await health(failingUrl);
    expect(run).toMatchObject({ code: 1, output: expect.stringContaining(`unhealthy: ${failingUrl} answered 503`) });
  });

  it("exits 1 when nothing listens", async () => {
    const url = `http://127.0.0.1:${await freePort()}/api/health`;
    const run = await health(url);
    expect(run).toMatchObject({ code: 1, output: expect.stringContaining(`unhealthy: ${url} did not answer`) });
  });

  it("probes the server in its own container by default", async () => {
    const run = await health();
    expect(run.output).toContain("http://127.0.0.1:8090/api/health");
  });

  it("refuses what is not one http(s) URL, with its usage", async () => {
    for (const args of [["ftp://127.0.0.1/"], [server.url, server.url]]) {
      expect(await health(...args)).toMatchObject({ code: 2, output: expect.stringContaining("usage: pocketbase health [URL]") });
    }
  });

  it("never creates or opens the data dir", async () => {
    await health(`${server.url}/api/health`);
    await health(failingUrl);
    expect(existsSync(join(scratch, "pb_data"))).toBe(false);
    // Nor does it print PocketBase's warning about a bootstrap left undone.
    expect((await health(`${server.url}/api/health`)).output).not.toMatch(/bootstrap/i);
  });
});
