// Which rows a list's filter can be narrowed to by a trigram index (FTS5, tokenizer `trigram`).
// Pure: no PocketBase globals, unit-tested in Node.
//
// The index only ever *narrows*: the list's own filter (its SQL, filterSql) still decides, so
// the candidates must hold every row the filter matches, and may hold more. They are read off the
// filter itself: a word "contains" in an indexed column is a phrase the index finds ignoring case
// (one per run of three or more characters whose case the index folds as the search does:
// index-letters.ts; a trigram needs three); a number "=" is the rows with that number; an
// "all of" keeps what its parts narrow to, an "any of" narrows only when each of its parts does.
// Anything else (a word of one or two characters, a status) narrows nothing.

import { filterGroup, type FilterClause, type FilterComparison } from "@shared/filter";
import { indexFoldsLike, UNFOLDED_BMP } from "./index-letters";

/** A trigram index over a table: the FTS5 table (external content: same rowids) and what it can answer. */
export interface TrigramIndex {
  /** The FTS5 table. */
  readonly name: string;
  /** The table's columns it indexes, under the same names. */
  readonly columns: readonly string[];
  /** A column of the table that is answered exactly, beside the index (a work order's number). */
  readonly exactColumn?: string;
}

/** The rows a filter can match among: those the index's MATCH finds, and those with one of `exact`'s values. */
export interface Candidates {
  readonly index: string;
  /** An FTS5 MATCH expression, or null for none (the exact rows only). */
  readonly match: string | null;
  readonly exact?: { readonly column: string; readonly values: readonly number[] };
}

const MIN_CHARACTERS = 3;

/** An FTS5 string: double quotes, with any inside doubled (FTS5's only escape). */
function phrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

const SURROGATES = /[\uD800-\uDFFF]/;

/** The runs of at least three characters whose case the index folds as the search does. */
export function indexedRuns(text: string): string[] {
  // Without characters beyond U+FFFF, a character is a UTF-16 unit: one split, no loop.
  if (!SURROGATES.test(text)) return text.split(UNFOLDED_BMP).filter((run) => run.length >= MIN_CHARACTERS);
  const runs: string[] = [];
  let run: string[] = [];
  const close = () => {
    if (run.length >= MIN_CHARACTERS) runs.push(run.join(""));
    run = [];
  };
  for (const character of text) {
    if (indexFoldsLike(character)) run.push(character);
    else close();
  }
  close();
  return runs;
}

/** A MATCH expression as data: phrases in columns, and ANDs and ORs of them. */
type Match =
  | { readonly columns: readonly string[]; readonly phrases: string }
  | { readonly join: "AND" | "OR"; readonly parts: readonly Match[] };

/** A narrowing: rows of the MATCH (null: none) and rows with one of the exact values. */
interface Narrowing {
  readonly match: Match | null;
  readonly exact: readonly number[];
}

function plainColumn(column: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(column)) throw new Error(`trigramCandidates: not a plain column: "${column}"`);
  return column;
}

function comparison(part: FilterComparison, params: Readonly<Record<string, string>>, index: TrigramIndex): Narrowing | null {
  const value = params[part.param];
  if (value === undefined) return null;
  if (part.op === "contains" && index.columns.includes(part.field)) {
    const phrases = indexedRuns(value).map(phrase);
    if (phrases.length === 0) return null;
    return { match: { columns: [plainColumn(part.field)], phrases: phrases.length === 1 ? phrases[0]! : `(${phrases.join(" AND ")})` }, exact: [] };
  }
  if (part.op === "=" && part.field === index.exactColumn && /^[0-9]{1,15}$/.test(value)) {
    return { match: null, exact: [Number(value)] };
  }
  return null;
}

/** Alternatives: the same phrases in several columns are one filter (`{plate_key vin} : "AB1"`). */
function anyOf(matches: readonly Match[]): Match | null {
  const merged: Match[] = [];
  for (const match of matches) {
    const same = "phrases" in match ? merged.findIndex((other) => "phrases" in other && other.phrases === match.phrases) : -1;
    const other = merged[same];
    if (other && "phrases" in other && "phrases" in match) merged[same] = { columns: [...other.columns, ...match.columns], phrases: match.phrases };
    else merged.push(match);
  }
  if (merged.length === 0) return null;
  return merged.length === 1 ? merged[0]! : { join: "OR", parts: merged };
}

function narrow(clause: FilterClause, params: Readonly<Record<string, string>>, index: TrigramIndex): Narrowing | null {
  const group = filterGroup(clause);
  if (group === null) return comparison(clause as FilterComparison, params, index);
  const parts = group.parts.map((part) => narrow(part, params, index));
  if (group.join === "any") {
    if (parts.length === 0 || parts.some((part) => part === null)) return null;
    return {
      match: anyOf(parts.flatMap((part) => (part!.match === null ? [] : [part!.match]))),
      exact: parts.flatMap((part) => part!.exact),
    };
  }
  // All of: every narrowed part holds, so the rows of any one will do, and of several their
  // intersection (one MATCH with AND). Exact rows cannot join a MATCH's AND: parts with exact
  // rows count only when no other part narrows (then the first of them).
  const narrowed = parts.filter((part): part is Narrowing => part !== null);
  const pure = narrowed.flatMap((part) => (part.exact.length === 0 && part.match !== null ? [part.match] : []));
  if (pure.length > 0) return { match: pure.length === 1 ? pure[0]! : { join: "AND", parts: pure }, exact: [] };
  return narrowed[0] ?? null;
}

/** The MATCH expression's text: `({plate_key vin} : "AB1" OR {make model} : "ab-1") AND …`. */
function render(match: Match, nested = false): string {
  if ("phrases" in match) return `{${match.columns.join(" ")}} : ${match.phrases}`;
  const text = match.parts.map((part) => render(part, true)).join(` ${match.join} `);
  return nested ? `(${text})` : text;
}

/** The candidates of a list's filter in the index, or null when the index cannot narrow it. */
export function trigramCandidates(
  clause: FilterClause,
  params: Readonly<Record<string, string>>,
  index: TrigramIndex,
): Candidates | null {
  const narrowing = narrow(clause, params, index);
  if (narrowing === null) return null;
  const exact = [...new Set(narrowing.exact)];
  return {
    index: index.name,
    match: narrowing.match === null ? null : render(narrowing.match),
    ...(exact.length > 0 && index.exactColumn !== undefined ? { exact: { column: index.exactColumn, values: exact } } : {}),
  };
}
