// Turning the shared validation's field errors into PocketBase's 400 response:
// `{ status: 400, message, data: { <field>: { code, message } } }`.

import { listInWords, type FieldErrors } from "@shared/validation";

export function hasFieldErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** Throws a 400 whose `data` has one `{ code, message }` per bad field. */
export function throwFieldErrors(message: string, errors: FieldErrors): never {
  const data: { [field: string]: ValidationError } = {};
  for (const field of Object.keys(errors)) {
    const error = errors[field]!;
    data[field] = new ValidationError(error.code, error.message);
  }
  throw new BadRequestError(message, data);
}

/** "The vehicle was not saved: check the plate and the year." */
export function notSavedMessage(what: string, errors: FieldErrors): string {
  const fields = Object.keys(errors);
  return `The ${what} was not saved: check ${fields.length === 1 ? "the field" : "the fields"} ${listInWords(fields, "and")}.`;
}
