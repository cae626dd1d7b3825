// An image's width and height from its header, without decoding a pixel: PNG (IHDR), JPEG
// (the first SOFn segment, progressive included) and WebP (VP8, VP8L, VP8X). Pure code over a
// byte reader, so that PocketBase's JS engine (which has no Buffer) and the browser share it.
// A file that starts like one of these types but whose header cannot be read as that type
// (cut off, contradicting itself) is "unreadable": a decoder would meet it with other ideas.

/** Up to `length` bytes of the file from `offset`: fewer at its end, none past it. */
export type ReadBytes = (offset: number, length: number) => ArrayLike<number>;

export type ImageType = "png" | "jpeg" | "webp";

export type ImageHeader =
  | { readonly kind: "image"; readonly type: ImageType; readonly width: number; readonly height: number }
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

type Size = { width: number; height: number } | null;

// ---- PNG ---------------------------------------------------------------------------------

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
  return { width, height };
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
    const segment = read(found.at, 2 + 6);
    if (segment.length < 2) return null;
    const length = uint16BE(segment, 0);
    if (length < 2) return null;
    if (isFrameMarker(found.marker)) {
      // Length, precision, height, width, number of components.
      if (length < 8 || segment.length < 8) return null;
      const height = uint16BE(segment, 3);
      const width = uint16BE(segment, 5);
      // A height of 0 defers it to a DNL segment after the first scan, which no decoder here reads.
      return width > 0 && height > 0 && segment[7]! > 0 ? { width, height } : null;
    }
    offset = found.at + length;
  }
}

// ---- WebP --------------------------------------------------------------------------------

const VP8_START_CODE = [0x9d, 0x01, 0x2a];
const VP8L_SIGNATURE = 0x2f;
const VP8X_ANIMATION = 0x02;
/** Chunks looked at after VP8X before giving up on finding the image's own. */
const WEBP_MAX_CHUNKS = 64;

/** A key frame's header: frame tag (3 bytes), start code, 14-bit width and height. */
function vp8Size(data: ArrayLike<number>): Size {
  if (data.length < 10 || (data[0]! & 1) !== 0 || !startsWith(data, 3, VP8_START_CODE)) return null;
  const width = ((data[7]! << 8) | data[6]!) & 0x3fff;
  const height = ((data[9]! << 8) | data[8]!) & 0x3fff;
  return width > 0 && height > 0 ? { width, height } : null;
}

/** Signature 0x2F, then 14 bits of width − 1, 14 of height − 1, alpha, and a version of 0. */
function vp8lSize(data: ArrayLike<number>): Size {
  if (data.length < 5 || data[0] !== VP8L_SIGNATURE) return null;
  const bits = uint32LE(data, 1);
  if (bits >>> 29 !== 0) return null;
  return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
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
  if ((first.data[0]! & VP8X_ANIMATION) !== 0) return canvas;
  let offset = first.offset + 8 + first.size;
  for (let i = 0; i < WEBP_MAX_CHUNKS; i += 1) {
    const chunk = riffChunk(read, offset, riffEnd);
    if (!chunk) return null;
    if (chunk.id === "VP8 " || chunk.id === "VP8L") {
      const frame = imageChunkSize(chunk);
      return frame && frame.width === canvas.width && frame.height === canvas.height ? canvas : null;
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
