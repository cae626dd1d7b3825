// The boundaries `make test` holds the code to (docs/ARCHITECTURE.md "The rooms"), as ESLint
// rules of our own: each is a few lines over the import statements, and they need nothing of
// TypeScript's types (the parser is parser.js).
//   feature-boundaries        web features import each other only through a feature's index.ts
//                             (its declared public face); web/src/lib and ui import no feature;
//   infrastructure-boundaries server infrastructure (db, csv, records, access, roles, history)
//                             imports no feature;
//   no-cycle                  no import cycle, through any number of modules.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx", ".js", ""];
const INFRASTRUCTURE = ["db", "csv", "records", "access", "bounds", "roles", "history"];

/** The repository-relative file an import names, or null for a package. */
function resolveImport(fromFile, specifier) {
  let base;
  if (specifier.startsWith("@shared/")) base = join(root, "shared", specifier.slice("@shared/".length));
  else if (specifier === "@shared") base = join(root, "shared");
  else if (specifier.startsWith(".")) base = resolve(dirname(fromFile), specifier);
  else return null;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (extension !== "" || /\.(ts|tsx|js)$/.test(candidate)) {
      if (existsSync(candidate) && !candidate.endsWith("/")) return relative(root, candidate);
    }
  }
  return null;
}

/** The `from` of every import and re-export statement, and dynamic imports, of a source text. */
const IMPORT = /(?:^|[\n;])\s*(?:import|export)\s+(?:type\s+)?(?:[^;'"]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
const importCache = new Map();

function importsOf(file) {
  if (!importCache.has(file)) {
    const found = [];
    let text = "";
    try {
      text = readFileSync(join(root, file), "utf8");
    } catch {
      text = "";
    }
    for (const match of text.matchAll(IMPORT)) {
      const target = resolveImport(join(root, file), match[1] ?? match[2]);
      if (target !== null) found.push(target);
    }
    importCache.set(file, found);
  }
  return importCache.get(file);
}

function featureOf(file) {
  const match = /^web\/src\/features\/([^/]+)\//.exec(file);
  return match ? match[1] : null;
}

function isFeatureFace(file) {
  return /^web\/src\/features\/[^/]+\/index\.tsx?$/.test(file);
}

function serverRoom(file) {
  const match = /^server\/lib\/([^/]+)\//.exec(file);
  if (match) return match[1];
  return /^server\/lib\/[^/]+\.ts$/.test(file) ? "(top)" : null;
}

/** Calls `check(node, target)` for each import, re-export and dynamic import naming a file of ours. */
function eachImport(context, check) {
  const file = relative(root, context.filename);
  const visit = (node) => {
    const source = node.source;
    if (!source || typeof source.value !== "string") return;
    const target = resolveImport(context.filename, source.value);
    if (target !== null) check(node, file, target);
  };
  return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit };
}

const featureBoundaries = {
  meta: { type: "problem", messages: {
    inner: "A feature imports another feature only through its public face ({{face}}), not {{target}}.",
    shared: "web/src/lib and web/src/ui are used by features and import none ({{target}}).",
  } },
  create(context) {
    return eachImport(context, (node, file, target) => {
      const to = featureOf(target);
      if (to === null) return;
      const from = featureOf(file);
      if (/^web\/src\/(lib|ui)\//.test(file)) {
        context.report({ node, messageId: "shared", data: { target } });
      } else if (from !== null && from !== to && !isFeatureFace(target)) {
        context.report({ node, messageId: "inner", data: { target, face: `web/src/features/${to}/index.ts` } });
      }
    });
  },
};

const infrastructureBoundaries = {
  meta: { type: "problem", messages: {
    feature: "Server infrastructure ({{room}}) imports no feature: {{target}}. Move what both need into an infrastructure room.",
  } },
  create(context) {
    return eachImport(context, (node, file, target) => {
      const room = serverRoom(file);
      if (room === null || !INFRASTRUCTURE.includes(room)) return;
      const to = serverRoom(target);
      if (to !== null && !INFRASTRUCTURE.includes(to)) context.report({ node, messageId: "feature", data: { room, target } });
    });
  },
};

/** Whether `start` reaches `goal` through imports; gives the path when it does. */
function pathTo(start, goal) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [file, path] = stack.pop();
    if (file === goal) return path;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of importsOf(file)) stack.push([next, [...path, next]]);
  }
  return null;
}

const noCycle = {
  meta: { type: "problem", messages: { cycle: "Import cycle: {{path}}." } },
  create(context) {
    return eachImport(context, (node, file, target) => {
      const path = pathTo(target, file);
      if (path !== null) context.report({ node, messageId: "cycle", data: { path: [file, ...path].join(" → ") } });
    });
  },
};

export default {
  meta: { name: "workshop-boundaries" },
  rules: {
    "feature-boundaries": featureBoundaries,
    "infrastructure-boundaries": infrastructureBoundaries,
    "no-cycle": noCycle,
  },
};
