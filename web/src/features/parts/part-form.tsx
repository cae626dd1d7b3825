import type { FormEvent, ReactNode } from "react";
import { PART_UNITS } from "@shared/records";
import { PART_BARCODE_MAX_LENGTH, PART_NUMBER_MAX_LENGTH, type PartInputField } from "@shared/validation";
import { useLabel, useTranslation } from "../../lib/i18n";
import type { useForm } from "../../lib/use-form";
import { FormError } from "../../ui/alert";
import { SelectField, TextField } from "../../ui/field";

/** A part's catalogue entry, for the new-part and the part pages. */
export function PartForm({ form, onSubmit, disabled = false, children }: {
  form: ReturnType<typeof useForm<PartInputField>>;
  onSubmit: (event: FormEvent) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("parts");
  const label = useLabel();
  const unitOptions = PART_UNITS.map((unit) => ({ value: unit, label: label("unit", unit) }));
  return (
    <form className="form-grid" onSubmit={onSubmit} noValidate aria-label={t("part")}>
      <FormError message={form.formError} />
      <fieldset className="form-grid form-section" disabled={disabled}>
        <TextField label={t("form.partNumber")} hint={t("form.partNumberHint", { max: PART_NUMBER_MAX_LENGTH })} autoComplete="off" spellCheck={false} {...form.field("number")} />
        <TextField label={t("name")} hint={t("form.nameHint")} {...form.field("name")} />
        <SelectField label={t("form.unit")} hint={t("form.unitHint")} options={unitOptions} {...form.field("unit")} />
        <TextField label={t("unitCost")} hint={t("form.unitCostHint")} inputMode="decimal" {...form.field("unit_cost")} />
        <TextField label={t("form.reorderPoint")} optional hint={t("form.reorderPointHint")} inputMode="decimal" {...form.field("reorder_point")} />
        <TextField label={t("location")} optional hint={t("form.locationHint")} {...form.field("location")} />
        <TextField label={t("supplier")} optional {...form.field("supplier")} />
        <TextField label={t("barcode")} optional hint={t("form.barcodeHint", { max: PART_BARCODE_MAX_LENGTH })} autoComplete="off" spellCheck={false} {...form.field("barcode")} />
      </fieldset>
      <div className="row form-actions">{children}</div>
    </form>
  );
}
