// The page of each paged list on a vehicle's page lives in its URL (`?history=2&readings=3`),
// like the vehicle list's: a page of the service history can be bookmarked, shared, and comes
// back with the browser's back button.

import { useSearch } from "wouter";
import { withQuery } from "@shared/routes";

export type SectionPageParam = "history" | "readings" | "changes";

function pageOf(value: string | null): number {
  const page = Number(value ?? "1");
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The section's page from the URL (1 when absent or malformed), and the link to any page of it. */
export function useSectionPage(param: SectionPageParam, path: string): { page: number; href: (page: number) => string } {
  const search = useSearch();
  const params = new URLSearchParams(search);
  const href = (page: number) => {
    const next: [string, string][] = [...params.entries()].filter(([name]) => name !== param);
    if (page > 1) next.push([param, String(page)]);
    next.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return withQuery(path, next);
  };
  return { page: pageOf(params.get(param)), href };
}
