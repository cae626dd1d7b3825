// The app's languages (docs/decisions/languages.md): i18next with every catalogue bundled into the
// page (one file, offline: nothing is fetched), one namespace per feature. The language is the
// signed-in employee's choice, else the browser's; `<html lang>` follows it, and so do the
// formats of dates, numbers and money (ui/format.ts reads `currentLocale()`).

import i18next, { type Resource } from "i18next";
import { initReactI18next, useTranslation } from "react-i18next";
import { fieldErrorText, type SentFieldError } from "@shared/i18n/error-messages";
import { ERROR_MESSAGES_DE } from "@shared/i18n/error-messages-de";
import type { LabelGroup } from "@shared/i18n/labels";
import { chooseLanguage, FALLBACK_LANGUAGE, LOCALES, type Language } from "@shared/i18n/languages";

export { useTranslation };

/** The browser's preferred languages, most preferred first. */
function browserLanguages(): readonly string[] {
  if (typeof navigator === "undefined") return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** What the screens speak for an employee's choice (`en`, `de`, or empty: the browser's). */
export function languageFor(choice: string | null | undefined): Language {
  return chooseLanguage(choice, browserLanguages());
}

function showLanguage(language: Language): void {
  if (typeof document !== "undefined") document.documentElement.lang = language;
}

/**
 * Before the first render: every namespace in every language, and the language to start in. The
 * catalogues are all in the page already, so init and every change of language are synchronous.
 */
export function initLanguages(resources: Resource, language: Language): void {
  void i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: ["en", "de"],
    defaultNS: "common",
    ns: Object.keys(resources[FALLBACK_LANGUAGE] ?? {}),
    // React escapes what it renders; i18next's escaping would show "&amp;" in a plate.
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  showLanguage(language);
}

export function currentLanguage(): Language {
  return i18next.language === "de" ? "de" : "en";
}

/** The locale of the language spoken now: "en-GB" or "de-DE". */
export function currentLocale(): string {
  return LOCALES[currentLanguage()];
}

/** Speaks `language` from now on: every screen re-renders in it, without a reload. */
export function speak(language: Language): void {
  if (i18next.language !== language) void i18next.changeLanguage(language);
  showLanguage(language);
}

/** Text outside React (a confirm(), a document title): the key in a namespace, now. */
export function translate(namespace: string, key: string, values?: Record<string, unknown>): string {
  // Keys checked by tests/unit/catalogues.test.ts, not by the type: the namespace is a value here.
  return String(i18next.t(key as never, { ns: namespace, ...values } as never));
}

/**
 * The name of a record's fixed value in the language spoken now (the `labels` namespace,
 * shared/i18n/labels.ts): `label("workOrderStatus", "in_progress")` is "In progress" or "In Arbeit".
 */
export function useLabel(): (group: LabelGroup, value: string) => string {
  const { t } = useTranslation("labels");
  return (group, value) => t(`${group}.${value}` as never, { defaultValue: value });
}

/** The same outside React. */
export function labelOf(group: LabelGroup, value: string): string {
  return i18next.t(`${group}.${value}`, { ns: "labels", defaultValue: value });
}

/**
 * A field error (the server's 400, or the shared checks in the browser) in the language spoken:
 * the server's own English message in English; in German the `errors` catalogue's text for its
 * code with its params (numbers written the German way), or the English where it has neither.
 */
export function fieldErrorMessage(error: SentFieldError): string {
  if (currentLanguage() === "en") return error.message;
  const numbers = new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 2 });
  const params = Object.fromEntries(Object.entries(error.params ?? {}).map(([name, value]) => [name, typeof value === "number" ? numbers.format(value) : value]));
  return fieldErrorText(ERROR_MESSAGES_DE, { ...error, params });
}
