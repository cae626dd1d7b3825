// The CSV writer (shared/csv.ts): RFC 4180 quoting, and cells that a spreadsheet would run as a
// formula (OWASP "CSV Injection") shown as text instead.
import { describe, expect, it } from "vitest";
import { csvField, csvRecord, neutraliseFormula } from "@shared/csv";

describe("csvField", () => {
  it.each([
    ["plain", "Volkswagen", "Volkswagen"],
    ["empty", "", ""],
    ["a comma", "Golf, blue", '"Golf, blue"'],
    ["quotes", 'the "good" van', '"the ""good"" van"'],
    ["a line break", "line one\nline two", '"line one\nline two"'],
    ["CRLF", "line one\r\nline two", '"line one\r\nline two"'],
    ["umlauts as they are", "Björn Krüger", "Björn Krüger"],
    ["a dash inside", "AB-123", "AB-123"],
    ["an equals sign inside", "a=b", "a=b"],
  ])("%s", (_what, value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it.each([
    ["=", "=HYPERLINK(\"http://evil\")", "\"'=HYPERLINK(\"\"http://evil\"\")\""],
    ["+", "+1+1", "'+1+1"],
    ["-", "-2+3", "'-2+3"],
    ["@", "@SUM(A1:A9)", "'@SUM(A1:A9)"],
    ["tab", "\t=1", "'\t=1"],
    ["CR", "\r=1", "\"'\r=1\""],
    ["LF", "\n=1", "\"'\n=1\""],
  ])("neutralises a cell starting with %s", (_start, value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe("neutraliseFormula", () => {
  it("prefixes only what a spreadsheet would evaluate", () => {
    expect(neutraliseFormula("=1")).toBe("'=1");
    expect(neutraliseFormula(" =1")).toBe(" =1");
    expect(neutraliseFormula("1-2")).toBe("1-2");
    expect(neutraliseFormula("")).toBe("");
  });
});

describe("csvRecord", () => {
  it("separates fields by commas and ends with CRLF", () => {
    expect(csvRecord(["AB-123", "VW", "Golf"])).toBe("AB-123,VW,Golf\r\n");
  });

  it("quotes and neutralises each field on its own", () => {
    expect(csvRecord(["AB-123", "a, b", "=1", "-x", "plain"])).toBe('AB-123,"a, b",\'=1,\'-x,plain\r\n');
  });
});
