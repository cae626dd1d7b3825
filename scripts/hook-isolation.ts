// Checks compiled hook entry files against PocketBase's isolation rule
// (docs/decisions/build-and-layout.md): each handler is serialised and run on its own, so it may
// use only the JS engine's globals and what it declares itself. Entry files may do nothing at top
// level but register handlers.
import { parse, type Node } from "acorn";
import { Linter } from "eslint";

/** CommonJS and console globals that goja_nodejs adds but PocketBase's types.d.ts leaves out. */
const ENGINE_EXTRAS = ["require", "module", "console", "process", "Buffer"];

/** The global names the engine defines, read from the types.d.ts that PocketBase writes. */
export function engineGlobals(typesDts: string): Set<string> {
  const names = new Set(ENGINE_EXTRAS);
  const declaration = /(?:^|\*\/)\s*declare\s+(?:var|let|const|function|class|abstract\s+class|namespace)\s+([$\w]+)/gm;
  for (const match of typesDts.matchAll(declaration)) names.add(match[1]!);
  return names;
}

type Estree = Node & { [key: string]: any };

const REGISTRARS = /^(on[A-Z]\w*|routerAdd|routerUse|cronAdd|cronRemove)$/;
const linter = new Linter({ configType: "flat" });

function undefinedNames(code: string, globals: Set<string>, sourceType: "script" | "module"): string[] {
  const messages = linter.verify(code, [
    {
      languageOptions: {
        ecmaVersion: 2022,
        sourceType,
        globals: Object.fromEntries([...globals].map((name) => [name, "readonly" as const])),
      },
      rules: { "no-undef": "error" },
    },
  ]);
  return messages.map((m) => (m.ruleId === "no-undef" ? m.message : `syntax: ${m.message}`));
}

/**
 * `$app.rootCmd.addCommand(new Command({...}))`: a CLI command. PocketBase does not serialise a
 * Command's functions (they run in the runtime that loaded the entry files, see
 * server/hooks/demo.hooks.ts), but we hold the whole command to the handler rule anyway: it may
 * use only the engine's globals and what it declares itself.
 */
function isAddCommand(call: Estree | null): boolean {
  if (call?.type !== "CallExpression" || call.arguments.length !== 1) return false;
  const callee = call.callee;
  const rootCmd = callee.type === "MemberExpression" ? callee.object : null;
  const argument = call.arguments[0];
  return (
    callee.type === "MemberExpression" &&
    !callee.computed &&
    callee.property.name === "addCommand" &&
    rootCmd?.type === "MemberExpression" &&
    rootCmd.object.type === "Identifier" &&
    rootCmd.object.name === "$app" &&
    rootCmd.property.name === "rootCmd" &&
    argument.type === "NewExpression" &&
    argument.callee.type === "Identifier" &&
    argument.callee.name === "Command"
  );
}

/** A registration's handlers: its function arguments, and those given to `new Middleware(…)`. */
function handlersOf(args: Estree[]): Estree[] {
  return args.flatMap((arg) => {
    if (arg.type === "ArrowFunctionExpression" || arg.type === "FunctionExpression") return [arg];
    if (arg.type === "NewExpression" && arg.callee.type === "Identifier" && arg.callee.name === "Middleware") return handlersOf(arg.arguments);
    return [];
  });
}

/**
 * The access guard is bound under the id of PocketBase's SkipSuccessActivityLog middleware, so
 * that the realtime stream's own middleware of that id replaces it there (server/hooks/
 * access.hooks.ts); a route of ours that bound that middleware would lose the guard the same way.
 */
const GUARD_REPLACING_MIDDLEWARE = /\$apis\s*\.\s*skipSuccessActivityLog\b/;

/** Problems in one compiled hook entry file; an empty list means it is safe to load. */
export function checkHookEntry(code: string, globals: Set<string>): string[] {
  const problems: string[] = [];
  if (GUARD_REPLACING_MIDDLEWARE.test(code)) {
    problems.push("binds $apis.skipSuccessActivityLog(), which would replace the access guard on that route (server/hooks/access.hooks.ts)");
  }
  const program = parse(code, { ecmaVersion: 2022, sourceType: "script", locations: true }) as Estree;
  for (const statement of program.body as Estree[]) {
    const call = statement.type === "ExpressionStatement" ? statement.expression : null;
    const callee = call?.type === "CallExpression" && call.callee.type === "Identifier" ? call.callee.name : null;
    if (statement.type === "ExpressionStatement" && statement.directive === "use strict") continue;
    if (isAddCommand(call)) {
      const command = call.arguments[0] as Estree;
      const source = `(${code.slice(command.start, command.end)});`;
      for (const message of undefinedNames(source, globals, "script")) {
        problems.push(`line ${command.loc?.start.line}: addCommand command: ${message}`);
      }
      continue;
    }
    if (!callee || !REGISTRARS.test(callee)) {
      problems.push(`line ${statement.loc?.start.line}: top-level code other than a handler registration (${statement.type})`);
      continue;
    }
    for (const arg of handlersOf(call.arguments as Estree[])) {
      const source = `(${code.slice(arg.start, arg.end)});`;
      for (const message of undefinedNames(source, globals, "script")) {
        problems.push(`line ${arg.loc?.start.line}: ${callee} handler: ${message}`);
      }
    }
  }
  return problems;
}

/** Problems in one compiled migration: it runs in its own runtime, which has no `$app`. */
export function checkMigration(code: string, globals: Set<string>): string[] {
  const migrationGlobals = new Set(globals);
  migrationGlobals.delete("$app");
  return undefinedNames(code, migrationGlobals, "script");
}
