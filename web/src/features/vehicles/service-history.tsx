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
import { useTranslation } from "../../lib/i18n";

export const HISTORY_PAGE_SIZE = 10;

export function ServiceHistory({ vehicle }: { vehicle: Pick<Vehicle, "id" | "plate"> }) {
  const { t } = useTranslation("vehicles");
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
    <VehicleSection title={t("history.title")} description={t("history.description")}>
      <SectionList
        list={list}
        what={t("history.what")}
        empty={t("history.empty")}
        pager={{ page, href, label: t("history.pages") }}
        rows={(items) => (
          <DataTable
            caption={t("history.caption", { plate: vehicle.plate })}
            rows={items}
            rowKey={(w) => w.id}
            columns={[
              { key: "completed", header: t("history.completed"), cell: (w) => <DayText value={w.completed} />, className: "nowrap" },
              { key: "odometer", header: t("field.odometer"), cell: (w) => formatKm(w.odometer), align: "end", className: "nowrap" },
              {
                key: "title",
                header: t("history.work"),
                cell: (w) => (
                  <span className="history-work">
                    <WorkOrderLink workOrder={w} /> {w.title}
                  </span>
                ),
              },
              { key: "cost", header: t("history.cost"), cell: (w) => <Money amount={w.total_cost} />, align: "end", className: "nowrap" },
            ]}
          />
        )}
      />
    </VehicleSection>
  );
}
