// An image's width and height from its header, without decoding a pixel: PNG (IHDR), JPEG
// (the first SOFn segment, progressive included) and WebP (VP8, VP8L, VP8X). Pure code over a
// byte reader, so that PocketBase's JS engine (which has no Buffer) and the browser share it.
// A file that starts like one of these types but whose header cannot be read as that type
// (cut off, contradicting itself) is "unreadable": a decoder would meet it with other ideas.
//
// The header also tells how many bytes a pixel takes once decoded the way PocketBase's thumbnails
// decode it (Go's image/png, image/jpeg, x/image/webp, then disintegration/imaging turning a JPEG
// by its EXIF orientation): a 16-bit PNG or a progressive JPEG holds two to five times what an
// 8-bit one does (docs/decisions/photos.md has the measurements).

/** Up to `length` bytes of the file from `offset`: fewer at its end, none past it. */
export type ReadBytes = (offset: number, length: number) => ArrayLike<number>;

export type ImageType = "png" | "jpeg" | "webp";

export type ImageHeader =
  | {
      readonly kind: "image";
      readonly type: ImageType;
      readonly width: number;
      readonly height: number;
      /** Bytes a decoded pixel takes in memory while a thumbnail is made. */
      readonly bytesPerPixel: number;
      /** The encoding in words, for messages: "a 16-bit PNG", "a progressive JPEG". */
      readonly encoding: string;
    }
  /** Starts like `type` but its header cannot be read as one. */
  | { readonly kind: "unreadable"; readonly type: ImageType }
  /** Not a PNG, JPEG or WebP at all. */
  | { readonly kind: "unknown" };

/** A reader over bytes already in memory (the browser's file, the tests' arrays). */
export function bytesReader(bytes: Uint8Array | readonly number[]): ReadBytes {
  return (offset, length) => bytes.slice(offset, offset + length);
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: ArrayLike<number>, at: number, expected: readonly number[]): boolean {
  if (bytes.length < at + expected.length) return false;
  for (let i = 0; i < expected.length; i += 1) if (bytes[at + i] !== expected[i]) return false;
  return true;
}

function ascii(text: string): number[] {
  return Array.from(text, (char) => char.charCodeAt(0));
}

function uint16BE(bytes: ArrayLike<number>, at: number): number {
  return (bytes[at]! << 8) | bytes[at + 1]!;
}

function uint32BE(bytes: ArrayLike<number>, at: number): number {
  return bytes[at]! * 0x1000000 + ((bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!);
}

function uint32LE(bytes: ArrayLike<number>, at: number): number {
  return bytes[at + 3]! * 0x1000000 + ((bytes[at + 2]! << 16) | (bytes[at + 1]! << 8) | bytes[at]!);
}

function uint24LE(bytes: ArrayLike<number>, at: number): number {
  return (bytes[at + 2]! << 16) | (bytes[at + 1]! << 8) | bytes[at]!;
}

type Size = { width: number; height: number; bytesPerPixel: number; encoding: string } | null;

// ---- PNG ---------------------------------------------------------------------------------

/** Bytes Go's decoder gives a pixel, by colour type: [up to 8 bits, 16 bits] (Gray, RGBA, Paletted, NRGBA…). */
const PNG_DECODED_BYTES: { readonly [colorType: number]: readonly [number, number] } = {
  0: [1, 2],
  2: [4, 8],
  3: [1, 1],
  4: [4, 8],
  6: [4, 8],
};

/** Bit depths each colour type allows (PNG spec, table 11.1). */
const PNG_BIT_DEPTHS: { readonly [colorType: number]: readonly number[] } = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};
const PNG_MAX_DIMENSION = 0x7fffffff;

