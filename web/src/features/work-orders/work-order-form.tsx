import type { FormEvent, ReactNode } from "react";
import { WORK_ORDER_PRIORITIES } from "@shared/records";
import { WORK_ORDER_DESCRIPTION_MAX_LENGTH, WORK_ORDER_TITLE_MAX_LENGTH } from "@shared/validation";
import type { useForm } from "../../lib/use-form";
import { FormError } from "../../ui/alert";
import { SelectField, TextAreaField, TextField, type SelectOption } from "../../ui/field";
import { priorityLabel } from "./work-order-format";
import type { WorkOrderFormField } from "./work-order-values";

export type WorkOrderFormState = ReturnType<typeof useForm<WorkOrderFormField>>;

const PRIORITY_OPTIONS = WORK_ORDER_PRIORITIES.map((priority) => ({ value: priority, label: priorityLabel(priority) }));

/**
 * The fields of a work order, for the new and the work order pages; each message shows at its
 * field (the shared validation's, or the server's after a save). `vehicle` is the picker on the
 * new page; the work order page shows its vehicle as a link instead.
 */
export function WorkOrderForm({ form, employees, vehicle, onSubmit, disabled = false, children }: {
  form: WorkOrderFormState;
  employees: readonly SelectOption[] | null;
  vehicle?: ReactNode;
  onSubmit: (event: FormEvent) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  const assignee = form.values.assignee;
  const employeeOptions = employees ?? [];
  return (
    <form className="form-grid" onSubmit={onSubmit} noValidate aria-label="Work order">
      <FormError message={form.formError} />
      <fieldset className="form-grid form-section" disabled={disabled}>
        {vehicle}
        <TextField label="Title" hint={`What is to be done, like Annual service (up to ${WORK_ORDER_TITLE_MAX_LENGTH} characters).`} {...form.field("title")} />
        <TextAreaField
          label="Description"
          optional
          hint={`The complaint, instructions, findings (up to ${WORK_ORDER_DESCRIPTION_MAX_LENGTH} characters).`}
          {...form.field("description")}
        />
        <SelectField label="Priority" options={PRIORITY_OPTIONS} {...form.field("priority")} />
        <SelectField
          label="Assigned to"
          optional
          placeholder={employees ? "Nobody yet" : "Loading staff…"}
          options={assignee && !employeeOptions.some((o) => o.value === assignee) ? [...employeeOptions, { value: assignee, label: "…" }] : employeeOptions}
          {...form.field("assignee")}
        />
        <TextField label="Due" optional type="date" {...form.field("due")} />
        <TextField label="Odometer (km)" optional inputMode="numeric" hint="The vehicle's reading at this work; needed to complete it." {...form.field("odometer")} />
      </fieldset>
      <div className="row form-actions">{children}</div>
    </form>
  );
}
