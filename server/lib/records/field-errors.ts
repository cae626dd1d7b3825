// Turning the shared validation's field errors into PocketBase's 400 response:
// `{ status: 400, message, data: { <field>: { code, message, params? } } }`.

import { listInWords, type FieldError, type FieldErrors } from "@shared/validation";

export function hasFieldErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/**
 * The field error as PocketBase answers it: `{ code, message, params }`, with `params` only when
 * the error has values (PocketBase leaves out empty ones). With params, PocketBase writes the
 * message as a Go template filled from them: its `{{` (a part number someone typed) is written
 * as a template that gives `{{` back, so the message reads exactly as given.
 */
function validationError(error: FieldError): ozzo_validation.Error {
  if (error.params === undefined) return new ValidationError(error.code, error.message);
  const asTemplate = error.message.replace(/\{\{/g, '{{"{{"}}');
  return new ValidationError(error.code, asTemplate).setParams({ ...error.params });
}

/** Throws a 400 whose `data` has one `{ code, message, params? }` per bad field. */
export function throwFieldErrors(message: string, errors: FieldErrors): never {
  const data: { [field: string]: ozzo_validation.Error } = {};
  for (const field of Object.keys(errors)) data[field] = validationError(errors[field]!);
  throw new BadRequestError(message, data);
}

/** "The vehicle was not saved: check the plate and the year." */
export function notSavedMessage(what: string, errors: FieldErrors): string {
  const fields = Object.keys(errors);
  return `The ${what} was not saved: check ${fields.length === 1 ? "the field" : "the fields"} ${listInWords(fields, "and")}.`;
}
