// The header check every uploaded image passes (shared/validation/image-size.ts and
// image-upload.ts), on hand-made files: the dimensions each type declares and what a pixel costs
// to decode, the 40-megapixel limit and the lower ones of costlier encodings, and the headers
// that cannot be read as what they claim.
import { describe, expect, it } from "vitest";
import { bytesReader, checkImageFile, IMAGE_MAX_PIXELS, readImageHeader } from "@shared/validation";
import {
  blackPng,
  bytesOf,
  iccpChunk,
  jpegApp1,
  jpegClaiming,
  jpegFrame,
  PNG_SIGNATURE,
  pngClaiming,
  pngIhdr,
  vp8Chunk,
  vp8lChunk,
  vp8xChunk,
  webpFile,
  withExifOrientation,
} from "../support/images";

function header(file: Buffer) {
  return readImageHeader(bytesReader(bytesOf(file)), file.length);
}

function check(file: Buffer) {
  const result = checkImageFile(bytesReader(bytesOf(file)), file.length, "photo");
  return result.ok ? result.value : result.error;
}

describe("the dimensions a header declares", () => {
  const turned = (jpeg: Buffer) => withExifOrientation(jpeg, 6);
  it.each([
    ["a real PNG", blackPng(640, 480), "png", 640, 480, 4, "an 8-bit PNG"],
    ["an RGB PNG", pngClaiming(640, 480, { colorType: 2 }), "png", 640, 480, 4, "an 8-bit PNG"],
    ["a 16-bit grey PNG", pngClaiming(3, 70_000, { bitDepth: 16, colorType: 0 }), "png", 3, 70_000, 2, "a 16-bit PNG"],
    ["a 16-bit RGBA PNG", pngClaiming(30, 20, { bitDepth: 16 }), "png", 30, 20, 8, "a 16-bit PNG"],
    ["a baseline JPEG", jpegClaiming(4032, 3024), "jpeg", 4032, 3024, 1.5, "a JPEG"],
    ["a baseline 4:4:4 JPEG", jpegClaiming(4032, 3024, { sampling: "4:4:4" }), "jpeg", 4032, 3024, 3, "a JPEG"],
    ["a progressive JPEG", jpegClaiming(1200, 800, { progressive: true }), "jpeg", 1200, 800, 7.5, "a progressive JPEG"],
    ["a JPEG turned by EXIF", turned(jpegClaiming(400, 300)), "jpeg", 400, 300, 5.5, "a JPEG turned by its EXIF orientation"],
    ["a JPEG turned by little-endian EXIF", withExifOrientation(jpegClaiming(400, 300), 8, "II"), "jpeg", 400, 300, 5.5, "a JPEG turned by its EXIF orientation"],
    ["a JPEG whose EXIF says upright", withExifOrientation(jpegClaiming(400, 300), 1), "jpeg", 400, 300, 1.5, "a JPEG"],
    ["a progressive 4:4:4 JPEG turned by EXIF", turned(jpegClaiming(40, 30, { progressive: true, sampling: "4:4:4" })), "jpeg", 40, 30, 19, "a progressive JPEG turned by its EXIF orientation"],
    ["a JPEG with 60 KB of EXIF first", jpegClaiming(800, 600, { before: [jpegApp1(60_000)] }), "jpeg", 800, 600, 1.5, "a JPEG"],
    ["a JPEG with several APP segments", jpegClaiming(90, 60, { before: [jpegApp1(10), jpegApp1(5000), jpegApp1(0)] }), "jpeg", 90, 60, 1.5, "a JPEG"],
    ["a lossy WebP", webpFile(vp8Chunk(1024, 768)), "webp", 1024, 768, 1.5, "a lossy WebP"],
    ["a lossless WebP", webpFile(vp8lChunk(16384, 3)), "webp", 16384, 3, 4, "a lossless WebP"],
    ["an extended WebP", webpFile(vp8xChunk(300, 200), iccpChunk(501), vp8Chunk(300, 200)), "webp", 300, 200, 1.5, "a lossy WebP"],
    ["an extended lossy WebP with alpha", webpFile(vp8xChunk(300, 200, 0x10), vp8Chunk(300, 200)), "webp", 300, 200, 2.5, "a lossy WebP"],
    ["an extended lossless WebP", webpFile(vp8xChunk(77, 5, 0x10), vp8lChunk(77, 5)), "webp", 77, 5, 4, "a lossless WebP"],
    ["an animated WebP (its canvas)", webpFile(vp8xChunk(500, 400, 0x02), iccpChunk(8)), "webp", 500, 400, 4, "an animated WebP"],
  ])("%s", (_what, file, type, width, height, bytesPerPixel, encoding) => {
    expect(header(file)).toEqual({ kind: "image", type, width, height, bytesPerPixel, encoding });
  });

  it("a JPEG's markers may have fill bytes and stray bytes between segments, as decoders allow", () => {
    const file = jpegClaiming(64, 48);
    const frameAt = file.indexOf(jpegFrame(64, 48));
    const padded = Buffer.concat([file.subarray(0, frameAt), Buffer.from([0x00, 0x12, 0xff, 0xff]), file.subarray(frameAt)]);
    expect(header(padded)).toMatchObject({ kind: "image", type: "jpeg", width: 64, height: 48 });
  });

  it("an EXIF block too long to read through counts as turning the image", () => {
    const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, 0x00, 0x14]), Buffer.from("Exif\0\0MM\0\x2a\0\0\0\x08\xff\xff", "latin1"), Buffer.alloc(2)]);
    const file = Buffer.concat([Buffer.from([0xff, 0xd8]), app1, jpegClaiming(40, 30).subarray(2)]);
    expect(header(file)).toMatchObject({ width: 40, height: 30, bytesPerPixel: 5.5 });
  });
});

