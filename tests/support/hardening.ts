// Knobs of the hardening suites (tests/api/hostile-input.test.ts, load-and-crash.test.ts …).
// `make test` runs a short, bounded version; HARDENING_SCALE=10 runs ten times the cases and
// the load (for the bench or a manual run), HARDENING_SEED=<n> replays a run of the property
// tests (the seed is printed at the start and in every failure).

function positiveNumber(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return raw !== undefined && raw !== "" && Number.isFinite(value) && value > 0 ? value : fallback;
}

export const HARDENING_SCALE = positiveNumber(process.env.HARDENING_SCALE, 1);

/** `n` times the scale, at least 1. */
export function scaled(n: number): number {
  return Math.max(1, Math.round(n * HARDENING_SCALE));
}

/** One seed for the whole run: from HARDENING_SEED, else new for every run. */
export const HARDENING_SEED = Math.trunc(positiveNumber(process.env.HARDENING_SEED, Date.now() % 2_147_483_647));
