// A vehicle's document file (docs/product.md "Photos and documents"): a PDF, JPEG, PNG or WebP of
// at most 20 MB, judged by its content, not its name: a program named "insurance.pdf" is
// refused. PocketBase's file field sniffs the type from the first bytes; this check goes further
// and is shared by the browser (before uploading) and the server (before saving):
// - a PDF starts with "%PDF-" and ends with "%%EOF" within its last 1 024 bytes (where readers
//   look for it): a file cut off in transfer, or anything else wearing a PDF's first line, is not one;
// - an image passes the same header check as every photo (image-upload.ts): readable, and not
//   more pixels than the server decodes.

import { invalid, valid, type FieldCheck } from "./field-error";
import { checkImageHeader } from "./image-upload";
import { readImageHeader, type ImageType, type ReadBytes } from "./image-size";
import type { FileLike } from "./photo";

export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const DOCUMENT_MIME_TYPES: readonly string[] = ["application/pdf", "image/jpeg", "image/png", "image/webp"];
/** What a file input offers: the types, and their usual names for phones that go by them. */
export const DOCUMENT_ACCEPT = "application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp";

export const DOCUMENT_TYPE_MESSAGE = "The file must be a PDF, JPEG, PNG or WebP.";
export const DOCUMENT_SIZE_MESSAGE = `The file can be at most ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB.`;
export const DOCUMENT_REQUIRED_MESSAGE = "Choose the file: a PDF or a photo of the paper.";
export const UNREADABLE_PDF_MESSAGE = "The file cannot be read as a PDF: it is damaged or cut off.";

export type DocumentType = "pdf" | ImageType;

const PDF_START = "%PDF-";
const PDF_END = "%%EOF";
/** Where a PDF's end marker must be: PDF readers look for it in the last 1 024 bytes. */
export const PDF_TAIL_BYTES = 1024;

function text(bytes: ArrayLike<number>): string {
  let result = "";
  for (let i = 0; i < bytes.length; i += 1) result += String.fromCharCode(bytes[i]!);
  return result;
}

/** By the declared type and size, before a byte is read (the browser's first look). */
export function checkDocumentFile(file: FileLike): FieldCheck<FileLike> {
  if (file.type !== "" && !DOCUMENT_MIME_TYPES.includes(file.type)) return invalid("invalid_type", DOCUMENT_TYPE_MESSAGE);
  if (file.size > DOCUMENT_MAX_BYTES) return invalid("too_large", DOCUMENT_SIZE_MESSAGE);
  return valid(file);
}

/** Whether the first bytes claim a PDF (what a decoder and PocketBase's type sniffing go by). */
export function startsAsPdf(read: ReadBytes): boolean {
  return text(read(0, PDF_START.length)) === PDF_START;
}

/** A PDF's end: its marker within the last 1 024 bytes of a file of `fileSize` bytes. */
export function endsAsPdf(read: ReadBytes, fileSize: number): boolean {
  const from = Math.max(0, fileSize - PDF_TAIL_BYTES);
  return text(read(from, fileSize - from)).includes(PDF_END);
}

/** The file's content: a whole PDF, or an image that passes the photo header check. */
export function checkDocumentContent(read: ReadBytes, fileSize: number): FieldCheck<DocumentType> {
  if (startsAsPdf(read)) return endsAsPdf(read, fileSize) ? valid("pdf") : invalid("unreadable_file", UNREADABLE_PDF_MESSAGE);
  const header = readImageHeader(read, fileSize);
  if (header.kind === "unknown") return invalid("invalid_type", DOCUMENT_TYPE_MESSAGE);
  const image = checkImageHeader(header, "file");
  return image.ok ? valid(image.value.type) : image;
}
