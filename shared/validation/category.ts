// Category fields (docs/product.md "Data"): a name unique ignoring case and surrounding spaces, and
// an optional description.

import type { Category } from "../records";
import { isFieldError, splitOutcomes, toCheck, type FieldCheck, type RecordCheck } from "./field-error";
import { CATEGORY_DESCRIPTION_MAX_LENGTH, CATEGORY_NAME_MAX_LENGTH } from "./limits";
import { groupDigits, readTextField, textRule } from "./text";

export const CATEGORY_INPUT_FIELDS = ["name", "description"] as const;
export type CategoryInputField = (typeof CATEGORY_INPUT_FIELDS)[number];
export type CategoryInput = Partial<Record<CategoryInputField, unknown>>;

/**
 * A category's fields, normalised, plus `name_key`: the name folded for comparison ("Vans",
 * " VANS " and "ｖａｎｓ" are one name), stored in a hidden column.
 */
export type CategoryValues = Pick<Category, CategoryInputField> & { name_key: string };

export type CategoryField = keyof CategoryValues;

const NAME = textRule("The name", CATEGORY_NAME_MAX_LENGTH, { required: "Enter a name for the category." });
const DESCRIPTION = textRule("The description", CATEGORY_DESCRIPTION_MAX_LENGTH, { multiLine: true });

/**
 * What "the same name" means: compatibility-normalised and case-folded (upper then lower case,
 * so that "ß"/"SS" and "ς"/"σ" fold together, which SQLite's ASCII-only NOCASE cannot do).
 */
export function categoryNameKey(name: string): string {
  return name.normalize("NFKC").replace(/\s+/g, " ").trim().toUpperCase().toLowerCase();
}

export function checkCategoryName(raw: unknown): FieldCheck<string> {
  return toCheck(readTextField(raw, NAME));
}

export function checkCategoryDescription(raw: unknown): FieldCheck<string> {
  return toCheck(readTextField(raw, DESCRIPTION));
}

export function checkCategoryField(field: CategoryInputField, raw: unknown): FieldCheck<string> {
  return field === "name" ? checkCategoryName(raw) : checkCategoryDescription(raw);
}

export function checkCategory(input: CategoryInput): RecordCheck<CategoryValues, CategoryField> {
  const name = readTextField(input.name, NAME);
  const description = readTextField(input.description, DESCRIPTION);
  if (isFieldError(name) || isFieldError(description)) {
    const { errors, values } = splitOutcomes({ name, description });
    const key = isFieldError(name) ? {} : { name_key: categoryNameKey(name) };
    return { ok: false, errors, values: { ...values, ...key } };
  }
  return { ok: true, values: { name, name_key: categoryNameKey(name), description } };
}

/** Why a category cannot be deleted: "This category is used by 3 vehicles. Move them …" */
export function categoryInUseMessage(vehicleCount: number): string {
  const vehicles = vehicleCount === 1 ? "1 vehicle" : `${groupDigits(vehicleCount)} vehicles`;
  const them = vehicleCount === 1 ? "it" : "them";
  return `This category is used by ${vehicles}. Move ${them} to another category first.`;
}
