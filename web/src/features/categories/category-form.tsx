import type { FormEvent, ReactNode } from "react";
import type { CategoryInputField } from "@shared/validation";
import { CATEGORY_DESCRIPTION_MAX_LENGTH, CATEGORY_NAME_MAX_LENGTH } from "@shared/validation";
import type { useForm } from "../../lib/use-form";
import { FormError } from "../../ui/alert";
import { TextAreaField, TextField } from "../../ui/field";

/** Name and description of a category, for the new-category and the category pages. */
export function CategoryForm({ form, onSubmit, disabled = false, children }: {
  form: ReturnType<typeof useForm<CategoryInputField>>;
  onSubmit: (event: FormEvent) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <form className="form-grid category-form" onSubmit={onSubmit} noValidate aria-label="Category">
      <FormError message={form.formError} />
      <fieldset className="form-grid form-section" disabled={disabled}>
        <TextField label="Name" hint={`Unique, up to ${CATEGORY_NAME_MAX_LENGTH} characters, like “Vans”.`} {...form.field("name")} />
        <TextAreaField
          label="Description"
          optional
          hint={`What belongs here (up to ${CATEGORY_DESCRIPTION_MAX_LENGTH} characters).`}
          {...form.field("description")}
        />
      </fieldset>
      <div className="row form-actions">{children}</div>
    </form>
  );
}
