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
  return (
    <VehicleSection
      id="open-work"
      title="Work orders"
      description="Open, in progress and waiting for parts."
      actions={<Allowed action="create" subject="work_orders"><ButtonLink href={newWorkOrderPath(vehicle.id)}>New work order</ButtonLink></Allowed>}
    >
      <SectionList
        list={list}
        what="work orders"
        empty={`No open work on ${vehicle.plate}. Start a new work order when it comes in.`}
        rows={(items) => (
          <>
            <DataTable
              caption={`Open work orders of ${vehicle.plate}`}
              rows={items}
              rowKey={(w) => w.id}
              columns={[
                { key: "number", header: "Number", cell: (w) => <WorkOrderLink workOrder={w} /> },
                { key: "title", header: "Title", cell: (w) => <span className="history-work">{w.title}</span> },
                { key: "status", header: "Status", cell: (w) => <WorkOrderStatusBadge status={w.status} /> },
                { key: "priority", header: "Priority", cell: (w) => <WorkOrderPriorityBadge priority={w.priority} /> },
                { key: "due", header: "Due", cell: (w) => <DueDate workOrder={w} /> },
              ]}
            />
            {more && (
              <p className="muted">
                The oldest {OPEN_LIMIT} of {list.totalItems} are shown;{" "}
                <Link href={workOrderListPath({ q: vehicle.plate })}>the work orders board has them all</Link>.
              </p>
            )}
          </>
        )}
      />
    </VehicleSection>
  );
}
