// Numbers and days as each language writes them, without Intl (PocketBase's JS engine has none;
// the browser's screens use Intl with LOCALES): what the digest email needs.

import type { Language } from "./languages";

const DIGIT_GROUP_SEPARATORS: Readonly<Record<Language, string>> = { en: ",", de: "." };

/** 123456 → "123,456" in English, "123.456" in German (whole numbers: km, days, counts). */
export function groupDigitsIn(language: Language, value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, DIGIT_GROUP_SEPARATORS[language]);
}

/**
 * A day ("YYYY-MM-DD") as the language writes it: ISO in English, which no reader takes for
 * another day (03/04 is March or April by country), and "09.01.2027" in German.
 */
export function formatDayIn(language: Language, day: string): string {
  if (language === "de") return `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
  return day;
}
