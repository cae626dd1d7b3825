// No lost update (docs/product.md "Nothing overwritten"): the contract between a
// form and the server, defined once for both.
//
// - Every update changes only the fields its request sends, judged against the record as it is
//   inside the save's transaction (server/lib/records/). Two people changing different fields
//   both keep their change; a status move is judged from the status the record has now.
// - A form that must not save over someone else's change sends the `updated` time of the version
//   it loaded in an `If-Match` header (quoted, as HTTP writes an entity tag). When the record's
//   `updated` differs inside the transaction, nothing is saved and the answer is 409 with the
//   current record (expanded as the request asked), so the person sees what changed and chooses.
// - A request without the header keeps last-writer-wins per field: API clients and a queue of
//   changes made offline still work as before. `If-Match: *` means the same (any version).
// Pure: the app, the server and the tests read it.

const PRECONDITION_HEADER = "If-Match";

/** The status of a save refused because the record changed meanwhile. */
export const STALE_STATUS = 409;

/** The body of that answer: PocketBase's error shape, plus the record as it is now. */
export interface StaleAnswer<T> {
  readonly status: typeof STALE_STATUS;
  readonly message: string;
  readonly data: Record<string, never>;
  readonly current: T;
}

/** "The vehicle was changed by someone else …": what the 409 says, for a record of `what`. */
export function staleMessage(what: string): string {
  return `This ${what} was changed by someone else after you opened it, so your changes were not saved. Check what changed, then save again.`;
}

/** The header a form sends with its save: the version it loaded. */
export function ifMatch(updated: string): Record<string, string> {
  return { [PRECONDITION_HEADER]: `"${updated}"` };
}

/**
 * The version a request's `If-Match` names, or null when it names none (no header, empty, `*`,
 * or a list of several tags, which no form of ours sends): such a request saves over any version.
 */
export function expectedVersion(header: unknown): string | null {
  if (typeof header !== "string") return null;
  const text = header.trim().replace(/^W\//, "");
  if (text === "" || text === "*" || text.includes(",")) return null;
  const unquoted = text.startsWith('"') && text.endsWith('"') && text.length >= 2 ? text.slice(1, -1) : text;
  return unquoted === "" ? null : unquoted;
}
