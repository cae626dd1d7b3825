// The page on the wire: the build's open compressed streams, closed by the server with the
// filled-in tail, must decompress (with Node's own zlib, as a browser would) to exactly the page.
import { createHash } from "node:crypto";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  chooseEncoding,
  closeBrotli,
  closeGzip,
  etagMatches,
  MAX_TAIL_BYTES,
  partHeader,
  readPartHeader,
  RUNTIME_TAIL_MARKER,
  splitRuntimeTail,
  utf8Bytes,
} from "@shared/page-wire";

const PREFIX = `<!doctype html><html><head><title>Workshop</title></head><body>${"<p>Bremsen “vorn” — 😀 </p>".repeat(4000)}`;

function part(kind: "br" | "gzip", prefix: string): Buffer {
  const bytes = Buffer.from(prefix, "utf8");
  const header = Buffer.from(partHeader(createHash("sha256").update(bytes).digest("hex"), bytes), "latin1");
  const body =
    kind === "br"
      ? brotliCompressSync(bytes, { finishFlush: constants.BROTLI_OPERATION_FLUSH })
      : gzipSync(bytes, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  return Buffer.concat([header, body]);
}

describe("closing the build's compressed page with the server's tail", () => {
  const tails = {
    "the default settings": `${RUNTIME_TAIL_MARKER}<meta name="workshop-backend-url" content=""></body></html>`,
    "settings in any script": `${RUNTIME_TAIL_MARKER}<meta name="workshop-name" content="Autowerkstatt Müller — 東京"></body></html>`,
    "an empty tail": "",
    "the longest tail one block holds": "x".repeat(MAX_TAIL_BYTES),
  };
  for (const [name, tail] of Object.entries(tails)) {
    it(`brotli and gzip decompress to the page, with ${name}`, () => {
      const br = part("br", PREFIX);
      const gz = part("gzip", PREFIX);
      const tailBytes = utf8Bytes(tail);
      const brotli = Buffer.from(closeBrotli(br, readPartHeader(br)!, tailBytes));
      const gzip = Buffer.from(closeGzip(gz, readPartHeader(gz)!, tailBytes));
      expect(brotliDecompressSync(brotli).toString("utf8")).toBe(PREFIX + tail);
      // gunzip checks the trailer's CRC-32 and length too.
      expect(gunzipSync(gzip).toString("utf8")).toBe(PREFIX + tail);
    });
  }

  it("refuses a tail longer than one block", () => {
    const br = part("br", PREFIX);
    expect(() => closeBrotli(br, readPartHeader(br)!, utf8Bytes("x".repeat(MAX_TAIL_BYTES + 1)))).toThrow(/too long/);
  });

  it("encodes text as UTF-8 exactly as Node does", () => {
    const text = "plain, ü, €, 😀, \u0000, \u07ff, \uffff";
    expect(utf8Bytes(text)).toEqual([...Buffer.from(text, "utf8")]);
  });
});

describe("part files", () => {
  it("name the prefix they compress, its CRC-32 and length", () => {
    const bytes = Buffer.from(PREFIX, "utf8");
    const header = readPartHeader(part("gzip", PREFIX))!;
    expect(header.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
    expect(header.length).toBe(bytes.length);
    expect(header.bodyStart).toBe(partHeader(header.sha256, bytes).length);
  });

  it("are not mistaken for anything else", () => {
    expect(readPartHeader(Buffer.from("<!doctype html>\n"))).toBeNull();
    expect(readPartHeader(Buffer.from(`workshop-part ${"0".repeat(64)} 12345678\n`))).toBeNull();
    expect(readPartHeader(Buffer.from("workshop-part "))).toBeNull();
  });

  it("the page splits at the last marker, and a page without one is not split", () => {
    expect(splitRuntimeTail(`a${RUNTIME_TAIL_MARKER}b${RUNTIME_TAIL_MARKER}c`)).toEqual({
      prefix: `a${RUNTIME_TAIL_MARKER}b`,
      tail: `${RUNTIME_TAIL_MARKER}c`,
    });
    expect(splitRuntimeTail("<html></html>")).toBeNull();
  });
});

describe("choosing the encoding from Accept-Encoding", () => {
  const rows: [string, string | null][] = [
    ["gzip, deflate, br, zstd", "br"], // Chromium
    ["gzip, deflate", "gzip"], // curl --compressed without brotli, Node's fetch
    ["br;q=0, gzip", "gzip"],
    ["BR", "br"],
    ["x-gzip", "gzip"],
    ["*", "br"],
    ["*;q=0, gzip", "gzip"],
    ["identity", null],
    ["", null],
    ["gzip;q=0, br;q=0", null],
    ["deflate", null],
    ["br;q=abc, gzip", "gzip"],
  ];
  for (const [header, expected] of rows) {
    it(`"${header}" → ${expected ?? "the page as is"}`, () => expect(chooseEncoding(header)).toBe(expected));
  }
});

describe("If-None-Match", () => {
  const rows: [string, boolean][] = [
    ['"abc-br"', true],
    ['W/"abc-br"', true],
    ['"old", "abc-br"', true],
    ["*", true],
    ['"abc-gz"', false],
    ['"abc"', false],
    ["abc-br", false],
  ];
  for (const [header, expected] of rows) {
    it(`${header} ${expected ? "matches" : "does not match"} "abc-br"`, () => expect(etagMatches(header, '"abc-br"')).toBe(expected));
  }
});

describe("Zopfli's finished deflate stream, opened for the tail (scripts/open-deflate.ts)", () => {
  it.each([
    ["one block", { blocksplitting: false }],
    ["split into blocks", { blocksplitting: true }],
  ])("closes to the page, %s", async (_name, options) => {
    const { deflateAsync } = await import("@gfx/zopfli");
    const { openDeflate } = await import("../../scripts/open-deflate");
    const bytes = Buffer.from(PREFIX, "utf8");
    const header = Buffer.from(partHeader(createHash("sha256").update(bytes).digest("hex"), bytes), "latin1");
    const gzipHeader = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x02, 0xff]);
    const open = Buffer.concat([header, gzipHeader, openDeflate(await deflateAsync(bytes, { numiterations: 1, ...options }))]);
    const tail = utf8Bytes(`${RUNTIME_TAIL_MARKER}<meta name="workshop-name" content="Müller"></body></html>`);
    expect(gunzipSync(Buffer.from(closeGzip(open, readPartHeader(open)!, tail))).toString("utf8")).toBe(PREFIX + Buffer.from(tail).toString("utf8"));
  });

  it("opens zlib's own streams too: stored, fixed and dynamic blocks", async () => {
    const { openDeflate } = await import("../../scripts/open-deflate");
    const { deflateRawSync, inflateRawSync } = await import("node:zlib");
    for (const [input, level] of [
      [Buffer.from("abc"), 0],
      [Buffer.from("short text, fixed codes"), 9],
      [Buffer.from(PREFIX, "utf8"), 9],
      [Buffer.alloc(0), 9],
    ] as const) {
      const opened = openDeflate(deflateRawSync(input, { level }));
      // An open stream closed with an empty final stored block inflates to the input.
      const closed = Buffer.concat([opened, Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff])]);
      expect(inflateRawSync(closed).equals(input)).toBe(true);
    }
  });
});
