import { PageHeader } from "../../ui/page-header";

/** The work-order board and list. */
export function WorkOrderListPage() {
  return (
    <section className="stack">
      <PageHeader title="Work orders" />
    </section>
  );
}
