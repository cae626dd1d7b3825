import { PageHeader } from "../../ui/page-header";

/** A new work order. */
export function WorkOrderNewPage() {
  return (
    <section className="stack">
      <PageHeader title="New work order" />
    </section>
  );
}
