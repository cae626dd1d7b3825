// The file of a document in its form: "Choose file…" (a PDF, or a photo of the paper taken with
// the phone), the chosen file's name, and why it will not do, checked before anything is sent.

import { useId } from "react";
import { buttonClass } from "../../ui/button";
import { checkChosenDocument } from "./document-file";
import { useTranslation } from "../../lib/i18n";

export function DocumentFileField({ error, hint, accept, chosen, onChoose }: {
  error: string | undefined;
  hint: string;
  accept: string;
  chosen: File | null;
  /** `problem` is the message when the file will not do. */
  onChoose: (file: File, problem: string | null) => void;
}) {
  const id = useId();
  const { t } = useTranslation("documents");
  return (
    <fieldset className="field" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="field-label">{t("file.label")}</legend>
      <div className="row">
        <label className={buttonClass("secondary")}>
          {chosen ? t("file.chooseAnother") : t("file.choose")}
          <input
            type="file"
            className="visually-hidden"
            accept={accept}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void checkChosenDocument(file).then((checked) => onChoose(file, typeof checked === "string" ? checked : null));
            }}
          />
        </label>
        {chosen && <span className="document-file-name">{chosen.name}</span>}
      </div>
      <span id={`${id}-hint`} className="field-hint">
        {hint}
      </span>
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </fieldset>
  );
}
