// A record's photos (work orders, inspections, defects; docs/product.md "Photos and documents"),
// settled inside the save's transaction (save.ts) so that no photo is lost or stored twice:
// - Two people adding photos at once both keep them: an update's photos are those stored now,
//   less the ones its request removed, plus the ones it uploaded — not the list as the request
//   loaded it, which would drop a colleague's photo that arrived meanwhile. What it removed is
//   what it named (save-context.ts listChangeOf), never "what the loaded list lacks".
// - A photo sent again (a phone whose first answer was lost) is stored once: the device names
//   each photo by a key of its own (shared/photos.ts), which PocketBase keeps in the stored name.
// - The count is judged on that list: at most `max`, whatever arrived meanwhile.

import { sentPhotoKey, storedPhotoKey } from "@shared/photos";
import { fieldError, tooManyPhotosMessage, type FieldError } from "@shared/validation";
import { notSavedMessage, throwFieldErrors } from "./field-errors";
import { listChangeOf, namesIn } from "./save-context";

export interface PhotoChange {
  /** Stored names the request removed. */
  readonly removed: readonly string[];
  /** How many new photos it adds (after leaving out those already there). */
  readonly added: number;
}

/** The stored names a photo list holds now (its new files, not stored yet, left out). */
export function storedPhotoNames(record: core.Record, field: string): string[] {
  return namesIn(record.get(field));
}

/**
 * Before the update's checks: a photo list the request changed with `photos+` / `photos-` holds
 * only its new files until the transaction settles it (settlePhotos) on the list stored then.
 * PocketBase resolved the change against its first read of the record, and its file check reads
 * the latest row again (FileField.ValidateValue): a photo a colleague added or removed in between
 * would come back as a name this request "adds", refused as "Invalid new files".
 */
export function deferSentPhotos(record: core.Record, fields: readonly string[]): void {
  if (record.isNew()) return;
  for (const field of fields) {
    const change = listChangeOf(record, field);
    if (change !== null && !change.whole) record.set(field, record.getUnsavedFiles(field));
  }
}

/**
 * The stored photos an update removes: those its request named in `photos-`, or, when it sent
 * the whole list (or no request made the save), those the list it loaded held and it left out.
 */
function removedPhotos(record: core.Record, current: core.Record, field: string): string[] {
  const change = listChangeOf(record, field);
  const stored = current.getStringSlice(field);
  if (change !== null && !change.whole) return stored.filter((name) => change.removed.includes(name));
  const kept = new Set(storedPhotoNames(record, field));
  return record.original().getStringSlice(field).filter((name) => !kept.has(name));
}

/**
 * Sets `field` of an update to the photos it leaves, from those stored now (`current`), and says
 * what changed; refuses more than `max` with a 400 at the field. `what` names the record in the
 * message ("work order").
 */
export function settlePhotos(record: core.Record, current: core.Record, field: string, max: number, what: string): PhotoChange {
  const uploaded = record.getUnsavedFiles(field);
  const removed = removedPhotos(record, current, field);
  if (uploaded.length === 0 && removed.length === 0) {
    record.set(field, current.getStringSlice(field));
    return { removed, added: 0 };
  }
  const stored = current.getStringSlice(field).filter((name) => !removed.includes(name));
  const keys = new Set(stored.map(storedPhotoKey).filter((key) => key !== ""));
  const added: filesystem.File[] = [];
  for (const file of uploaded) {
    const key = file ? sentPhotoKey(file.originalName) : "";
    if (!file || (key !== "" && keys.has(key))) continue; // arrived already
    if (key !== "") keys.add(key);
    added.push(file);
  }
  if (stored.length + added.length > max) {
    const errors: Record<string, FieldError> = { [field]: fieldError("too_long", tooManyPhotosMessage(max)) };
    throwFieldErrors(notSavedMessage(what, errors), errors);
  }
  record.set(field, [...stored, ...added]);
  return { removed, added: added.length };
}
