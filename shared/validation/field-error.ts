// Validation results in PocketBase's error shape: a bad field maps to `{ code, message }`, as in
// the `data` of a 400 response, so the forms can show server errors and their own the same way.

/** Every code the validation gives, so that forms and tests can rely on them. */
export type ValidationCode =
  | "required"
  | "invalid_type"
  | "invalid_characters"
  | "too_long"
  | "invalid_format"
  | "invalid_length"
  | "vin_forbidden_letters"
  | "not_a_number"
  | "not_an_integer"
  | "too_small"
  | "too_large"
  | "invalid_choice"
  | "category_not_found"
  // Given by the server only: they need the database.
  | "plate_taken"
  | "vin_taken"
  | "name_taken"
  | "unknown_field";

export interface FieldError {
  readonly code: ValidationCode;
  readonly message: string;
}

export type FieldErrors<F extends string = string> = Partial<Record<F, FieldError>>;

/** The result of checking one field: its normalised value, or why it is wrong. */
export type FieldCheck<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: FieldError };

/** The result of checking a whole record: all normalised values, or one error per bad field. */
export type RecordCheck<V, F extends string> =
  | { readonly ok: true; readonly values: V }
  | { readonly ok: false; readonly errors: FieldErrors<F> };

export function valid<T>(value: T): FieldCheck<T> {
  return { ok: true, value };
}

export function invalid(code: ValidationCode, message: string): { readonly ok: false; readonly error: FieldError } {
  return { ok: false, error: { code, message } };
}

type CheckedValues<C> = { [K in keyof C]: C[K] extends FieldCheck<infer T> ? T : never };

/** Collects the checks of a record's fields into either every value or every error. */
export function checkRecord<C extends Record<string, FieldCheck<unknown>>>(
  checks: C,
): RecordCheck<CheckedValues<C>, keyof C & string> {
  const values: Record<string, unknown> = {};
  const errors: Record<string, FieldError> = {};
  let ok = true;
  for (const field of Object.keys(checks)) {
    const check = checks[field]!;
    if (check.ok) {
      values[field] = check.value;
    } else {
      errors[field] = check.error;
      ok = false;
    }
  }
  return ok
    ? { ok: true, values: values as CheckedValues<C> }
    : { ok: false, errors: errors as FieldErrors<keyof C & string> };
}
