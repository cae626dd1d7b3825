// The page on the wire (docs/product.md "Deployables and serving"): index.html goes out compressed,
// brotli or gzip, compressed once per build and not per request. The server fills a few runtime
// settings into the page (the backend URL, …), so the page it sends is not the file the build
// wrote. Those settings therefore sit in the page's *tail*, after RUNTIME_TAIL_MARKER: the build
// compresses everything before the marker once (a stream left open, flushed to a byte boundary),
// and the server closes each stream by appending the filled-in tail stored uncompressed. Both
// formats allow exactly that (RFC 1951 stored block, RFC 7932 uncompressed meta-block), so no
// compressor runs in the server's JS engine. Pure byte arithmetic; runs in the build (Node) and in
// PocketBase's JS engine alike.

/** Everything from this comment on is filled in by the server at serve time. */
export const RUNTIME_TAIL_MARKER = "<!-- workshop:runtime-settings -->";

/** Names of the build's compressed-prefix files beside index.html in pb_public. */
export const PREFIX_PART_FILES = { br: "index.html.br.part", gzip: "index.html.gz.part" } as const;
export type PageEncoding = keyof typeof PREFIX_PART_FILES;

/**
 * A part file starts with one line: PART_HEADER, the SHA-256 (hex) of the prefix it compresses,
 * the prefix's CRC-32 (8 hex digits) and its length in bytes, then the open compressed stream. The
 * server uses a part only for the very page it belongs to, never a stale one of an older build,
 * and closes a gzip stream without reading the prefix again.
 */
export const PART_HEADER = "workshop-part ";

export interface PartHeader {
  readonly sha256: string;
  readonly crc32: number;
  readonly length: number;
  /** Where the compressed bytes start. */
  readonly bodyStart: number;
}

/** The page split at the marker: what the build compresses, and what the server fills in. */
export function splitRuntimeTail(html: string): { prefix: string; tail: string } | null {
  const at = html.lastIndexOf(RUNTIME_TAIL_MARKER);
  return at < 0 ? null : { prefix: html.slice(0, at), tail: html.slice(at) };
}

/** The header line of a part file for a prefix of these UTF-8 bytes. */
export function partHeader(prefixSha256Hex: string, prefixBytes: ArrayLike<number>): string {
  const crc = crc32(prefixBytes).toString(16).padStart(8, "0");
  return `${PART_HEADER}${prefixSha256Hex} ${crc} ${prefixBytes.length}\n`;
}

const PART_HEADER_LINE = /^workshop-part ([0-9a-f]{64}) ([0-9a-f]{8}) ([0-9]{1,10})$/;

/** What a part file's header line says; null when it is not a part file. */
export function readPartHeader(part: ArrayLike<number>): PartHeader | null {
  let line = "";
  for (let i = 0; i < Math.min(part.length, 128); i++) {
    if (part[i] === 0x0a) {
      const match = PART_HEADER_LINE.exec(line);
      if (!match) return null;
      return { sha256: match[1]!, crc32: parseInt(match[2]!, 16), length: Number(match[3]), bodyStart: i + 1 };
    }
    line += String.fromCharCode(part[i]!);
  }
  return null;
}

/** The UTF-8 bytes of a text (no TextEncoder in the server's JS engine). */
export function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 0x3f), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
  }
  return bytes;
}

let crcTable: number[] | null = null;

function crc32Table(): number[] {
  if (crcTable) return crcTable;
  crcTable = [];
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crcTable.push(c >>> 0);
  }
  return crcTable;
}

/** CRC-32 (gzip's) of `bytes[from..]`, continuing from `crc` (0 to start). */
export function crc32(bytes: ArrayLike<number>, crc = 0, from = 0): number {
  const table = crc32Table();
  let c = (crc ^ 0xffffffff) >>> 0;
  for (let i = from; i < bytes.length; i++) c = table[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function littleEndian32(value: number): number[] {
  return [value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, (value >>> 24) & 0xff];
}

/** The largest tail one stored block (gzip) or one 4-nibble meta-block (brotli) carries. */
export const MAX_TAIL_BYTES = 65_535;

function copyInto(target: number[], source: ArrayLike<number>, from = 0): void {
  for (let i = from; i < source.length; i++) target.push(source[i]!);
}

/**
 * A whole gzip member from an open one: `open` (after its part header) is a gzip header and a
 * deflate stream flushed with Z_SYNC_FLUSH (no final block) holding the prefix; the tail goes in
 * as the final stored block, and the trailer's CRC-32 and length cover prefix and tail.
 */
export function closeGzip(open: ArrayLike<number>, header: PartHeader, tail: ArrayLike<number>): number[] {
  if (tail.length > MAX_TAIL_BYTES) throw new Error("The page's runtime tail is too long to store.");
  const out: number[] = [];
  copyInto(out, open, header.bodyStart);
  // BFINAL=1, BTYPE=00 (stored), padded to the byte; then LEN and its one's complement.
  out.push(0x01, tail.length & 0xff, tail.length >>> 8, ~tail.length & 0xff, (~tail.length >>> 8) & 0xff);
  copyInto(out, tail);
  out.push(...littleEndian32(crc32(tail, header.crc32)));
  out.push(...littleEndian32((header.length + tail.length) >>> 0));
  return out;
}

/**
 * A whole brotli stream from an open one: `open` is a stream flushed with BROTLI_OPERATION_FLUSH
 * (byte-aligned, no last meta-block); the tail goes in as an uncompressed meta-block, then an empty
 * last one. Header bits, least significant first: ISLAST=0, MNIBBLES=4 (code 0), MLEN-1 in 16
 * bits, ISUNCOMPRESSED=1, zero padding to the byte.
 */
export function closeBrotli(open: ArrayLike<number>, header: PartHeader, tail: ArrayLike<number>): number[] {
  if (tail.length > MAX_TAIL_BYTES) throw new Error("The page's runtime tail is too long to store.");
  const out: number[] = [];
  copyInto(out, open, header.bodyStart);
  if (tail.length > 0) {
    const header = ((tail.length - 1) << 3) | (1 << 19);
    out.push(header & 0xff, (header >>> 8) & 0xff, (header >>> 16) & 0xff);
    copyInto(out, tail);
  }
  out.push(0x03); // ISLAST=1, ISLASTEMPTY=1
  return out;
}

/**
 * The encoding to send for an `Accept-Encoding` header: brotli, else gzip, else none. A coding
 * with q=0 is refused; `*` stands for any coding not named.
 */
export function chooseEncoding(acceptEncoding: string): PageEncoding | null {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split("=");
      if (key === "q" && value !== undefined) q = Number(value);
    }
    weights.set(name.trim(), Number.isFinite(q) ? q : 0);
  }
  const weight = (coding: string) => weights.get(coding) ?? weights.get("*") ?? 0;
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0 || weight("x-gzip") > 0) return "gzip";
  return null;
}

/** Whether an `If-None-Match` header names this ETag (weak comparison, RFC 9110 13.1.2). */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  const value = ifNoneMatch.trim();
  if (value === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return value.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === bare);
}
