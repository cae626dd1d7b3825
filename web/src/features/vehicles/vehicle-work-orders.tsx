// The vehicle's work still to do: every work order that is open, in progress or waiting for
// parts (a vehicle rarely has more than a few; past OPEN_LIMIT the board shows the rest), and
// "New work order" for this vehicle.

import { COLLECTIONS, type Vehicle, type WorkOrder } from "@shared/records";
import { UNFINISHED_WORK_ORDER_STATUSES } from "@shared/work-orders/transitions";
import { Link } from "wouter";
import { ButtonLink } from "../../ui/button";
import { DataTable } from "../../ui/data-table";
import { newWorkOrderPath, workOrderListPath } from "../work-orders";
import { useVehicleRecords, type VehicleRecords } from "./use-vehicle-records";
import { SectionList, VehicleSection } from "./vehicle-section";
import { DueDate, WorkOrderLink, WorkOrderPriorityBadge, WorkOrderStatusBadge } from "./work-order-cells";
import { Allowed } from "../../lib/permissions";
import { useTranslation } from "../../lib/i18n";
import { formatCount } from "../../ui/format";

export const OPEN_LIMIT = 50;

/** Work still to be done: open, in progress or waiting for parts. */
const UNFINISHED = UNFINISHED_WORK_ORDER_STATUSES.map((status) => `status = "${status}"`).join(" || ");

/** The vehicle's unfinished work orders, live: for this section and the page's summary. */
export function useOpenWork(vehicleId: string): VehicleRecords<WorkOrder> {
  return useVehicleRecords<WorkOrder>({
    collection: COLLECTIONS.workOrders,
    vehicle: vehicleId,
    where: UNFINISHED,
    // The oldest work first: it has waited longest.
    sort: "number",
    page: 1,
    perPage: OPEN_LIMIT,
    requestKey: `vehicle-open-work-${vehicleId}`,
  });
}

export function VehicleWorkOrders({ vehicle, list }: { vehicle: Pick<Vehicle, "id" | "plate">; list: VehicleRecords<WorkOrder> }) {
  const more = list.totalItems > OPEN_LIMIT;
  const { t } = useTranslation("vehicles");
  return (
    <VehicleSection
      id="open-work"
      title={t("work.title")}
      description={t("work.description")}
      actions={<Allowed action="create" subject="work_orders"><ButtonLink href={newWorkOrderPath(vehicle.id)}>{t("work.newWorkOrder")}</ButtonLink></Allowed>}
    >
      <SectionList
        list={list}
        what={t("work.what")}
        empty={t("work.empty", { plate: vehicle.plate })}
        rows={(items) => (
          <>
            <DataTable
              caption={t("work.caption", { plate: vehicle.plate })}
              rows={items}
              rowKey={(w) => w.id}
              columns={[
                { key: "number", header: t("work.number"), cell: (w) => <WorkOrderLink workOrder={w} /> },
                { key: "title", header: t("work.workTitle"), cell: (w) => <span className="history-work">{w.title}</span> },
                { key: "status", header: t("field.status"), cell: (w) => <WorkOrderStatusBadge status={w.status} /> },
                { key: "priority", header: t("work.priority"), cell: (w) => <WorkOrderPriorityBadge priority={w.priority} /> },
                { key: "due", header: t("work.due"), cell: (w) => <DueDate workOrder={w} /> },
              ]}
            />
            {more && (
              <p className="muted">
                {t("work.moreBefore", { limit: formatCount(OPEN_LIMIT), total: formatCount(list.totalItems) })}
                <Link href={workOrderListPath({ q: vehicle.plate })}>{t("work.moreLink")}</Link>
                {t("work.moreAfter")}
              </p>
            )}
          </>
        )}
      />
    </VehicleSection>
  );
}
