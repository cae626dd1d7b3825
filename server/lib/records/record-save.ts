// The one path of every create and update of categories and vehicles: normalise and check the
// input with the shared validation, add what only the database can tell (duplicates, a missing
// category), uploaded images too large or unreadable, and unknown body keys, answer all bad
// fields in one 400, else store the normalised values and save — translating PocketBase's own
// save errors (save-errors.ts).

import { noteAuthor } from "../history";
import type { FieldErrors, RecordCheck } from "@shared/validation";
import { hasFieldErrors, notSavedMessage, throwFieldErrors } from "./field-errors";
import { fieldInput, keepStoredId, newIdErrors, unknownFieldErrors } from "./record-input";
import { saveTranslatingErrors, type SaveErrorRule } from "./save-errors";
import { uploadedImageErrors } from "./uploaded-images";

export interface SaveSpec<F extends string, V extends object> {
  /** The record in a sentence: "vehicle". */
  readonly what: string;
  /** The collection in a sentence: "Vehicles". */
  readonly collectionLabel: string;
  /** The fields a client writes and the shared validation checks. */
  readonly inputFields: readonly F[];
  /** File fields (type and size checked by PocketBase's file field, images by uploaded-images.ts). */
  readonly fileFields: readonly string[];
  /** Fields the server sets whatever the client sends: known, so not refused, but ignored. */
  readonly serverFields: readonly string[];
  readonly check: (input: Partial<Record<F, unknown>>) => RecordCheck<V, string>;
  /**
   * Field errors only the database can tell (a taken plate, a missing category), from the
   * checked values: all of them, or those of the good fields when others are wrong.
   */
  readonly databaseErrors: (app: core.App, values: Partial<V>, selfId: string) => FieldErrors;
  readonly saveErrorRules: readonly SaveErrorRule[];
  /** Sets the server's own fields once the values are in (e.g. created_by). */
  readonly beforeSave?: (e: core.RecordRequestEvent) => void;
}

type Values = { [field: string]: unknown };

/**
 * Stores the checked values that differ from `input`, what the check was given: each set is a
 * call out of the JS engine, and most of a save's values arrive as they are stored (an update
 * sends a few fields, the rest are read from the record; a value the client sent PocketBase has
 * already stored, cast to the field's type, which leaves a normalised value as it is). Derived
 * keys (plate_key) are not in the input and are always set.
 */
function storeChanged(record: core.Record, values: object, input: Values): void {
  for (const field of Object.keys(values)) {
    const value = (values as Values)[field];
    if (!(field in input) || input[field] !== value) record.set(field, value);
  }
}

/** For `onRecordCreateRequest` and `onRecordUpdateRequest`. */
export function saveRequest<F extends string, V extends object>(e: core.RecordRequestEvent, spec: SaveSpec<F, V>): void {
  const record = e.record!;
  const input = fieldInput(e, spec.inputFields);
  const check = spec.check(input);
  const known = [...spec.inputFields, ...spec.fileFields, ...spec.serverFields];
  const errors: FieldErrors = {
    ...newIdErrors(e),
    ...unknownFieldErrors(e, known, spec.fileFields, spec.collectionLabel),
    ...spec.databaseErrors(e.app, check.values, record.isNew() ? "" : record.original().id),
    ...uploadedImageErrors(record, spec.fileFields),
    ...(check.ok ? {} : check.errors),
  };
  if (!check.ok || hasFieldErrors(errors)) throwFieldErrors(notSavedMessage(spec.what, errors), errors);

  storeChanged(record, check.values, input);
  spec.beforeSave?.(e);
  keepStoredId(e);
  noteAuthor(e);
  saveTranslatingErrors(e, spec.what, spec.saveErrorRules);
}

/**
 * For `onRecordValidate`: whatever saves a record (an API request, the dashboard, a future
 * hook), it stores normalised values and the keys the UNIQUE indexes rely on.
 */
export function normaliseRecord<F extends string, V extends object>(e: core.RecordEvent, spec: SaveSpec<F, V>): void {
  const record = e.record!;
  const input: Partial<Record<F, unknown>> = {};
  for (const field of spec.inputFields) input[field] = record.get(field);
  const check = spec.check(input);
  const imageErrors = uploadedImageErrors(record, spec.fileFields);
  if (!check.ok || imageErrors) {
    const errors: FieldErrors = { ...imageErrors, ...(check.ok ? {} : check.errors) };
    throwFieldErrors(notSavedMessage(spec.what, errors), errors);
  }
  storeChanged(record, check.values, input);
  e.next();
}
