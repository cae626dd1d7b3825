import { Link } from "wouter";
import { buttonClass } from "./button";

/**
 * Previous / next page of a list as links (so a page can be opened in a new tab or
 * bookmarked). `pageCount` is null while the number of pages is not known yet.
 */
export function Pager({
  page,
  pageCount,
  hasNext,
  href,
  label = "Pages",
}: {
  page: number;
  pageCount: number | null;
  hasNext: boolean;
  href: (page: number) => string;
  label?: string;
}) {
  const step = (target: number, enabled: boolean, text: string, rel: string) =>
    enabled ? (
      <Link href={href(target)} className={buttonClass("secondary", "button-small")} rel={rel}>
        {text}
      </Link>
    ) : (
      <span className={buttonClass("secondary", "button-small")} aria-disabled="true">
        {text}
      </span>
    );
  return (
    <nav className="pager" aria-label={label}>
      {step(page - 1, page > 1, "Previous", "prev")}
      <span className="pager-position">
        Page {page}
        {pageCount !== null && ` of ${pageCount}`}
      </span>
      {step(page + 1, hasNext, "Next", "next")}
    </nav>
  );
}
