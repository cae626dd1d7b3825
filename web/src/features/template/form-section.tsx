import { useState } from "react";
import { checkVehicleField, DEFAULT_VEHICLE_STATUS, type VehicleInputField } from "@shared/validation";
import { useTranslation } from "../../lib/i18n";
import { checkFields, useForm } from "../../lib/use-form";
import { Alert, FormError } from "../../ui/alert";
import { Button } from "../../ui/button";
import { useStatusOptions } from "../../ui/choices";
import { SelectField, TextAreaField, TextField } from "../../ui/field";
import { KitSection } from "./kit-section";

// Shaped like record ids, so the shared category check accepts them.
const CATEGORIES = [
  { value: "vans00000000001", label: "vans" },
  { value: "cars00000000001", label: "cars" },
  { value: "trucks000000001", label: "trucks" },
] as const;

const DEMO_FIELDS = ["plate", "category", "status", "odometer", "notes"] as const satisfies readonly VehicleInputField[];
type DemoField = (typeof DEMO_FIELDS)[number];

/** The vehicle form's own rules and messages (shared/validation), not a look-alike copy. */
function validate(values: Readonly<Record<DemoField, string>>) {
  const now = new Date();
  return checkFields(DEMO_FIELDS, (field) => checkVehicleField(field, values[field], { now }));
}

export function FormSection() {
  const { t } = useTranslation("template");
  const statusOptions = useStatusOptions();
  const [saved, setSaved] = useState(false);
  const form = useForm<DemoField>({ plate: "", category: "", status: DEFAULT_VEHICLE_STATUS, odometer: "", notes: "" }, { validate });

  const onSubmit = form.submit(async () => {
    setSaved(true);
  });

  const showServerErrors = () => {
    setSaved(false);
    form.setFormError(t("forms.serverFormError"));
    form.setErrors({ plate: t("forms.serverPlateError") });
  };

  return (
    <KitSection id="forms" title={t("section.forms")} about={t("forms.about")}>
      <form className="form-grid" onSubmit={onSubmit} noValidate>
        <FormError message={form.formError} />
        {saved && <Alert tone="success">{t("forms.saved")}</Alert>}
        <TextField label={t("forms.plate")} hint={t("forms.plateHint")} autoCapitalize="characters" {...form.field("plate")} />
        <SelectField
          label={t("forms.category")}
          placeholder={t("forms.chooseCategory")}
          options={CATEGORIES.map(({ value, label }) => ({ value, label: t(`forms.${label}`) }))}
          {...form.field("category")}
        />
        <SelectField label={t("forms.status")} options={statusOptions} {...form.field("status")} />
        <TextField label={t("forms.odometer")} optional inputMode="numeric" {...form.field("odometer")} />
        <TextAreaField label={t("forms.notes")} optional hint={t("forms.notesHint")} {...form.field("notes")} />
        <div className="row form-actions">
          <Button type="submit" busy={form.busy}>
            {t("forms.check")}
          </Button>
          <Button variant="secondary" onClick={showServerErrors}>
            {t("forms.serverError")}
          </Button>
        </div>
      </form>
    </KitSection>
  );
}
