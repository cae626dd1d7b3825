// Reading PocketBase `sort` expressions (`-updated,plate`, `created_by.email`). Pure: no
// PocketBase globals, so unit tests can import it.

export interface SortColumn {
  /** A field as PocketBase's filter and sort syntax name it: `plate`, `category.name`, `id`. */
  readonly field: string;
  readonly descending: boolean;
}

/** PocketBase's sort syntax, e.g. `-updated,-id`, as columns. */
export function parseSort(sort: string): SortColumn[] {
  return sort
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .map((part) => (part.startsWith("-") ? { field: part.slice(1), descending: true } : { field: part.replace(/^\+/, ""), descending: false }));
}

/** Whether any term of a `sort` expression reaches an `email` field, directly or through a relation. */
export function sortsByEmail(sort: string): boolean {
  return parseSort(sort).some(({ field }) => field.split(/[.:]/).some((segment) => segment.trim() === "email"));
}
