// The languages the app speaks (docs/decisions/languages.md). An employee's `language` (`en`,
// `de`, or empty for the browser's) decides which; the morning digest uses its recipient's.

export const LANGUAGES = ["en", "de"] as const;
export type Language = (typeof LANGUAGES)[number];

/** What every missing text falls back to: the server's own messages are English. */
export const FALLBACK_LANGUAGE: Language = "en";

/** Each language's name in itself, for the switch: a German speaker looks for "Deutsch". */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: "English", de: "Deutsch" };

/** The locale whose dates, numbers and money a language's screens use. */
export const LOCALES: Readonly<Record<Language, string>> = { en: "en-GB", de: "de-DE" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language to speak: the employee's choice when it is one of ours, else the first of the
 * browser's preferred languages we speak ("de-AT" is German), else English.
 */
export function chooseLanguage(choice: string | null | undefined, preferred: readonly string[]): Language {
  if (isLanguage(choice)) return choice;
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split("-")[0];
    if (isLanguage(primary)) return primary;
  }
  return FALLBACK_LANGUAGE;
}
