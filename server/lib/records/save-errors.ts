// Errors PocketBase finds while saving, in our words: a broken UNIQUE index (two requests
// racing for one plate) becomes the same field error as the lookup before saving gives, and
// the photo's type and size errors get the messages the forms show.

import type { FieldError, FieldErrors } from "@shared/validation";
import { notSavedMessage, throwFieldErrors } from "./field-errors";

export interface SaveErrorRule {
  /** Where PocketBase reports it: the column ("plate_key") or field ("photo"). */
  readonly column: string;
  /** PocketBase's code, e.g. `validation_not_unique` (core/validators/db.go). */
  readonly pocketbaseCode: string;
  /** The field the client knows and gets our error on. */
  readonly field: string;
  readonly error: FieldError;
}

/** The `data` of a PocketBase ApiError caught in JS (a GoError whose value is *router.ApiError). */
function apiErrorData(error: unknown): { [key: string]: unknown } | null {
  const data = (error as { value?: { data?: unknown } } | null)?.value?.data;
  return data && typeof data === "object" ? (data as { [key: string]: unknown }) : null;
}

/** Runs the rest of the save; an error it raises is rethrown in our words where a rule matches. */
export function saveTranslatingErrors(e: core.RecordRequestEvent, what: string, rules: readonly SaveErrorRule[]): void {
  try {
    e.next();
  } catch (error) {
    const data = apiErrorData(error);
    const errors: FieldErrors = {};
    for (const rule of rules) {
      const entry = data?.[rule.column] as { code?: unknown } | undefined;
      if (entry?.code === rule.pocketbaseCode) errors[rule.field] = rule.error;
    }
    if (Object.keys(errors).length > 0) throwFieldErrors(notSavedMessage(what, errors), errors);
    throw error;
  }
}
