// The CSV export's SQL (server/lib/csv/csv-sql.ts): the list's and the keyset's filter
// clauses (shared/filter.ts) written as SQL the way PocketBase writes them. The file it makes is compared with
// the list and with the reference writer (tests/support/csv.ts) in tests/api/vehicle-export.test.ts.
import { describe, expect, it } from "vitest";
import { exportBatchSql } from "../../server/lib/csv/csv-sql";
import { filterSql, likeValue } from "../../server/lib/db/filter-sql";
import { vehicleExportTable } from "../../server/lib/vehicles/export-table";
import { keysetFilter } from "../../server/lib/db/keyset";
import { parseSort } from "../../server/lib/db/sort-terms";
import { DEFAULT_VEHICLE_LIST_QUERY, vehicleListFilter } from "@shared/vehicle-list";

describe("likeValue: a ~ value as PocketBase hands it to LIKE", () => {
  it.each([
    ["golf", "%golf%"],
    ["AB12", "%AB12%"],
    ["a_b", "%a\\_b%"],
    ["a\\_b", "%a\\_b%"],
    ["back\\slash", "%back\\\\slash%"],
    ["_start", "%\\_start%"],
    ["50%", "50%"],
    ["50\\%", "%50\\%%"],
    ["", "%%"],
  ])("%s → %s", (value, expected) => {
    expect(likeValue(value)).toBe(expected);
  });
});

describe("filterSql", () => {
  it("translates the list's search and filters", () => {
    const { clause, params } = vehicleListFilter({ ...DEFAULT_VEHICLE_LIST_QUERY, q: "ab-1 Škoda", status: "in_service", category: "abcdefghijklmno" });
    expect(filterSql(clause, params)).toEqual({
      sql:
        "([[v.plate_key]] LIKE {:key0Like} ESCAPE '\\' OR [[v.vin]] LIKE {:key0Like} ESCAPE '\\' OR " +
        "[[v.make]] LIKE {:text0Like} ESCAPE '\\' OR [[v.model]] LIKE {:text0Like} ESCAPE '\\') AND " +
        "(([[v.plate_key]] LIKE {:key1Like} ESCAPE '\\' AND [[v.plate_key]] GLOB {:key1Glob}) OR " +
        "([[v.vin]] LIKE {:key1Like} ESCAPE '\\' AND [[v.vin]] GLOB {:key1Glob}) OR " +
        "([[v.make]] LIKE {:text1Like} ESCAPE '\\' AND [[v.make]] GLOB {:text1Glob}) OR " +
        "([[v.model]] LIKE {:text1Like} ESCAPE '\\' AND [[v.model]] GLOB {:text1Glob})) AND " +
        "[[v.category]] = {:category} AND [[v.status]] = {:status}",
      params: {
        key0Like: "%AB1%",
        text0Like: "%ab-1%",
        key1Like: "%_KODA%",
        key1Glob: "*[Šš][Kk][Oo][Dd][Aa]*",
        text1Like: "%_koda%",
        text1Glob: "*[Šš][Kk][Oo][Dd][Aa]*",
        category: "abcdefghijklmno",
        status: "in_service",
      },
    });
  });

  it("translates the keyset, parentheses and all", () => {
    const { clause, params } = keysetFilter(parseSort("-updated,-id"), ["2026-01-01 00:00:00.000Z", "abc"]);
    expect(filterSql(clause, params).sql).toBe(
      "[[v.updated]] <= {:keysetAfter0} AND ([[v.updated]] < {:keysetAfter0} OR " +
        "([[v.updated]] = {:keysetAfter0} AND [[v.id]] < {:keysetAfter1}))",
    );
  });

  it("matches everything without a filter, and leaves empty groups out", () => {
    expect(filterSql({ all: [] }, {})).toEqual({ sql: "1 = 1", params: {} });
    expect(filterSql({ all: [{ all: [] }, { field: "status", op: "=", param: "x" }] }, { x: "sold" })).toEqual({
      sql: "[[v.status]] = {:x}",
      params: { x: "sold" },
    });
  });

  it.each([
    ["a relation path", { field: "category.name", op: "=", param: "x" } as const, /plain column/],
    ["a missing value", { field: "status", op: "=", param: "y" } as const, /no value/],
  ])("refuses %s", (_what, clause, message) => {
    expect(() => filterSql(clause, { x: "1" })).toThrow(message);
  });
});

describe("exportBatchSql", () => {
  it("reads a batch in the sort's order, its last row's keys in reverse", () => {
    const status = { field: "status", op: "=", param: "status" } as const;
    const { sql, params } = exportBatchSql(status, { status: "retired" }, parseSort("year,plate,id"), 5000, vehicleExportTable("en"));
    expect(params).toEqual({ status: "retired" });
    expect(sql).toContain("ORDER BY [[v.year]] ASC, [[v.plate]] ASC, [[v.id]] ASC");
    expect(sql).toContain("LIMIT 5000");
    expect(sql).toContain("group_concat([[line]], '' ORDER BY [[k0]] ASC, [[k1]] ASC, [[k2]] ASC)");
    expect(sql).toContain("ORDER BY [[k0]] DESC, [[k1]] DESC, [[k2]] DESC LIMIT 1");
  });

  it("refuses sort columns that are not plain vehicle columns", () => {
    expect(() => exportBatchSql({ all: [] }, {}, parseSort("category.name,id"), 10, vehicleExportTable("en"))).toThrow(/plain column/);
  });
});
