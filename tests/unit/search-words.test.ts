// What a search text means (shared/search/words.ts): its words, and what is refused.
import { describe, expect, it } from "vitest";
import { searchParamError, searchTextError, searchWords, typedSearchText } from "@shared/search/words";

describe("searchWords", () => {
  it.each([
    ["nissan leaf", ["nissan", "leaf"]],
    ["  BMW   3 Series ", ["BMW", "3", "Series"]],
    ["Golf golf GOLF", ["Golf"]],
    ["ab-12", ["ab-12"]],
    ["100% a_b \\", ["100%", "a_b", "\\"]],
    // As stored text: composed, without invisible characters.
    ["Citroe\u0308n", ["Citroën"]],
    ["AB\u200b12", ["AB12"]],
    ["   ", []],
    ["", []],
  ])("%j has the words %j", (text, words) => {
    expect(searchWords(text)).toEqual(words);
  });
});

describe("control characters", () => {
  it.each(["a\u0000b", "\u0000", "a\tb", "a\nb", "\u001b[31m", "\u007f", "a\u0085b", "\u009f"])("refuses %j", (text) => {
    expect(searchTextError(text)).toMatchObject({ code: "invalid_characters" });
    expect(searchParamError(text)).toMatchObject({ code: "invalid_characters" });
  });

  it.each(["nissan leaf", "100%", "a_b\\c", "Škoda", "東風", "\u200b", "😀"])("accepts %j", (text) => {
    expect(searchTextError(text)).toBeNull();
    expect(searchParamError(text)).toBeNull();
  });

  it("refuses a text longer than 100 characters once trimmed", () => {
    expect(searchParamError(` ${"x".repeat(100)} `)).toBeNull();
    expect(searchParamError("x".repeat(101))).toMatchObject({ code: "too_long" });
  });

  it("makes the tabs and line breaks a paste brings into spaces", () => {
    expect(typedSearchText("AB-123\tNissan\r\nLeaf\u0085")).toBe("AB-123 Nissan  Leaf ");
    expect(searchTextError(typedSearchText("a\tb"))).toBeNull();
    expect(typedSearchText("a\u0000b")).toBe("a\u0000b");
  });
});
