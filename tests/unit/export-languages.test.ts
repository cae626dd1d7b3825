// The CSV exports in the reader's language (docs/decisions/languages.md, "Exports"): which
// language a download's Accept-Language asks for, and the headings' catalogue (the API tests
// download the files: tests/api/vehicle-export.test.ts and the other exports').
import { describe, expect, it } from "vitest";
import { EXPORT_MESSAGES, exportHeadings, type ExportFile } from "@shared/i18n/export-messages";
import { acceptedLanguages, chooseLanguage } from "@shared/i18n/languages";

describe("acceptedLanguages", () => {
  it.each([
    ["de-AT,de;q=0.9,en;q=0.8", ["de-AT", "de", "en"]],
    ["en;q=0.5, fr ,de;q=0.7", ["fr", "de", "en"]],
    ["de;q=0,en", ["en"]],
    ["*", []],
    ["", []],
    ["de;q=2,en;q=abc,x-<script>", []],
  ])("reads %j as %j", (header, tags) => {
    expect(acceptedLanguages(header)).toEqual(tags);
  });

  it("gives chooseLanguage what the screens give it: the first language of ours", () => {
    expect(chooseLanguage("", acceptedLanguages("fr-CH,de-CH;q=0.8,en;q=0.5"))).toBe("de");
    expect(chooseLanguage("en", acceptedLanguages("de"))).toBe("en");
    expect(chooseLanguage("", acceptedLanguages("fr"))).toBe("en");
  });
});

describe("the exports' headings", () => {
  const files = Object.keys(EXPORT_MESSAGES.en) as ExportFile[];

  it.each(files)("%s: one heading per column in each language, none empty, none twice, the same placeholders", (file) => {
    const english = exportHeadings(file, "en", { currency: "EUR" });
    const german = exportHeadings(file, "de", { currency: "EUR" });
    expect(german).toHaveLength(english.length);
    for (const headings of [english, german]) {
      expect(new Set(headings).size).toBe(headings.length);
      for (const heading of headings) expect(heading.trim()).not.toBe("");
    }
    const placeholders = (texts: Record<string, string>) => Object.values(texts).flatMap((text) => text.match(/\{\{\w+\}\}/g) ?? []);
    expect(placeholders(EXPORT_MESSAGES.de[file])).toEqual(placeholders(EXPORT_MESSAGES.en[file]));
  });
});
