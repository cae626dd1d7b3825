// Compiles the TypeScript that PocketBase runs:
//   server/lib/index.ts            → pb_hooks/lib/workshop.js   (one CommonJS bundle with shared/)
//   server/hooks/<name>.hooks.ts   → pb_hooks/<name>.pb.js      (entry files: handler wiring only)
//   server/migrations/<name>.ts    → pb_migrations/<name>.js
// then refuses output that breaks the JS engine's isolation rule (scripts/hook-isolation.ts).
import { build, transform } from "esbuild";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { checkHookEntry, checkMigration, engineGlobals } from "./hook-isolation";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
// goja runs ES2015+ well; es2019 keeps `?.` and `??` lowered to plain code without helpers.
const target = "es2019";

function banner(source: string): string {
  return `// Generated from ${source} by scripts/build-server.ts. Do not edit.\n`;
}

async function sources(dir: string, suffix: string): Promise<string[]> {
  const names = await readdir(join(root, dir));
  return names.filter((name) => name.endsWith(suffix)).sort();
}

async function removeGenerated(outRoot: string): Promise<void> {
  await rm(join(outRoot, "pb_hooks", "lib"), { recursive: true, force: true });
  for (const [dir, suffix] of [["pb_hooks", ".pb.js"], ["pb_migrations", ".js"]] as const) {
    await mkdir(join(outRoot, dir), { recursive: true });
    for (const name of await readdir(join(outRoot, dir))) {
      if (name.endsWith(suffix)) await rm(join(outRoot, dir, name));
    }
  }
}

async function compileFile(source: string, outputPath: string): Promise<string> {
  const result = await transform(await readFile(join(root, source), "utf8"), {
    loader: "ts",
    format: "cjs",
    target,
    sourcefile: source,
    tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } },
  });
  const code = banner(source) + result.code;
  await writeFile(outputPath, code);
  return code;
}

/** Compiles into `outRoot` (the repo by default) and returns every isolation problem found. */
export async function buildServer(outRoot: string = root): Promise<string[]> {
  await removeGenerated(outRoot);
  await build({
    entryPoints: [join(root, "server", "lib", "index.ts")],
    outfile: join(outRoot, "pb_hooks", "lib", "workshop.js"),
    bundle: true,
    format: "cjs",
    platform: "neutral",
    target,
    tsconfig: join(root, "server", "tsconfig.json"),
    banner: { js: banner("server/lib/") },
    logLevel: "warning",
  });

  const globals = engineGlobals(await readFile(join(root, "build", "pocketbase", "types.d.ts"), "utf8"));
  const problems: string[] = [];
  for (const name of await sources("server/hooks", ".hooks.ts")) {
    const output = `pb_hooks/${name.replace(/\.hooks\.ts$/, ".pb.js")}`;
    const code = await compileFile(`server/hooks/${name}`, join(outRoot, output));
    problems.push(...checkHookEntry(code, globals).map((p) => `${output} ${p}`));
  }
  for (const name of await sources("server/migrations", ".ts")) {
    const output = `pb_migrations/${name.replace(/\.ts$/, ".js")}`;
    const code = await compileFile(`server/migrations/${name}`, join(outRoot, output));
    problems.push(...checkMigration(code, globals).map((p) => `${output}: ${p}`));
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = await buildServer();
  if (problems.length > 0) {
    console.error("The compiled hooks break PocketBase's isolation rule (see docs/decisions/build-and-layout.md):");
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log("server: compiled pb_hooks/ and pb_migrations/");
}
