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
  // An image whose header declares too many pixels, or cannot be read (shared/validation/image-upload.ts).
  | "too_many_pixels"
  | "unreadable_image"
  // Given by the server only: they need the database.
  | "plate_taken"
  | "vin_taken"
  | "name_taken"
  | "unknown_field"
  // A field only an administrator may change (an employee's own email, verified…).
  | "admin_only"
  // An employee name that is another's (ignoring case) or one of the history's own labels.
  | "name_reserved"
  // Numbers with decimals (quantities, money).
  | "too_many_decimals"
  // Work orders, their items and odometer readings.
  | "vehicle_not_found"
  | "work_order_not_found"
  | "employee_not_found"
  // An assignee whose role may not do the work (a viewer).
  | "not_assignable"
  | "invalid_date"
  | "invalid_transition"
  | "work_order_closed"
  | "vehicle_locked"
  | "read_only"
  | "odometer_backwards"
  | "odometer_required"
  | "has_work_orders"
  | "has_items"
  // A work order's limits: 500 items, a total of 1,000,000,000.00.
  | "too_many_items"
  | "total_too_large"
  // Reminders (shared/validation/reminder.ts).
  | "reminder_not_found"
  | "reminder_other_vehicle"
  // Parts and stock (shared/validation/part.ts, stock-movement.ts).
  | "part_not_found"
  | "number_taken"
  | "barcode_taken"
  | "not_a_part_line"
  | "unit_mismatch"
  | "unit_fixed"
  | "insufficient_stock"
  | "too_much_stock"
  | "has_movements"
  | "reason_not_allowed"
  | "nothing_to_adjust"
  // Time on jobs (shared/validation/time-entry.ts).
  | "in_future"
  | "ended_before_started"
  | "entry_too_long"
  | "already_clocked_on"
  | "not_in_progress"
  | "still_running"
  // Photos and documents (shared/validation/photos.ts, document-file.ts, vehicle-document.ts).
  | "unreadable_file"
  | "follows_document"
  // Inspections and defects (shared/validation/inspection*.ts, defect.ts).
  | "template_not_found"
  | "inspection_done"
  | "photo_required"
  | "note_required"
  | "defect_closed"
  | "work_order_other_vehicle";

/** The values a message names (a maximum, a unit), for the app to say it in its own language. */
export type ErrorParams = { readonly [name: string]: string | number };

export interface FieldError {
  readonly code: ValidationCode;
  readonly message: string;
  /** Sent as the error's `params` (docs/decisions/languages.md, "Server"). */
  readonly params?: ErrorParams;
}

export type FieldErrors<F extends string = string> = Partial<Record<F, FieldError>>;

/** The result of checking one field: its normalised value, or why it is wrong. */
export type FieldCheck<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: FieldError };

/**
 * The result of checking a whole record: all normalised values, or one error per bad field with
 * the normalised values of the good ones (the server still looks those up, e.g. for a taken
 * plate, so that one answer names every problem).
 */
export type RecordCheck<V, F extends string> =
  | { readonly ok: true; readonly values: V }
  | { readonly ok: false; readonly errors: FieldErrors<F>; readonly values: Partial<V> };

export function valid<T>(value: T): FieldCheck<T> {
  return { ok: true, value };
}

export function invalid(code: ValidationCode, message: string): { readonly ok: false; readonly error: FieldError } {
  return { ok: false, error: { code, message } };
}

export function fieldError(code: ValidationCode, message: string, params?: ErrorParams): FieldError {
  return params === undefined ? { code, message } : { code, message, params };
}

/**
 * What reading one field gives: its normalised value (text or a number) or why it is wrong.
 * Internally the checks pass these around instead of FieldCheck objects: a success allocates
 * nothing, which matters in PocketBase's JS engine, where each object costs microseconds (the
 * demo data checks 100 000 vehicles).
 */
export type Outcome<T extends string | number> = T | FieldError;

export function isFieldError(outcome: unknown): outcome is FieldError {
  return typeof outcome === "object" && outcome !== null;
}

export function toCheck<T extends string | number>(outcome: Outcome<T>): FieldCheck<T> {
  return isFieldError(outcome) ? { ok: false, error: outcome } : { ok: true, value: outcome };
}

/**
 * A record's outcomes split into the errors and the good fields' values, by field; only called
 * when some field is wrong.
 */
export function splitOutcomes<O extends { readonly [field: string]: Outcome<string | number> }>(
  outcomes: O,
): { errors: FieldErrors<Extract<keyof O, string>>; values: { [K in keyof O]?: Exclude<O[K], FieldError> } } {
  const errors: FieldErrors<Extract<keyof O, string>> = {};
  const values: { [K in keyof O]?: Exclude<O[K], FieldError> } = {};
  for (const field of Object.keys(outcomes) as Extract<keyof O, string>[]) {
    const outcome = outcomes[field];
    if (isFieldError(outcome)) errors[field] = outcome;
    else values[field] = outcome as Exclude<O[typeof field], FieldError>;
  }
  return { errors, values };
}
