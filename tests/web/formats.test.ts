// Numbers, dates and money by the language spoken (docs/decisions/languages.md "Formats").
import { afterEach, describe, expect, it } from "vitest";
import { formatMoney } from "@shared/work-orders/money";
import { currentLocale, speak } from "../../web/src/lib/i18n";
import { formatCount, formatDecimal, formatKm, formatRelativeDate, formatShortDate } from "../../web/src/ui/format";

afterEach(() => speak("en"));

describe("formats", () => {
  it("writes numbers, kilometres and money the English way in English", () => {
    speak("en");
    expect(formatKm(123_456)).toBe("123,456 km");
    expect(formatCount(1_250)).toBe("1,250");
    expect(formatDecimal(1234.5)).toBe("1,234.5");
    expect(formatMoney(123_456, "EUR", currentLocale())).toBe("€1,234.56");
    expect(formatShortDate("2026-11-22 06:03:04.123Z")).toBe("22 Nov 2026");
  });

  it("writes them the German way in German", () => {
    speak("de");
    expect(document.documentElement.lang).toBe("de");
    expect(formatKm(123_456)).toBe("123.456 km");
    expect(formatCount(1_250)).toBe("1.250");
    expect(formatDecimal(1234.5)).toBe("1.234,5");
    expect(formatMoney(123_456, "EUR", currentLocale()).replace(/\u00a0/g, " ")).toBe("1.234,56 €");
    expect(formatShortDate("2026-11-22 06:03:04.123Z")).toBe("22. Nov. 2026");
  });

  it("says how long ago in the language spoken", () => {
    const now = Date.parse("2026-11-22T10:00:00Z");
    speak("en");
    expect(formatRelativeDate("2026-11-22 09:55:00.000Z", now)).toBe("5 min ago");
    speak("de");
    expect(formatRelativeDate("2026-11-22 09:55:00.000Z", now)).toBe("vor 5 Min.");
    expect(formatRelativeDate("2026-11-22 09:59:50.000Z", now)).toBe("gerade eben");
  });
});
