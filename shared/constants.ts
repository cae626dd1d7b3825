// Every business constant that docs/product.md "Session", "Around every screen" and "Errors shown
// to people" name, in one place for the browser and the server.

/** The session cookie (docs/product.md "Session"). */
export const AUTH_COOKIE_NAME = "pb_auth";
export const AUTH_COOKIE_MAX_AGE_SECONDS = 604_800; // 7 days
/** Past this size the stored employee record is trimmed to its essentials. */
export const AUTH_COOKIE_MAX_BYTES = 4096;

/** The auth collection staff sign in to. */
export const EMPLOYEES_COLLECTION = "employees";

/** Lists: the SDK's default page size, and the batch size for full-list reads. */
export const PAGE_SIZE = 30;
export const FULL_LIST_BATCH = 500;

/** Realtime: the SDK's connect timeout and reconnect back-off. */
export const REALTIME_CONNECT_TIMEOUT_MS = 15_000;
export const REALTIME_RECONNECT_DELAYS_MS: readonly number[] = [200, 300, 500, 1000, 1200, 1500, 2000];

/** The golden loading bar. */
export const LOADING_BAR = {
  color: "#d4a017",
  heightPx: 3,
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
} as const;

/** A page reloads for a new build at most once in this window, so it can never loop. */
export const RELOAD_GUARD_MS = 10_000;

/** Shown when a backend error carries no message of its own (docs/product.md "Errors shown to people"). */
export const DEFAULT_ERROR_MESSAGE = "Something went wrong.";
export const NOT_FOUND_TITLE = "Page Not Found";
export const SERVER_ERROR_TITLE = "Internal Server Error";

export function notFoundMessage(path: string): string {
  return `${NOT_FOUND_TITLE}: ${path}`;
}
