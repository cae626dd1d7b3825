import { Link } from "wouter";
import type { CategoryUsage } from "@shared/records";
import { pathTo } from "@shared/routes";
import { vehicleListPath } from "@shared/vehicle-list";
import { useFlash } from "../../lib/flash";
import { SLOW_LOAD_MS, useDelayedFlag } from "../../lib/timing";
import { Alert, LoadError } from "../../ui/alert";
import { ButtonLink } from "../../ui/button";
import { DataTable, type Column } from "../../ui/data-table";
import { EmptyState } from "../../ui/empty-state";
import { countOf } from "../../ui/format";
import { PageHeader } from "../../ui/page-header";
import { Skeleton } from "../../ui/spinner";
import { useCategoryUsage } from "./use-category-usage";
import { Allowed } from "../../lib/permissions";

const COLUMNS: readonly Column<CategoryUsage>[] = [
  { key: "name", header: "Name", cell: (c) => <Link href={pathTo("category", { id: c.id })}>{c.name}</Link> },
  // On a phone the name and count matter; the category's page has the description.
  { key: "description", header: "Description", className: "hide-on-phone", cell: (c) => <span className="muted">{c.description}</span> },
  {
    key: "vehicles",
    header: "Vehicles",
    align: "end",
    className: "nowrap",
    cell: (c) => (c.vehicles === 0 ? "0" : <Link href={vehicleListPath({ category: c.id })}>{countOf(c.vehicles, "vehicle", "vehicles")}</Link>),
  },
];

/** Every category with the number of its vehicles, kept live. */
export function CategoryListPage() {
  const usage = useCategoryUsage();
  const notice = useFlash();
  const slow = useDelayedFlag(usage.data === null && usage.failure === null, SLOW_LOAD_MS);
  const rows = usage.data;

  return (
    <section className="stack">
      <PageHeader
        title="Categories"
        description="How the workshop groups its vehicles. A category that vehicles use cannot be deleted."
        actions={<Allowed action="create" subject="categories"><ButtonLink href={pathTo("categories-new")}>New category</ButtonLink></Allowed>}
      />
      {notice && <Alert tone="success">{notice}</Alert>}
      {usage.failure !== null && rows === null ? (
        <LoadError title="The categories could not be loaded." message={usage.failure} onRetry={usage.reload} />
      ) : rows === null ? (
        slow && <Skeleton lines={5} label="Loading categories" />
      ) : (
        <DataTable
          caption="Categories"
          columns={COLUMNS}
          rows={rows}
          rowKey={(c) => c.id}
          empty={
            <EmptyState title="No categories yet" action={<Allowed action="create" subject="categories"><ButtonLink href={pathTo("categories-new")}>Add the first category</ButtonLink></Allowed>}>
              Every vehicle belongs to a category, so start with one, like “Vans” or “Rental”.
            </EmptyState>
          }
        />
      )}
    </section>
  );
}
