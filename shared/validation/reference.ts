// A relation field as a form or a JSON body gives it: one record id. Whether the record exists
// only the server can tell; a value that cannot be an id is "not found" at once.

import { fieldError, type FieldError, type Outcome } from "./field-error";
import { RECORD_ID } from "./record-id";
import { readText } from "./text";

export interface ReferenceRule {
  readonly wrongType: FieldError;
  /** The error for an empty required reference; null for an optional one. */
  readonly required: FieldError | null;
  readonly notFound: FieldError;
}

export function referenceRule(
  messages: { readonly wrongType: string; readonly required?: string; readonly notFound: string },
  notFoundCode: FieldError["code"],
): ReferenceRule {
  return {
    wrongType: fieldError("invalid_type", messages.wrongType),
    required: messages.required === undefined ? null : fieldError("required", messages.required),
    notFound: fieldError(notFoundCode, messages.notFound),
  };
}

/** The id (trimmed), "" for an optional empty one, or why it is wrong. */
export function readReference(raw: unknown, rule: ReferenceRule): Outcome<string> {
  const text = readText(raw);
  if (text === null) return rule.wrongType;
  const id = text.trim();
  if (id === "") return rule.required ?? "";
  return RECORD_ID.test(id) ? id : rule.notFound;
}
