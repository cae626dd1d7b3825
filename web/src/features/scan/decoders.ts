// Reading codes from the camera (docs/product.md "Phone and offline"): the browser's own BarcodeDetector where it
// has one (Chrome on Android), ZXing elsewhere (Safari, desktop Chromium on Linux, Firefox).
// ZXing is imported file by file, the readers of the codes Workshop meets and what they need only
// (the QR code of its labels and job cards, the EAN-13 and Code-128 barcodes on parts' boxes): a
// fraction of the whole library in the page, and no WebAssembly to serve.

import BinaryBitmap from "@zxing/library/esm/core/BinaryBitmap";
import HybridBinarizer from "@zxing/library/esm/core/common/HybridBinarizer";
import Code128Reader from "@zxing/library/esm/core/oned/Code128Reader";
import EAN13Reader from "@zxing/library/esm/core/oned/EAN13Reader";
import QRCodeReader from "@zxing/library/esm/core/qrcode/QRCodeReader";
import RGBLuminanceSource from "@zxing/library/esm/core/RGBLuminanceSource";

/** The codes Workshop prints (QR codes on labels and job cards), then the barcodes parts come with. */
export const FORMATS = ["qr_code", "ean_13", "code_128"] as const;

/** Frames are read at most this wide: enough for a label held in front of the camera, cheap to decode. */
const MAX_FRAME_WIDTH = 640;

export interface Decoder {
  /** Which reader: "BarcodeDetector" or "ZXing". */
  readonly name: string;
  /** The text of a code in the video's current frame, or null when it shows none. */
  decode(video: HTMLVideoElement): Promise<string | null>;
}

interface DetectedBarcode {
  readonly rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDecoder(): Promise<Decoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const supported = await Detector.getSupportedFormats();
    const formats = FORMATS.filter((format) => supported.includes(format));
    // Workshop's own QR codes are a must; a detector without them leaves the reading to ZXing.
    if (!formats.includes("qr_code")) return null;
    const detector = new Detector({ formats: [...formats] });
    return {
      name: "BarcodeDetector",
      decode: async (video) => (await detector.detect(video))[0]?.rawValue ?? null,
    };
  } catch {
    return null;
  }
}

/** Grey levels of RGBA pixels, as ZXing reads them (the ITU-R 601 weights, in integers). */
export function luminance(rgba: Uint8ClampedArray): Uint8ClampedArray {
  const grey = new Uint8ClampedArray(rgba.length / 4);
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 1) {
    grey[j] = (rgba[i]! * 306 + rgba[i + 1]! * 601 + rgba[i + 2]! * 117) >> 10;
  }
  return grey;
}

const READERS = [new QRCodeReader(), new EAN13Reader(), new Code128Reader()];

/** The text of the QR code or barcode in a grey image, or null. */
export function decodeGrey(grey: Uint8ClampedArray, width: number, height: number): string | null {
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(grey, width, height)));
  for (const reader of READERS) {
    try {
      return reader.decode(bitmap).getText();
    } catch {
      // ZXing throws when a frame holds no code it reads: the usual case between two codes.
    } finally {
      reader.reset();
    }
  }
  return null;
}

function zxingDecoder(): Decoder {
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return {
    name: "ZXing",
    decode: async (video) => {
      if (!context || video.videoWidth === 0) return null;
      const scale = Math.min(1, MAX_FRAME_WIDTH / video.videoWidth);
      const width = Math.round(video.videoWidth * scale);
      const height = Math.round(video.videoHeight * scale);
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
      }
      context.drawImage(video, 0, 0, width, height);
      return decodeGrey(luminance(context.getImageData(0, 0, width, height).data), width, height);
    },
  };
}

/** The best reader this browser has. */
export async function createDecoder(): Promise<Decoder> {
  return (await nativeDecoder()) ?? zxingDecoder();
}
