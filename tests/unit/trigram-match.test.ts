// When the trigram index can narrow a search, and the MATCH it is given (server/lib/search/).
import { describe, expect, it } from "vitest";
import { trigramMatch } from "../../server/lib/search/trigram-match";
import { vehicleSearchMatch } from "../../server/lib/search/vehicle-match";
import { DEFAULT_VEHICLE_LIST_QUERY } from "@shared/vehicle-list";
import { DEFAULT_WORK_ORDER_LIST_QUERY } from "@shared/work-order-list";
import { workOrderSearchCandidates } from "../../server/lib/search/work-order-match";

describe("trigramMatch", () => {
  it("looks for each term in its own columns", () => {
    expect(
      trigramMatch([
        { columns: ["plate_key", "vin"], text: "AB1" },
        { columns: ["make", "model"], text: "ab-1" },
      ]),
    ).toBe('{plate_key vin} : "AB1" OR {make model} : "ab-1"');
  });

  it("doubles quotes, FTS5's one escape, so a quote is searched for as a quote", () => {
    expect(trigramMatch([{ columns: ["model"], text: 'a"b' }])).toBe('{model} : "a""b"');
  });

  it.each([
    ["two characters: a trigram needs three", "ab"],
    ["two characters of another script", "лa"],
    ["a % of its own: PocketBase's LIKE pattern", "abc%"],
    ["a backslash: LIKE's escape", "ab\\c"],
  ])("cannot narrow with %s", (_, text) => {
    expect(trigramMatch([{ columns: ["make"], text }])).toBeNull();
  });

  it("counts characters, not UTF-16 units", () => {
    expect(trigramMatch([{ columns: ["make"], text: "😀😀" }])).toBeNull();
    expect(trigramMatch([{ columns: ["make"], text: "東風汽" }])).toBe('{make} : "東風汽"');
  });

  it("cannot narrow when any term cannot, and leaves out terms without columns", () => {
    expect(trigramMatch([{ columns: ["plate_key"], text: "AB" }, { columns: ["make"], text: "a-b" }])).toBeNull();
    expect(trigramMatch([{ columns: [], text: "" }, { columns: ["make"], text: "--x" }])).toBe('{make} : "--x"');
    expect(trigramMatch([])).toBeNull();
  });

  it("refuses a column that is not a plain name", () => {
    expect(() => trigramMatch([{ columns: ["make} : x OR {model"], text: "abc" }])).toThrow();
  });
});

describe("the vehicle list's search", () => {
  const match = (q: string) => vehicleSearchMatch({ ...DEFAULT_VEHICLE_LIST_QUERY, q });
  it.each([
    ["ab 12", '{plate_key vin} : "AB12" OR {make model} : "ab 12"'],
    ["---", '{make model} : "---"'],
    ["a-1", null],
    ["", null],
  ])("%j narrows to %j", (q, expected) => expect(match(q)).toBe(expected));
});

describe("the work order list's search", () => {
  const candidates = (q: string) => workOrderSearchCandidates({ ...DEFAULT_WORK_ORDER_LIST_QUERY, q });
  it("looks for the plate key and the title in the index, and a number it names exactly", () => {
    expect(candidates("WO-123")).toEqual({
      index: "work_orders_search",
      match: '{vehicle_plate_key} : "WO123" OR {title} : "WO-123"',
      exact: { column: "number", value: 123 },
    });
    expect(candidates("brake p")).toEqual({ index: "work_orders_search", match: '{vehicle_plate_key} : "BRAKEP" OR {title} : "brake p"' });
  });

  it.each(["12", "ab", "5%", ""])("cannot narrow %j", (q) => expect(candidates(q)).toBeNull());
});
