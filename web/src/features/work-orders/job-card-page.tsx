import { PageHeader } from "../../ui/page-header";

/** The printable job card of one work order. */
export function JobCardPage() {
  return (
    <section className="stack">
      <PageHeader title="Job card" />
    </section>
  );
}
