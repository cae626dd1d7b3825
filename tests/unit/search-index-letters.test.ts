// Which letters the trigram index folds as the search does (server/lib/search/index-letters.ts),
// asked of SQLite itself (Debian's sqlite3; PocketBase's SQLite folds by the same tables): the
// index may narrow a search by a letter only when it folds all of that letter's case variants
// alike, else it would miss rows the search must find.
import { describe, expect, it } from "vitest";
import { caseVariants } from "@shared/search/case-fold";
import { indexFoldsLike, UNFOLDED_BMP, UNFOLDED_BY_INDEX_RANGES } from "../../server/lib/search/index-letters";
import { indexedRuns } from "../../server/lib/search/trigram-match";
import { sqliteLines } from "../support/sqlite-cli";

/** Every character that has case variants. */
function casedCharacters(): string[] {
  const cased: string[] = [];
  for (let code = 0; code <= 0x10ffff; code += 1) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    const character = String.fromCodePoint(code);
    if (character.toUpperCase() !== character.toLowerCase() || caseVariants(character).length > 1) cased.push(character);
  }
  return cased;
}

/** How the trigram tokenizer folds each character: its code point → the one it is indexed as. */
function indexFolds(characters: readonly string[]): Map<number, number> {
  const rows = characters.map((c) => `(${c.codePointAt(0)}, '${c.repeat(3)}')`);
  const inserts: string[] = [];
  for (let i = 0; i < rows.length; i += 500) inserts.push(`INSERT INTO t(rowid, x) VALUES ${rows.slice(i, i + 500).join(", ")};`);
  const lines = sqliteLines(`
    CREATE VIRTUAL TABLE t USING fts5(x, tokenize = 'trigram');
    ${inserts.join("\n")}
    CREATE VIRTUAL TABLE v USING fts5vocab(t, 'instance');
    SELECT doc, term FROM v;`);
  const folds = new Map<number, number>();
  for (const line of lines) {
    const bar = line.indexOf("|");
    folds.set(Number(line.slice(0, bar)), line.slice(bar + 1).codePointAt(0)!);
  }
  return folds;
}

describe("the letters the index folds as the search does", () => {
  it("are all but those listed: the index folds every other letter's variants alike", () => {
    const cased = casedCharacters();
    const folds = indexFolds(cased);
    expect(folds.size).toBe(cased.length);
    const missed = cased.filter((character) => {
      const indexed = new Set(caseVariants(character).map((variant) => folds.get(variant.codePointAt(0)!)));
      return indexed.size > 1 && indexFoldsLike(character);
    });
    expect(missed.map((c) => `U+${c.codePointAt(0)!.toString(16)}`)).toEqual([]);
  }, 60_000);

  it("lists letters with case variants only (and unassigned code points between them)", () => {
    for (const [first, last] of UNFOLDED_BY_INDEX_RANGES) {
      for (let code = first; code <= last; code += 1) {
        const character = String.fromCodePoint(code);
        expect(caseVariants(character).length > 1 || /\p{Cn}/u.test(character), `U+${code.toString(16)}`).toBe(true);
      }
    }
  });

  it("splits text at the same letters with one regex as with the list", () => {
    const differ: number[] = [];
    for (let code = 0; code <= 0xffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const character = String.fromCharCode(code);
      if (UNFOLDED_BMP.test(character) === indexFoldsLike(character)) differ.push(code);
    }
    expect(differ).toEqual([]);
  });

  it("narrows by Latin, Greek, Cyrillic and Armenian letters, not by Georgian or Cherokee ones", () => {
    for (const character of "aZšŠßẞσΣςлЛաԱ東7%") expect(indexFoldsLike(character), character).toBe(true);
    for (const character of "აᲐᏣꮳ") expect(indexFoldsLike(character), character).toBe(false);
    expect(indexedRuns("ab")).toEqual([]);
    expect(indexedRuns("თბილისი Škoda")).toEqual([" Škoda"]);
    expect(indexedRuns("abᏣcde")).toEqual(["cde"]);
    expect(indexedRuns("😀😀😀")).toEqual(["😀😀😀"]);
  });
});
