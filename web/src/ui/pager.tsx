import { Link } from "wouter";
import { useTranslation } from "../lib/i18n";
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
  label,
}: {
  page: number;
  pageCount: number | null;
  hasNext: boolean;
  href: (page: number) => string;
  label?: string;
}) {
  const { t } = useTranslation();
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
    <nav className="pager" aria-label={label ?? t("pager.label")}>
      {step(page - 1, page > 1, t("pager.previous"), "prev")}
      <span className="pager-position">
        {pageCount === null ? t("pager.page", { page }) : t("pager.pageOf", { page, pageCount })}
      </span>
      {step(page + 1, hasNext, t("pager.next"), "next")}
    </nav>
  );
}
