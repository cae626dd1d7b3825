import type { FormEvent, ReactNode } from "react";
import type { Vehicle } from "@shared/records";
import { COLOR_MAX_LENGTH, MAKE_MAX_LENGTH, MODEL_MAX_LENGTH, NOTES_MAX_LENGTH, PLATE_MAX_LENGTH, VIN_LENGTH } from "@shared/validation";
import type { useForm } from "../../lib/use-form";
import { FormError } from "../../ui/alert";
import { FUEL_OPTIONS, STATUS_OPTIONS } from "../../ui/choices";
import { SelectField, TextAreaField, TextField, type SelectOption } from "../../ui/field";
import { PhotoField } from "./photo-field";
import type { VehicleFormField } from "./vehicle-values";

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
  return (
    <form
      className="form-grid vehicle-form"
      onSubmit={(event) => (photo.preparing ? event.preventDefault() : onSubmit(event))}
      noValidate
      aria-label="Vehicle"
    >
      <FormError message={form.formError} />
      <fieldset className="form-grid form-section" disabled={disabled}>
        <TextField
          label="Plate"
          hint={`As on the vehicle: letters, digits, spaces and dashes (up to ${PLATE_MAX_LENGTH}).`}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          {...form.field("plate")}
        />
        <TextField
          label="VIN"
          optional
          hint={`${VIN_LENGTH} characters, no I, O or Q.`}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          {...form.field("vin")}
        />
        <TextField label="Make" hint={`Up to ${MAKE_MAX_LENGTH} characters.`} {...form.field("make")} />
        <TextField label="Model" hint={`Up to ${MODEL_MAX_LENGTH} characters.`} {...form.field("model")} />
        <SelectField
          label="Category"
          placeholder={categories ? "Choose a category" : "Loading categories…"}
          options={
            form.values.category && !categoryOptions.some((o) => o.value === form.values.category)
              ? [...categoryOptions, { value: form.values.category, label: saved?.category_name || "…" }]
              : categoryOptions
          }
          {...form.field("category")}
        />
        <SelectField label="Status" options={STATUS_OPTIONS} {...form.field("status")} />
        <TextField label="Year" optional inputMode="numeric" hint="Model year, like 2019." {...form.field("year")} />
        <TextField label="Odometer (km)" optional inputMode="numeric" hint="Whole km, like 125000." {...form.field("odometer")} />
        <SelectField label="Fuel" optional placeholder="Not recorded" options={FUEL_OPTIONS} {...form.field("fuel")} />
        <TextField label="Colour" optional hint={`Up to ${COLOR_MAX_LENGTH} characters.`} {...form.field("color")} />
        <TextAreaField label="Notes" optional hint={`Anything the next person should know (up to ${NOTES_MAX_LENGTH} characters).`} {...form.field("notes")} />
        <PhotoField form={form} saved={saved} file={photo.file} preparing={photo.preparing} onChoose={onChoosePhoto} />
      </fieldset>
      <div className="row form-actions">{children}</div>
    </form>
  );
}
