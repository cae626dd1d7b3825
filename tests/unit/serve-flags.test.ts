// Every way of serving the product starts PocketBase with the same JS engine pool, so that tests
// and the benchmark run it as a workshop's server does (tests/support/pocketbase.ts HOOKS_POOL).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HOOKS_POOL, repoRoot, serveArgs } from "../support/pocketbase";

describe("the JS engine pool", () => {
  it.each([["Makefile"], ["deploy/workshop.service"], ["deploy/README.md"], ["Containerfile"]])("%s serves with it", async (file) => {
    expect(await readFile(join(repoRoot, file), "utf8")).toContain(`--hooksPool=${HOOKS_POOL}`);
  });

  it("the test servers use it", () => {
    expect(serveArgs("/tmp/data", 8090)).toContain(`--hooksPool=${HOOKS_POOL}`);
  });

  it("is larger than PocketBase's 15, for the open tabs' realtime connections", () => {
    expect(HOOKS_POOL).toBeGreaterThan(15);
  });
});
