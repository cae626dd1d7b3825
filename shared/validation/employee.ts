// An employee's name (PRODUCT.md "Data"): colleagues see it on every vehicle the employee saved,
// so it is cleaned and checked like the other single-line texts.

import { toCheck, type FieldCheck } from "./field-error";
import { EMPLOYEE_NAME_MAX_LENGTH } from "./limits";
import { readTextField, textRule } from "./text";

const NAME = textRule("The name", EMPLOYEE_NAME_MAX_LENGTH, { required: "Enter the employee's name." });

export function checkEmployeeName(raw: unknown): FieldCheck<string> {
  return toCheck(readTextField(raw, NAME));
}
