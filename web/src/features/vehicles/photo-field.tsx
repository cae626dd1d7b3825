import { useEffect, useId, useRef, useState } from "react";
import type { Vehicle } from "@shared/records";
import { checkPhotoFile, PHOTO_MAX_BYTES, PHOTO_MIME_TYPES, type FieldError } from "@shared/validation";
import { useFileToken } from "../../lib/file-token";
import { prepareImageUpload, type PreparedImage } from "../../lib/image-upload";
import { buttonClass, Button } from "../../ui/button";
import { VehiclePhoto } from "./vehicle-photo";
import type { VehicleFormField, VehicleFormValues } from "./vehicle-values";
import { translate, useTranslation } from "../../lib/i18n";

const PHOTO_MAX_MB = PHOTO_MAX_BYTES / 1024 / 1024;

/** A refusal of the shared photo checks in the language spoken, by its code (else their words). */
function photoProblem(error: Pick<FieldError, "code" | "message">): string {
  if (error.code === "invalid_type") return translate("vehicles", "photo.invalidType");
  if (error.code === "too_large") return translate("vehicles", "photo.tooLarge", { mb: PHOTO_MAX_MB });
  return error.message;
}

interface PhotoForm {
  values: Readonly<VehicleFormValues>;
  errors: Partial<Record<VehicleFormField, string>>;
  setValue: (name: VehicleFormField, value: string) => void;
  setErrors: (update: (previous: Partial<Record<VehicleFormField, string>>) => Partial<Record<VehicleFormField, string>>) => void;
}

/**
 * The file a form has chosen for the photo, as it will be sent with the next save: checked from
 * its header and scaled down (lib/image-upload.ts) first, which takes a moment (`preparing`).
 */
export function usePhotoFile(form: PhotoForm) {
  const [file, setFile] = useState<File | null>(null);
  const [preparing, setPreparing] = useState(false);
  // The last choice wins, should an earlier one finish preparing after it.
  const latest = useRef(0);
  const fail = (error: Pick<FieldError, "code" | "message">) => form.setErrors((previous) => ({ ...previous, photo: photoProblem(error) }));
  const choose = async (chosen: File) => {
    if (!PHOTO_MIME_TYPES.includes(chosen.type)) return fail({ code: "invalid_type", message: "" });
    const ticket = ++latest.current;
    setPreparing(true);
    let prepared: PreparedImage;
    try {
      prepared = await prepareImageUpload(chosen, "photo");
    } catch {
      prepared = { ok: false, error: { code: "unreadable_image", message: translate("vehicles", "photo.unreadable") } };
    }
    if (ticket !== latest.current) return;
    setPreparing(false);
    if (!prepared.ok) return fail(prepared.error);
    const check = checkPhotoFile(prepared.file);
    if (!check.ok) return fail(check.error);
    setFile(prepared.file);
    form.setValue("photo", "new");
  };
  return { file: form.values.photo === "new" ? file : null, choose, preparing };
}

/**
 * The photo of a vehicle in its form: the saved one, or the chosen file's preview, with
 * "Choose / Replace photo…" and "Remove photo". Nothing is uploaded before the form is saved.
 */
export function PhotoField({ form, saved, file, preparing, onChoose }: {
  form: PhotoForm;
  saved: Vehicle | null;
  file: File | null;
  preparing: boolean;
  onChoose: (file: File) => void;
}) {
  const id = useId();
  const { t } = useTranslation("vehicles");
  const token = useFileToken();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== "function") return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const choice = form.values.photo;
  const hasSaved = Boolean(saved?.photo);
  const error = form.errors.photo;
  const shown = choice === "new" ? "new" : choice === "remove" || !hasSaved ? "none" : "saved";

  return (
    <fieldset className="field photo-field" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="field-label">
        {t("field.photo")} <span className="field-optional">{t("photo.optional")}</span>
      </legend>
      <div className="photo-field-body">
        {shown === "new" &&
          (preview ? (
            <img className="vehicle-photo vehicle-photo-detail" src={preview} alt={t("photo.chosen")} />
          ) : (
            <span className="vehicle-photo vehicle-photo-detail vehicle-photo-none">{file?.name}</span>
          ))}
        {shown === "saved" && saved && <VehiclePhoto vehicle={saved} token={token} size="detail" />}
        {shown === "none" && <span className="vehicle-photo vehicle-photo-detail vehicle-photo-none">{t("photo.none")}</span>}
        <div className="stack photo-field-actions">
          <span id={`${id}-hint`} className="field-hint">
            {preparing
              ? t("photo.preparing")
              : choice === "new"
                ? t("photo.savedWithForm")
                : choice === "remove"
                  ? t("photo.removedOnSave")
                  : t("photo.hint", { mb: PHOTO_MAX_MB })}
          </span>
          <label className={buttonClass("secondary", "button-small")}>
            {shown === "none" ? t("photo.choose") : t("photo.replace")}
            <input
              type="file"
              className="visually-hidden"
              accept={PHOTO_MIME_TYPES.join(",")}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                event.target.value = "";
                if (chosen) onChoose(chosen);
              }}
            />
          </label>
          {shown !== "none" && (
            <Button variant="secondary" className="button-small" onClick={() => form.setValue("photo", hasSaved ? "remove" : "")}>
              {t("photo.remove")}
            </Button>
          )}
          {choice !== "" && hasSaved && (
            <Button variant="link" onClick={() => form.setValue("photo", "")}>
              {t("photo.keep")}
            </Button>
          )}
        </div>
      </div>
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </fieldset>
  );
}