describe("the 40-megapixel limit", () => {
  it.each([
    ["grey PNG", (w: number, h: number) => pngClaiming(w, h, { colorType: 0 })],
    ["JPEG", (w: number, h: number) => jpegClaiming(w, h)],
    ["4:4:4 JPEG", (w: number, h: number) => jpegClaiming(w, h, { sampling: "4:4:4" })],
    ["lossy WebP", (w: number, h: number) => webpFile(vp8Chunk(w, h))],
    ["extended WebP", (w: number, h: number) => webpFile(vp8xChunk(w, h), vp8Chunk(w, h))],
  ])("a %s of 40 megapixels passes, one pixel row more does not", (_type, make) => {
    expect(check(make(8000, 5000))).toMatchObject({ width: 8000, height: 5000 });
    expect(8000 * 5000).toBe(IMAGE_MAX_PIXELS);
    expect(check(make(8000, 5001))).toEqual({
      code: "too_many_pixels",
      message:
        "The photo can be at most 40 megapixels; this one is 8,000 × 5,001 pixels (40.1 megapixels). Scale it down and try again.",
    });
  });

  it("the image bomb of the issue is refused from its header, and says how large it is", () => {
    expect(check(pngClaiming(30_000, 30_000))).toEqual({
      code: "too_many_pixels",
      message:
        "The photo can be at most 40 megapixels; this one is 30,000 × 30,000 pixels (900 megapixels). Scale it down and try again.",
    });
  });

  it.each([
    ["an 8-bit PNG", (w: number, h: number) => pngClaiming(w, h), [6000, 5000], "30"],
    ["a lossless WebP", (w: number, h: number) => webpFile(vp8lChunk(w, h)), [6000, 5000], "30"],
    ["a 16-bit PNG", (w: number, h: number) => pngClaiming(w, h, { bitDepth: 16 }), [5000, 3000], "15"],
    ["a progressive JPEG", (w: number, h: number) => jpegClaiming(w, h, { progressive: true }), [4000, 4000], "16"],
    ["a JPEG turned by its EXIF orientation", (w: number, h: number) => turnedJpeg(w, h, false), [5000, 4363], "21.8"],
    ["a progressive JPEG turned by its EXIF orientation", (w: number, h: number) => turnedJpeg(w, h, true), [2513, 2513], "6.3"],
  ] as const)("as %s, which costs more memory a pixel, fewer pixels pass", (encoding, make, [width, height], limit) => {
    expect(check(make(width, height))).toMatchObject({ width, height });
    expect(check(make(width, height + 1))).toEqual({
      code: "too_many_pixels",
      message: expect.stringMatching(
        new RegExp(`^As ${encoding}, which takes more memory to decode, the photo can be at most ${limit.replace(".", "\\.")} megapixels; this one is `),
      ),
    });
  });

  it("the message of a costlier encoding, in full", () => {
    expect(check(pngClaiming(8000, 5000, { bitDepth: 16 }))).toEqual({
      code: "too_many_pixels",
      message:
        "As a 16-bit PNG, which takes more memory to decode, the photo can be at most 15 megapixels; this one is 8,000 × 5,000 pixels (40 megapixels). Scale it down and try again.",
    });
  });

  it("a lossy WebP's largest frame is refused too", () => {
    expect(check(webpFile(vp8Chunk(16383, 16383)))).toMatchObject({ code: "too_many_pixels" });
  });
});

function turnedJpeg(width: number, height: number, progressive: boolean): Buffer {
  return withExifOrientation(jpegClaiming(width, height, { progressive, sampling: progressive ? "4:4:4" : "4:2:0" }), 6);
}

