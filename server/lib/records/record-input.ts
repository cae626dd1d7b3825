// What a create or update request sent, as the shared validation needs it, and the body keys
// that name no field.

import { fieldError, RECORD_ID, type FieldError, type FieldErrors } from "@shared/validation";

/**
 * Keys of the record as the API returns it that the server manages. A client that sends a
 * record back as it read it is not wrong: these values are ignored (and replaced by the
 * server's) rather than refused.
 */
export const SERVER_MANAGED_KEYS: readonly string[] = [
  "id",
  "collectionId",
  "collectionName",
  "expand",
  "created",
  "updated",
];

/**
 * Query parameters of PocketBase's create and update (`?fields=`, `?expand=`): Go merges the URL
 * query into a form body's values, so with a multipart or urlencoded body they arrive as body
 * keys, and are not the client's mistake.
 */
const QUERY_PARAMETERS: readonly string[] = ["fields", "expand"];

type Body = { [key: string]: unknown };

export const UNREADABLE_BODY_MESSAGE =
  "The request body could not be read: send a JSON object or multipart form data.";

const RAW_BODY_KEY = "workshop.rawBody";
const FILE_KEYS_KEY = "workshop.fileKeys";
const FORM_BODY_KEY = "workshop.formBody";

/** Whether the request's body is a form (multipart or urlencoded), where every value was text. */
export function isFormBody(e: core.RequestEvent): boolean {
  const contentType = e.request?.header.get("content-type") ?? "";
  return contentType.startsWith("multipart/form-data") || contentType.startsWith("application/x-www-form-urlencoded");
}

/**
 * Keeps the parsed body as the client sent it. By the time a record request hook runs,
 * PocketBase has replaced the body's field values with the values cast for the record (a year
 * of "abc" is already 0, see apis/record_crud.go recordDataFromRequest), which hides wrong
 * types. The router middleware runs before that, and PocketBase replaces the body map rather
 * than changing it, so the map read here stays as sent. A body PocketBase cannot parse (not a
 * JSON object, an unsupported content type) gets a 400 that says so.
 */
export function rememberRawBody(e: core.RequestEvent): void {
  const method = e.request?.method ?? "GET";
  if (method !== "POST" && method !== "PATCH" && method !== "PUT") return;
  let body: Body;
  try {
    body = e.requestInfo().body as Body;
  } catch {
    throw new BadRequestError(UNREADABLE_BODY_MESSAGE, {});
  }
  // The guard has refused more than 100 keys already (server/lib/bounds/body.ts).
  e.set(RAW_BODY_KEY, body);
  e.set(FORM_BODY_KEY, isFormBody(e));
  // Parsing a multipart body (above) filled in its file parts; a record request event cannot
  // reach the HTTP request any more (`e.request` is undefined there), so note their names now.
  const files = e.request?.multipartForm?.file;
  e.set(FILE_KEYS_KEY, files ? Object.keys(files) : []);
}

/**
 * The body as the client sent it (with `photo+`-style keys as sent), or — for a request that
 * did not pass the router middleware, such as a batch sub-request — PocketBase's parsed body.
 */
export function requestBody(e: core.RecordRequestEvent): Body {
  const raw = e.get(RAW_BODY_KEY) as Body | null | undefined;
  return raw ?? ((e.requestInfo().body ?? {}) as Body);
}

/** The keys of a multipart body's file parts (`photos+`), which its body map may leave out. */
export function sentFileKeys(e: core.RecordRequestEvent): string[] {
  return (e.get(FILE_KEYS_KEY) as string[] | null | undefined) ?? [];
}

function has(body: Body, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(body, key);
}

/**
 * In a form body every value was text, but PocketBase reads "4711" as the number 4711 and
 * "true" as true (router.inferValue, only when that spells the text exactly); this undoes it so
 * that a plate of 4711 is text again, while a JSON body keeps its types and their errors.
 */
export function asSent(value: unknown, formBody: boolean): unknown {
  return formBody && (typeof value === "number" || typeof value === "boolean") ? String(value) : value;
}

/**
 * The raw input of each field: the value the request sent under the field's name (so that its
 * type can be checked), else the record's value — stored (update), empty (create), or what a
 * modifier such as `odometer+` made of it.
 */
