// What was last read, kept on the device (docs/product.md "Phone and offline": reads offline show what was last
// seen, marked with its age). The API client keeps a copy of each answer to the reads a
// technician needs at the car — work orders and their items, their running clock, the vehicle, colleagues' names,
// readings, reminders, history — and, when the server cannot be reached, answers the same read
// from the copy instead. Screens need no change for it; the connection notice says how old what
// is shown is (`servedAges`). Copies belong to the employee who read them, are dropped when they
// sign out, and are bounded in number (the oldest go first).

import { normalizeUnknownQueryParams, serializeQueryParams, type SendOptions } from "pocketbase";
import { COPIES_STORE, deviceDb, inStore } from "./device-db";

/** Reads worth keeping: records of these collections (a list or one record)… */
const LISTED = /^\/api\/collections\/(work_orders|work_order_items|employees|odometer_readings|reminders|history|time_entries)\/records$/;
/** …and single records of these (one vehicle, one work order). */
const SINGLE = /^\/api\/collections\/(work_orders|vehicles|employees)\/records\/[a-z0-9]{15}$/;

/** At most this many copies; beyond it the oldest are dropped. */
export const MAX_COPIES = 300;
/** Copies older than this are not shown: a month-old job card misleads more than it helps. */
export const MAX_COPY_AGE_MS = 30 * 24 * 60 * 60 * 1000;

interface Copy {
  readonly key: string;
  readonly employee: string;
  readonly savedAt: number;
  readonly body: unknown;
}

/** The key of a read, or null when it is not one worth keeping. `options` as passed to `send`. */
export function copyKey(path: string, options: SendOptions | undefined, employee: string): string | null {
  if (employee === "" || ((options?.method ?? "GET").toUpperCase() !== "GET")) return null;
  if (!LISTED.test(path) && !SINGLE.test(path)) return null;
  // A read that must come from the server (the outbox asking whether a record arrived).
  if (options?.cache === "no-store") return null;
  const normalized: SendOptions = { ...options, query: { ...options?.query } };
  normalizeUnknownQueryParams(normalized);
  // In a fixed order: the same read gives the same key however its options were written.
  const sorted = Object.fromEntries(Object.entries(normalized.query ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const query = serializeQueryParams(sorted);
  return `${employee} ${path}${query === "" ? "" : `?${query}`}`;
}

// ---- Which copies the current screen shows --------------------------------------------------

let servedSince: number | null = null;
const servedListeners = new Set<() => void>();

/** The time the oldest copy shown on the current screen was saved (null: all from the server). */
export function oldestServedCopy(): number | null {
  return servedSince;
}

export function subscribeServedCopies(listener: () => void): () => void {
  servedListeners.add(listener);
  return () => servedListeners.delete(listener);
}

function markServed(savedAt: number | null): void {
  const next = savedAt === null ? null : Math.min(servedSince ?? savedAt, savedAt);
  if (next === servedSince) return;
  servedSince = next;
  for (const listener of [...servedListeners]) listener();
}

/** A new screen: what it shows is judged afresh. */
export function newScreen(): void {
  markServed(null);
}

// ---- Keeping and reading copies ------------------------------------------------------------

let writesSinceTrim = 0;

export async function saveCopy(key: string, employee: string, body: unknown, now = Date.now()): Promise<void> {
  if (!(await deviceDb())) return;
  const copy: Copy = { key, employee, savedAt: now, body };
  await inStore(COPIES_STORE, "readwrite", (store) => store.put(copy));
  writesSinceTrim += 1;
  if (writesSinceTrim >= 50) {
    writesSinceTrim = 0;
    await trimCopies(now);
  }
}

/**
 * The copy of a read, when there is one young enough. `shown`: it stands in for the server's
 * answer on this screen (the notice then says how old it is); a screen that shows a copy only
 * until the server answers passes false.
 */
export async function readCopy(key: string, now = Date.now(), shown = true): Promise<{ body: unknown; savedAt: number } | null> {
  if (!(await deviceDb())) return null;
  const copy = (await inStore<Copy | undefined>(COPIES_STORE, "readonly", (store) => store.get(key))) ?? undefined;
  if (!copy || now - copy.savedAt > MAX_COPY_AGE_MS) return null;
  if (shown) markServed(copy.savedAt);
  return { body: copy.body, savedAt: copy.savedAt };
}

/** Drops the oldest copies beyond MAX_COPIES and any older than MAX_COPY_AGE_MS. */
export async function trimCopies(now = Date.now()): Promise<void> {
  // Oldest first, by the index.
  const all = (await inStore<Copy[]>(COPIES_STORE, "readonly", (store) => store.index("savedAt").getAll())) ?? [];
  const drop = all.filter((copy, index) => index < all.length - MAX_COPIES || now - copy.savedAt > MAX_COPY_AGE_MS);
  if (drop.length === 0) return;
  await inStore(COPIES_STORE, "readwrite", (store) => {
    for (const copy of drop) store.delete(copy.key);
    return undefined;
  });
}

/** Drops every copy (signing out: what was read leaves with the person). */
export async function clearCopies(): Promise<void> {
  if (!(await deviceDb())) return;
  await inStore(COPIES_STORE, "readwrite", (store) => store.clear());
  markServed(null);
}
