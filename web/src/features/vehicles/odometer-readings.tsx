// The vehicle's odometer readings, newest first, paged in the URL (`?readings=`): when, how many
// km, where it came from (entered in the vehicle's form, or a work order's completion, linked)
// and who recorded it. A wrong reading is corrected by deleting it (docs/product.md "Odometer readings"): the server then
// sets the vehicle's odometer to its highest remaining reading.

import { useState } from "react";
import { COLLECTIONS, type OdometerReading, type Vehicle } from "@shared/records";
import { nameWithRole } from "@shared/roles";
import { pathTo } from "@shared/routes";
import { formatWorkOrderNumber } from "@shared/work-orders/number";
import { Link } from "wouter";
import { pb } from "../../lib/api-client";
import { failureMessage } from "../../lib/api-errors";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { DataTable } from "../../ui/data-table";
import { formatKm } from "../../ui/format";
import { useSectionPage } from "./section-page";
import { useVehicleRecords } from "./use-vehicle-records";
import { SectionList, VehicleSection } from "./vehicle-section";
import { DayText } from "./work-order-cells";
import { RoleNote, useCan } from "../../lib/permissions";

export const READINGS_PAGE_SIZE = 10;

function Source({ reading }: { reading: OdometerReading }) {
  if (reading.source !== "work_order") return <>Entered</>;
  const workOrder = reading.expand?.work_order;
  if (!reading.work_order || !workOrder) return <>Work order</>;
  return (
    <>
      Work order{" "}
      <Link href={pathTo("work-order", { id: reading.work_order })} className="work-order-number">
        {formatWorkOrderNumber(workOrder.number)}
      </Link>
    </>
  );
}

export function OdometerReadings({ vehicle, around = (request) => request() }: {
  vehicle: Pick<Vehicle, "id" | "plate">;
  /** Runs each change of a reading (which sets the vehicle's odometer): the page's `ownChange`. */
  around?: <R>(request: () => Promise<R>) => Promise<R>;
}) {
  const { page, href } = useSectionPage("readings", pathTo("vehicle", { id: vehicle.id }));
  const list = useVehicleRecords<OdometerReading>({
    collection: COLLECTIONS.odometerReadings,
    vehicle: vehicle.id,
    where: "",
    sort: "-read_at,-created",
    page,
    perPage: READINGS_PAGE_SIZE,
    expand: "work_order,created_by",
    requestKey: `vehicle-readings-${vehicle.id}`,
  });
  const [doomed, setDoomed] = useState<OdometerReading | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const mayDelete = useCan("delete", "odometer_readings");

  const remove = async () => {
    if (!doomed) return;
    setBusy(true);
    setRefusal(null);
    setNotice(null);
    try {
      await around(() => pb.collection(COLLECTIONS.odometerReadings).delete(doomed.id, { requestKey: null }));
      setNotice(`The reading of ${formatKm(doomed.km)} was deleted.`);
      list.reload();
    } catch (error) {
      const message = failureMessage(error);
      if (message !== null) setRefusal(`The reading was not deleted. ${message}`);
    } finally {
      setBusy(false);
      setDoomed(null);
    }
  };

  return (
    <VehicleSection
      title="Odometer readings"
      description="The vehicle's odometer is its highest reading. Delete a wrong one to correct it."
    >
      {!mayDelete && <RoleNote action="delete" subject="odometer_readings" />}
      {refusal && <Alert tone="error">{refusal}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
      <SectionList
        list={list}
        what="odometer readings"
        empty="No readings yet. Entering the odometer in the form above records one, and so does completing a work order."
        pager={{ page, href, label: "Pages of the odometer readings" }}
        rows={(items) => (
          <DataTable
            caption={`Readings of ${vehicle.plate}`}
            rows={items}
            rowKey={(r) => r.id}
            columns={[
              { key: "read_at", header: "Date", cell: (r) => <DayText value={r.read_at || r.created} />, className: "nowrap" },
              { key: "km", header: "Odometer", cell: (r) => formatKm(r.km), align: "end", className: "nowrap" },
              { key: "source", header: "Source", cell: (r) => <Source reading={r} />, className: "nowrap" },
              { key: "by", header: "By", cell: (r) => (r.expand?.created_by?.name ? nameWithRole(r.expand.created_by.name, r.expand.created_by.role) : <span className="muted">—</span>) },
              {
                key: "actions",
                header: <span className="visually-hidden">Actions</span>,
                align: "end",
                cell: (r) =>
                  mayDelete && (
                    <Button variant="ghost" className="button-small" onClick={() => setDoomed(r)} aria-label={`Delete the reading of ${formatKm(r.km)}`}>
                      Delete…
                    </Button>
                  ),
              },
            ]}
          />
        )}
      />
      <ConfirmDialog
        open={doomed !== null}
        title={doomed ? `Delete the reading of ${formatKm(doomed.km)}?` : "Delete the reading?"}
        confirmLabel="Delete reading"
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDoomed(null)}
      >
        Only for a reading that is wrong. The vehicle's odometer becomes its highest remaining reading. This cannot be undone.
      </ConfirmDialog>
    </VehicleSection>
  );
}
