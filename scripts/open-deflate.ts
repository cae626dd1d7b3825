// Turns a finished raw deflate stream (RFC 1951) into an *open* one: the same blocks, the last no
// longer marked final, then an empty stored block that ends on a byte boundary (what zlib's
// Z_SYNC_FLUSH writes). The server then closes it with the page's runtime tail as a final stored
// block (shared/page-wire.ts). Zopfli compresses the page 3–4 % smaller than zlib at level 9, but
// only writes finished streams; this finds where the last block starts and where it ends, which
// takes walking every block: Huffman-decoding its symbols without keeping the output.

class BitReader {
  private position = 0; // in bits

  constructor(private readonly bytes: Uint8Array) {}

  get bitPosition(): number {
    return this.position;
  }

  bit(): number {
    const byte = this.bytes[this.position >>> 3];
    if (byte === undefined) throw new Error("deflate stream ends early");
    const value = (byte >>> (this.position & 7)) & 1;
    this.position += 1;
    return value;
  }

  bits(count: number): number {
    let value = 0;
    for (let i = 0; i < count; i++) value |= this.bit() << i;
    return value;
  }

  alignToByte(): void {
    this.position = (this.position + 7) & ~7;
  }
}

/** A canonical Huffman code (RFC 1951 3.2.2) as counts per length and symbols in code order. */
interface Huffman {
  readonly counts: number[];
  readonly symbols: number[];
}

function huffman(lengths: readonly number[]): Huffman {
  const counts = new Array<number>(16).fill(0);
  for (const length of lengths) counts[length]! += 1;
  counts[0] = 0;
  const offsets = new Array<number>(16).fill(0);
  for (let length = 1; length < 16; length++) offsets[length] = offsets[length - 1]! + counts[length - 1]!;
  const symbols = new Array<number>(lengths.length).fill(0);
  lengths.forEach((length, symbol) => {
    if (length !== 0) symbols[offsets[length]!++] = symbol;
  });
  return { counts, symbols };
}

/** Reads one symbol, a code bit by bit from its most significant bit (as deflate stores codes). */
function decode(reader: BitReader, code: Huffman): number {
  let value = 0;
  let first = 0;
  let index = 0;
  for (let length = 1; length < 16; length++) {
    value |= reader.bit();
    const count = code.counts[length]!;
    if (value - first < count) return code.symbols[index + value - first]!;
    index += count;
    first = (first + count) << 1;
    value <<= 1;
  }
  throw new Error("invalid Huffman code in deflate stream");
}

const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DISTANCE_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

const FIXED_LITERALS = huffman(Array.from({ length: 288 }, (_, s) => (s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8)));
const FIXED_DISTANCES = huffman(new Array<number>(30).fill(5));

function dynamicCodes(reader: BitReader): [Huffman, Huffman] {
  const literalCount = reader.bits(5) + 257;
  const distanceCount = reader.bits(5) + 1;
  const codeLengthCount = reader.bits(4) + 4;
  const codeLengthLengths = new Array<number>(19).fill(0);
  for (let i = 0; i < codeLengthCount; i++) codeLengthLengths[CODE_LENGTH_ORDER[i]!] = reader.bits(3);
  const codeLengths = huffman(codeLengthLengths);
  const lengths: number[] = [];
  while (lengths.length < literalCount + distanceCount) {
    const symbol = decode(reader, codeLengths);
    if (symbol < 16) lengths.push(symbol);
    else if (symbol === 16) {
      const previous = lengths[lengths.length - 1];
      if (previous === undefined) throw new Error("deflate: repeat with no previous length");
      for (let n = 3 + reader.bits(2); n > 0; n--) lengths.push(previous);
    } else {
      const zeros = symbol === 17 ? 3 + reader.bits(3) : 11 + reader.bits(7);
      for (let n = zeros; n > 0; n--) lengths.push(0);
    }
  }
  return [huffman(lengths.slice(0, literalCount)), huffman(lengths.slice(literalCount))];
}

/** Skips one compressed block's symbols, up to and including its end-of-block code. */
function skipSymbols(reader: BitReader, literals: Huffman, distances: Huffman): void {
  for (;;) {
    const symbol = decode(reader, literals);
    if (symbol === 256) return;
    if (symbol < 256) continue;
    const lengthExtra = LENGTH_EXTRA[symbol - 257];
    if (lengthExtra === undefined) throw new Error("deflate: invalid length symbol");
    reader.bits(lengthExtra);
    const distance = decode(reader, distances);
    const distanceExtra = DISTANCE_EXTRA[distance];
    if (distanceExtra === undefined) throw new Error("deflate: invalid distance symbol");
    reader.bits(distanceExtra);
  }
}

/** The stream with its final block made non-final and an empty stored block after it. */
export function openDeflate(stream: Uint8Array): Uint8Array {
  const reader = new BitReader(stream);
  let lastHeader = -1;
  for (let final = 0; final === 0; ) {
    lastHeader = reader.bitPosition;
    final = reader.bit();
    const type = reader.bits(2);
    if (type === 0) {
      reader.alignToByte();
      const length = reader.bits(16);
      reader.bits(16);
      for (let i = 0; i < length; i++) reader.bits(8);
    } else if (type === 1) {
      skipSymbols(reader, FIXED_LITERALS, FIXED_DISTANCES);
    } else if (type === 2) {
      const [literals, distances] = dynamicCodes(reader);
      skipSymbols(reader, literals, distances);
    } else {
      throw new Error("deflate: invalid block type");
    }
  }
  const end = reader.bitPosition;
  // Room for the empty stored block: 3 header bits, padding, LEN and NLEN.
  const out = new Uint8Array(((end + 3 + 7) >>> 3) + 4);
  out.set(stream.subarray(0, (end + 7) >>> 3));
  out[lastHeader >>> 3]! &= ~(1 << (lastHeader & 7)); // BFINAL = 0
  // Bits after `end` in its last byte are padding: clear them, then BFINAL=0, BTYPE=00 (zeros).
  if (end & 7) out[end >>> 3]! &= (1 << (end & 7)) - 1;
  const aligned = (end + 3 + 7) >>> 3;
  out.set([0x00, 0x00, 0xff, 0xff], aligned);
  return out;
}
