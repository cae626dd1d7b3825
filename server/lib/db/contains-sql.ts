// The search's "contains" (shared/search/) as SQL: a word found in a column as plain text, letters
// in any case in every script. Pure: no PocketBase globals, unit-tested in Node.
//
// SQLite's LIKE folds ASCII letters only and reads `%` and `_` as wildcards; its GLOB is exact and
// takes character classes. So each letter becomes the class of its case variants (`[Šš]`), every
// other character itself (`*`, `?`, `[` and `]` inside a class of their own): a GLOB that is the
// rule exactly. GLOB cannot skip ahead to a letter as LIKE does (three times slower over every
// row), so a LIKE goes first wherever it can: exact on its own when every letter of the word
// has only ASCII variants, else as a quick filter that leaves the other letters to `_`.

import { caseVariants } from "@shared/search/case-fold";

/** A word as LIKE and GLOB patterns: `like` null when it would match everything, `glob` null when LIKE is exact. */
export interface ContainsPatterns {
  readonly like: string | null;
  readonly glob: string | null;
}

const GLOB_SPECIAL: Readonly<Record<string, string>> = { "*": "[*]", "?": "[?]", "[": "[[]", "]": "[]]" };
const LIKE_SPECIAL = /[\\%_]/;
const LIKE_SPECIALS = /[\\%_]/g;
/** Printable ASCII: its letters' only variants are their two cases, which LIKE folds itself. */
const PLAIN_ASCII = /^[\x20-\x7e]+$/;

function asciiOnly(variants: readonly string[]): boolean {
  return variants.every((variant) => variant < "\u0080");
}

/** The last words' patterns: a search asks for each word in several columns. */
const recent = new Map<string, ContainsPatterns>();

export function containsPatterns(word: string): ContainsPatterns {
  if (word === "") throw new Error("containsPatterns: an empty word matches everything");
  // The common case without a loop over the word's characters (slow in PocketBase's JS engine).
  if (PLAIN_ASCII.test(word)) return { like: `%${word.replace(LIKE_SPECIALS, "\\$&")}%`, glob: null };
  const known = recent.get(word);
  if (known) return known;
  const patterns = classPatterns(word);
  if (recent.size >= 64) recent.clear();
  recent.set(word, patterns);
  return patterns;
}

function classPatterns(word: string): ContainsPatterns {
  let like = "";
  let glob = "";
  let likeExact = true;
  let likeUseful = false;
  for (const character of word) {
    const variants = caseVariants(character);
    // Letters are classes: case variants are letters, never one of GLOB's special characters.
    glob += variants.length > 1 ? `[${variants.join("")}]` : (GLOB_SPECIAL[character] ?? character);
    if (asciiOnly(variants) || variants.length === 1) {
      like += LIKE_SPECIAL.test(character) ? `\\${character}` : character;
      likeUseful = true;
    } else {
      like += "_";
      likeExact = false;
    }
  }
  return { like: likeUseful ? `%${like}%` : null, glob: likeExact ? null : `*${glob}*` };
}

/**
 * The SQL that a column (`[[v.make]]`) contains `word`, with its values bound under names made
 * from `param` (`text0Like`, `text0Glob`).
 */
export function containsSql(column: string, param: string, word: string): { sql: string; params: Record<string, string> } {
  const { like, glob } = containsPatterns(word);
  const parts: string[] = [];
  const params: Record<string, string> = {};
  if (like !== null) {
    parts.push(`${column} LIKE {:${param}Like} ESCAPE '\\'`);
    params[`${param}Like`] = like;
  }
  if (glob !== null) {
    parts.push(`${column} GLOB {:${param}Glob}`);
    params[`${param}Glob`] = glob;
  }
  return { sql: parts.length === 1 ? parts[0]! : `(${parts.join(" AND ")})`, params };
}
