// Money as the language spoken now writes it (web/src/lib/workshop-settings.ts `money`): the
// workshop's currency, the language's locale.
import { afterEach, expect, it } from "vitest";
import { speak } from "../../web/src/lib/i18n";
import { money } from "../../web/src/lib/workshop-settings";

afterEach(() => speak("en"));

it("writes €1,234.56 in English and 1.234,56 € in German", () => {
  expect(money(123_456)).toBe("€1,234.56");
  speak("de");
  expect(money(123_456)).toBe("1.234,56\u00a0€");
});