/** The IHDR chunk must come first: length 13, non-zero dimensions, valid colour type and depth. */
function pngSize(read: ReadBytes): Size {
  const head = read(8, 8 + 13);
  if (head.length < 21 || uint32BE(head, 0) !== 13 || !startsWith(head, 4, ascii("IHDR"))) return null;
  const width = uint32BE(head, 8);
  const height = uint32BE(head, 12);
  const depths = PNG_BIT_DEPTHS[head[17]!];
  if (width === 0 || height === 0 || width > PNG_MAX_DIMENSION || height > PNG_MAX_DIMENSION) return null;
  if (!depths || !depths.includes(head[16]!)) return null;
  // Compression and filter method 0, interlace none or Adam7: nothing else exists.
  if (head[18] !== 0 || head[19] !== 0 || head[20]! > 1) return null;
  const bitDepth = head[16]!;
  const bytesPerPixel = PNG_DECODED_BYTES[head[17]!]![bitDepth === 16 ? 1 : 0];
  return { width, height, bytesPerPixel, encoding: `${bitDepth === 8 ? "an" : "a"} ${bitDepth}-bit PNG` };
}

// ---- JPEG --------------------------------------------------------------------------------

const JPEG_SOI = 0xd8;
const JPEG_EOI = 0xd9;
const JPEG_SOS = 0xda;
/** C4 (DHT), C8 (JPG) and CC (DAC) share the SOFn range without being frames. */
const NOT_FRAMES = [0xc4, 0xc8, 0xcc];
/** Bytes read at a time while looking for the next marker among stray bytes. */
const SCAN_CHUNK = 4096;

function isFrameMarker(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && !NOT_FRAMES.includes(marker);
}

/** Markers without a length: TEM and RST0–7. */
function isStandalone(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
}

/**
 * The offset just after the next marker's 0xFF (fill bytes skipped) and the marker, or null at
 * the end of the file. Like Go's decoder, stray bytes between segments are skipped, so both see
 * the same frame header.
 */
function nextMarker(read: ReadBytes, from: number): { marker: number; at: number } | null {
  let offset = from;
  let previous = -1;
  for (;;) {
    const chunk = read(offset, SCAN_CHUNK);
    if (chunk.length === 0) return null;
    for (let i = 0; i < chunk.length; i += 1) {
      const byte = chunk[i]!;
      if (previous === 0xff && byte !== 0xff && byte !== 0x00) return { marker: byte, at: offset + i + 1 };
      previous = byte;
    }
    offset += chunk.length;
  }
}

const EXIF_ORIENTATION_TAG = 0x0112;
/** Segments and EXIF entries looked at before assuming the costlier case. */
const ORIENTATION_MAX_SEGMENTS = 256;
const ORIENTATION_MAX_ENTRIES = 1000;

/**
 * Whether imaging (PocketBase's thumbnailer) turns or flips the decoded JPEG, into a copy of 4
 * bytes a pixel: its reading, step by step (imaging io.go readOrientation) — segments walked
 * strictly from SOI, the first APP1 decides, orientation 2 to 8 transforms.
 */
function jpegTurned(read: ReadBytes): boolean {
  let offset = 2;
  for (let i = 0; i < ORIENTATION_MAX_SEGMENTS; i += 1) {
    const head = read(offset, 4);
    if (head.length < 4 || head[0] !== 0xff) return false;
    if (head[1] === 0xe1) return exifTurns(read, offset + 4);
    const size = uint16BE(head, 2);
    if (size < 2) return false;
    offset += 2 + size;
  }
  return true;
}

/** APP1 data at `at`: "Exif", 2 bytes, then the TIFF header whose first IFD holds the orientation. */
function exifTurns(read: ReadBytes, at: number): boolean {
  const head = read(at, 14);
  if (head.length < 14 || !startsWith(head, 0, ascii("Exif"))) return false;
  const little = head[6] === 0x49 && head[7] === 0x49;
  if (!little && !(head[6] === 0x4d && head[7] === 0x4d)) return false;
  const u16 = (b: ArrayLike<number>, i: number) => (little ? b[i]! | (b[i + 1]! << 8) : (b[i]! << 8) | b[i + 1]!);
  const ifdOffset = little ? uint32LE(head, 10) : uint32BE(head, 10);
  if (ifdOffset < 8) return false;
  const ifd = at + 6 + ifdOffset;
  const countBytes = read(ifd, 2);
  if (countBytes.length < 2) return false;
  const count = u16(countBytes, 0);
  if (count > ORIENTATION_MAX_ENTRIES) return true;
  const entries = read(ifd + 2, count * 12);
  for (let entry = 0; entry + 10 <= entries.length; entry += 12) {
    if (u16(entries, entry) !== EXIF_ORIENTATION_TAG) continue;
    const orientation = u16(entries, entry + 8);
    return orientation >= 2 && orientation <= 8;
  }
  return false;
}

