// A document's file as the form chose it: checked by its declared type and size, then by its
// content (a PDF that is whole, an image the server can read) exactly as the server will check
// it (shared/validation/document-file.ts), so a program named ".pdf" is refused before it is sent.

import { bytesReader, checkDocumentContent, checkDocumentFile } from "@shared/validation";

/** The file when it will do, else the message for the field. */
export async function checkChosenDocument(file: File): Promise<File | string> {
  const declared = checkDocumentFile(file);
  if (!declared.ok) return declared.error.message;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const content = checkDocumentContent(bytesReader(bytes), bytes.length);
  return content.ok ? file : content.error.message;
}
