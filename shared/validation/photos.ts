// A photo added to a record's photos (work orders, inspections, defects; docs/product.md "Photos
// and documents"): a JPEG, PNG or WebP of at most 10 MB, and only so many on one record.
// PocketBase's file field enforces type and size on the server; the header check
// (image-upload.ts) bounds the pixels; the record's lifecycle counts the photos in its
// transaction. The forms check the same before uploading, with these messages.

import { fieldError, invalid, valid, type FieldCheck } from "./field-error";
import { imageTypeMessage } from "./image-upload";
import { PHOTO_MIME_TYPES } from "./limits";
import type { FileLike } from "./photo";

/** A photo in a record's list: the browser scales it down long before this. */
export const PHOTO_LIST_MAX_BYTES = 10 * 1024 * 1024;

/** "A photo can be at most 10 MB." */
export const PHOTO_LIST_SIZE_MESSAGE = `A photo can be at most ${PHOTO_LIST_MAX_BYTES / 1024 / 1024} MB.`;

/** "At most 20 photos: remove one to add another." */
export function tooManyPhotosMessage(max: number): string {
  return `At most ${max} photos: remove one to add another.`;
}

export function checkListPhotoFile(file: FileLike): FieldCheck<FileLike> {
  if (!PHOTO_MIME_TYPES.includes(file.type)) return invalid("invalid_type", imageTypeMessage("photo"));
  if (file.size > PHOTO_LIST_MAX_BYTES) return invalid("too_large", PHOTO_LIST_SIZE_MESSAGE);
  return valid(file);
}

/** At `photos` of a done or cancelled work order: photos may still be added, none removed. */
export const CLOSED_PHOTOS_STAY = fieldError(
  "work_order_closed",
  "The photos of a done or cancelled work order stay: reopen it to remove one.",
);
