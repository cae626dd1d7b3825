import { COLLECTIONS, type Category } from "@shared/records";
import { CATEGORY_INPUT_FIELDS, checkCategoryField, type CategoryInputField } from "@shared/validation";
import { pb } from "../../lib/api-client";
import type { FieldErrors } from "../../lib/use-form";

export type CategoryFormValues = Record<CategoryInputField, string>;

export const EMPTY_CATEGORY: Readonly<CategoryFormValues> = { name: "", description: "" };

export function categoryValues(category: Category): CategoryFormValues {
  return { name: category.name, description: category.description };
}

/** The shared validation's rules, the server's own. */
export function validateCategory(values: Readonly<CategoryFormValues>): FieldErrors<CategoryInputField> {
  const errors: FieldErrors<CategoryInputField> = {};
  for (const field of CATEGORY_INPUT_FIELDS) {
    const check = checkCategoryField(field, values[field]);
    if (!check.ok) errors[field] = check.error.message;
  }
  return errors;
}

export const categories = () => pb.collection(COLLECTIONS.categories);
