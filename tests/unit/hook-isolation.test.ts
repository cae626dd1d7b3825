import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkHookEntry, checkMigration, engineGlobals } from "../../scripts/hook-isolation";
import { buildServer } from "../../scripts/build-server";
import { repoRoot } from "../support/pocketbase";

let globals: Set<string>;
let outRoot: string;
let problems: string[];

beforeAll(async () => {
  globals = engineGlobals(await readFile(join(repoRoot, "build", "pocketbase", "types.d.ts"), "utf8"));
  outRoot = await mkdtemp(join(tmpdir(), "workshop-build-"));
  problems = await buildServer(outRoot);
});

afterAll(async () => {
  await rm(outRoot, { recursive: true, force: true });
});

describe("the isolation check", () => {
  it("reads the engine's globals from PocketBase's types.d.ts", () => {
    for (const name of ["routerAdd", "onRecordCreateRequest", "$app", "$os", "__hooks", "BadRequestError", "migrate", "require"]) {
      expect(globals.has(name)).toBe(true);
    }
  });

  it("accepts a handler that requires the library inside its body", () => {
    const code = 'routerAdd("GET", "/x", (e) => { const lib = require(`${__hooks}/lib/workshop.js`); lib.x(e); });';
    expect(checkHookEntry(code, globals)).toEqual([]);
  });

  it("rejects a handler that uses a helper declared outside it", () => {
    const code = 'routerAdd("GET", "/x", (e) => { helper(e); });';
    expect(checkHookEntry(code, globals)).toEqual([expect.stringMatching(/'helper' is not defined/)]);
  });

  it("rejects helpers a bundler injects, such as __spreadValues", () => {
    const code = 'onRecordCreateRequest((e) => { const x = __spreadValues({}, e); e.next(); }, "vehicles");';
    expect(checkHookEntry(code, globals)).toEqual([expect.stringMatching(/'__spreadValues' is not defined/)]);
  });

  it("rejects top-level code other than registrations, such as a hoisted require", () => {
    const code = 'const lib = require("./lib.js");\nrouterAdd("GET", "/x", (e) => lib.x(e));';
    const found = checkHookEntry(code, globals);
    expect(found).toContain("line 1: top-level code other than a handler registration (VariableDeclaration)");
    expect(found).toContainEqual(expect.stringMatching(/'lib' is not defined/));
  });

  it("accepts a CLI command whose run requires the library inside its body", () => {
    const code = [
      "$app.rootCmd.addCommand(new Command({",
      '  use: "demo",',
      "  disableFlagParsing: true,",
      "  run: (_cmd, args) => { const lib = require(`${__hooks}/lib/workshop.js`); lib.demo.run(args); },",
      "}));",
    ].join("\n");
    expect(checkHookEntry(code, globals)).toEqual([]);
  });

  it("checks a CLI command's functions like handlers", () => {
    const code = '$app.rootCmd.addCommand(new Command({ use: "demo", run: (_cmd, args) => helper(args) }));';
    expect(checkHookEntry(code, globals)).toEqual([expect.stringMatching(/addCommand command: 'helper' is not defined/)]);
  });

  it("checks a CLI command's other properties too", () => {
    const code = '$app.rootCmd.addCommand(new Command({ use: NAME, run: () => {} }));';
    expect(checkHookEntry(code, globals)).toEqual([expect.stringMatching(/'NAME' is not defined/)]);
  });

  it.each([
    ["another object's addCommand", 'other.rootCmd.addCommand(new Command({ use: "x" }));'],
    ["a command made elsewhere", "$app.rootCmd.addCommand(command);"],
    ["a guarded call", '$app.rootCmd?.addCommand(new Command({ use: "x" }));'],
  ])("rejects %s at top level", (_what, code) => {
    expect(checkHookEntry(code, globals)).toContainEqual(expect.stringMatching(/top-level code other than a handler registration/));
  });

  it("checks a middleware's function like a handler", () => {
    const code = 'routerUse(new Middleware((e) => { helper(e); }, 0, "id"));';
    expect(checkHookEntry(code, globals)).toEqual([expect.stringMatching(/routerUse handler: 'helper' is not defined/)]);
    expect(checkHookEntry('routerUse(new Middleware((e) => { e.next(); }, 0, "id"));', globals)).toEqual([]);
  });

  it("rejects a route that binds the middleware whose id the access guard takes", () => {
    const code = 'routerAdd("GET", "/x", (e) => { e.next(); }, $apis.skipSuccessActivityLog());';
    expect(checkHookEntry(code, globals)).toEqual([expect.stringMatching(/would replace the access guard/)]);
  });

  it("rejects $app in a migration, whose runtime has none", () => {
    expect(checkMigration("migrate((app) => { $app.save(null) })", globals)).toEqual([
      expect.stringMatching(/'\$app' is not defined/),
    ]);
    expect(checkMigration("migrate((app) => { app.save(null) })", globals)).toEqual([]);
  });
});

