// Letters match across case in every script (shared/search/case-fold.ts): the fold of each
// character, and the case variants the server's GLOB classes are made of, checked over every
// code point against the rule they implement.
import { describe, expect, it } from "vitest";
import { caseVariants, foldCase, foldCharacter } from "@shared/search/case-fold";
import { escapeRegExp } from "../support/search-oracle";

function* codePoints(): Generator<string> {
  for (let code = 0; code <= 0x10ffff; code += 1) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    yield String.fromCodePoint(code);
  }
}

/** Unicode's simple case folding, as a /…/iu regex compares two characters (an independent oracle). */
function sameIgnoringCase(a: string, b: string): boolean {
  return new RegExp(`^${escapeRegExp(a)}$`, "iu").test(b);
}

describe("foldCase", () => {
  it.each([
    ["ŠKODA", "Škoda"],
    ["CITROËN", "citroën"],
    ["ΣΑΣ", "σας"],
    ["ΜΕΡΣΕΝΤΕΣ", "μερσεντες"],
    ["ЛАДА ВЕСТА", "лада веста"],
    ["STRAẞE", "straße"],
    ["ԱՎՏՈ", "ավտո"],
    ["ǄEMAL", "ǆemal"],
    ["10 µm", "10 μm"],
  ])("folds %s and %s alike", (a, b) => {
    expect(foldCase(a)).toBe(foldCase(b));
  });

  it.each([
    ["marks are part of the letter", "skoda", "škoda"],
    ["ß is not ss", "strasse", "straße"],
    ["the dotless ı is its own letter", "ı", "i"],
    ["the dotted İ is its own letter", "İ", "i"],
    ["an old Cyrillic letter form is its own letter", "\u1c82", "о"],
    ["the Kelvin sign is not a k", "\u212a", "k"],
    ["the long s is not an s", "ſ", "s"],
    ["digits of other scripts are not ASCII digits", "١٢", "12"],
  ])("keeps letters apart: %s", (_, a, b) => {
    expect(foldCase(a)).not.toBe(foldCase(b));
  });

  it("leaves characters without case as they are, %, _ and \\ included", () => {
    expect(foldCase("東風 100% a_b \\ 😀")).toBe("東風 100% a_b \\ 😀");
  });
});

describe("caseVariants", () => {
  it("gives every character with the same fold", () => {
    expect(caseVariants("k")).toEqual(["K", "k"]);
    expect(caseVariants("Σ")).toEqual(["Σ", "ς", "σ"]);
    expect(caseVariants("ß")).toEqual(["ß", "ẞ"]);
    expect(caseVariants("š")).toEqual(["Š", "š"]);
    expect(caseVariants("7")).toEqual(["7"]);
    expect(caseVariants("ı")).toEqual(["ı"]);
  });

  // Over 1.1 million code points: the variants of a fold are exactly the characters with that
  // fold. So a GLOB class made of them finds exactly the characters that fold alike, whichever
  // case was typed and whichever was stored.
  it("is complete and exact over every code point", () => {
    const byFold = new Map<string, string[]>();
    for (const character of codePoints()) {
      const fold = foldCharacter(character);
      if (fold === character && !byFold.has(fold)) continue;
      byFold.set(fold, [...(byFold.get(fold) ?? [fold]), ...(fold === character ? [] : [character])]);
    }
    const wrong: string[] = [];
    for (const [fold, characters] of byFold) {
      const expected = [...new Set(characters)].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!);
      for (const character of expected) {
        if (caseVariants(character).join("") !== expected.join("")) wrong.push(`${character}: ${caseVariants(character).join("")} ≠ ${expected.join("")}`);
      }
      if (fold !== expected[0] && !expected.includes(fold)) wrong.push(fold);
    }
    expect(byFold.size).toBeGreaterThan(1_000);
    expect(wrong).toEqual([]);
  }, 30_000);

  it("is Unicode's simple case folding but for the letters the rule keeps apart", () => {
    const keptApart = new Set(["ı", "ſ", "\u212a", ..."\u1c80\u1c81\u1c82\u1c83\u1c84\u1c85\u1c86\u1c87\u1c88"]);
    const differ: string[] = [];
    for (const character of codePoints()) {
      for (const other of [character.toUpperCase(), character.toLowerCase()]) {
        if (Array.from(other).length !== 1 || other === character) continue;
        const ours = foldCharacter(character) === foldCharacter(other);
        if (ours !== sameIgnoringCase(character, other) && !keptApart.has(character) && !keptApart.has(other)) {
          differ.push(`${character} ${other}`);
        }
      }
    }
    expect(differ).toEqual([]);
  }, 30_000);
});
