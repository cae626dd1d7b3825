// The one check every uploaded image passes, in the browser before scaling it and on the server
// before saving it (docs/product.md "Bounded by design": photos of at most 40 megapixels): a small
// file can decode to gigabytes, so the dimensions its header declares decide, and a header that
// cannot be read is refused as well. Encodings that take more memory a pixel to decode (a PNG in
// colour, a progressive JPEG, a JPEG turned by its EXIF orientation) get fewer pixels, so that no
// accepted image costs more to decode than a full-colour JPEG of 40 megapixels.

import { invalid, valid, type FieldCheck } from "./field-error";
import { readImageHeader, type ImageHeader, type ImageType, type ReadBytes } from "./image-size";
import { IMAGE_MAX_DECODED_BYTES, IMAGE_MAX_PIXELS } from "./limits";
import { groupDigits } from "./text";

/** The image types the header check reads, as people name them. */
export const IMAGE_TYPE_NAMES = "JPEG, PNG or WebP";
const TYPE_NAME: Readonly<Record<ImageType, string>> = { png: "PNG", jpeg: "JPEG", webp: "WebP" };
const MAX_MEGAPIXELS = IMAGE_MAX_PIXELS / 1_000_000;

export interface ImageDimensions {
  readonly type: ImageType;
  readonly width: number;
  readonly height: number;
}

/** "The photo must be a JPEG, PNG or WebP image." */
export function imageTypeMessage(noun: string): string {
  return `The ${noun} must be a ${IMAGE_TYPE_NAMES} image.`;
}

export function unreadableImageMessage(noun: string, type: ImageType): string {
  return `The ${noun} cannot be read as a ${TYPE_NAME[type]} image: the file is damaged or cut off.`;
}

/** Rounded up, so that an image just over a limit never reads as the limit. */
function megapixels(width: number, height: number): string {
  return String(Math.ceil((width * height) / 100_000) / 10);
}

function dimensions(width: number, height: number): string {
  return `${groupDigits(width)} × ${groupDigits(height)} pixels (${megapixels(width, height)} megapixels)`;
}

export function tooManyPixelsMessage(noun: string, width: number, height: number): string {
  return `The ${noun} can be at most ${MAX_MEGAPIXELS} megapixels; this one is ${dimensions(width, height)}. Scale it down and try again.`;
}

/** The most pixels accepted of an encoding that decodes to `bytesPerPixel`. */
export function pixelLimit(bytesPerPixel: number): number {
  return Math.min(IMAGE_MAX_PIXELS, Math.floor(IMAGE_MAX_DECODED_BYTES / bytesPerPixel));
}

export function tooCostlyMessage(noun: string, encoding: string, limit: number, width: number, height: number): string {
  return (
    `As ${encoding}, which takes more memory to decode, the ${noun} can be at most ` +
    `${Math.floor(limit / 100_000) / 10} megapixels; this one is ${dimensions(width, height)}. Scale it down and try again.`
  );
}

/** `noun` names the field in the messages ("photo"). */
export function checkImageHeader(header: ImageHeader, noun: string): FieldCheck<ImageDimensions> {
  if (header.kind === "unknown") return invalid("invalid_type", imageTypeMessage(noun));
  if (header.kind === "unreadable") return invalid("unreadable_image", unreadableImageMessage(noun, header.type));
  const { type, width, height } = header;
  if (width * height > IMAGE_MAX_PIXELS) return invalid("too_many_pixels", tooManyPixelsMessage(noun, width, height));
  const limit = pixelLimit(header.bytesPerPixel);
  if (width * height > limit) {
    return invalid("too_many_pixels", tooCostlyMessage(noun, header.encoding, limit, width, height));
  }
  return valid({ type, width, height });
}

/** Reads the header of a file of `fileSize` bytes and checks it. */
export function checkImageFile(read: ReadBytes, fileSize: number, noun: string): FieldCheck<ImageDimensions> {
  return checkImageHeader(readImageHeader(read, fileSize), noun);
}
