// The server's own translation (shared/i18n/translate.ts) and its numbers and days by language
// (shared/i18n/format.ts): what the digest is written with, in i18next's catalogue syntax, without
// i18next or Intl (PocketBase's JS engine has neither).
import { describe, expect, it } from "vitest";
import { DIGEST_MESSAGES } from "@shared/i18n/digest-messages";
import { formatDayIn, groupDigitsIn } from "@shared/i18n/format";
import { REMINDER_MESSAGES } from "@shared/i18n/reminder-messages";
import { translate } from "@shared/i18n/translate";

const catalogue = {
  greeting: "Hello {{name}}, you have {{ what }}.",
  items_one: "{{count}} item",
  items_other: "{{count}} items",
  nested: { deep: "Down {{where}}" },
  plain: "No placeholders {{here}}",
};

describe("translate", () => {
  it.each<[string, string, Record<string, string | number>, string]>([
    ["fills each placeholder, spaces inside the braces or not", "greeting", { name: "Ann", what: "mail" }, "Hello Ann, you have mail."],
    ["picks _one for a count of 1", "items", { count: 1 }, "1 item"],
    ["picks _other for 0", "items", { count: 0 }, "0 items"],
    ["picks _other for many", "items", { count: 12 }, "12 items"],
    ["reads a nested key by its dotted path", "nested.deep", { where: "here" }, "Down here"],
    ["leaves a placeholder without a value as written, so it shows", "plain", {}, "No placeholders {{here}}"],
    ["answers a missing key with the key", "missing.key", {}, "missing.key"],
  ])("%s", (_what, key, values, text) => {
    expect(translate(catalogue, key, values)).toBe(text);
  });

  it("puts values in as given: a value's own braces are not read again", () => {
    expect(translate(catalogue, "greeting", { name: "{{what}}", what: "x" })).toBe("Hello {{what}}, you have x.");
  });
});

describe("numbers and days by language", () => {
  it.each<[number, string, string]>([
    [0, "0", "0"],
    [999, "999", "999"],
    [1000, "1,000", "1.000"],
    [123_456, "123,456", "123.456"],
    [-1_234_567, "-1,234,567", "-1.234.567"],
  ])("%d km: %s in English, %s in German", (value, en, de) => {
    expect(groupDigitsIn("en", value)).toBe(en);
    expect(groupDigitsIn("de", value)).toBe(de);
  });

  it("writes a day as ISO in English and day.month.year in German", () => {
    expect(formatDayIn("en", "2027-01-09")).toBe("2027-01-09");
    expect(formatDayIn("de", "2027-01-09")).toBe("09.01.2027");
  });
});

// The server's own catalogues, which the app's catalogue test does not read: German says every
// English text with the same placeholders, none left empty.
describe.each([
  ["digest", DIGEST_MESSAGES],
  ["reminders' due words", REMINDER_MESSAGES],
])("the %s catalogue", (_name, messages) => {
  type Tree = { readonly [key: string]: string | Tree };
  const flat = (tree: Tree, prefix = ""): [string, string][] =>
    Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : flat(value, `${prefix}${key}.`)));
  const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]).sort();

  it("has every English key in German, with the same placeholders and some text", () => {
    const en = new Map(flat(messages.en as Tree));
    const de = new Map(flat(messages.de as Tree));
    expect([...de.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect(placeholders(de.get(key)!), key).toEqual(placeholders(text));
      expect(de.get(key)!.trim(), key).not.toBe("");
    }
  });
});