export function fieldInput<F extends string>(
  e: core.RecordRequestEvent,
  fields: readonly F[],
): Partial<Record<F, unknown>> {
  const body = requestBody(e);
  const formBody = e.get(FORM_BODY_KEY) === true;
  const record = e.record!;
  const input: Partial<Record<F, unknown>> = {};
  for (const field of fields) {
    input[field] = has(body, field) ? asSent(body[field], formBody) : record.get(field);
  }
  return input;
}

function unknownField(collectionLabel: string, key: string): FieldError {
  return fieldError("unknown_field", `${collectionLabel} have no field “${key}”.`);
}

/**
 * The field a key names: itself, or the field of one of the modifiers PocketBase applies to our
 * field types — `odometer+`/`odometer-` add and subtract, `photo+`/`+photo` append and `photo-`
 * removes. Any other modifier (`notes+`, `+odometer`) PocketBase would drop or read as nothing,
 * so it names no field.
 */
function modifiedField(e: core.RecordRequestEvent, key: string, known: readonly string[]): string {
  const field = key.replace(/^\+/, "").replace(/[+-]$/, "");
  if (field === key || !known.includes(field)) return key;
  const type = e.collection?.fields.getByName(field)?.type();
  if (type === "file") return field;
  if (type === "number" && !key.startsWith("+")) return field;
  return key;
}

const NUMBER_TEXT = /^\s*[+-]?(\d+\.?\d*|\.\d+)\s*$/;

/** PocketBase reads a number modifier's operand of "abc" or `true` as 0: a silent no-op. */
function badNumberOperand(e: core.RecordRequestEvent, key: string, value: unknown, formBody: boolean): FieldError | null {
  if (!/[+-]$/.test(key) || e.collection?.fields.getByName(key.slice(0, -1))?.type() !== "number") return null;
  const sent = asSent(value, formBody);
  const ok = typeof sent === "number" ? Number.isFinite(sent) : typeof sent === "string" && NUMBER_TEXT.test(sent);
  return ok ? null : fieldError("not_a_number", `“${key}” adds or subtracts a number: send one.`);
}

/**
 * One `unknown_field` error per body key (or uploaded file part) that is neither a field nor a
 * server-managed key, and a `not_a_number` per number modifier without a number. PocketBase
 * itself would drop or ignore them silently, hiding a client's mistake.
 */
export function unknownFieldErrors(
  e: core.RecordRequestEvent,
  known: readonly string[],
  fileFields: readonly string[],
  collectionLabel: string,
): FieldErrors {
  const errors: FieldErrors = {};
  const body = requestBody(e);
  const formBody = e.get(FORM_BODY_KEY) === true;
  for (const key of Object.keys(body)) {
    const field = modifiedField(e, key, known);
    if (!known.includes(field) && !SERVER_MANAGED_KEYS.includes(field) && !(formBody && QUERY_PARAMETERS.includes(field))) {
      errors[key] = unknownField(collectionLabel, key);
      continue;
    }
    const operandError = field !== key ? badNumberOperand(e, key, body[key], formBody) : null;
    if (operandError) errors[key] = operandError;
  }
  for (const key of sentFileKeys(e)) {
    const field = key.replace(/^\+/, "").replace(/\+$/, "");
    if (!fileFields.includes(field)) errors[key] = unknownField(collectionLabel, key);
  }
  return errors;
}

export const INVALID_ID = fieldError(
  "invalid_format",
  "An id is 15 lowercase letters and digits; leave it out and the server chooses one.",
);

/**
 * A create may bring its own id, but only in PocketBase's form. PocketBase checks the id only
 * when it validates the record, and after that failed save it cleans up the record's file
 * folder, whose path contains the id: an id of "../.." answered 500 there (PocketBase 0.39.11).
 */
export function newIdErrors(e: core.RecordRequestEvent): FieldErrors {
  if (!e.record!.isNew()) return {};
  const body = requestBody(e);
  if (!has(body, "id")) return {};
  const id = asSent(body["id"], e.get(FORM_BODY_KEY) === true);
  return id === "" || (typeof id === "string" && RECORD_ID.test(id)) ? {} : { id: INVALID_ID };
}

/** On update the id in the path is the record: an id in the body is ignored, not a rename. */
export function keepStoredId(e: core.RecordRequestEvent): void {
  const record = e.record!;
  if (!record.isNew()) record.set("id", record.original().id);
}
