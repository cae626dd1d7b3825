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

/** A body key as the field it names: `odometer+` and `photo-` name odometer and photo. */
function fieldOfKey(key: string): string {
  return key.replace(/^\+/, "").replace(/[+-]$/, "");
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
