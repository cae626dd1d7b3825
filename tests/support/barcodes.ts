// EAN-13 barcodes drawn bar by bar, as the box of a part carries them: for the camera's readers.

const L = ["0001101", "0011001", "0010011", "0111101", "0100011", "0110001", "0101111", "0111011", "0110111", "0001011"];
const R = L.map((code) => [...code].map((bit) => (bit === "1" ? "0" : "1")).join(""));
const G = R.map((code) => [...code].reverse().join(""));
const PARITY = ["LLLLLL", "LLGLGG", "LLGGLG", "LLGGGL", "LGLLGG", "LGGLLG", "LGGGLG", "LGLGLG", "LGLGGL", "LGGLGL"];

/** The modules (1 = bar) of an EAN-13 code. */
export function ean13Modules(code: string): string {
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0]!]!;
  const left = digits.slice(1, 7).map((digit, i) => (parity[i] === "L" ? L : G)[digit]).join("");
  const right = digits.slice(7).map((digit) => R[digit]).join("");
  return `101${left}01010${right}101`;
}

/** A grey picture (one byte a pixel) of the modules, `scale` pixels each, bars across its middle half, a white quiet zone around. */
export function drawBarcode(modules: string, scale: number, height: number): { grey: Uint8ClampedArray; width: number } {
  const quiet = 12 * scale;
  const width = modules.length * scale + 2 * quiet;
  const grey = new Uint8ClampedArray(width * height).fill(255);
  for (let y = Math.floor(height / 4); y < (3 * height) / 4; y += 1) {
    for (let x = 0; x < modules.length * scale; x += 1) {
      if (modules[Math.floor(x / scale)] === "1") grey[y * width + quiet + x] = 0;
    }
  }
  return { grey, width };
}

/** The picture as a binary PGM file, which ffmpeg reads. */
export function pgm(grey: Uint8ClampedArray, width: number, height: number): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`, "ascii"), Buffer.from(grey)]);
}
