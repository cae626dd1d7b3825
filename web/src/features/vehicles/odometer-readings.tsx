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
import { useLabel, useTranslation } from "../../lib/i18n";

export const READINGS_PAGE_SIZE = 10;

function Source({ reading }: { reading: OdometerReading }) {
  const label = useLabel();
  if (reading.source !== "work_order") return <>{label("odometerSource", "manual")}</>;
  const workOrder = reading.expand?.work_order;
  if (!reading.work_order || !workOrder) return <>{label("odometerSource", "work_order")}</>;
  return (
    <>
      {label("odometerSource", "work_order")}{" "}
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
  const { t } = useTranslation("vehicles");

  const remove = async () => {
    if (!doomed) return;
    setBusy(true);
    setRefusal(null);
    setNotice(null);
    try {
      await around(() => pb.collection(COLLECTIONS.odometerReadings).delete(doomed.id, { requestKey: null }));
      setNotice(t("readings.deleted", { km: formatKm(doomed.km) }));
      list.reload();
    } catch (error) {
      const message = failureMessage(error);
      if (message !== null) setRefusal(t("readings.notDeleted", { message }));
    } finally {
      setBusy(false);
      setDoomed(null);
    }
  };

  return (
    <VehicleSection
      title={t("readings.title")}
      description={t("readings.description")}
    >
      {!mayDelete && <RoleNote action="delete" subject="odometer_readings" />}
      {refusal && <Alert tone="error">{refusal}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
      <SectionList
        list={list}
        what={t("readings.what")}
        empty={t("readings.empty")}
        pager={{ page, href, label: t("readings.pages") }}
        rows={(items) => (
          <DataTable
            caption={t("readings.caption", { plate: vehicle.plate })}
            rows={items}
            rowKey={(r) => r.id}
            columns={[
              { key: "read_at", header: t("readings.date"), cell: (r) => <DayText value={r.read_at || r.created} />, className: "nowrap" },
              { key: "km", header: t("field.odometer"), cell: (r) => formatKm(r.km), align: "end", className: "nowrap" },
              { key: "source", header: t("readings.source"), cell: (r) => <Source reading={r} />, className: "nowrap" },
              { key: "by", header: t("readings.by"), cell: (r) => (r.expand?.created_by?.name ? nameWithRole(r.expand.created_by.name, r.expand.created_by.role) : <span className="muted">—</span>) },
              {
                key: "actions",
                header: <span className="visually-hidden">{t("readings.actions")}</span>,
                align: "end",
                cell: (r) =>
                  mayDelete && (
                    <Button variant="ghost" className="button-small" onClick={() => setDoomed(r)} aria-label={t("readings.deleteLabel", { km: formatKm(r.km) })}>
                      {t("readings.delete")}
                    </Button>
                  ),
              },
            ]}
          />
        )}
      />
      <ConfirmDialog
        open={doomed !== null}
        title={doomed ? t("readings.deleteTitle", { km: formatKm(doomed.km) }) : t("readings.deleteTitleAny")}
        confirmLabel={t("readings.deleteConfirm")}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDoomed(null)}
      >
        {t("readings.deleteBody")}
      </ConfirmDialog>
    </VehicleSection>
  );
}
