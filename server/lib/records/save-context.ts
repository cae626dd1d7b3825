// What a save's request tells its lifecycle (server/lib/records/save.ts), which runs later, in
// the save's transaction, where the request is out of reach: the fields the request sent, the
// version its form loaded (shared/precondition.ts), the role and the name of who sends it. Kept
// as custom data on the record being saved; "@pbInternal…" keys never leave the server.

import { BY_ADMINISTRATOR, BY_SYSTEM } from "@shared/history";
import { COLLECTIONS } from "@shared/records";
import { expectedVersion } from "@shared/precondition";
import { requestBody, sentFileKeys } from "./record-input";

const SENT_KEY = "@pbInternalWorkshopSent";
const EXPECTED_KEY = "@pbInternalWorkshopExpected";
const ROLE_KEY = "@pbInternalWorkshopRole";
const AUTHOR_KEY = "@pbInternalHistoryBy";
const AUTHOR_LABEL_KEY = "@pbInternalHistoryByLabel";
const LIST_CHANGES_KEY = "@pbInternalWorkshopListChanges";

/** A body key as the field it names: `odometer+` and `photo-` name odometer and photo. */
function fieldOfKey(key: string): string {
  return key.replace(/^\+/, "").replace(/[+-]$/, "");
}

/**
 * What an update's request did to a list field (photos), as sent: the whole list (`photos`), or
 * names taken out of it (`photos-`; `photos+` only adds). PocketBase resolves `photos-` and
 * `photos+` against the record as it first read it and then reads it again (apis/record_crud.go
 * recordUpdate), so a photo a colleague added in between is missing from the resolved list
 * without this request having removed it: only what was sent says what was removed.
 */
export interface ListChange {
  readonly whole: boolean;
  readonly removed: readonly string[];
}

/** The names a value holds: one name, or the names of a list (its files left out). */
export function namesIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  const names: string[] = [];
  const list = (value ?? []) as ArrayLike<unknown>;
  for (let i = 0; i < list.length; i++) if (typeof list[i] === "string") names.push(list[i] as string);
  return names;
}

function listChanges(keys: readonly string[], body: { [key: string]: unknown }): Record<string, ListChange> {
  const changes: Record<string, { whole: boolean; removed: string[] }> = {};
  for (const key of keys) {
    const field = fieldOfKey(key);
    const change = (changes[field] ??= { whole: false, removed: [] });
    if (key === field) change.whole = true;
    else if (key.endsWith("-")) change.removed.push(...namesIn(body[key]));
  }
  return changes;
}

/** What an update's request did to a list field, or null for a save no request made (the server's own). */
export function listChangeOf(record: core.Record, field: string): ListChange | null {
  const noted: unknown = record.get(LIST_CHANGES_KEY);
  if (typeof noted !== "string" || noted === "") return null;
  return (JSON.parse(noted) as Record<string, ListChange>)[field] ?? { whole: false, removed: [] };
}

/** Who a signed-in requester is in the history (null: nobody, a guest; the rules refuse them). */
export function requesterOf(auth: core.Record | null | undefined): { by: string; label: string } | null {
  if (!auth) return null;
  if (auth.isSuperuser()) return { by: "", label: BY_ADMINISTRATOR };
  if (auth.collection().name === COLLECTIONS.employees) return { by: auth.id, label: auth.getString("name") || auth.getString("email") };
  return null;
}

/** Who is making the change (nobody for a guest: the rules refuse them). */
export function noteAuthor(e: core.RecordRequestEvent): void {
  const who = requesterOf(e.auth);
  const record = e.record;
  if (!who || !record) return;
  record.set(AUTHOR_KEY, who.by);
  record.set(AUTHOR_LABEL_KEY, who.label);
  if (!e.auth!.isSuperuser()) record.set(ROLE_KEY, e.auth!.getString("role"));
}

/** For the record request hooks of creates and updates: everything above, noted at once. */
export function noteRequest(e: core.RecordRequestEvent): void {
  const record = e.record!;
  noteAuthor(e);
  if (record.isNew()) return;
  // A multipart body's map holds its file parts only when it has nothing else.
  const keys = [...Object.keys(requestBody(e)), ...sentFileKeys(e)];
  record.set(SENT_KEY, keys.map(fieldOfKey));
  record.set(LIST_CHANGES_KEY, JSON.stringify(listChanges(keys, requestBody(e))));
  const expected = expectedVersion(e.requestInfo().headers["if_match"]);
  if (expected !== null) record.set(EXPECTED_KEY, expected);
}

/** The history's `by` and `by_label` of a save: its author, or "System" for the server's own. */
export function authorOf(record: core.Record): { by: string; label: string } {
  const label = record.get(AUTHOR_LABEL_KEY);
  if (typeof label !== "string" || label === "") return { by: "", label: BY_SYSTEM };
  return { by: String(record.get(AUTHOR_KEY) ?? ""), label };
}

/**
 * The employee a request noted as making this change: their id, "" for a superuser, null when
 * no request noted anybody (a record the server saves of its own accord). What a step's record
 * names in `updated_by` (records/authorship.ts setChangedBy).
 */
export function changeAuthor(record: core.Record): string | null {
  const label = record.get(AUTHOR_LABEL_KEY);
  if (typeof label !== "string" || label === "") return null;
  return String(record.get(AUTHOR_KEY) ?? "");
}

/** The fields an update's request sent, or null for a save no request made (the server's own). */
export function sentFields(record: core.Record): readonly string[] | null {
  const sent: unknown = record.get(SENT_KEY);
  if (sent === null || sent === undefined) return null;
  const fields: string[] = [];
  const list = sent as ArrayLike<unknown>;
  for (let i = 0; i < list.length; i++) fields.push(String(list[i]));
  return fields;
}

/** The version the request's form loaded (its `If-Match`), or null: save over any version. */
export function expectedVersionOf(record: core.Record): string | null {
  const expected: unknown = record.get(EXPECTED_KEY);
  return typeof expected === "string" && expected !== "" ? expected : null;
}

/** The role of the employee making the change ("" for a superuser or the server itself). */
export function roleOf(record: core.Record): string {
  const role: unknown = record.get(ROLE_KEY);
  return typeof role === "string" ? role : "";
}

/**
 * Makes `step` (a record the server changes as part of `cause`'s save) carry `cause`'s author,
 * so that its history names the person whose action it was (a technician's clocking on starts
 * the work order), not "System".
 */
export function copyAuthor(cause: core.Record, step: core.Record): void {
  step.set(AUTHOR_KEY, cause.get(AUTHOR_KEY));
  step.set(AUTHOR_LABEL_KEY, cause.get(AUTHOR_LABEL_KEY));
}

/** The employee whose request made the save ("" for a superuser or the server itself). */
export function authorIdOf(record: core.Record): string {
  const by: unknown = record.get(AUTHOR_KEY);
  return typeof by === "string" ? by : "";
}
