// Keyset pagination: "the rows after this one" in a given sort order, as a filter clause
// (shared/filter.ts), so that a long export reads batch after batch without OFFSET (which
// re-reads every row before the batch, and gets slower with every batch). Pure: unit-tested in
// Node.

import type { FilterClause, FilterComparison } from "@shared/filter";
import type { SortColumn } from "./sort-terms";

export type KeyValue = string | number;

/** Placeholder names of the keyset values; unusual, so they cannot clash with a filter's own. */
export const KEYSET_PARAM_PREFIX = "keysetAfter";

/**
 * The rows that come after the row whose sort values are `after`, in the order of `columns`
 * (whose last column must be unique, such as `id`). For `-updated,-id`:
 * `updated <= {:u} && (updated < {:u} || (updated = {:u} && id < {:i}))`. The leading, redundant
 * `<=` is a plain range on the first column, which SQLite can read from that column's index; the
 * OR-ed rest alone would make it scan the whole table for every batch.
 */
export function keysetFilter(
  columns: readonly SortColumn[],
  after: readonly KeyValue[],
): { clause: FilterClause; params: { [name: string]: KeyValue } } {
  if (columns.length === 0 || columns.length !== after.length) {
    throw new Error(`keysetFilter: ${columns.length} sort columns but ${after.length} values`);
  }
  const params: { [name: string]: KeyValue } = {};
  columns.forEach((_, i) => (params[`${KEYSET_PARAM_PREFIX}${i}`] = after[i]!));
  const compare = (i: number, op: FilterComparison["op"]): FilterComparison => ({
    field: columns[i]!.field,
    op,
    param: `${KEYSET_PARAM_PREFIX}${i}`,
  });
  const beyond = (i: number) => compare(i, columns[i]!.descending ? "<" : ">");
  // From the last column outwards: c_i beyond k_i || (c_i = k_i && <the rest>)
  let rest: FilterClause = beyond(columns.length - 1);
  for (let i = columns.length - 2; i >= 0; i -= 1) {
    rest = { any: [beyond(i), { all: [compare(i, "="), rest] }] };
  }
  if (columns.length === 1) return { clause: rest, params };
  return { clause: { all: [compare(0, columns[0]!.descending ? "<=" : ">="), rest] }, params };
}
