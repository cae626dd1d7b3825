// Image files made by hand for the header check's tests: real PNGs (any size, compressed with
// node's zlib), and JPEG and WebP files whose headers say what a test needs (their pixel data
// is not meant to decode). Byte layouts: PNG spec §11.2.2, JPEG ITU T.81 B.2, WebP RIFF
// container spec.
import { crc32, deflateSync } from "node:zlib";

function uint32BE(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value >>> 0);
  return bytes;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  return Buffer.concat([uint32BE(data.length), body, uint32BE(crc32(body))]);
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface PngOptions {
  /** 8 or 16 bits per channel. */
  bitDepth?: 8 | 16;
  /** 0 grey, 2 RGB, 6 RGBA. */
  colorType?: 0 | 2 | 6;
}

const CHANNELS = { 0: 1, 2: 3, 6: 4 } as const;

export function pngIhdr(width: number, height: number, { bitDepth = 8, colorType = 6 }: PngOptions = {}): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width >>> 0, 0);
  ihdr.writeUInt32BE(height >>> 0, 4);
  ihdr[8] = bitDepth;
  ihdr[9] = colorType;
  return pngChunk("IHDR", ihdr);
}

/**
 * A PNG of black (transparent) pixels that any decoder reads: every row is a filter byte and
 * zeros, which deflate squeezes to about a thousandth (30 000 × 30 000 grey: 2.6 MB).
 */
export function blackPng(width: number, height: number, options: PngOptions = {}): Buffer {
  const bytesPerPixel = CHANNELS[options.colorType ?? 6] * ((options.bitDepth ?? 8) / 8);
  const raw = Buffer.alloc((width * bytesPerPixel + 1) * height);
  const idat = deflateSync(raw, { level: 9 });
  return Buffer.concat([PNG_SIGNATURE, pngIhdr(width, height, options), pngChunk("IDAT", idat), pngChunk("IEND", Buffer.alloc(0))]);
}

/**
 * A PNG whose header claims these dimensions, followed by a tiny image stream (it does not decode
 * to that size): the header check alone must refuse or accept it.
 */
export function pngClaiming(width: number, height: number, options: PngOptions = {}): Buffer {
  return Buffer.concat([
    PNG_SIGNATURE,
    pngIhdr(width, height, options),
    pngChunk("IDAT", deflateSync(Buffer.alloc(64))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

// ---- JPEG --------------------------------------------------------------------------------

function jpegSegment(marker: number, data: Buffer): Buffer {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(data.length + 2);
  return Buffer.concat([Buffer.from([0xff, marker]), length, data]);
}

export interface JpegOptions {
  /** SOF2 instead of SOF0. */
  progressive?: boolean;
  /** Segments before the frame header, e.g. a large APP1 (EXIF) one. */
  before?: readonly Buffer[];
  /** Chroma subsampling: 4:2:0 (cameras) by default. */
  sampling?: "4:2:0" | "4:4:4";
}

export function jpegApp1(size: number): Buffer {
  return jpegSegment(0xe1, Buffer.concat([Buffer.from("Exif\0\0", "ascii"), Buffer.alloc(size)]));
}

/** SOF0/SOF2 with three components (Y sampled 2 × 2 for 4:2:0). */
export function jpegFrame(width: number, height: number, progressive = false, sampling: "4:2:0" | "4:4:4" = "4:2:0"): Buffer {
  const luma = sampling === "4:2:0" ? 0x22 : 0x11;
  const frame = Buffer.from([8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, luma, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return jpegSegment(progressive ? 0xc2 : 0xc0, frame);
}

/** A JPEG whose frame header claims these dimensions; its scan is a few bytes of nothing. */
export function jpegClaiming(
  width: number,
  height: number,
  { progressive = false, before = [], sampling = "4:2:0" }: JpegOptions = {},
): Buffer {
  const jfif = jpegSegment(0xe0, Buffer.from([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]));
  const dqt = jpegSegment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)]));
  const dht = jpegSegment(0xc4, Buffer.concat([Buffer.from([0]), Buffer.alloc(16)]));
  const sos = jpegSegment(0xda, Buffer.from([3, 1, 0, 2, 0x11, 3, 0x11, 0, 63, 0]));
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jfif,
    ...before,
    dqt,
    jpegFrame(width, height, progressive, sampling),
    dht,
    sos,
    Buffer.alloc(32),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/**
 * A copy of a JPEG with an EXIF block right after SOI saying how to turn it (6: 90° clockwise),
 * in big-endian (Motorola) or little-endian (Intel) byte order, after one other IFD entry.
 */
export function withExifOrientation(jpeg: Buffer, orientation: number, byteOrder: "MM" | "II" = "MM"): Buffer {
  const bigEndian = [0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 2, 0x01, 0x0f, 0, 2, 0, 0, 0, 4, 0, 0, 0, 0, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  const littleEndian = [0x49, 0x49, 0x2a, 0, 8, 0, 0, 0, 2, 0, 0x0f, 0x01, 2, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, orientation, 0, 0, 0, 0, 0, 0, 0];
  const tiff = Buffer.from(byteOrder === "MM" ? bigEndian : littleEndian);
  const app1 = jpegSegment(0xe1, Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]));
  return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
}

// ---- WebP --------------------------------------------------------------------------------

function riffChunk(id: string, data: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32LE(data.length);
  const padding = data.length % 2 === 1 ? Buffer.alloc(1) : Buffer.alloc(0);
  return Buffer.concat([Buffer.from(id, "ascii"), size, data, padding]);
}

export function webpFile(...chunks: Buffer[]): Buffer {
  const body = Buffer.concat([Buffer.from("WEBP", "ascii"), ...chunks]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from("RIFF", "ascii"), size, body]);
}

/** A lossy key frame's chunk: frame tag, start code, 14-bit width and height, and a little data. */
export function vp8Chunk(width: number, height: number): Buffer {
  const data = Buffer.alloc(30);
  data[0] = 0x10; // key frame (bit 0 clear), version 0, shown
  data.set([0x9d, 0x01, 0x2a], 3);
  data.writeUInt16LE(width & 0x3fff, 6);
  data.writeUInt16LE(height & 0x3fff, 8);
  return riffChunk("VP8 ", data);
}

/** A lossless chunk: signature 0x2F, then width − 1 and height − 1 in 14 bits each. */
export function vp8lChunk(width: number, height: number): Buffer {
  const data = Buffer.alloc(20);
  data[0] = 0x2f;
  data.writeUInt32LE((((height - 1) & 0x3fff) << 14) | ((width - 1) & 0x3fff), 1);
  return riffChunk("VP8L", data);
}

/** The extended header: flags, then the canvas's width − 1 and height − 1 in 24 bits each. */
export function vp8xChunk(width: number, height: number, flags = 0): Buffer {
  const data = Buffer.alloc(10);
  data[0] = flags;
  data.writeUIntLE(width - 1, 4, 3);
  data.writeUIntLE(height - 1, 7, 3);
  return riffChunk("VP8X", data);
}

export function iccpChunk(size: number): Buffer {
  return riffChunk("ICCP", Buffer.alloc(size));
}

// ---- Reading them back -------------------------------------------------------------------

/** A file part for a multipart body (a copy: Blob takes no view of a shared buffer). */
export function fileBlob(file: Uint8Array): Blob {
  return new Blob([Uint8Array.from(file)]);
}

/** A Buffer as the plain bytes the shared check reads in the browser. */
export function bytesOf(buffer: Buffer): Uint8Array {
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.length);
}
