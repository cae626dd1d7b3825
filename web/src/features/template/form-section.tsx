import { useState } from "react";
import { checkVehicleField, DEFAULT_VEHICLE_STATUS, type VehicleInputField } from "@shared/validation";
import { checkFields, useForm } from "../../lib/use-form";
import { Alert, FormError } from "../../ui/alert";
import { Button } from "../../ui/button";
import { STATUS_OPTIONS } from "../../ui/choices";
import { SelectField, TextAreaField, TextField } from "../../ui/field";
import { KitSection } from "./kit-section";

// Shaped like record ids, so the shared category check accepts them.
const CATEGORIES = [
  { value: "vans00000000001", label: "Vans" },
  { value: "cars00000000001", label: "Cars" },
  { value: "trucks000000001", label: "Trucks" },
];

const DEMO_FIELDS = ["plate", "category", "status", "odometer", "notes"] as const satisfies readonly VehicleInputField[];
type DemoField = (typeof DEMO_FIELDS)[number];

/** The vehicle form's own rules and messages (shared/validation), not a look-alike copy. */
function validate(values: Readonly<Record<DemoField, string>>) {
  const now = new Date();
  return checkFields(DEMO_FIELDS, (field) => checkVehicleField(field, values[field], { now }));
}

export function FormSection() {
  const [saved, setSaved] = useState(false);
  const form = useForm<DemoField>({ plate: "", category: "", status: DEFAULT_VEHICLE_STATUS, odometer: "", notes: "" }, { validate });

  const onSubmit = form.submit(async () => {
    setSaved(true);
  });

  const showServerErrors = () => {
    setSaved(false);
    form.setFormError("Failed to create record.");
    form.setErrors({ plate: "A vehicle with this plate already exists." });
  };

  return (
    <KitSection
      id="forms"
      title="Forms"
      about="Every input has a visible label; hints and errors are tied to it. Errors from the server appear at their field, and what was typed stays."
    >
      <form className="form-grid" onSubmit={onSubmit} noValidate>
        <FormError message={form.formError} />
        {saved && <Alert tone="success">Looks good. Nothing was saved: this is the UI kit.</Alert>}
        <TextField label="Plate" hint="Letters, digits, spaces and dashes, as on the vehicle." autoCapitalize="characters" {...form.field("plate")} />
        <SelectField label="Category" placeholder="Choose a category" options={CATEGORIES} {...form.field("category")} />
        <SelectField label="Status" options={STATUS_OPTIONS} {...form.field("status")} />
        <TextField label="Odometer (km)" optional inputMode="numeric" {...form.field("odometer")} />
        <TextAreaField label="Notes" optional hint="Anything the next person should know." {...form.field("notes")} />
        <div className="row form-actions">
          <Button type="submit" busy={form.busy}>
            Check form
          </Button>
          <Button variant="secondary" onClick={showServerErrors}>
            Show a server error
          </Button>
        </div>
      </form>
    </KitSection>
  );
}
