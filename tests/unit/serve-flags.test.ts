// Every way of serving the product starts PocketBase with the same JS engine pool, so that tests
// and the benchmark run it as a workshop's server does (tests/support/pocketbase.ts HOOKS_POOL).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HOOKS_POOL, NO_DEV_MODE, repoRoot, serveArgs } from "../support/pocketbase";

describe("the JS engine pool", () => {
  it.each([["Makefile"], ["deploy/workshop.service"], ["deploy/README.md"], ["Containerfile"]])("%s serves with it", async (file) => {
    expect(await readFile(join(repoRoot, file), "utf8")).toContain(`--hooksPool=${HOOKS_POOL}`);
  });

  it("the test servers use it", () => {
    expect(serveArgs("/tmp/data", 8090)).toContain(`--hooksPool=${HOOKS_POOL}`);
  });

  it("is larger than PocketBase's 15, for saves that hold several engines at once", () => {
    expect(HOOKS_POOL).toBeGreaterThan(15);
  });
});

// PocketBase turns dev mode on by itself for a binary started by an absolute path under the temp
// dir or ~/.cache, and then prints every SQL statement, secrets included (issue 12;
// tests/api/dev-mode.test.ts shows it on the built binary).
describe("dev mode off wherever the binary lies", () => {
  const text = (file: string) => readFile(join(repoRoot, file), "utf8");

  it("the test servers, the bench's and every helper pass --dev=false", () => {
    expect(NO_DEV_MODE).toBe("--dev=false");
    expect(serveArgs("/tmp/data", 8090)).toContain(NO_DEV_MODE);
  });

  it("every Makefile recipe that runs the binary passes it", async () => {
    const makefile = await text("Makefile");
    expect(makefile).toMatch(/^NO_DEV := --dev=false$/m);
    expect(makefile).toMatch(/^SERVE_FLAGS := \$\(NO_DEV\) /m);
    const recipes = makefile.split("\n").filter((line) => /^\t\$\(PB\) /.test(line));
    expect(recipes.length).toBeGreaterThanOrEqual(3);
    for (const recipe of recipes) expect(recipe).toMatch(/\$\(NO_DEV\)|\$\(SERVE_FLAGS\)|\\$/);
    // A recipe continued on the next line (demo) has the flag there.
    expect(makefile).toMatch(/\$\(PB\) demo [^\n]*\\\n\t+\$\(NO_DEV\) /);
  });

  it("the systemd unit passes it", async () => {
    expect(await text("deploy/workshop.service")).toMatch(/^ExecStart=\/opt\/workshop\/pocketbase serve --dev=false /m);
  });

  it.each([["README.md"], ["deploy/README.md"]])("every serve and superuser command in %s says it", async (file) => {
    const commands = (await text(file)).match(/pocketbase (serve|superuser upsert)[^`\n]*/g) ?? [];
    expect(commands.length).toBeGreaterThanOrEqual(2);
    for (const command of commands) expect(command).toContain("--dev=false");
  });
});
