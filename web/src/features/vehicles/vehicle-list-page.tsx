import { useEffect, useMemo, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { PAGE_SIZE } from "@shared/constants";
import { pathTo } from "@shared/routes";
import { parseVehicleListQuery, vehicleListPath } from "@shared/vehicle-list";
import { useFlash } from "../../lib/flash";
import { SLOW_LOAD_MS, useDelayedFlag } from "../../lib/timing";
import { Alert, LoadError, StaleNotice } from "../../ui/alert";
import { Button, ButtonLink } from "../../ui/button";
import { EmptyState } from "../../ui/empty-state";
import { formatCount } from "../../ui/format";
import { PageHeader } from "../../ui/page-header";
import { Pager } from "../../ui/pager";
import { Skeleton } from "../../ui/spinner";
import { useCategoryOptions } from "./use-category-options";
import { useVehicleList } from "./use-vehicle-list";
import { isFiltered, NO_FILTERS, VehicleFilters, type QueryChange } from "./vehicle-filters";
import { VehicleTable } from "./vehicle-table";
import { rememberListQuery } from "./vehicle-values";
import "./vehicles.css";
import { Allowed } from "../../lib/permissions";
import { useTranslation } from "../../lib/i18n";

/** The vehicle list (docs/product.md "Vehicle list"): search, filters, sort and page live in the URL. */
export function VehicleListPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = useMemo(() => {
    const params = new URLSearchParams(search);
    return parseVehicleListQuery((name) => params.get(name));
  }, [search]);
  const list = useVehicleList(query);
  const categories = useCategoryOptions();
  const notice = useFlash();
  const slow = useDelayedFlag(list.loading, SLOW_LOAD_MS);
  const top = useRef<HTMLDivElement>(null);
  const { t } = useTranslation("vehicles");

  useEffect(() => rememberListQuery(query), [query]);
  // A new page starts at the top of the list, not where the pager was.
  useEffect(() => {
    if (top.current && top.current.getBoundingClientRect().top < 0) top.current.scrollIntoView();
  }, [query.page]);

  const change: QueryChange = (next, options) => navigate(vehicleListPath({ ...query, page: 1, ...next }), options);
  const filtered = isFiltered(query);
  const clear = () => change(NO_FILTERS);

  // A failure takes the place of rows only when none of this query are shown; a failed live
  // refresh keeps the rows, which were right a moment ago, and says so above them.
  const failed = list.failure !== null && !list.loading;
  let content;
  if (failed && !list.rowsCurrent) {
    content = <LoadError title={t("list.loadFailed")} message={list.failure} onRetry={list.retry} />;
  } else if (list.rows === null) {
    content = slow ? <Skeleton lines={8} label={t("list.loading")} /> : null;
  } else if (list.rows.length > 0) {
    content = <VehicleTable rows={list.rows} query={query} busy={slow} onChange={change} />;
  } else if (query.page > 1) {
    content = (
      <EmptyState title={t("list.noPage", { page: formatCount(query.page) })} action={<ButtonLink href={vehicleListPath({ ...query, page: 1 })}>{t("list.firstPage")}</ButtonLink>}>
        {t("list.shorter")}
      </EmptyState>
    );
  } else if (filtered) {
    content = (
      <EmptyState title={t("list.noMatchTitle")} action={<Button onClick={clear}>{t("filters.clear")}</Button>}>
        {t("list.noMatch")}
      </EmptyState>
    );
  } else {
    content = (
      <EmptyState icon="vehicle" title={t("list.emptyTitle")} action={<Allowed action="create" subject="vehicles"><ButtonLink href={pathTo("vehicles-new")}>{t("list.addFirst")}</ButtonLink></Allowed>}>
        {t("list.empty")}
      </EmptyState>
    );
  }

  const pageCount = list.total === null ? null : Math.max(1, Math.ceil(list.total / PAGE_SIZE));
  return (
    <section className="stack">
      <PageHeader
        title={t("list.title")}
        description={t("list.description")}
        actions={<Allowed action="create" subject="vehicles"><ButtonLink href={pathTo("vehicles-new")}>{t("list.newVehicle")}</ButtonLink></Allowed>}
      />
      {notice && <Alert tone="success">{notice}</Alert>}
      <div ref={top} className="stack">
        <VehicleFilters query={query} categories={categories} onChange={change} />
        <p className="list-summary muted" aria-live="polite">
          {list.total === null ? "" : t(filtered ? "list.matching" : "list.count", { count: list.total, n: formatCount(list.total) })}
        </p>
      </div>
      {failed && list.rowsCurrent && <StaleNotice title={t("list.stale")} message={list.failure} onRefresh={list.retry} />}
      {content}
      {list.rows !== null && list.rows.length > 0 && (query.page > 1 || list.hasNext) && (
        <Pager page={query.page} pageCount={pageCount} hasNext={list.hasNext} href={(page) => vehicleListPath({ ...query, page })} label={t("list.pages")} />
      )}
    </section>
  );
}
