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

/**
 * The language tags of an `Accept-Language` header, most wanted first ("de-AT,de;q=0.9,en;q=0.8"
 * → de-AT, de, en); those refused (q=0) and malformed ones are left out. For a request the server
 * answers in the browser's language, as the screens do with `navigator.languages`.
 */
export function acceptedLanguages(header: string): string[] {
  const tags: { tag: string; q: number; at: number }[] = [];
  header.split(",").forEach((part, at) => {
    const [tag = "", ...params] = part.trim().split(";");
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag.trim()) && q > 0 && q <= 1) tags.push({ tag: tag.trim(), q, at });
  });
  return tags.sort((a, b) => b.q - a.q || a.at - b.at).map(({ tag }) => tag);
}
