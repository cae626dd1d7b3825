// A document's file as the form chose it: checked by its declared type and size, then by its
// content (a PDF that is whole, an image the server can read) exactly as the server will check
// it (shared/validation/document-file.ts), so a program named ".pdf" is refused before it is sent.

import { bytesReader, checkDocumentContent, checkDocumentFile, DOCUMENT_MAX_BYTES, type FieldCheck } from "@shared/validation";
import { translate } from "../../lib/i18n";

export const DOCUMENT_MAX_MB = DOCUMENT_MAX_BYTES / 1024 / 1024;

/** The shared check's message in the language spoken, by its code (else the shared words). */
function problem(check: Extract<FieldCheck<unknown>, { ok: false }>): string {
  const key = ({ invalid_type: "file.invalidType", too_large: "file.tooLarge", unreadable_file: "file.unreadable" } as const)[check.error.code as string];
  return key ? translate("documents", key, { mb: DOCUMENT_MAX_MB }) : check.error.message;
}

/** The file when it will do, else the message for the field. */
export async function checkChosenDocument(file: File): Promise<File | string> {
  const declared = checkDocumentFile(file);
  if (!declared.ok) return problem(declared);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const content = checkDocumentContent(bytesReader(bytes), bytes.length);
  return content.ok ? file : problem(content);
}
