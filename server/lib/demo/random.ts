// A small seeded random generator, so that `demo --seed N` makes the same data every time.
// Pure: unit-tested in Node and run by PocketBase's JS engine. It is the "minimal standard"
// Lehmer generator (Park & Miller, multiplier 48271): plenty for demo data, and one multiply
// and one modulo on plain numbers, where generators built on Math.imul and bit twiddling cost
// several times more in that engine (a draw is made some 40 times per vehicle).

// PocketBase's JS engine runs loops some hundred times slower than V8: the helpers here keep
// the work per call small (weights are summed once, ids come from three draws).

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/** Picks items with the given weights (any positive numbers), summed once. */
export interface Weighted<T> {
  pick(random: Random): T;
}

export function weighted<T>(items: readonly (readonly [T, number])[]): Weighted<T> {
  const cumulative: number[] = [];
  let total = 0;
  for (const [, weight] of items) {
    total += weight;
    cumulative.push(total);
  }
  return {
    pick(random) {
      const roll = random.next() * total;
      let i = 0;
      while (i < cumulative.length - 1 && roll >= cumulative[i]!) i += 1;
      return items[i]![0];
    },
  };
}

const MODULUS = 2147483647; // 2^31 - 1, prime

export function createRandom(seed: number): Random {
  let state = (Math.abs(Math.floor(seed)) % (MODULUS - 1)) + 1;
  const next = (): number => {
    state = (state * 48271) % MODULUS;
    return (state - 1) / (MODULUS - 1);
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (probability) => next() < probability,
  };
}

const BASE36_5 = 36 ** 5;

/** A PocketBase record id: 15 of a-z0-9 (three draws of five base-36 digits). */
export function randomId(random: Random): string {
  let id = "";
  for (let i = 0; i < 3; i += 1) id += Math.floor(random.next() * BASE36_5).toString(36).padStart(5, "0");
  return id;
}
