// The vehicle photo: PocketBase's file field enforces type and size on the server; forms check
// the same limits before uploading, with these messages.

import { invalid, valid, type FieldCheck } from "./field-error";
import { imageTypeMessage } from "./image-upload";
import { PHOTO_MAX_BYTES, PHOTO_MIME_TYPES } from "./limits";

export interface FileLike {
  readonly type: string;
  readonly size: number;
}

const PHOTO_MAX_MB = PHOTO_MAX_BYTES / 1024 / 1024;

export const PHOTO_TYPE_MESSAGE = imageTypeMessage("photo");
export const PHOTO_SIZE_MESSAGE = `The photo can be at most ${PHOTO_MAX_MB} MB.`;

export function checkPhotoFile(file: FileLike): FieldCheck<FileLike> {
  if (!PHOTO_MIME_TYPES.includes(file.type)) return invalid("invalid_type", PHOTO_TYPE_MESSAGE);
  if (file.size > PHOTO_MAX_BYTES) return invalid("too_large", PHOTO_SIZE_MESSAGE);
  return valid(file);
}
