// A search as filter clauses (shared/filter.ts): one clause per word, all of which must hold, each
// true when its word is found in one of the list's fields. The lists (vehicle-list.ts,
// work-order-list.ts) say which fields; the server writes the clauses as SQL (filterSql) and
// narrows them by its trigram indexes (server/lib/search/).

import type { FilterClause } from "../filter";
import { plateKey } from "../validation/vehicle";

/** A field a word is looked for in: as typed (`word`), or as a plate key (`plate-key`: "ab-1" → "AB1"). */
export interface WordField {
  readonly field: string;
  readonly value: "word" | "plate-key";
}

/**
 * The clauses of `words` over `fields`, their values added to `params` (`text0`, `key0`, `text1`…).
 * `exact` may add a clause of its own per word (a work order's number), checked first. A word
 * with no plate key (only dashes and spaces) is looked for in the `word` fields only.
 */
export function wordClauses(
  words: readonly string[],
  fields: readonly WordField[],
  params: Record<string, string>,
  exact?: (word: string, index: number) => FilterClause | null,
): FilterClause[] {
  return words.map((word, index) => {
    const matches: FilterClause[] = [];
    const own = exact?.(word, index) ?? null;
    if (own !== null) matches.push(own);
    for (const { field, value } of fields) {
      const text = value === "word" ? word : plateKey(word);
      if (text === "") continue;
      const param = `${value === "word" ? "text" : "key"}${index}`;
      params[param] = text;
      matches.push({ field, op: "contains", param });
    }
    return { any: matches };
  });
}
