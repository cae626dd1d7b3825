// The vehicle's service history: its done work orders, the latest first, with the day each was
// completed, the odometer then, what was done and what it cost. Paged in the URL (`?history=`).

import { COLLECTIONS, type Vehicle, type WorkOrder } from "@shared/records";
import { pathTo } from "@shared/routes";
import { DataTable } from "../../ui/data-table";
import { formatKm } from "../../ui/format";
import { useSectionPage } from "./section-page";
import { useVehicleRecords } from "./use-vehicle-records";
import { SectionList, VehicleSection } from "./vehicle-section";
import { DayText, Money, WorkOrderLink } from "./work-order-cells";

export const HISTORY_PAGE_SIZE = 10;

export function ServiceHistory({ vehicle }: { vehicle: Pick<Vehicle, "id" | "plate"> }) {
  const { page, href } = useSectionPage("history", pathTo("vehicle", { id: vehicle.id }));
  const list = useVehicleRecords<WorkOrder>({
    collection: COLLECTIONS.workOrders,
    vehicle: vehicle.id,
    where: `status = "done"`,
    sort: "-completed,-number",
    page,
    perPage: HISTORY_PAGE_SIZE,
    requestKey: `vehicle-history-${vehicle.id}`,
  });
  return (
    <VehicleSection title="Service history" description="Work done on this vehicle, the latest first.">
      <SectionList
        list={list}
        what="service history"
        empty="Nothing done yet. Work orders appear here once they are done."
        pager={{ page, href, label: "Pages of the service history" }}
        rows={(items) => (
          <DataTable
            caption={`Service history of ${vehicle.plate}`}
            rows={items}
            rowKey={(w) => w.id}
            columns={[
              { key: "completed", header: "Completed", cell: (w) => <DayText value={w.completed} />, className: "nowrap" },
              { key: "odometer", header: "Odometer", cell: (w) => formatKm(w.odometer), align: "end", className: "nowrap" },
              {
                key: "title",
                header: "Work",
                cell: (w) => (
                  <span className="history-work">
                    <WorkOrderLink workOrder={w} /> {w.title}
                  </span>
                ),
              },
              { key: "cost", header: "Cost", cell: (w) => <Money amount={w.total_cost} />, align: "end", className: "nowrap" },
            ]}
          />
        )}
      />
    </VehicleSection>
  );
}
