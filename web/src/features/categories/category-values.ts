import { COLLECTIONS, type Category } from "@shared/records";
import { CATEGORY_INPUT_FIELDS, checkCategoryField, type CategoryInputField } from "@shared/validation";
import { pb } from "../../lib/api-client";
import { checkFields, type FieldErrors } from "../../lib/use-form";

export type CategoryFormValues = Record<CategoryInputField, string>;

export const EMPTY_CATEGORY: Readonly<CategoryFormValues> = { name: "", description: "" };

export function categoryValues(category: Category): CategoryFormValues {
  return { name: category.name, description: category.description };
}

/** The shared validation's rules, the server's own. */
export function validateCategory(values: Readonly<CategoryFormValues>): FieldErrors<CategoryInputField> {
  return checkFields(CATEGORY_INPUT_FIELDS, (field) => checkCategoryField(field, values[field]));
}

/** The SDK's record service for categories (create, update). */
export const categoryRecords = () => pb.collection(COLLECTIONS.categories);
