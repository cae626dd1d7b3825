// A list's filter clauses (shared/filter.ts) written as SQL the way PocketBase writes the same
// clauses from its filter language, so that our own queries (the CSV exports, the searches) pick
// exactly the rows PocketBase's list would. Pure: unit-tested in Node.

import { filterGroup, type FilterClause, type FilterComparison } from "@shared/filter";
import { containsSql } from "./contains-sql";
import type { SqlParams } from "./params";

/** The alias of the queried table in the SQL written here. */
export const TABLE_ALIAS = "v";
const V = TABLE_ALIAS;

/**
 * A `~` value as PocketBase passes it to LIKE (tools/search/filter.go, wrapLikeParams): unless
 * it holds a `%` of its own, its `\`, `%` and `_` that are not escaped yet are escaped and the
 * whole is wrapped in `%…%` ("contains").
 */
export function likeValue(value: string): string {
  const chars = [...value];
  let previous = "";
  let hasWildcard = false;
  for (const c of chars) {
    if (c === "%" && previous !== "\\") hasWildcard = true;
    previous = c === "\\" && previous === "\\" ? "" : c;
  }
  if (hasWildcard) return value;
  // Escape, walking backwards as PocketBase does: a special character already preceded by a
  // backslash stays as it is.
  const out: string[] = [];
  let pending = false;
  for (let i = chars.length - 1; i >= 0; i -= 1) {
    const c = chars[i]!;
    if (pending) {
      if (c !== "\\") out.push("\\");
      pending = false;
    } else if (c === "\\" || c === "%" || c === "_") {
      pending = true;
    }
    out.push(c);
    if (i === 0 && pending) out.push("\\");
  }
  return `%${out.reverse().join("")}%`;
}

/**
 * The SQL of a filter clause over the vehicles (alias `v`), with its parameters, as PocketBase
 * writes the same clause: `=`, `<`, `<=`, `>`, `>=` as they are, `~` as LIKE with the value
 * escaped and wrapped the way PocketBase does (under its own name), groups in parentheses; and
 * the search's `contains` as the search writes it (./contains-sql.ts).
 */
export function filterSql(clause: FilterClause, params: SqlParams): { sql: string; params: SqlParams } {
  const out: SqlParams = {};
  const write = (part: FilterClause, nested: boolean): string => {
    const group = filterGroup(part);
    if (group === null) {
      const { field, op, param } = part as FilterComparison;
      if (!(param in params)) throw new Error(`filterSql: no value for {:${param}}`);
      const column = `[[${V}.${checkedField(field)}]]`;
      if (op === "contains") {
        const contains = containsSql(column, param, String(params[param]));
        Object.assign(out, contains.params);
        return contains.sql;
      }
      if (op === "~") {
        out[`${param}Like`] = likeValue(String(params[param]));
        return `${column} LIKE {:${param}Like} ESCAPE '\\'`;
      }
      out[param] = params[param]!;
      return `${column} ${op} {:${param}}`;
    }
    if (group.parts.length === 0) return "1 = 1";
    const sql = group.parts.map((inner) => write(inner, true)).join(group.join === "all" ? " AND " : " OR ");
    return nested ? `(${sql})` : sql;
  };
  return { sql: write(clause, false), params: out };
}

export function checkedField(field: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(field)) throw new Error(`export: not a plain column of the exported table: "${field}"`);
  return field;
}
