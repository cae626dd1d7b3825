import { PageHeader } from "../../ui/page-header";

/** One work order. */
export function WorkOrderPage() {
  return (
    <section className="stack">
      <PageHeader title="Work order" />
    </section>
  );
}
