// Spotting back-relations (`vehicles_via_created_by`, or the old `vehicles(created_by)`) in what
// a request asks PocketBase to expand, sort or filter by. Pure: no PocketBase globals, so unit
// tests can import it.
//
// Each step through a back-relation reaches every record pointing at the one before (up to 1000
// per record when expanding), so a short query multiplies: on 20 000 vehicles,
// `sort=created_by.vehicles_via_created_by.plate` held the database for 30 s, expanding
// `created_by.vehicles_via_created_by` sent 2.4 MB for 5 vehicles, and a nested expand of it grew
// the server to 15 GB. The app never needs them (docs/decisions/hardening.md, "Access").

const BACK_RELATION = "_via_";
/** PocketBase still reads `collection(field)` as a back-relation in `expand`. */
const OLD_BACK_RELATION = "(";

/** The query parameters PocketBase resolves relations in, each as PocketBase reads it (first value). */
export interface RelationParams {
  readonly expand: string;
  readonly sort: string;
  readonly filter: string;
}

/**
 * The first parameter that reaches through a back-relation, if any. Conservative: a filter that
 * merely mentions `_via_` inside a quoted value is refused as well (no plate, VIN or name has
 * one), because telling quoted text from expressions means re-implementing PocketBase's parser.
 */
export function backRelationParam(params: RelationParams): keyof RelationParams | null {
  if (params.expand.includes(BACK_RELATION) || params.expand.includes(OLD_BACK_RELATION)) return "expand";
  if (params.sort.includes(BACK_RELATION)) return "sort";
  if (params.filter.includes(BACK_RELATION)) return "filter";
  return null;
}

/** `%5F` → `_`, byte by byte: enough to find ASCII text, and never throws on a stray `%`. */
function percentDecoded(text: string): string {
  return text.replace(/\+/g, " ").replace(/%([0-9a-fA-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** `\u005f` → `_`, as a JSON parser reads the text of a string. */
function jsonUnescaped(text: string): string {
  return text.replace(/\\u([0-9a-fA-F]{4})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Whether a realtime subscription (`vehicles/*?options={"query":{"expand":"…"}}`) asks for a
 * back-relation. PocketBase expands a subscription's `options.query.expand` for every event it
 * sends. Rather than copy how Go reads the options (case-insensitive keys, merged duplicates),
 * the whole decoded subscription is searched: topics and the app's options never contain either.
 */
export function subscriptionReachesBack(subscription: string): boolean {
  const text = jsonUnescaped(percentDecoded(subscription));
  return text.includes(BACK_RELATION) || text.includes(OLD_BACK_RELATION);
}
