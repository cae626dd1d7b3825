// Reading PocketBase `sort` expressions (`-updated,plate`, `created_by.email`). Pure: no
// PocketBase globals, so unit tests can import it.

import { parseSort } from "./dashboard/keyset";

/** Whether any term of a `sort` expression reaches an `email` field, directly or through a relation. */
export function sortsByEmail(sort: string): boolean {
  return parseSort(sort).some(({ field }) => field.split(/[.:]/).some((segment) => segment.trim() === "email"));
}
