// The shared validation of parts and stock movements (docs/product.md "Parts and stock"), as the
// forms and the server's hooks both run it.
import { describe, expect, it } from "vitest";
import {
  checkPart,
  checkPartField,
  checkStockMovement,
  checkWorkOrderItem,
  insufficientStockError,
  needsReorder,
  partNumberKey,
  stocktakeNote,
} from "@shared/validation";

const PART = "abcdefghij12345";

function codes(check: { ok: boolean; errors?: Record<string, { code: string } | undefined> }): Record<string, string> {
  return check.ok ? {} : Object.fromEntries(Object.entries(check.errors ?? {}).map(([field, error]) => [field, error!.code]));
}

describe("part fields", () => {
  it("normalises a part, with its number's key and the defaults", () => {
    const check = checkPart({ number: " OF 1234 ", name: "Oil  filter", unit_cost: "7,50", reorder_point: "2" });
    expect(check).toEqual({
      ok: true,
      values: { number: "OF 1234", number_key: "of1234", name: "Oil filter", unit: "pcs", unit_cost: 7.5, reorder_point: 2, location: "", supplier: "", barcode: "" },
    });
  });

  it.each([
    ["OF 1234", "of1234"],
    ["of1234", "of1234"],
    ["Of 12 34", "of1234"],
    ["ＯＦ１２３４", "of1234"],
    ["OF-1234", "of-1234"],
    ["ÖL-Ä1", "öl-ä1"],
  ])("the number %j is the same as any other with the key %j", (number, key) => {
    expect(partNumberKey(number)).toBe(key);
  });

  it.each<[string, string, unknown, string]>([
    ["a number", "number", "", "required"],
    ["a name", "name", "N".repeat(121), "too_long"],
    ["a unit", "unit", "h", "invalid_choice"],
    ["a unit cost", "unit_cost", "-1", "too_small"],
    ["a reorder point", "reorder_point", "1000000.01", "too_large"],
    ["a reorder point", "reorder_point", "1.005", "too_many_decimals"],
    ["a barcode", "barcode", "4006 381", "invalid_format"],
    ["a barcode", "barcode", "é123", "invalid_format"],
    ["a barcode", "barcode", "B".repeat(65), "too_long"],
  ])("refuses %s of %j", (_what, field, raw, code) => {
    const check = checkPartField(field as "number", raw);
    expect(check.ok ? "" : check.error.code).toBe(code);
  });

  it("is on the reorder list at or below its reorder point, exactly to the hundredth", () => {
    expect(needsReorder(2, 2)).toBe(true);
    expect(needsReorder(2.01, 2)).toBe(false);
    expect(needsReorder(0.1 + 0.2, 0.3)).toBe(true);
    expect(needsReorder(0, 0)).toBe(true);
  });
});

describe("stock movements as people record them", () => {
  it("a receipt has a quantity in and the price paid", () => {
    expect(checkStockMovement({ part: PART, reason: "receipt", quantity: "12", unit_cost: "8,10", note: " Delivery 4711 " })).toEqual({
      ok: true,
      values: { part: PART, reason: "receipt", quantity: 12, unit_cost: 8.1, note: "Delivery 4711", counted: null },
    });
  });

  it("a stocktake is an adjustment with a count (0 included), its quantity the server's", () => {
    const check = checkStockMovement({ part: PART, reason: "adjustment", counted: "0" });
    expect(check.ok && check.values).toMatchObject({ reason: "adjustment", counted: 0, quantity: 0 });
  });

  it("an adjustment of a quantity says why", () => {
    expect(checkStockMovement({ part: PART, reason: "adjustment", quantity: "-2", note: "Damaged" }).ok).toBe(true);
    expect(codes(checkStockMovement({ part: PART, reason: "adjustment", quantity: "-2" }))).toEqual({ note: "required" });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["an issue", { reason: "issue", quantity: -1 }, { reason: "reason_not_allowed" }],
    ["no reason", { quantity: 1 }, { reason: "required" }],
    ["a receipt without a quantity", { reason: "receipt", unit_cost: 1 }, { quantity: "required" }],
    ["a receipt without a price", { reason: "receipt", quantity: 1 }, { unit_cost: "required" }],
    ["a receipt of a third", { reason: "receipt", quantity: "0.333", unit_cost: 1 }, { quantity: "too_many_decimals" }],
    ["a count and a change", { reason: "adjustment", counted: 3, quantity: 1 }, { quantity: "invalid_choice" }],
    ["a count of a blank", { reason: "adjustment", counted: "'" }, { counted: "required" }],
    ["an adjustment of 0", { reason: "adjustment", quantity: 0, note: "Why" }, { quantity: "too_small" }],
    ["an adjustment with a price", { reason: "adjustment", counted: 3, unit_cost: 2 }, { unit_cost: "invalid_choice" }],
    ["no part", { reason: "receipt", quantity: 1, unit_cost: 1, part: "" }, { part: "required" }],
  ])("refuses %s", (_what, input, expected) => {
    expect(codes(checkStockMovement({ part: PART, ...input }))).toEqual(expected);
  });

  it("a stocktake's note and the refusal of too much going out", () => {
    expect(stocktakeNote("8", "")).toBe("Stocktake: counted 8");
    expect(stocktakeNote("8", "Two in the van")).toBe("Stocktake: counted 8. Two in the van");
    expect(insufficientStockError("3", "pcs", "OF-1").message).toBe("Only 3 pcs of OF-1 are on hand.");
    expect(insufficientStockError("0", "l", "OIL-5").message).toBe("OIL-5 is out of stock (0 l on hand).");
  });
});

describe("a work order line naming a stock part", () => {
  it("is a part line when no kind is given, and refused as another kind", () => {
    const line = checkWorkOrderItem({ work_order: PART, description: "Pads", part: PART });
    expect(line.ok && line.values).toMatchObject({ kind: "part", part: PART });
    expect(codes(checkWorkOrderItem({ work_order: PART, kind: "labour", description: "Fit", part: PART }))).toEqual({ part: "not_a_part_line" });
    expect(codes(checkWorkOrderItem({ work_order: PART, description: "Pads", part: "../x" }))).toEqual({ part: "part_not_found" });
  });
});