describe("the compiled server code", () => {
  it("passes the isolation check", () => {
    expect(problems).toEqual([]);
  });

  /** Runs every compiled entry file with the registrars recording what they register. */
  async function registrations(): Promise<string[]> {
    const registered: string[] = [];
    const hooksDir = join(outRoot, "pb_hooks");
    const hook = (name: string) => (_handler: unknown, ...tags: string[]) => registered.push(`${name} ${tags.join(",")}`.trim());
    for (const name of (await readdir(hooksDir)).filter((n) => n.endsWith(".pb.js"))) {
      const code = await readFile(join(hooksDir, name), "utf8");
      runInNewContext(code, {
        routerAdd: (method: string, path: string) => registered.push(`${method} ${path}`),
        onBootstrap: () => registered.push("onBootstrap"),
        routerUse: hook("routerUse"),
        onRecordCreateRequest: hook("onRecordCreateRequest"),
        onRecordUpdateRequest: hook("onRecordUpdateRequest"),
        onRecordDeleteRequest: hook("onRecordDeleteRequest"),
        onRecordValidate: hook("onRecordValidate"),
        onRecordUpdate: hook("onRecordUpdate"),
        onRecordDeleteExecute: hook("onRecordDeleteExecute"),
        onRecordCreateExecute: hook("onRecordCreateExecute"),
        onRecordUpdateExecute: hook("onRecordUpdateExecute"),
        onRecordEnrich: hook("onRecordEnrich"),
        onRecordRequestEmailChangeRequest: hook("onRecordRequestEmailChangeRequest"),
        onRecordConfirmEmailChangeRequest: hook("onRecordConfirmEmailChangeRequest"),
        onRecordsListRequest: hook("onRecordsListRequest"),
        onRealtimeSubscribeRequest: hook("onRealtimeSubscribeRequest"),
        onRealtimeMessageSend: hook("onRealtimeMessageSend"),
        onFileDownloadRequest: hook("onFileDownloadRequest"),
        Middleware: function Middleware() {},
        cronAdd: (id: string, expression: string) => registered.push(`cron ${id} ${expression}`),
        $os: { getenv: () => "" },
        Command: function Command(this: object, spec: { use: string }) {
          Object.assign(this, spec);
        },
        $app: { rootCmd: { addCommand: (command: { use: string }) => registered.push(`command ${command.use}`) } },
      });
    }
    return registered;
  }

  it("registers the page and build routes from its entry files", async () => {
    expect(await registrations()).toEqual(expect.arrayContaining(["GET /{path...}", "GET /api/app/build", "onBootstrap"]));
  });

  it("registers the record hooks, the guest guard, the account rules and the demo and health commands", async () => {
    const registered = (await registrations()).filter((entry) => !entry.startsWith("GET ") && entry !== "onBootstrap");
    // One hooks file per collection (docs/ARCHITECTURE.md): its request, validate and execute
    // hooks; the access guard for every request; the history's refusals.
    const saves = (name: string) => [
      `onRecordCreateRequest ${name}`,
      `onRecordUpdateRequest ${name}`,
      `onRecordDeleteRequest ${name}`,
      `onRecordValidate ${name}`,
      `onRecordCreateExecute ${name}`,
      `onRecordUpdateExecute ${name}`,
      `onRecordDeleteExecute ${name}`,
    ];
    expect(registered.sort()).toEqual(
      [
        "command demo",
        "command health [URL]",
        // access.hooks.ts
        "routerUse",
        "onRealtimeSubscribeRequest",
        "onRecordsListRequest",
        // employees.hooks.ts
        "onRecordValidate employees",
        "onRecordCreateRequest employees",
        "onRecordUpdateRequest employees",
        "onRecordUpdateExecute employees",
        "onRecordDeleteExecute employees",
        "onRecordEnrich employees",
        "onRecordConfirmEmailChangeRequest employees",
        "onRecordRequestEmailChangeRequest employees",
        ...saves("vehicles"),
        ...saves("categories"),
        "POST /api/app/categories/{id}/apply-plan",
        ...saves("work_orders"),
        ...saves("work_order_items"),
        // The bounds (access.hooks.ts): connections per address, the thumbnail permit.
        "onRealtimeMessageSend",
        "onFileDownloadRequest",
        "onRecordCreateRequest odometer_readings",
        "onRecordDeleteRequest odometer_readings",
        "onRecordCreateExecute odometer_readings",
        "onRecordUpdateExecute odometer_readings",
        "onRecordDeleteExecute odometer_readings",
        ...saves("reminders"),
        // parts.hooks.ts and stock-movements.hooks.ts: the ledger's update and delete refused.
        ...saves("parts"),
        ...saves("stock_movements"),
        "cron workshop_reminders_daily 1 0 * * *",
        "cron workshop_digest 0 7 * * *",
        "command digest",
        "command reminders-daily",
        // time-entries.hooks.ts: the clock's saves, and the clocks nobody stopped.
        ...saves("time_entries"),
        "cron workshop_forgotten_clocks 7 * * * *",
        "command clocks-stop",
        ...saves("vehicle_documents"),
        ...saves("inspection_templates"),
        ...saves("inspections"),
        ...saves("defects"),
        // history.hooks.ts: nobody writes the history.
        "onRecordCreateRequest history",
        "onRecordUpdateRequest history",
        "onRecordDeleteRequest history",
        "command history",
      ].sort(),
    );
  });

  it("emits one migration per TypeScript source, with the same name", async () => {
    const sources = (await readdir(join(repoRoot, "server", "migrations"))).map((n) => n.replace(/\.ts$/, ".js"));
    const compiled = (await readdir(join(outRoot, "pb_migrations"))).filter((n) => n.endsWith(".js"));
    expect(compiled.sort()).toEqual(sources.sort());
  });
});
