import { useState } from "react";
import { EMPLOYEES_COLLECTION } from "@shared/constants";
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from "@shared/i18n/languages";
import { pb } from "../../lib/api-client";
import { failureMessage } from "../../lib/api-errors";
import { languageFor, speak, useTranslation } from "../../lib/i18n";
import { useSession } from "../../lib/session";

/**
 * The signed-in employee's language (docs/decisions/languages.md): "Browser" (empty: the
 * browser's), English or Deutsch, kept in their account so every device speaks it. The screens
 * switch at once, without a reload; the account is saved after.
 */
export function LanguageSwitch() {
  const session = useSession();
  const { t } = useTranslation("common");
  const [error, setError] = useState<string | null>(null);
  if (session.kind !== "employee") return null;
  const choose = async (choice: string) => {
    setError(null);
    speak(languageFor(choice));
    try {
      await pb.collection(EMPLOYEES_COLLECTION).update(session.id, { language: isLanguage(choice) ? choice : "" }, { requestKey: "own-language" });
    } catch (failure) {
      speak(languageFor(session.language));
      setError(failureMessage(failure));
    }
  };
  return (
    <span className="language-switch">
      <label htmlFor="language-switch" className="visually-hidden">
        {t("language.label")}
      </label>
      <select id="language-switch" value={session.language} onChange={(event) => void choose(event.target.value)}>
        <option value="">{t("language.browser")}</option>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
      {error && (
        <span role="alert" className="language-switch-error">
          {error}
        </span>
      )}
    </span>
  );
}
