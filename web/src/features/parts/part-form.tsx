import type { FormEvent, ReactNode } from "react";
import { PART_UNITS } from "@shared/records";
import { PART_BARCODE_MAX_LENGTH, PART_NUMBER_MAX_LENGTH, type PartInputField } from "@shared/validation";
import type { useForm } from "../../lib/use-form";
import { FormError } from "../../ui/alert";
import { SelectField, TextField } from "../../ui/field";

const UNIT_OPTIONS = PART_UNITS.map((unit) => ({ value: unit, label: unit }));

/** A part's catalogue entry, for the new-part and the part pages. */
export function PartForm({ form, onSubmit, disabled = false, children }: {
  form: ReturnType<typeof useForm<PartInputField>>;
  onSubmit: (event: FormEvent) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <form className="form-grid" onSubmit={onSubmit} noValidate aria-label="Part">
      <FormError message={form.formError} />
      <fieldset className="form-grid form-section" disabled={disabled}>
        <TextField label="Part number" hint={`Unique (case and spaces aside), up to ${PART_NUMBER_MAX_LENGTH} characters.`} autoComplete="off" spellCheck={false} {...form.field("number")} />
        <TextField label="Name" hint="What it is, like Oil filter." {...form.field("name")} />
        <SelectField label="Unit" hint="What stock is counted in; it stays once stock has moved." options={UNIT_OPTIONS} {...form.field("unit")} />
        <TextField label="Unit cost" hint="What one unit costs the workshop, like 7.50." inputMode="decimal" {...form.field("unit_cost")} />
        <TextField label="Reorder point" optional hint="At or below this many on hand, it is on the reorder list." inputMode="decimal" {...form.field("reorder_point")} />
        <TextField label="Location" optional hint="Where it lies, like Shelf B3." {...form.field("location")} />
        <TextField label="Supplier" optional {...form.field("supplier")} />
        <TextField label="Barcode" optional hint={`Scan it or type it (up to ${PART_BARCODE_MAX_LENGTH} characters).`} autoComplete="off" spellCheck={false} {...form.field("barcode")} />
      </fieldset>
      <div className="row form-actions">{children}</div>
    </form>
  );
}
