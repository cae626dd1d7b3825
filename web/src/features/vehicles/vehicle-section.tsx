// A titled part of the vehicle page (its work, its history, its readings) and the states of the
// list inside it: loading, could not load (with "Try again"), empty (what that means), the rows,
// and rows kept after a failed live reload (said so above them).

import type { ReactNode } from "react";
import { Link } from "wouter";
import { LoadError, StaleNotice } from "../../ui/alert";
import { Pager } from "../../ui/pager";
import { Skeleton } from "../../ui/spinner";
import type { VehicleRecords } from "./use-vehicle-records";
import { useTranslation } from "../../lib/i18n";

export function VehicleSection({ id, title, description, actions, children }: {
  /** For links into the page ("#open-work"). */
  id?: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  // Not a labelled region: its heading is enough to find it, and a region named "Odometer
  // readings" would answer for the form's "Odometer" field in label searches.
  return (
    <section className="card vehicle-section" id={id}>
      <div className="vehicle-section-header">
        <div>
          <h2>{title}</h2>
          {description && <p className="muted vehicle-section-description">{description}</p>}
        </div>
        {actions && <div className="row vehicle-section-actions">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** What a section's list shows in each state; `rows` draws the items when there are some. */
export function SectionList<T>({ list, what, empty, rows, pager }: {
  list: VehicleRecords<T>;
  /** "work orders" (in the language spoken: a plain noun, "Mängel"), for the messages. */
  what: string;
  /** Shown when there is nothing (on the first page). */
  empty: ReactNode;
  rows: (items: readonly T[]) => ReactNode;
  /** The section's page and links, for a paged list. */
  pager?: { page: number; href: (page: number) => string; label: string };
}) {
  const { items, failure } = list;
  const { t } = useTranslation("vehicles");
  if (items === null) {
    if (failure) return <LoadError title={t("section.loadFailed", { what })} message={failure} onRetry={list.reload} />;
    return <Skeleton lines={3} label={t("section.loading", { what })} />;
  }
  const stale = failure && <StaleNotice title={t("section.stale", { what })} message={failure} onRefresh={list.reload} />;
  if (items.length === 0 && pager && pager.page > 1) {
    return (
      <>
        {stale}
        <p className="muted">
          {t("section.noPage", { page: pager.page, what })}
          <Link href={pager.href(1)}>{t("section.firstPage")}</Link>
          {t("section.noPageAfter")}
        </p>
      </>
    );
  }
  if (items.length === 0) {
    return (
      <>
        {stale}
        <p className="empty-note">{empty}</p>
      </>
    );
  }
  return (
    <>
      {stale}
      {rows(items)}
      {pager && list.totalPages > 1 && (
        <Pager page={pager.page} pageCount={list.totalPages} hasNext={pager.page < list.totalPages} href={pager.href} label={pager.label} />
      )}
    </>
  );
}
