// The language a CSV file is written in (docs/decisions/languages.md, "Exports"). Downloaded by
// the app's link (a file token), as its screens speak: the asker's own choice, else the browser's
// (its Accept-Language), else English. Asked with the Authorization header (a script, another
// program): the language the request asks for, else English, whoever's account it runs on, so a
// script reads the same columns for every account.

import { acceptedLanguages, chooseLanguage, type Language } from "@shared/i18n/languages";

export function exportLanguage(e: core.RequestEvent, asker: core.Record, byLink: boolean): Language {
  const choice = byLink && !asker.isSuperuser() ? asker.getString("language") : "";
  return chooseLanguage(choice, acceptedLanguages(e.request?.header.get("Accept-Language") ?? ""));
}
