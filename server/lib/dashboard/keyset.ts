// Keyset pagination for PocketBase filters: "the rows after this one" in a given sort order,
// so that a long export reads batch after batch without OFFSET (which re-reads every row before
// the batch, and gets slower with every batch). Pure: unit-tested in Node.

import type { SortColumn } from "../sort-terms";

export type KeyValue = string | number;

/** Placeholder names of the keyset values; unusual, so they cannot clash with a filter's own. */
export const KEYSET_PARAM_PREFIX = "keysetAfter";

/**
 * A PocketBase filter for the rows that come after the row whose sort values are `after`, in the
 * order of `columns` (whose last column must be unique, such as `id`). For `-updated,-id`:
 * `updated <= {:u} && (updated < {:u} || (updated = {:u} && id < {:i}))`. The leading, redundant
 * `<=` is a plain range on the first column, which SQLite can read from that column's index; the
 * OR-ed rest alone would make it scan the whole table for every batch.
 */
export function keysetFilter(
  columns: readonly SortColumn[],
  after: readonly KeyValue[],
): { filter: string; params: { [name: string]: KeyValue } } {
  if (columns.length === 0 || columns.length !== after.length) {
    throw new Error(`keysetFilter: ${columns.length} sort columns but ${after.length} values`);
  }
  const params: { [name: string]: KeyValue } = {};
  columns.forEach((_, i) => (params[`${KEYSET_PARAM_PREFIX}${i}`] = after[i]!));
  const placeholder = (i: number) => `{:${KEYSET_PARAM_PREFIX}${i}}`;
  const beyond = (i: number) => `${columns[i]!.field} ${columns[i]!.descending ? "<" : ">"} ${placeholder(i)}`;
  // From the last column outwards: c_i beyond k_i || (c_i = k_i && <the rest>)
  let rest = beyond(columns.length - 1);
  for (let i = columns.length - 2; i >= 0; i -= 1) {
    rest = `(${beyond(i)} || (${columns[i]!.field} = ${placeholder(i)} && ${rest}))`;
  }
  if (columns.length === 1) return { filter: rest, params };
  const first = columns[0]!;
  return { filter: `${first.field} ${first.descending ? "<=" : ">="} ${placeholder(0)} && ${rest}`, params };
}
