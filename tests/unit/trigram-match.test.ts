// When a trigram index can narrow a list's filter, and the MATCH it is given (server/lib/search/):
// read off the filter itself, so the candidates always hold every row the filter matches.
import { describe, expect, it } from "vitest";
import type { FilterClause } from "@shared/filter";
import { DEFAULT_VEHICLE_LIST_QUERY, vehicleListFilter } from "@shared/vehicle-list";
import { DEFAULT_WORK_ORDER_LIST_QUERY, workOrderListFilter } from "@shared/work-order-list";
import { trigramCandidates, type TrigramIndex } from "../../server/lib/search/trigram-match";

const VEHICLES: TrigramIndex = { name: "vehicles_search", columns: ["plate_key", "vin", "make", "model"] };
const WORK_ORDERS: TrigramIndex = { name: "work_orders_search", columns: ["vehicle_plate_key", "title"], exactColumn: "number" };

const vehicles = (q: string, filters: Partial<typeof DEFAULT_VEHICLE_LIST_QUERY> = {}) => {
  const { clause, params } = vehicleListFilter({ ...DEFAULT_VEHICLE_LIST_QUERY, ...filters, q });
  return trigramCandidates(clause, params, VEHICLES);
};
const workOrders = (q: string) => {
  const { clause, params } = workOrderListFilter({ ...DEFAULT_WORK_ORDER_LIST_QUERY, q }, { me: "", now: new Date() });
  return trigramCandidates(clause, params, WORK_ORDERS);
};

describe("the vehicle list's search", () => {
  it("asks for every word that can narrow, each in the columns the list searches it in", () => {
    expect(vehicles("nissan leaf")?.match).toBe(
      '({plate_key vin} : "NISSAN" OR {make model} : "nissan") AND ({plate_key vin} : "LEAF" OR {make model} : "leaf")',
    );
    expect(vehicles("ab-12")).toEqual({ index: "vehicles_search", match: '{plate_key vin} : "AB12" OR {make model} : "ab-12"' });
  });

  it("leaves out words of one or two characters, which a trigram cannot find", () => {
    expect(vehicles("bmw 3")?.match).toBe('{plate_key vin} : "BMW" OR {make model} : "bmw"');
    // The same phrase in every column is one filter.
    expect(vehicles("BMW 3 Series")?.match).toBe('{plate_key vin make model} : "BMW" AND ({plate_key vin} : "SERIES" OR {make model} : "Series")');
  });

  it.each([
    ["only short words", "ab 12"],
    ["one character", "a"],
    ["no search text", ""],
    ["a word of dashes only that is short", "--"],
  ])("cannot narrow %s", (_, q) => expect(vehicles(q)).toBeNull());

  it("looks for a word without a plate key in make and model only", () => {
    expect(vehicles("---")?.match).toBe('{make model} : "---"');
  });

  it("asks for %, _ and \\ as the plain characters they are, and doubles quotes (FTS5's one escape)", () => {
    expect(vehicles("100%")?.match).toBe('{plate_key vin make model} : "100%"');
    expect(vehicles('a"b_c\\')?.match).toBe('{plate_key vin} : "A""B_C\\" OR {make model} : "a""b_c\\"');
  });

  it("narrows by the runs of letters whose case the index folds, and not by others", () => {
    expect(vehicles("Škoda")?.match).toBe('{plate_key vin} : "ŠKODA" OR {make model} : "Škoda"');
    expect(vehicles("თბილისი")).toBeNull();
    expect(vehicles("xᏣᎳᎩabcd")?.match).toBe('{plate_key vin} : "ABCD" OR {make model} : "abcd"');
  });

  it("ignores the filters the index knows nothing of", () => {
    expect(vehicles("golf", { status: "available", category: "abcdefghijklmno" })?.match).toBe('{plate_key vin} : "GOLF" OR {make model} : "golf"');
    expect(vehicles("", { status: "available" })).toBeNull();
  });
});

describe("the work order list's search", () => {
  it("looks for the plate key and the title in the index, and a number it names exactly", () => {
    expect(workOrders("WO-123")).toEqual({
      index: "work_orders_search",
      match: '{vehicle_plate_key} : "WO123" OR {title} : "WO-123"',
      exact: { column: "number", values: [123] },
    });
    expect(workOrders("brake pads")).toEqual({
      index: "work_orders_search",
      match: '({vehicle_plate_key} : "BRAKE" OR {title} : "brake") AND ({vehicle_plate_key} : "PADS" OR {title} : "pads")',
    });
  });

  it("narrows by the words without a number when there are some", () => {
    expect(workOrders("brakes WO-12")).toEqual({ index: "work_orders_search", match: '{vehicle_plate_key} : "BRAKES" OR {title} : "brakes"' });
  });

  it("finds a number named by several words exactly, beside the words' matches", () => {
    expect(workOrders("wo 123")).toEqual({
      index: "work_orders_search",
      match: '{vehicle_plate_key title} : "123"',
      exact: { column: "number", values: [123] },
    });
  });

  it.each(["12", "ab", "wo 12", "a b c", ""])("cannot narrow %j", (q) => expect(workOrders(q)).toBeNull());
});

describe("trigramCandidates", () => {
  const index: TrigramIndex = { name: "t_search", columns: ["a", "b"], exactColumn: "n" };
  it("narrows an any-of only when each of its parts does", () => {
    const clause: FilterClause = { any: [{ field: "a", op: "contains", param: "x" }, { field: "c", op: "contains", param: "x" }] };
    expect(trigramCandidates(clause, { x: "abc" }, index)).toBeNull();
  });

  it("answers the exact rows alone when nothing else narrows", () => {
    const clause: FilterClause = { any: [{ field: "n", op: "=", param: "n" }] };
    expect(trigramCandidates(clause, { n: "7" }, index)).toEqual({ index: "t_search", match: null, exact: { column: "n", values: [7] } });
  });

  it("refuses a column that is not a plain name", () => {
    const clause: FilterClause = { field: "a} : x OR {b", op: "contains", param: "x" };
    expect(() => trigramCandidates(clause, { x: "abc" }, { ...index, columns: ["a} : x OR {b"] })).toThrow();
  });
});
