// Which letters SQLite's trigram index folds as the search does (shared/search/case-fold.ts).
// Pure: no PocketBase globals, unit-tested in Node against Debian's sqlite3.
//
// The index (FTS5, tokenizer `trigram`) folds case by tables SQLite made from Unicode 6.1. Letters
// that gained their other case later (Georgian Mtavruli, Cherokee small letters, many Latin
// Extended-D letters, Osage, Vithkuqi, Adlam, Garay…) are not folded there, so the index could
// miss a row the search must find. The search still matches them, but cannot narrow by them:
// trigram-match.ts leaves them out of the phrases it asks the index for. The unit test
// (tests/unit/search-index-letters.test.ts) asks sqlite3 how it folds every letter that has case
// and proves this list holds every letter whose case the index does not know.

/** Code point ranges [first, last] of letters whose case the index does not fold as the search does. */
const UNFOLDED_BY_INDEX: readonly (readonly [number, number])[] = [
  [0x19b, 0x19b], [0x25c, 0x25c], [0x261, 0x261], [0x264, 0x264], [0x26a, 0x26a], [0x26c, 0x26c],
  [0x282, 0x282], [0x287, 0x287], [0x29d, 0x29e], [0x37f, 0x37f], [0x3f3, 0x3f3], [0x528, 0x52f],
  [0x10d0, 0x10fa], [0x10fd, 0x10ff], [0x13a0, 0x13f5], [0x13f8, 0x13fd], [0x1c89, 0x1c8a],
  [0x1c90, 0x1cba], [0x1cbd, 0x1cbf], [0x1d8e, 0x1d8e], [0x2c2f, 0x2c2f], [0x2c5f, 0x2c5f],
  [0xa698, 0xa69b], [0xa794, 0xa794], [0xa796, 0xa79f], [0xa7ab, 0xa7ae], [0xa7b0, 0xa7dc],
  [0xa7f5, 0xa7f6], [0xab53, 0xab53], [0xab70, 0xabbf], [0x104b0, 0x104d3], [0x104d8, 0x104fb],
  [0x10570, 0x1057a], [0x1057c, 0x1058a], [0x1058c, 0x10592], [0x10594, 0x10595],
  [0x10597, 0x105a1], [0x105a3, 0x105b1], [0x105b3, 0x105b9], [0x105bb, 0x105bc],
  [0x10c80, 0x10cb2], [0x10cc0, 0x10cf2], [0x10d50, 0x10d65], [0x10d70, 0x10d85],
  [0x118a0, 0x118df], [0x16e40, 0x16e7f], [0x16ea0, 0x16eb8], [0x16ebb, 0x16ed3], [0x1e900, 0x1e943],
];

/** Whether the index folds this character (one code point) as the search does. */
export function indexFoldsLike(character: string): boolean {
  const code = character.codePointAt(0)!;
  if (code < UNFOLDED_BY_INDEX[0]![0]) return true;
  return !UNFOLDED_BY_INDEX.some(([first, last]) => code >= first && code <= last);
}

function hex(code: number): string {
  return `\\u${code.toString(16).padStart(4, "0")}`;
}

/**
 * The listed letters of the Basic Multilingual Plane as one character class: a text without
 * surrogates is split at them by one regex, not a loop over its characters (slow in PocketBase's
 * JS engine).
 */
export const UNFOLDED_BMP = new RegExp(
  `[${UNFOLDED_BY_INDEX.filter(([first]) => first <= 0xffff).map(([first, last]) => (first === last ? hex(first) : `${hex(first)}-${hex(last)}`)).join("")}]`,
);

/** The ranges, for the unit test. */
export const UNFOLDED_BY_INDEX_RANGES = UNFOLDED_BY_INDEX;
