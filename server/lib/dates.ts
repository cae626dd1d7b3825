// Dates as PocketBase stores them. Pure: the demo generator's unit tests import it.

export const DAY_MS = 86_400_000;

/** PocketBase's date format: "2026-11-22 05:23:24.731Z" (UTC; compares as text in time order). */
export function pocketbaseDate(time: number): string {
  return new Date(time).toISOString().replace("T", " ");
}
