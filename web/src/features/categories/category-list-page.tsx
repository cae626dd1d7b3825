import { Link } from "wouter";
import type { CategoryUsage } from "@shared/records";
import { pathTo } from "@shared/routes";
import { vehicleListPath } from "@shared/vehicle-list";
import type { TFunction } from "i18next";
import { useFlash } from "../../lib/flash";
import { useTranslation } from "../../lib/i18n";
import { SLOW_LOAD_MS, useDelayedFlag } from "../../lib/timing";
import { Alert, LoadError } from "../../ui/alert";
import { ButtonLink } from "../../ui/button";
import { DataTable, type Column } from "../../ui/data-table";
import { EmptyState } from "../../ui/empty-state";
import { formatCount } from "../../ui/format";
import { PageHeader } from "../../ui/page-header";
import { Skeleton } from "../../ui/spinner";
import { useCategoryUsage } from "./use-category-usage";
import { Allowed } from "../../lib/permissions";

const columns = (t: TFunction<"categories">): readonly Column<CategoryUsage>[] => [
  { key: "name", header: t("column.name"), cell: (c) => <Link href={pathTo("category", { id: c.id })}>{c.name}</Link> },
  // On a phone the name and count matter; the category's page has the description.
  { key: "description", header: t("column.description"), className: "hide-on-phone", cell: (c) => <span className="muted">{c.description}</span> },
  {
    key: "vehicles",
    header: t("column.vehicles"),
    align: "end",
    className: "nowrap",
    cell: (c) => (c.vehicles === 0 ? "0" : <Link href={vehicleListPath({ category: c.id })}>{t("vehicles", { count: c.vehicles, n: formatCount(c.vehicles) })}</Link>),
  },
];

/** Every category with the number of its vehicles, kept live. */
export function CategoryListPage() {
  const { t } = useTranslation("categories");
  const usage = useCategoryUsage();
  const notice = useFlash();
  const slow = useDelayedFlag(usage.data === null && usage.failure === null, SLOW_LOAD_MS);
  const rows = usage.data;

  return (
    <section className="stack">
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<Allowed action="create" subject="categories"><ButtonLink href={pathTo("categories-new")}>{t("newCategory")}</ButtonLink></Allowed>}
      />
      {notice && <Alert tone="success">{notice}</Alert>}
      {usage.failure !== null && rows === null ? (
        <LoadError title={t("loadFailed")} message={usage.failure} onRetry={usage.reload} />
      ) : rows === null ? (
        slow && <Skeleton lines={5} label={t("loading")} />
      ) : (
        <DataTable
          caption={t("title")}
          columns={columns(t)}
          rows={rows}
          rowKey={(c) => c.id}
          empty={
            <EmptyState title={t("empty.title")} action={<Allowed action="create" subject="categories"><ButtonLink href={pathTo("categories-new")}>{t("empty.add")}</ButtonLink></Allowed>}>
              {t("empty.text")}
            </EmptyState>
          }
        />
      )}
    </section>
  );
}
