// Photos and documents for API and browser tests (docs/product.md "Photos and documents"): files
// that are what they claim (a small PDF, tiny images) and files that lie (a program named .pdf),
// and helpers that upload them as the app does, in multipart bodies.
import type { VehicleDocument } from "@shared/documents/record";
import { devicePhotoName } from "@shared/photos";
import type { ApiResponse, TestServer } from "./pocketbase";
import { multipart, TINY_PNG } from "./records";
import { WORK_ORDER_RECORDS } from "./work-orders";

export const DOCUMENT_RECORDS = "/api/collections/vehicle_documents/records";

/** A small PDF any reader opens: one empty page, its cross-reference table, "%%EOF" at its end. */
export function smallPdf(title = "Insurance"): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>`,
    `<< /Length ${title.length + 24} >>\nstream\nBT /F1 12 Tf (${title}) Tj ET\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** A Linux program: an ELF header and code, whatever it is named. */
export const PROGRAM = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096, 0x90)]);

export function fileOf(bytes: Uint8Array, type: string): Blob {
  return new Blob([Uint8Array.from(bytes)], { type });
}

/** A photo part named as the app names it (`photo-<key>.png`), or by `name`. */
export function photoPart(key: string, bytes: Uint8Array = TINY_PNG): [Blob, string] {
  return [fileOf(bytes, "image/png"), devicePhotoName(key, "png")];
}

let keys = 0;
/** A device photo key no other call in this process returns (15 of a–z, 0–9). */
export function photoKey(): string {
  keys += 1;
  return `k${process.pid.toString(36)}${keys.toString(36)}`.padEnd(15, "0").slice(0, 15);
}

/** Adds photos to a work order (or the record at `records`/id) as the app does: `photos+` parts alone, in one multipart body. */
/** Answers the record, or an error's body (so untyped). */
export function addPhotos(server: TestServer, token: string, id: string, parts: readonly [Blob, string][], records = WORK_ORDER_RECORDS): Promise<ApiResponse> {
  const form = new FormData();
  for (const [blob, name] of parts) form.append("photos+", blob, name);
  return server.request(`${records}/${id}`, { method: "PATCH", token, rawBody: form });
}

export function postDocument(
  server: TestServer,
  token: string,
  fields: Record<string, string>,
  file: [Blob, string] | null = [fileOf(smallPdf(), "application/pdf"), "insurance.pdf"],
): Promise<ApiResponse> {
  const body = multipart(file === null ? fields : { ...fields, file });
  return server.request(DOCUMENT_RECORDS, { method: "POST", token, rawBody: body });
}

export async function createDocument(server: TestServer, token: string, vehicle: string, fields: Record<string, string> = {}): Promise<VehicleDocument> {
  const response = await postDocument(server, token, { vehicle, kind: "insurance", title: "Insurance 2027", ...fields });
  if (response.status !== 200) throw new Error(`creating a document failed: ${response.status} ${response.text}`);
  return response.json;
}

/** A file token of the signed-in employee (what the app asks before showing a protected file). */
export async function fileToken(server: TestServer, token: string): Promise<string> {
  const response = await server.request("/api/files/token", { method: "POST", token });
  if (response.status !== 200) throw new Error(`a file token was refused: ${response.status} ${response.text}`);
  return response.json.token;
}
