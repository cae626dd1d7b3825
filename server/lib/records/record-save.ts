// The one request path of every create and update of the workshop's collections: normalise and
// check the input with the shared validation, add what only the database can tell (duplicates, a
// missing category), uploaded images too large or unreadable, and unknown body keys, answer all
// bad fields in one 400, else store the normalised values, note what the lifecycle needs to know
// of the request (save-context.ts) and save — translating PocketBase's own save errors
// (save-errors.ts) and answering a save over a changed version with 409 and the current record.

import { STALE_STATUS, type StaleAnswer } from "@shared/precondition";
import type { FieldErrors, RecordCheck } from "@shared/validation";
import { hasFieldErrors, notSavedMessage, throwFieldErrors } from "./field-errors";
import { fieldInput, keepStoredId, newIdErrors, unknownFieldErrors } from "./record-input";
import { saveTranslatingErrors, type SaveErrorRule } from "./save-errors";
import { deferSentPhotos } from "./photo-list";
import { noteAuthor, noteRequest } from "./save-context";
import { storedRecord } from "./save";
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
  /** Photo lists its lifecycle settles in the save's transaction (photo-list.ts settlePhotos). */
  readonly settledPhotoFields?: readonly string[];
  /** What the collection checks of its uploads besides images (a document's content, a required file). */
  readonly uploadErrors?: (record: core.Record) => FieldErrors | null;
  /** Fields the server sets whatever the client sends: known, so not refused, but ignored. */
  readonly serverFields: readonly string[];
  readonly check: (input: Partial<Record<F, unknown>>) => RecordCheck<V, string>;
  /**
   * Field errors only the database can tell (a taken plate, a missing category), from the
   * checked values the save changes (`changedValues`): all of them, or those of the good fields
   * when others are wrong.
   */
  readonly databaseErrors: (app: core.App, values: Partial<V>, selfId: string) => FieldErrors;
  readonly saveErrorRules: readonly SaveErrorRule[];
  /** Sets the server's own fields once the values are in (e.g. created_by). */
  readonly beforeSave?: (e: core.RecordRequestEvent) => void;
  /** What normalising a record sets besides the checked values (a vehicle's category name), on every path. */
  readonly normalise?: (app: core.App, record: core.Record) => void;
}

/**
 * The mark of a record the request hook has normalised and checked: its `onRecordValidate`
 * (which holds saves from elsewhere to the same rules) lets it through in the entry file,
 * without loading the library or checking it twice. Spelled out in the hooks files too.
 */
export const CHECKED_MARK = "@pbInternalWorkshopChecked";

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

/**
 * What `databaseErrors` is asked about: every checked value of a new record; of an update, those
 * it changes. A text the stored record already holds (its vehicle, its plate's key) was checked
 * when it was stored, and PocketBase's own validation still finds every relation before it saves
 * (a UNIQUE index still refuses a key taken since): asking again cost a query for each, on every
 * save, for nothing the person could change.
 */
function changedValues<V extends object>(record: core.Record, values: Partial<V>): Partial<V> {
  if (record.isNew()) return values;
  const stored = record.original();
  const changed: Values = {};
  for (const [field, value] of Object.entries(values)) {
    if (typeof value !== "string" || stored.getString(field) !== value) changed[field] = value;
  }
  return changed as Partial<V>;
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
    ...spec.databaseErrors(e.app, changedValues(record, check.values), record.isNew() ? "" : record.original().id),
    ...uploadedImageErrors(record, spec.fileFields),
    ...spec.uploadErrors?.(record),
    ...(check.ok ? {} : check.errors),
  };
  if (!check.ok || hasFieldErrors(errors)) throwFieldErrors(notSavedMessage(spec.what, errors), errors);

  storeChanged(record, check.values, input);
  spec.normalise?.(e.app, record);
  spec.beforeSave?.(e);
  keepStoredId(e);
  record.set(CHECKED_MARK, true);
  noteRequest(e);
  deferSentPhotos(record, spec.settledPhotoFields ?? []);
  answeringStale(e, () => saveTranslatingErrors(e, spec.what, spec.saveErrorRules));
}

/** For a request hook with nothing else to check (a delete, an employee's update): who makes the change, for the history. */
export function passNotingAuthor(e: core.RecordRequestEvent): void {
  noteAuthor(e);
  e.next();
}

function isStale(error: unknown): boolean {
  return (error as { value?: { status?: unknown } } | null)?.value?.status === STALE_STATUS;
}

/**
 * Runs the save; when its lifecycle refused it as saved over a changed version (409), answers
 * the 409 itself with the record as it is now, expanded as the request asked, so the form can
 * show what changed (shared/precondition.ts). An error's data cannot carry a record.
 */
export function answeringStale(e: core.RecordRequestEvent, save: () => void): void {
  try {
    save();
  } catch (error) {
    const record = e.record;
    const current = isStale(error) && record ? storedRecord(e.app, record) : null;
    if (current === null) throw error;
    const expand = String(e.requestInfo().query["expand"] ?? "");
    if (expand !== "") e.app.expandRecord(current, expand.split(","), undefined as unknown as core.ExpandFetchFunc);
    const message = (error as { value?: { message?: unknown } }).value?.message;
    const answer: StaleAnswer<core.Record> = { status: STALE_STATUS, message: typeof message === "string" ? message : "", data: {}, current };
    e.json(STALE_STATUS, answer);
  }
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
  const uploadErrors = spec.uploadErrors?.(record) ?? null;
  if (!check.ok || imageErrors || uploadErrors) {
    const errors: FieldErrors = { ...imageErrors, ...uploadErrors, ...(check.ok ? {} : check.errors) };
    throwFieldErrors(notSavedMessage(spec.what, errors), errors);
  }
  storeChanged(record, check.values, input);
  spec.normalise?.(e.app, record);
  e.next();
}
