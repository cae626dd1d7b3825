// What the browser does with an image before uploading it (docs/product.md "Bounded by design"):
// the shared header check refuses what the server would refuse, before anything decodes it (a
// 30 000 × 30 000 PNG would exhaust a tablet too), and an image longer than
// IMAGE_UPLOAD_MAX_SIDE is scaled down, upright as it is shown, so that a tablet sends hundreds of
// KB instead of megabytes over the workshop's Wi-Fi. Smaller images are sent as they are.

import {
  bytesReader,
  checkImageHeader,
  IMAGE_MAX_PIXELS,
  IMAGE_UPLOAD_MAX_SIDE,
  readImageHeader,
  type FieldError,
  type ImageType,
} from "@shared/validation";

export type PreparedImage = { readonly ok: true; readonly file: File } | { readonly ok: false; readonly error: FieldError };

/** JPEG quality of the scaled copy: no visible loss at this size, a fraction of the bytes. */
const QUALITY = 0.85;

/** "van.png" → "van.webp". */
function renamed(name: string, extension: string): string {
  const base = name.replace(/\.[^.]*$/, "") || "photo";
  return `${base}.${extension}`;
}

const EXTENSIONS: Readonly<Record<string, string>> = { "image/jpeg": "jpg", "image/webp": "webp", "image/png": "png" };

function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}

/**
 * A copy with a long side of IMAGE_UPLOAD_MAX_SIDE, turned as its EXIF orientation says (the copy
 * has no EXIF left to say it). JPEG stays JPEG; PNG and WebP become WebP, which keeps
 * transparency (a browser that cannot write WebP gives PNG). Null where the browser cannot.
 */
async function scaledDown(file: File, type: ImageType): Promise<File | null> {
  if (typeof createImageBitmap !== "function") return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return null;
  }
  try {
    const scale = IMAGE_UPLOAD_MAX_SIDE / Math.max(bitmap.width, bitmap.height);
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext("2d");
    if (!context) return null;
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await encode(canvas, type === "jpeg" ? "image/jpeg" : "image/webp");
    if (!blob) return null;
    return new File([blob], renamed(file.name, EXTENSIONS[blob.type] ?? "png"), { type: blob.type });
  } finally {
    bitmap.close();
  }
}

/**
 * The file to upload for a chosen image, or the error the field shows. `noun` names the field in
 * the messages ("photo"). A browser that cannot scale sends the original; the server checks it.
 */
export async function prepareImageUpload(file: File, noun: string): Promise<PreparedImage> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const header = readImageHeader(bytesReader(bytes), bytes.length);
  if (header.kind === "image" && Math.max(header.width, header.height) > IMAGE_UPLOAD_MAX_SIDE) {
    // Scaled here, so the server's lower limits for costly encodings (a progressive JPEG) never
    // meet the copy; only 40 megapixels, which the tablet itself would struggle to decode.
    if (header.width * header.height <= IMAGE_MAX_PIXELS) return { ok: true, file: (await scaledDown(file, header.type)) ?? file };
  }
  const check = checkImageHeader(header, noun);
  return check.ok ? { ok: true, file } : check;
}
