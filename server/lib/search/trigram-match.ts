// Which rows a "contains" search can be narrowed to by a trigram index (FTS5, tokenizer
// `trigram`). Pure: no PocketBase globals, unit-tested in Node.
//
// The index only ever *narrows*: the list's own LIKE conditions still decide, so the results are
// exactly those of PocketBase's filter. The index can narrow only when every term it is asked
// for is three characters or more (a trigram needs three) and is plain text: PocketBase reads a
// `~` value holding `%` as a LIKE pattern of its own, and `\` as an escape (shared/filter.ts,
// likeValue), which a trigram phrase cannot express. Otherwise there is no narrowing, and the
// search reads every row as before.

/** Where the candidates come from: an FTS5 MATCH, and/or rows found by an exact column value. */
export interface Candidates {
  /** The FTS5 table over `table` (external content, same rowids) and its MATCH expression. */
  readonly index: string;
  readonly match: string;
  /** Rows matched by an exact value besides the index (a work order's number), if any. */
  readonly exact?: { readonly column: string; readonly value: string | number };
}

/** One term of a search and the indexed columns it is looked for in. */
export interface TrigramTerm {
  readonly columns: readonly string[];
  readonly text: string;
}

const MIN_CHARACTERS = 3;

function indexable(text: string): boolean {
  return Array.from(text).length >= MIN_CHARACTERS && !/[%\\]/.test(text);
}

/** An FTS5 string: double quotes, with any inside doubled (FTS5's only escape). */
function phrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * The FTS5 MATCH expression that finds every row where any term occurs in any of its columns
 * (ignoring case, in any script), e.g. `{plate_key vin} : "AB1" OR {make model} : "ab-1"`; null
 * when the terms cannot be narrowed by the index. Terms with no columns are left out.
 */
export function trigramMatch(terms: readonly TrigramTerm[]): string | null {
  const used = terms.filter((term) => term.columns.length > 0);
  if (used.length === 0 || !used.every((term) => indexable(term.text))) return null;
  for (const term of used) {
    for (const column of term.columns) {
      if (!/^[a-z_][a-z0-9_]*$/.test(column)) throw new Error(`trigramMatch: not a plain column: "${column}"`);
    }
  }
  return used.map((term) => `{${term.columns.join(" ")}} : ${phrase(term.text)}`).join(" OR ");
}
