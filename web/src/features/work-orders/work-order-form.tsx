import type { FormEvent, ReactNode } from "react";
import { WORK_ORDER_PRIORITIES } from "@shared/records";
import { WORK_ORDER_DESCRIPTION_MAX_LENGTH, WORK_ORDER_TITLE_MAX_LENGTH } from "@shared/validation";
import type { useForm } from "../../lib/use-form";
import { useLabel, useTranslation } from "../../lib/i18n";
import { FormError } from "../../ui/alert";
import { SelectField, TextAreaField, TextField, type SelectOption } from "../../ui/field";
import type { WorkOrderFormField } from "./work-order-values";

export type WorkOrderFormState = ReturnType<typeof useForm<WorkOrderFormField>>;

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
  const { t } = useTranslation("work-orders");
  const label = useLabel();
  const priorityOptions = WORK_ORDER_PRIORITIES.map((priority) => ({ value: priority, label: label("workOrderPriority", priority) }));
  const assignee = form.values.assignee;
  const employeeOptions = employees ?? [];
  return (
    <form className="form-grid" onSubmit={onSubmit} noValidate aria-label={t("form.label")}>
      <FormError message={form.formError} />
      <fieldset className="form-grid form-section" disabled={disabled}>
        {vehicle}
        <TextField label={t("fields.title")} hint={t("form.titleHint", { max: String(WORK_ORDER_TITLE_MAX_LENGTH) })} {...form.field("title")} />
        <TextAreaField
          label={t("fields.description")}
          optional
          hint={t("form.descriptionHint", { max: String(WORK_ORDER_DESCRIPTION_MAX_LENGTH) })}
          {...form.field("description")}
        />
        <SelectField label={t("fields.priority")} options={priorityOptions} {...form.field("priority")} />
        <SelectField
          label={t("fields.assignee")}
          optional
          placeholder={employees ? t("form.nobody") : t("form.loadingStaff")}
          options={assignee && !employeeOptions.some((o) => o.value === assignee) ? [...employeeOptions, { value: assignee, label: "…" }] : employeeOptions}
          {...form.field("assignee")}
        />
        <TextField label={t("fields.due")} optional type="date" {...form.field("due")} />
        <TextField label={t("fields.odometerKm")} optional inputMode="numeric" hint={t("form.odometerHint")} {...form.field("odometer")} />
      </fieldset>
      <div className="row form-actions">{children}</div>
    </form>
  );
}
