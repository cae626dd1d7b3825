// The shared category validation (shared/validation/category.ts) and the photo limits.
import { describe, expect, it } from "vitest";
import {
  categoryInUseMessage,
  categoryNameKey,
  checkCategory,
  checkCategoryDescription,
  checkCategoryName,
  checkPhotoFile,
  type FieldCheck,
} from "@shared/validation";

function outcome(check: FieldCheck<unknown>): unknown {
  return check.ok ? { value: check.value } : { code: check.error.code };
}

describe("checkCategoryName", () => {
  it.each<[string, unknown, unknown]>([
    ["trims", "  Vans ", { value: "Vans" }],
    ["collapses inner whitespace", "Light \t vans", { value: "Light vans" }],
    ["keeps case", "SUVs", { value: "SUVs" }],
    ["keeps unicode", "Nutzfahrzeuge über 3,5 t", { value: "Nutzfahrzeuge über 3,5 t" }],
    ["accepts 60 characters", "n".repeat(60), { value: "n".repeat(60) }],
    ["refuses 61 characters", "n".repeat(61), { code: "too_long" }],
    ["is required", "", { code: "required" }],
    ["refuses whitespace only", "   ", { code: "required" }],
    ["refuses control characters", "Vans\u001b", { code: "invalid_characters" }],
    ["refuses an object", { name: "Vans" }, { code: "invalid_type" }],
  ])("%s", (_rule, raw, expected) => {
    expect(outcome(checkCategoryName(raw))).toEqual(expected);
  });
});

describe("categoryNameKey", () => {
  it.each([
    ["Vans", " vans "],
    ["VANS", "vans"],
    ["Straße", "STRASSE"],
    ["ÖL", "öl"],
    ["Ｖａｎｓ", "vans"],
    ["ΣΟΦΙΑ", "σοφια"],
    ["Light  vans", "light vans"],
  ])("%s and %s are the same name", (a, b) => {
    expect(categoryNameKey(a)).toBe(categoryNameKey(b));
  });

  it.each([
    ["Vans", "Van"],
    ["Öl", "Ol"],
  ])("%s and %s are different names", (a, b) => {
    expect(categoryNameKey(a)).not.toBe(categoryNameKey(b));
  });
});

describe("checkCategoryDescription", () => {
  it.each<[string, unknown, unknown]>([
    ["is optional", "", { value: "" }],
    ["keeps line breaks", "For\r\nvans", { value: "For\nvans" }],
    ["accepts 500 characters", "d".repeat(500), { value: "d".repeat(500) }],
    ["refuses 501 characters", "d".repeat(501), { code: "too_long" }],
  ])("%s", (_rule, raw, expected) => {
    expect(outcome(checkCategoryDescription(raw))).toEqual(expected);
  });
});

describe("checkCategory", () => {
  it("normalises and derives the name key", () => {
    expect(checkCategory({ name: " Vans ", description: "Light vans " })).toEqual({
      ok: true,
      values: { name: "Vans", name_key: "vans", description: "Light vans" },
    });
  });

  it("gives one error per bad field", () => {
    expect(checkCategory({ name: "", description: "d".repeat(501) })).toEqual({
      ok: false,
      errors: { name: expect.objectContaining({ code: "required" }), description: expect.objectContaining({ code: "too_long" }) },
      values: {},
    });
  });

  it("gives the good fields' values with the errors, the name key included", () => {
    expect(checkCategory({ name: " Vans ", description: "d".repeat(501) })).toMatchObject({
      ok: false,
      values: { name: "Vans", name_key: "vans" },
    });
  });
});

describe("categoryInUseMessage", () => {
  it.each([
    [1, "This category is used by 1 vehicle. Move it to another category first."],
    [3, "This category is used by 3 vehicles. Move them to another category first."],
    [1311, "This category is used by 1,311 vehicles. Move them to another category first."],
  ])("for %i", (count, message) => {
    expect(categoryInUseMessage(count)).toBe(message);
  });
});

describe("checkPhotoFile", () => {
  it.each<[string, { type: string; size: number }, unknown]>([
    ["accepts a JPEG", { type: "image/jpeg", size: 1000 }, { ok: true }],
    ["accepts a PNG of exactly 5 MB", { type: "image/png", size: 5 * 1024 * 1024 }, { ok: true }],
    ["accepts a WebP", { type: "image/webp", size: 1 }, { ok: true }],
    ["refuses a GIF", { type: "image/gif", size: 1000 }, { code: "invalid_type" }],
    ["refuses a PDF", { type: "application/pdf", size: 1000 }, { code: "invalid_type" }],
    ["refuses 5 MB and a byte", { type: "image/jpeg", size: 5 * 1024 * 1024 + 1 }, { code: "too_large" }],
  ])("%s", (_rule, file, expected) => {
    const check = checkPhotoFile(file);
    expect(check.ok ? { ok: true } : { code: check.error.code }).toEqual(expected);
  });
});
