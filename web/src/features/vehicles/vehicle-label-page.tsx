import { PageHeader } from "../../ui/page-header";

/** The printable QR label of one vehicle. */
export function VehicleLabelPage() {
  return (
    <section className="stack">
      <PageHeader title="Vehicle label" />
    </section>
  );
}
