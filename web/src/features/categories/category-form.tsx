import type { FormEvent, ReactNode } from "react";
import type { CategoryInputField } from "@shared/validation";
import { CATEGORY_DESCRIPTION_MAX_LENGTH, CATEGORY_NAME_MAX_LENGTH } from "@shared/validation";
import { useTranslation } from "../../lib/i18n";
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
  const { t } = useTranslation("categories");
  return (
    <form className="form-grid category-form" onSubmit={onSubmit} noValidate aria-label={t("form.label")}>
      <FormError message={form.formError} />
      <fieldset className="form-grid form-section" disabled={disabled}>
        <TextField label={t("form.name")} hint={t("form.nameHint", { max: CATEGORY_NAME_MAX_LENGTH })} {...form.field("name")} />
        <TextAreaField
          label={t("form.description")}
          optional
          hint={t("form.descriptionHint", { max: CATEGORY_DESCRIPTION_MAX_LENGTH })}
          {...form.field("description")}
        />
      </fieldset>
      <div className="row form-actions">{children}</div>
    </form>
  );
}
