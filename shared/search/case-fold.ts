// Letters match across case in every script (docs/product.md, "Search"): two characters are the
// same letter when their folds are equal. Pure; runs in the browser, in Node and in PocketBase's
// JS engine (goja), which share the rule through the engines' own Unicode case tables.
//
// The fold of a character is the lower case of its upper case, one code point at a time: "Σ", "σ"
// and the final "ς" fold to "σ"; "ẞ" and "ß" to "ß"; "Ä" to "ä". Where a case mapping gives more
// than one character ("ß" → "SS", "İ" → "i̇") the character keeps its own fold. That is Unicode's
// simple case folding (the one of a /…/iu regex), but for these characters, which keep their own:
// - the dotless "ı" (as in Unicode's folding; upper then lower would make it "i");
// - the Kelvin sign (U+212A) and the long s "ſ", which Unicode folds to "k" and "s": so the only
//   characters that match an ASCII letter are its two cases, and SQLite's LIKE alone can match a
//   word of ASCII letters (server/lib/db/contains-sql.ts);
// - the nine old Cyrillic letter forms U+1C80–U+1C88 (SQLite's index folds them to nothing else,
//   and "в", "д", "о", "с", "т" must stay letters it can narrow by).
// Marks are part of a letter: "š" is not "s" (Czech, German, Turkish… tell them apart).

/** Characters whose fold is themselves, whatever upper then lower case would make of them. */
function keepsOwnFold(code: number): boolean {
  return code === 0x131 || code === 0x17f || code === 0x212a || (code >= 0x1c80 && code <= 0x1c88);
}

/** A case mapping of one character when it is one character, else the character itself. */
function oneCharacter(mapped: string, character: string): string {
  const first = mapped.codePointAt(0);
  return first !== undefined && String.fromCodePoint(first).length === mapped.length ? mapped : character;
}

/** The fold of one character (one code point). */
export function foldCharacter(character: string): string {
  if (character < "\u0080") return character >= "A" && character <= "Z" ? character.toLowerCase() : character;
  if (keepsOwnFold(character.codePointAt(0)!)) return character;
  return oneCharacter(oneCharacter(character.toUpperCase(), character).toLowerCase(), character);
}

/** Text folded character by character: equal folds, same letters in any case. */
export function foldCase(text: string): string {
  let folded = "";
  for (const character of text) folded += foldCharacter(character);
  return folded;
}

/**
 * The characters that fold to something other than themselves and are not the upper case of
 * their fold either (so `caseVariants` cannot reach them by mapping case): "µ" → "μ", "Å"
 * (Ångström) → "å", "ẞ" → "ß", the title-case digraphs, Greek letter variants and final sigma,
 * the Ohm sign, Greek letters with a subscript iota in title case. A unit test walks every code
 * point to prove the list complete.
 */
const UNREACHABLE =
  "\u00b5\u212b\u1e9e\u01c5\u01c8\u01cb\u01f2\u0345\u1fbe\u03d0\u03f5\u03d1\u03f4\u03f0\u03d6\u03f1\u03c2\u03d5\u2126\u1e9b" +
  "\u1f88\u1f89\u1f8a\u1f8b\u1f8c\u1f8d\u1f8e\u1f8f\u1f98\u1f99\u1f9a\u1f9b\u1f9c\u1f9d\u1f9e\u1f9f" +
  "\u1fa8\u1fa9\u1faa\u1fab\u1fac\u1fad\u1fae\u1faf\u1fbc\u1fcc\u1ffc";

let unreachableByFold: Map<string, string[]> | null = null;

function unreachableVariants(fold: string): readonly string[] {
  if (unreachableByFold === null) {
    unreachableByFold = new Map();
    for (const character of UNREACHABLE) {
      const target = foldCharacter(character);
      unreachableByFold.set(target, [...(unreachableByFold.get(target) ?? []), character]);
    }
  }
  return unreachableByFold.get(fold) ?? [];
}

/**
 * Every character with the same fold as `character` (one code point), itself included, in code
 * point order: "k" → ["K", "k"], "σ" → ["Σ", "ς", "σ"], "7" → ["7"].
 */
export function caseVariants(character: string): string[] {
  const fold = foldCharacter(character);
  const variants = new Set([character, fold]);
  const upper = oneCharacter(fold.toUpperCase(), fold);
  if (foldCharacter(upper) === fold) variants.add(upper);
  for (const variant of unreachableVariants(fold)) variants.add(variant);
  return [...variants].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!);
}
