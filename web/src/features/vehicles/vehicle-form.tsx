import type { FormEvent, ReactNode } from "react";
import type { Vehicle } from "@shared/records";
import { COLOR_MAX_LENGTH, MAKE_MAX_LENGTH, MODEL_MAX_LENGTH, NOTES_MAX_LENGTH, PLATE_MAX_LENGTH, VIN_LENGTH } from "@shared/validation";
import type { useForm } from "../../lib/use-form";
import { FormError } from "../../ui/alert";
import { FUEL_OPTIONS, STATUS_OPTIONS } from "../../ui/choices";
import { SelectField, TextAreaField, TextField, type SelectOption } from "../../ui/field";
import { PhotoField } from "./photo-field";
import type { VehicleFormField } from "./vehicle-values";
import { useLabel, useTranslation } from "../../lib/i18n";

/** The form state the fields are bound to (what `useForm` returns for a vehicle). */
export type VehicleFormState = ReturnType<typeof useForm<VehicleFormField>>;

/**
 * The fields of a vehicle, for the new-vehicle and the vehicle pages. Each message shows at its
 * field (the shared validation's, or the server's after a save), the whole-form one on top.
 * Maximum lengths are left to the validation, so a long paste is shown and explained, not cut.
 */
export function VehicleForm({ form, categories, saved, photo, onChoosePhoto, onSubmit, disabled = false, children }: {
  form: VehicleFormState;
  categories: readonly SelectOption[] | null;
  saved: Vehicle | null;
  /** The chosen photo (usePhotoFile): while it is being prepared, the form does not save. */
  photo: { file: File | null; preparing: boolean };
  onChoosePhoto: (file: File) => void;
  onSubmit: (event: FormEvent) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  const categoryOptions = categories ?? [];
  const { t } = useTranslation("vehicles");
  const label = useLabel();
  return (
    <form
      className="form-grid vehicle-form"
      onSubmit={(event) => (photo.preparing ? event.preventDefault() : onSubmit(event))}
      noValidate
      aria-label={t("form.label")}
    >
      <FormError message={form.formError} />
      <fieldset className="form-grid form-section" disabled={disabled}>
        <TextField
          label={t("field.plate")}
          hint={t("form.plateHint", { max: PLATE_MAX_LENGTH })}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          {...form.field("plate")}
        />
        <TextField
          label={t("field.vin")}
          optional
          hint={t("form.vinHint", { length: VIN_LENGTH })}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          {...form.field("vin")}
        />
        <TextField label={t("field.make")} hint={t("form.upTo", { max: MAKE_MAX_LENGTH })} {...form.field("make")} />
        <TextField label={t("field.model")} hint={t("form.upTo", { max: MODEL_MAX_LENGTH })} {...form.field("model")} />
        <SelectField
          label={t("field.category")}
          placeholder={categories ? t("form.chooseCategory") : t("form.loadingCategories")}
          options={
            form.values.category && !categoryOptions.some((o) => o.value === form.values.category)
              ? [...categoryOptions, { value: form.values.category, label: saved?.category_name || "…" }]
              : categoryOptions
          }
          {...form.field("category")}
        />
        <SelectField label={t("field.status")} options={STATUS_OPTIONS.map((option) => ({ ...option, label: label("vehicleStatus", option.value) }))} {...form.field("status")} />
        <TextField label={t("field.year")} optional inputMode="numeric" hint={t("form.yearHint")} {...form.field("year")} />
        <TextField label={t("form.odometerKm")} optional inputMode="numeric" hint={t("form.wholeKm")} {...form.field("odometer")} />
        <SelectField label={t("field.fuel")} optional placeholder={t("form.notRecorded")} options={FUEL_OPTIONS.map((option) => ({ ...option, label: label("fuel", option.value) }))} {...form.field("fuel")} />
        <TextField label={t("field.color")} optional hint={t("form.upTo", { max: COLOR_MAX_LENGTH })} {...form.field("color")} />
        <TextAreaField label={t("field.notes")} optional hint={t("form.notesHint", { max: NOTES_MAX_LENGTH })} {...form.field("notes")} />
        <PhotoField form={form} saved={saved} file={photo.file} preparing={photo.preparing} onChoose={onChoosePhoto} />
      </fieldset>
      <div className="row form-actions">{children}</div>
    </form>
  );
}
