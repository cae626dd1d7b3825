// The camera's ZXing reader (Safari, Firefox, desktop Chromium) reads the EAN-13 barcode on a
// part's box, not only Workshop's QR codes: a barcode drawn bar by bar as a camera would see it.
import { describe, expect, it } from "vitest";
import { decodeGrey } from "../../web/src/features/scan/decoders";

const L = ["0001101", "0011001", "0010011", "0111101", "0100011", "0110001", "0101111", "0111011", "0110111", "0001011"];
const R = L.map((code) => [...code].map((bit) => (bit === "1" ? "0" : "1")).join(""));
const G = R.map((code) => [...code].reverse().join(""));
const PARITY = ["LLLLLL", "LLGLGG", "LLGGLG", "LLGGGL", "LGLLGG", "LGGLLG", "LGGGLG", "LGLGLG", "LGLGGL", "LGGLGL"];

/** The modules (1 = bar) of an EAN-13 code. */
function ean13Modules(code: string): string {
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0]!]!;
  const left = digits.slice(1, 7).map((digit, i) => (parity[i] === "L" ? L : G)[digit]).join("");
  const right = digits.slice(7).map((digit) => R[digit]).join("");
  return `101${left}01010${right}101`;
}

/** A grey picture of the modules, `scale` pixels each, with a white quiet zone around. */
function draw(modules: string, scale: number, height: number): { grey: Uint8ClampedArray; width: number } {
  const quiet = 12 * scale;
  const width = modules.length * scale + 2 * quiet;
  const grey = new Uint8ClampedArray(width * height).fill(255);
  for (let y = height / 4; y < (3 * height) / 4; y += 1) {
    for (let x = 0; x < modules.length * scale; x += 1) {
      if (modules[Math.floor(x / scale)] === "1") grey[y * width + quiet + x] = 0;
    }
  }
  return { grey, width };
}

describe("the camera's barcode reader", () => {
  it("reads the EAN-13 barcode of a part's box", () => {
    const { grey, width } = draw(ean13Modules("4006633145213"), 3, 120);
    expect(decodeGrey(grey, width, 120)).toBe("4006633145213");
  });

  it("reads nothing from a blank frame", () => {
    expect(decodeGrey(new Uint8ClampedArray(200 * 100).fill(255), 200, 100)).toBeNull();
  });
});