describe("headers that cannot be read as what they claim", () => {
  const png = pngClaiming(100, 100);
  const jpeg = jpegClaiming(100, 100);
  const ihdrAt = PNG_SIGNATURE.length;
  const withByte = (file: Buffer, at: number, value: number) => {
    const copy = Buffer.from(file);
    copy[at] = value;
    return copy;
  };

  it.each([
    ["a PNG cut inside its IHDR", png.subarray(0, 20), "png"],
    ["a PNG signature alone", PNG_SIGNATURE, "png"],
    ["a PNG whose first chunk is not IHDR", Buffer.concat([PNG_SIGNATURE, png.subarray(ihdrAt + 25)]), "png"],
    ["a PNG of width 0", Buffer.concat([PNG_SIGNATURE, pngIhdr(0, 10)]), "png"],
    ["a PNG wider than PNG allows", Buffer.concat([PNG_SIGNATURE, pngIhdr(0x80000000, 1)]), "png"],
    ["a PNG of colour type 5", withByte(png, ihdrAt + 17, 5), "png"],
    ["a PNG of RGB in 4 bits", withByte(withByte(png, ihdrAt + 17, 2), ihdrAt + 16, 4), "png"],
    ["a PNG with interlace method 7", withByte(png, ihdrAt + 20, 7), "png"],
    ["a JPEG cut before its frame header", jpeg.subarray(0, 30), "jpeg"],
    ["a JPEG cut inside its frame header", jpeg.subarray(0, jpeg.indexOf(jpegFrame(100, 100)) + 6), "jpeg"],
    ["a JPEG whose scan comes before any frame", Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2]), jpeg]), "jpeg"],
    ["a JPEG that ends before its frame", Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xd9]), jpeg]), "jpeg"],
    ["a JPEG of height 0 (DNL)", jpegClaiming(100, 0), "jpeg"],
    ["a JPEG whose EXIF claims to run past the end", Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff]), Buffer.alloc(100)]), "jpeg"],
    ["SOI and nothing else", Buffer.from([0xff, 0xd8, 0xff]), "jpeg"],
    ["a WebP with no chunk", webpFile(), "webp"],
    ["a WebP whose chunk runs past the end", webpFile(vp8Chunk(10, 10)).subarray(0, 30), "webp"],
    ["a lossy WebP without the start code", withByte(webpFile(vp8Chunk(10, 10)), 23, 0), "webp"],
    ["a lossy WebP that is not a key frame", withByte(webpFile(vp8Chunk(10, 10)), 20, 0x11), "webp"],
    ["a lossless WebP without its signature", withByte(webpFile(vp8lChunk(10, 10)), 20, 0), "webp"],
    ["a lossless WebP of an unknown version", withByte(webpFile(vp8lChunk(10, 10)), 24, 0xe0), "webp"],
    ["an unknown first WebP chunk", webpFile(iccpChunk(10), vp8Chunk(10, 10)), "webp"],
    ["a small extended canvas around a huge frame", webpFile(vp8xChunk(100, 100), vp8Chunk(16383, 16383)), "webp"],
    ["a small extended canvas around a huge lossless frame", webpFile(vp8xChunk(100, 100), vp8lChunk(16384, 16384)), "webp"],
    ["an extended WebP with no frame", webpFile(vp8xChunk(100, 100), iccpChunk(20)), "webp"],
  ])("%s", (_what, file, type) => {
    expect(header(file)).toEqual({ kind: "unreadable", type });
    expect(check(file)).toMatchObject({ code: "unreadable_image" });
  });

  it("the message names the type the file claims", () => {
    expect(check(png.subarray(0, 20))).toEqual({
      code: "unreadable_image",
      message: "The photo cannot be read as a PNG image: the file is damaged or cut off.",
    });
  });

  it.each([
    ["text", Buffer.from("just text, named car.png")],
    ["an empty file", Buffer.alloc(0)],
    ["a GIF", Buffer.from("GIF89a\x10\x00\x10\x00", "latin1")],
    ["a RIFF that is not WebP", Buffer.concat([Buffer.from("RIFF\x04\x00\x00\x00WAVE", "latin1")])],
    ["a PNG signature with one byte wrong", withByte(png, 1, 0x51)],
  ])("%s is no image the check reads: a type error", (_what, file) => {
    expect(header(file)).toEqual({ kind: "unknown" });
    expect(check(file)).toEqual({ code: "invalid_type", message: "The photo must be a JPEG, PNG or WebP image." });
  });

  it("a reader that fails reads nothing", () => {
    const failing = (offset: number, length: number) => {
      if (offset > 0) throw new Error("the upload is gone");
      return bytesOf(png).slice(offset, offset + length);
    };
    expect(readImageHeader(failing, png.length)).toEqual({ kind: "unreadable", type: "png" });
  });
});