/** SOF2, SOF6, SOF10, SOF14. */
function isProgressive(marker: number): boolean {
  return (marker & 0x03) === 0x02;
}

/**
 * What Go's decoder holds per pixel for this frame: its component planes (4:2:0 YCbCr is 1.5
 * bytes), a CMYK copy for four components, 4 bytes a sample of coefficients while progressive
 * scans arrive, and imaging's turned copy.
 */
function jpegDecoding(read: ReadBytes, marker: number, frame: ArrayLike<number>): { bytesPerPixel: number; encoding: string } | null {
  const components = frame[7]!;
  if (frame.length < 8 + 3 * components) return null;
  let hMax = 0;
  let vMax = 0;
  let samples = 0;
  for (let i = 0; i < components; i += 1) {
    const h = frame[9 + 3 * i]! >> 4;
    const v = frame[9 + 3 * i]! & 0x0f;
    if (h === 0 || v === 0) return null;
    hMax = Math.max(hMax, h);
    vMax = Math.max(vMax, v);
    samples += h * v;
  }
  const planes = samples / (hMax * vMax);
  const progressive = isProgressive(marker);
  const turned = jpegTurned(read);
  const bytesPerPixel = planes + (components === 4 ? 4 : 0) + (progressive ? 4 * planes : 0) + (turned ? 4 : 0);
  const encoding = `${progressive ? "a progressive JPEG" : "a JPEG"}${turned ? " turned by its EXIF orientation" : ""}`;
  return { bytesPerPixel, encoding };
}

/** Walks the segments from SOI to the first frame header (SOF0–SOF15). */
function jpegSize(read: ReadBytes): Size {
  let offset = 2;
  for (;;) {
    const found = nextMarker(read, offset);
    if (!found || found.marker === JPEG_EOI || found.marker === JPEG_SOS || found.marker === JPEG_SOI) return null;
    if (isStandalone(found.marker)) {
      offset = found.at;
      continue;
    }
    const segment = read(found.at, 2);
    if (segment.length < 2) return null;
    const length = uint16BE(segment, 0);
    if (length < 2) return null;
    if (isFrameMarker(found.marker)) {
      // Length, precision, height, width, number of components, then 3 bytes a component.
      const frame = read(found.at, length);
      if (length < 8 || frame.length < length) return null;
      const height = uint16BE(frame, 3);
      const width = uint16BE(frame, 5);
      // A height of 0 defers it to a DNL segment after the first scan, which no decoder here reads.
      if (width === 0 || height === 0 || frame[7] === 0) return null;
      const decoding = jpegDecoding(read, found.marker, frame);
      return decoding ? { width, height, ...decoding } : null;
    }
    offset = found.at + length;
  }
}

// ---- WebP --------------------------------------------------------------------------------

const VP8_START_CODE = [0x9d, 0x01, 0x2a];
const VP8L_SIGNATURE = 0x2f;
const VP8X_ANIMATION = 0x02;
const VP8X_ALPHA = 0x10;
/** Chunks looked at after VP8X before giving up on finding the image's own. */
const WEBP_MAX_CHUNKS = 64;

/** Decoded lossy WebP: 4:2:0 YCbCr, 1.5 bytes a pixel. */
const LOSSY = { bytesPerPixel: 1.5, encoding: "a lossy WebP" } as const;
/** Decoded lossless WebP: NRGBA. */
const LOSSLESS = { bytesPerPixel: 4, encoding: "a lossless WebP" } as const;

/** A key frame's header: frame tag (3 bytes), start code, 14-bit width and height. */
function vp8Size(data: ArrayLike<number>): Size {
  if (data.length < 10 || (data[0]! & 1) !== 0 || !startsWith(data, 3, VP8_START_CODE)) return null;
  const width = ((data[7]! << 8) | data[6]!) & 0x3fff;
  const height = ((data[9]! << 8) | data[8]!) & 0x3fff;
  return width > 0 && height > 0 ? { width, height, ...LOSSY } : null;
}

