// Keyset pagination (server/lib/db/keyset.ts): "the rows after this one" as a filter
// clause, checked in PocketBase's filter language and against the order it stands for on sample
// rows.
import { describe, expect, it } from "vitest";
import { filterExpression } from "@shared/filter";
import { keysetFilter, type KeyValue } from "../../server/lib/db/keyset";
import { parseSort, type SortColumn } from "../../server/lib/db/sort-terms";

describe("keysetFilter", () => {
  it("leads with a plain range on the first column, for its index", () => {
    const { clause, params } = keysetFilter(parseSort("-updated,-id"), ["2026-01-01 00:00:00.000Z", "abc"]);
    expect(filterExpression(clause)).toBe(
      "updated <= {:keysetAfter0} && (updated < {:keysetAfter0} || (updated = {:keysetAfter0} && id < {:keysetAfter1}))",
    );
    expect(params).toEqual({ keysetAfter0: "2026-01-01 00:00:00.000Z", keysetAfter1: "abc" });
  });

  it("takes a single unique column alone", () => {
    expect(filterExpression(keysetFilter(parseSort("id"), ["abc"]).clause)).toBe("id > {:keysetAfter0}");
  });

  it("refuses values that do not match the columns", () => {
    expect(() => keysetFilter(parseSort("make,id"), ["VW"])).toThrow();
  });

  // Evaluates the filter on plain rows: a tiny interpreter for exactly what keysetFilter writes.
  function matches(filter: string, params: Record<string, KeyValue>, row: Record<string, KeyValue>): boolean {
    const js = filter
      .replace(/\{:(\w+)\}/g, (_, name: string) => JSON.stringify(params[name]))
      .replace(/([a-z_.]+) (<=|>=|<|>|=) /g, (_, field: string, op: string) => `row[${JSON.stringify(field)}] ${op === "=" ? "===" : op} `);
    return new Function("row", `return ${js};`)(row) as boolean;
  }

  function compare(columns: readonly SortColumn[], a: Record<string, KeyValue>, b: Record<string, KeyValue>): number {
    for (const { field, descending } of columns) {
      const x = a[field]!;
      const y = b[field]!;
      if (x !== y) return (x < y ? -1 : 1) * (descending ? -1 : 1);
    }
    return 0;
  }

  it.each(["-updated,-id", "make,model,id", "-year,id", "category.name,id", "odometer,-id"])(
    "pages through every row exactly once in %s order",
    (sort) => {
      const columns = parseSort(sort);
      const rows: Record<string, KeyValue>[] = Array.from({ length: 40 }, (_, i) => ({
        id: `id${String((i * 7) % 40).padStart(2, "0")}`,
        updated: `2026-01-0${i % 3} 00:00:00.000Z`,
        make: ["VW", "Ford", "Audi"][i % 3]!,
        model: ["A", "B"][i % 2]!,
        year: [0, 2019, 2020][i % 3]!,
        "category.name": ["Vans", "Cars"][i % 2]!,
        odometer: (i % 4) * 1000,
      }));
      const expected = [...rows].sort((a, b) => compare(columns, a, b)).map((row) => String(row.id));
      const seen: string[] = [];
      let after: KeyValue[] | null = null;
      for (;;) {
        const keyset: ReturnType<typeof keysetFilter> | null = after ? keysetFilter(columns, after) : null;
        const page: Record<string, KeyValue>[] = rows
          .filter((row) => !keyset || matches(filterExpression(keyset.clause), keyset.params, row))
          .sort((a, b) => compare(columns, a, b))
          .slice(0, 7);
        seen.push(...page.map((row) => String(row.id)));
        const last: Record<string, KeyValue> | undefined = page.at(-1);
        if (page.length < 7 || !last) break;
        after = columns.map(({ field }) => last[field]!);
      }
      expect(seen).toEqual(expected);
    },
  );
});
