// The message catalogues (docs/decisions/languages.md): every namespace has the same keys in
// English and German, no empty text, the same placeholders in both, and no key nobody uses. A
// key is used where its source room (the feature's folder; for `common` all of web/src; for
// `labels` web/src and the server's digest) names it in quotes, or names a prefix of it in a
// template literal (`status.${value}` uses every key under "status.").

import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { NAMESPACES } from "../../web/src/app/catalogues";

const ROOT = join(import.meta.dirname, "../..");

type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === "" ? key : `${prefix}.${key}`;
    if (typeof value === "string") flat.set(path, value);
    else for (const [inner, text] of flatten(value, path)) flat.set(inner, text);
  }
  return flat;
}

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name) && !/messages\.ts$/.test(name)) files.push(path);
  }
  return files;
}

function roomOf(namespace: string): string[] {
  if (namespace === "common") return [join(ROOT, "web/src")];
  if (namespace === "labels") return [join(ROOT, "web/src"), join(ROOT, "server/lib"), join(ROOT, "shared")];
  return [join(ROOT, "web/src/features", namespace)];
}

/** i18next's plural keys are one key in the source: "count_one" and "count_other" are "count". */
function sourceKey(key: string): string {
  return key.replace(/_(zero|one|two|few|many|other)$/, "");
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]!).sort();
}

const namespaces = Object.entries(NAMESPACES) as [string, { en: Tree; de: Tree }][];

describe.each(namespaces)("the %s catalogue", (namespace, messages) => {
  const en = flatten(messages.en);
  const de = flatten(messages.de);

  it("has every key in both languages and no text left empty", () => {
    expect([...de.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of [...en, ...de]) expect(text.trim(), `${namespace}:${key}`).not.toBe("");
  });

  it("keeps the same placeholders in German as in English", () => {
    for (const [key, text] of en) expect(placeholders(de.get(key) ?? ""), `${namespace}:${key}`).toEqual(placeholders(text));
  });

  it("has no key that its source room never uses", () => {
    const source = roomOf(namespace)
      .flatMap(sourceFiles)
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    const unused = [...new Set([...en.keys()].map(sourceKey))].filter((key) => {
      if (new RegExp(`["'\`]${key.replace(/[.]/g, "\\.")}["'\`]`).test(source)) return false;
      const parts = key.split(".");
      for (let end = parts.length - 1; end >= 1; end--) {
        // A prefix spelled as the start of a template literal: `status.${…}` or `${group}` of labels.
        if (source.includes(`\`${parts.slice(0, end).join(".")}.\${`)) return false;
        if (namespace === "labels" && end === 1 && new RegExp(`["']${parts[0]}["']`).test(source)) return false;
      }
      return true;
    });
    expect(unused, `${namespace}: keys no source uses`).toEqual([]);
  });
});
