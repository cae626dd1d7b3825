// Every image uploaded into a file field passes the shared header check
// (shared/validation/image-upload.ts) before its record is saved: at most 40 megapixels, and a
// header that can be read as the type it claims. PocketBase decodes the whole image for a
// thumbnail, and a 2.6 MB PNG of 30 000 × 30 000 pixels cost it 7.1 GB. Only the header's
// bytes are read, from the uploaded part itself.

import { checkImageFile, type FieldError, type FieldErrors, type ReadBytes } from "@shared/validation";

/** PocketBase's limit for a file field without its own (core.FileField MaxSize). */
const DEFAULT_MAX_FILE_BYTES = 5 * 1024 * 1024;
const SEEK_FROM_START = 0;

function readerOf(file: io.ReadSeekCloser): ReadBytes {
  return (offset, length) => {
    // toBytes reads up to 32 MB when given no positive limit.
    if (length <= 0) return [];
    file.seek(offset, SEEK_FROM_START);
    return toBytes(file, length);
  };
}

/** A field that takes images only (all its types are image/…): anything else in it is a type error. */
function takesImagesOnly(field: core.FileField): boolean {
  const types = field.mimeTypes ?? [];
  return types.length > 0 && types.every((type) => type.startsWith("image/"));
}

/** "photo", "cover image": the field as the messages name it (one of them, for a field of several: "photos"). */
function nounOf(field: core.FileField): string {
  const noun = field.name.replace(/_/g, " ");
  return field.maxSelect > 1 ? noun.replace(/s$/, "") : noun;
}

/** Over the field's size PocketBase refuses the file anyway; the checks then read no byte of it. */
export function overFieldSize(file: filesystem.File, field: core.FileField): boolean {
  return file.size > (field.maxSize > 0 ? field.maxSize : DEFAULT_MAX_FILE_BYTES);
}

/** Runs `read` over the uploaded file's bytes (only those it asks for are read). */
export function readUpload<T>(file: filesystem.File, read: (bytes: ReadBytes) => T): T {
  const opened = file.reader.open();
  try {
    return read(readerOf(opened));
  } finally {
    opened.close();
  }
}

function imageError(file: filesystem.File, field: core.FileField): FieldError | null {
  if (overFieldSize(file, field)) return null;
  const check = readUpload(file, (read) => checkImageFile(read, file.size, nounOf(field)));
  if (check.ok) return null;
  // A document in a field that takes any file: not an image, nothing to decode.
  if (check.error.code === "invalid_type" && !takesImagesOnly(field)) return null;
  return check.error;
}

/**
 * One error per file field of `fields` with an uploaded file that fails the check, or null: the
 * common save, with no upload, allocates nothing (every object costs in the JS engine).
 */
export function uploadedImageErrors(record: core.Record, fields: readonly string[]): FieldErrors | null {
  let errors: FieldErrors | null = null;
  for (const name of fields) {
    const files = record.getUnsavedFiles(name);
    if (files.length === 0) continue;
    const field = record.collection().fields.getByName(name) as core.FileField | undefined;
    if (!field || field.type() !== "file") continue;
    for (const file of files) {
      const error = file ? imageError(file, field) : null;
      if (error) {
        errors ??= {};
        errors[name] = error;
        break;
      }
    }
  }
  return errors;
}
