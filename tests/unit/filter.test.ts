// Filter clauses as data (shared/filter.ts), written in PocketBase's filter language.
import { describe, expect, it } from "vitest";
import { filterExpression, type FilterClause } from "@shared/filter";

const plate: FilterClause = { field: "plate_key", op: "~", param: "key" };
const make: FilterClause = { field: "make", op: "~", param: "text" };
const status: FilterClause = { field: "status", op: "=", param: "status" };

describe("filterExpression", () => {
  it.each<[string, FilterClause, string]>([
    ["a comparison", status, "status = {:status}"],
    ["nothing", { all: [] }, ""],
    ["a group at the top without parentheses", { any: [plate, make] }, "plate_key ~ {:key} || make ~ {:text}"],
    ["groups inside groups in parentheses", { all: [{ any: [plate, make] }, status] }, "(plate_key ~ {:key} || make ~ {:text}) && status = {:status}"],
    ["a group of one inside a group", { all: [{ any: [make] }] }, "(make ~ {:text})"],
    ["empty groups left out", { all: [{ any: [] }, status, { all: [] }] }, "status = {:status}"],
  ])("writes %s", (_what, clause, expected) => {
    expect(filterExpression(clause)).toBe(expected);
  });
});
