// The camera's ZXing reader (Safari, Firefox, desktop Chromium) reads the EAN-13 barcode on a
// part's box, not only Workshop's QR codes: a barcode drawn bar by bar as a camera would see it.
import { describe, expect, it } from "vitest";
import { decodeGrey } from "../../web/src/features/scan/decoders";
import { drawBarcode, ean13Modules } from "../support/barcodes";

describe("the camera's barcode reader", () => {
  it("reads the EAN-13 barcode of a part's box", () => {
    const { grey, width } = drawBarcode(ean13Modules("4006633145213"), 3, 120);
    expect(decodeGrey(grey, width, 120)).toBe("4006633145213");
  });

  it("reads nothing from a blank frame", () => {
    expect(decodeGrey(new Uint8ClampedArray(200 * 100).fill(255), 200, 100)).toBeNull();
  });
});
