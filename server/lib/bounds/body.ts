// What a request body may cost (docs/product.md "Bounded by design"): JSON bodies at most 1 MB,
// refused before anything reads them, and at most 100 keys in any record body. PocketBase's own
// limit is 32 MB plus the file fields' sizes on record writes; a 31 MB vehicle took seconds and
// eight at once 0.9 GB, and a viewer's own account with 400 000 keys 16 s and 1.4 GB.

import { groupDigits } from "@shared/validation";

/** The most a body other than a multipart form may hold: far more than any record's data. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
export const BODY_TOO_LARGE_MESSAGE =
  "The request body is over 1 MB; a record's data is far smaller (photos are sent as files in a form).";

/** Vehicles have 12 fields a client writes; with modifiers and server-managed keys, fewer than 50. */
export const MAX_BODY_KEYS = 100;

export function tooManyKeysMessage(keyCount: number): string {
  return `The request body has ${groupDigits(keyCount)} keys; a record here has at most ${MAX_BODY_KEYS}.`;
}

function tooLarge(): never {
  throw new ApiError(413, BODY_TOO_LARGE_MESSAGE, {});
}

/**
 * 413 for a body over 1 MB that is not a multipart form (whose photos keep the limits PocketBase
 * derives from the file fields), judged by its declared length before a byte of it is read.
 * A body sent without a length (in chunks) is read up to 1 MB and 1 byte: one that ended sooner
 * was read to its end, and PocketBase's rereadable body starts again from its first byte for
 * whoever reads it next.
 */
export function refuseLargeBody(e: core.RequestEvent): void {
  const request = e.request!;
  const length = request.contentLength;
  if (length === 0) return;
  if ((request.header.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) return;
  if (length > JSON_BODY_MAX_BYTES) tooLarge();
  if (length < 0 && toBytes(request.body, JSON_BODY_MAX_BYTES + 1).length > JSON_BODY_MAX_BYTES) tooLarge();
}

/** A create or an update of any collection's record (one's own account included). */
const RECORD_WRITE = /^\/api\/collections\/[^/]+\/records(?:\/[^/]+)?\/?$/;

/**
 * 400 for a record body with more than 100 keys, in one short answer that repeats none of them:
 * answered key by key (as an unknown field each), 400 000 of them made a 36 MB answer.
 */
export function refuseManyKeys(e: core.RequestEvent): void {
  const method = e.request!.method;
  if (method !== "POST" && method !== "PATCH" && method !== "PUT") return;
  if (!RECORD_WRITE.test(e.request!.url!.path)) return;
  let body: { [key: string]: unknown };
  try {
    body = (e.requestInfo().body ?? {}) as { [key: string]: unknown };
  } catch {
    return; // a body PocketBase cannot read gets its own 400 (server/lib/records/record-input.ts)
  }
  const keyCount = Object.keys(body).length;
  if (keyCount > MAX_BODY_KEYS) throw new BadRequestError(tooManyKeysMessage(keyCount), {});
}
