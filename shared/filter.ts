// A PocketBase filter as data: comparisons of a record field with a bound `{:param}`, joined by
// `&&` (all) and `||` (any). The vehicle list builds one (vehicle-list.ts) and the export's
// keyset another (server/lib/db/keyset.ts). `filterExpression` writes PocketBase's filter
// language for the API; the export writes SQL from the same data (server/lib/db/filter-sql.ts), so nothing
// has to read a filter string back.

/**
 * PocketBase's operators that we use (`~` is its "contains", ASCII letters in any case, `%` a
 * wildcard), and `contains`: the search's own, the value as plain text with letters in any case
 * in every script (shared/search/). PocketBase's filter language has no such operator:
 * `filterExpression` writes it as `~`, which means the same for plain ASCII words without `%`,
 * `_` or `\`; the app sends every search to its own endpoints (server/lib/search/), which write
 * it as SQL of their own, and only comparisons with bare PocketBase (the benchmark's baseline)
 * send it to PocketBase.
 */
export type FilterOperator = "=" | "<" | "<=" | ">" | ">=" | "~" | "contains";

export interface FilterComparison {
  readonly field: string;
  readonly op: FilterOperator;
  /** The name of the bound value: `{:param}`. */
  readonly param: string;
}

export type FilterClause =
  | FilterComparison
  | { readonly all: readonly FilterClause[] }
  | { readonly any: readonly FilterClause[] };

/** A clause's parts and how they join, or null for a comparison; empty groups are left out. */
export function filterGroup(clause: FilterClause): { readonly join: "all" | "any"; readonly parts: readonly FilterClause[] } | null {
  if ("field" in clause) return null;
  const join = "all" in clause ? "all" : "any";
  const parts = "all" in clause ? clause.all : clause.any;
  return { join, parts: parts.filter((part) => filterGroup(part)?.parts.length !== 0) };
}

/**
 * The clause in PocketBase's filter language: `a ~ {:x} && (b = {:y} || c = {:y})`. Groups
 * inside groups are parenthesised; "" matches everything.
 */
export function filterExpression(clause: FilterClause, nested = false): string {
  const group = filterGroup(clause);
  if (group === null) {
    const { field, op, param } = clause as FilterComparison;
    return `${field} ${op === "contains" ? "~" : op} {:${param}}`;
  }
  const text = group.parts.map((part) => filterExpression(part, true)).join(group.join === "all" ? " && " : " || ");
  return nested && group.parts.length > 0 ? `(${text})` : text;
}