/** Signature 0x2F, then 14 bits of width − 1, 14 of height − 1, alpha, and a version of 0. */
function vp8lSize(data: ArrayLike<number>): Size {
  if (data.length < 5 || data[0] !== VP8L_SIGNATURE) return null;
  const bits = uint32LE(data, 1);
  if (bits >>> 29 !== 0) return null;
  return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1, ...LOSSLESS };
}

interface Chunk {
  readonly id: string;
  readonly offset: number;
  readonly size: number;
  readonly data: ArrayLike<number>;
}

/** The RIFF chunk at `offset` with the first 10 bytes of its data, or null if cut off. */
function riffChunk(read: ReadBytes, offset: number, fileEnd: number): Chunk | null {
  const head = read(offset, 8 + 10);
  if (head.length < 8) return null;
  const size = uint32LE(head, 4);
  if (offset + 8 + size > fileEnd) return null;
  const id = String.fromCharCode(head[0]!, head[1]!, head[2]!, head[3]!);
  const data = Array.prototype.slice.call(head, 8, 8 + Math.min(size, 10)) as number[];
  return { id, offset, size, data };
}

function imageChunkSize(chunk: Chunk): Size {
  if (chunk.id === "VP8 ") return vp8Size(chunk.data);
  if (chunk.id === "VP8L") return vp8lSize(chunk.data);
  return null;
}

/**
 * The first chunk is the image (VP8, VP8L) or the extended header VP8X, whose canvas must match
 * the image chunk that follows (a small canvas around a huge frame is a lie), unless it is
 * animated, where frames lie within the canvas.
 */
function webpSize(read: ReadBytes, fileSize: number): Size {
  const riffEnd = Math.min(fileSize, 8 + uint32LE(read(4, 4), 0));
  const first = riffChunk(read, 12, riffEnd);
  if (!first) return null;
  if (first.id !== "VP8X") return imageChunkSize(first);
  if (first.size !== 10 || first.data.length < 10) return null;
  const canvas = { width: uint24LE(first.data, 4) + 1, height: uint24LE(first.data, 7) + 1 };
  if ((first.data[0]! & VP8X_ANIMATION) !== 0) return { ...canvas, ...LOSSLESS, encoding: "an animated WebP" };
  let offset = first.offset + 8 + first.size;
  for (let i = 0; i < WEBP_MAX_CHUNKS; i += 1) {
    const chunk = riffChunk(read, offset, riffEnd);
    if (!chunk) return null;
    if (chunk.id === "VP8 " || chunk.id === "VP8L") {
      const frame = imageChunkSize(chunk);
      if (!frame || frame.width !== canvas.width || frame.height !== canvas.height) return null;
      // A lossy frame with an alpha plane: one more byte a pixel.
      const alpha = chunk.id === "VP8 " && (first.data[0]! & VP8X_ALPHA) !== 0 ? 1 : 0;
      return { ...frame, bytesPerPixel: frame.bytesPerPixel + alpha };
    }
    offset = chunk.offset + 8 + chunk.size + (chunk.size % 2);
  }
  return null;
}

// ---- Any of them -------------------------------------------------------------------------

/** The type the file's first bytes claim, as a decoder (and PocketBase's type check) sniffs it. */
function claimedType(head: ArrayLike<number>): ImageType | null {
  if (startsWith(head, 0, PNG_SIGNATURE)) return "png";
  if (startsWith(head, 0, [0xff, JPEG_SOI, 0xff])) return "jpeg";
  if (startsWith(head, 0, ascii("RIFF")) && startsWith(head, 8, ascii("WEBP"))) return "webp";
  return null;
}

/** Reads the dimensions from the header of a file of `fileSize` bytes. */
export function readImageHeader(read: ReadBytes, fileSize: number): ImageHeader {
  const type = claimedType(read(0, 12));
  if (type === null) return { kind: "unknown" };
  let size: Size;
  try {
    size = type === "png" ? pngSize(read) : type === "jpeg" ? jpegSize(read) : webpSize(read, fileSize);
  } catch {
    // A reader that fails (PocketBase's file gone, a seek refused) reads nothing.
    size = null;
  }
  return size ? { kind: "image", type, ...size } : { kind: "unreadable", type };
}
