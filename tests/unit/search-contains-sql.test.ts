// The search's "contains" as SQL (server/lib/db/contains-sql.ts), run by SQLite itself
// (Debian's sqlite3: the same LIKE and GLOB as PocketBase's) and compared, word by word and text
// by text, with the rule's reference (tests/support/search-oracle.ts: a /…/iu regex, Unicode's
// case folding, an independent oracle).
import { describe, expect, it } from "vitest";
import { containsPatterns, containsSql } from "../../server/lib/db/contains-sql";
import { containsIgnoringCase } from "../support/search-oracle";
import { sqlLiteral, sqliteLines } from "../support/sqlite-cli";

const TEXTS = [
  "Škoda Octavia", "ŠKODA", "Skoda", "Citroën Berlingo", "CITROËN", "Лада Веста", "ЛАДА", "Straße", "STRAẞE",
  "Strasse", "ΣΑΣ σας", "Kangoo 100%", "Kangoo_E", "Kangoo E", "back\\slash", "a*b?c[d]e", "東風 小康", "Golf",
  "KELVIN", "Iveco", "İstanbul", "ılık", "x",
];
const WORDS = [
  "škoda", "SKODA", "koda", "citroën", "ЛАДА", "веста", "ẞ", "straße", "ss", "σας", "ΣΑΣ", "100%", "%", "_", "o_e", "\\",
  "*", "?", "[d]", "a*b", "東風", "golf", "GOLF", "k", "kelvin", "i", "İ", "ı", "x",
];

describe("containsSql", () => {
  it("finds in SQLite exactly what the rule finds, for every word and text", () => {
    const cases = TEXTS.flatMap((text) => WORDS.map((word) => ({ text, word })));
    const sql = cases
      .map(({ text, word }) => {
        const { sql, params } = containsSql("[[t]]", "w", word);
        const bound = sql.replace(/\{:(\w+)\}/g, (_, name: string) => sqlLiteral(params[name]!)).replace(/\[\[t\]\]/g, sqlLiteral(text));
        return `SELECT ${bound};`;
      })
      .join("\n");
    const got = sqliteLines(sql);
    const wrong = cases.filter(({ text, word }, i) => (got[i] === "1") !== containsIgnoringCase(text, word));
    expect(got).toHaveLength(cases.length);
    expect(wrong).toEqual([]);
  });

  it("keeps the dotted and the dotless i their own letters", () => {
    const found = (text: string, word: string) => {
      const { sql, params } = containsSql("[[t]]", "w", word);
      return sqliteLines(`SELECT ${sql.replace(/\{:(\w+)\}/g, (_, name: string) => sqlLiteral(params[name]!)).replace(/\[\[t\]\]/g, sqlLiteral(text))};`)[0] === "1";
    };
    expect(found("ılık", "ı")).toBe(true);
    expect(found("ılık", "i")).toBe(false);
    expect(found("Iveco", "i")).toBe(true);
    expect(found("İstanbul", "İ")).toBe(true);
    expect(found("İstanbul", "i")).toBe(false);
  });

  it("is one exact LIKE for words of ASCII letters, digits and other characters without case variants", () => {
    expect(containsSql("[[v.make]]", "text0", "Golf 1_%\\")).toEqual({
      sql: "[[v.make]] LIKE {:text0Like} ESCAPE '\\'",
      params: { text0Like: "%Golf 1\\_\\%\\\\%" },
    });
    expect(containsPatterns("東風")).toEqual({ like: "%東風%", glob: null });
  });

  it("adds a GLOB of case classes where LIKE cannot tell, after a LIKE that narrows", () => {
    expect(containsPatterns("škoda")).toEqual({ like: "%_koda%", glob: "*[Šš][Kk][Oo][Dd][Aa]*" });
    expect(containsPatterns("лада")).toEqual({ like: null, glob: "*[Лл][Аа][Дд][Аа]*" });
    expect(containsPatterns("a*?[]")).toEqual({ like: "%a*?[]%", glob: null });
    expect(containsPatterns("s*")).toEqual({ like: "%s*%", glob: null });
    expect(containsPatterns("ß*?[]")).toEqual({ like: "%_*?[]%", glob: "*[ßẞ][*][?][[][]]*" });
    expect(containsSql("[[v.model]]", "text1", "лада")).toEqual({ sql: "[[v.model]] GLOB {:text1Glob}", params: { text1Glob: "*[Лл][Аа][Дд][Аа]*" } });
    expect(containsSql("[[v.model]]", "text1", "šA").sql).toBe("([[v.model]] LIKE {:text1Like} ESCAPE '\\' AND [[v.model]] GLOB {:text1Glob})");
  });

  it("refuses an empty word, which would match everything", () => {
    expect(() => containsPatterns("")).toThrow();
  });
});
