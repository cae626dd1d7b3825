// What a search text means (docs/product.md, "Search"): its words, each of which must match
// somewhere, in any order ("nissan leaf", "leaf nissan"), letters in any case (case-fold.ts),
// every other character as itself: "%", "_" and "\" are plain characters, not patterns. A control
// character (NUL, tab, escape…) is no part of a search: the search is refused at `q`. Pure; the
// search boxes, the server's searches and exports, and the tests share it.

import { fieldError, type FieldError } from "../validation/field-error";
import { cleanSingleLine } from "../validation/text";

/** The longest search text, in characters (after trimming). */
export const SEARCH_MAX_LENGTH = 100;

/** Unicode's control characters (category Cc): C0, DEL and C1. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/** Tabs and line breaks, which a pasted cell or line brings along: a search box makes them spaces. */
const TYPED_BREAKS = /[\t\n\v\f\r\u0085]/g;

export const SEARCH_CONTROL_CHARACTERS = fieldError(
  "invalid_characters",
  "The search contains invisible control characters: please remove them.",
);

/** Why a search text cannot be searched for (a control character), or null. */
export function searchTextError(text: string): FieldError | null {
  return CONTROL_CHARACTERS.test(text) ? SEARCH_CONTROL_CHARACTERS : null;
}

/**
 * The error of a search text given as the `q` parameter of a list's endpoint (a search, an
 * export): a control character, or too long once trimmed; null when it can be searched for.
 */
export function searchParamError(text: string): FieldError | null {
  if (text.trim().length > SEARCH_MAX_LENGTH) return fieldError("too_long", `Search for at most ${SEARCH_MAX_LENGTH} characters.`);
  return searchTextError(text);
}

/** What a search box sends for what was typed or pasted: tabs and line breaks become spaces. */
export function typedSearchText(text: string): string {
  return text.replace(TYPED_BREAKS, " ");
}

/**
 * The words of a search text: split at white space, each as stored text is (composed, without
 * invisible characters: shared/validation/text.ts), each once ("Golf golf" is one word). Empty
 * for a text of white space only.
 */
export function searchWords(text: string): string[] {
  const cleaned = cleanSingleLine(text);
  if (cleaned === "") return [];
  const seen = new Set<string>();
  const words: string[] = [];
  for (const word of cleaned.split(" ")) {
    // Lower case is enough to tell most repeats (a repeat left is harmless) without a loop over
    // the word's characters, which PocketBase's JS engine runs slowly.
    const folded = word.toLowerCase();
    if (seen.has(folded)) continue;
    seen.add(folded);
    words.push(word);
  }
  return words;
}
