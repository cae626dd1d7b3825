// A vehicle's inspections on its page: newest first, each with its checklist, who inspected,
// its result and a link to its report (or to carry on with one in progress).

import { Link } from "wouter";
import { COLLECTIONS, type Inspection, type Vehicle } from "@shared/records";
import { pathTo, withQuery } from "@shared/routes";
import { useTranslation } from "../../lib/i18n";
import { DataTable } from "../../ui/data-table";
import { DateText } from "../../ui/date-text";
import { formatCount } from "../../ui/format";
import { useVehicleRecords, SectionList, VehicleSection } from "../vehicles";
import { InspectionOutcome } from "./inspection-outcome";

export function VehicleInspections({ vehicle }: { vehicle: Pick<Vehicle, "id"> }) {
  const list = useVehicleRecords<Inspection>({
    collection: COLLECTIONS.inspections,
    vehicle: vehicle.id,
    where: "",
    sort: "-created",
    page: 1,
    perPage: 10,
    expand: "inspector",
    requestKey: `vehicle-inspections-${vehicle.id}`,
  });
  const { t } = useTranslation("inspections");
  return (
    <VehicleSection
      title={t("onVehicle.inspections")}
      actions={
        list.totalItems > 10 && <Link href={withQuery(pathTo("inspections"), [["vehicle", vehicle.id]])}>{t("onVehicle.all", { n: formatCount(list.totalItems) })}</Link>
      }
    >
      <SectionList
        list={list}
        what={t("onVehicle.inspectionsWhat")}
        empty={t("onVehicle.notInspected")}
        rows={(items) => (
          <DataTable
            caption={t("onVehicle.caption")}
            rows={items}
            rowKey={(row) => row.id}
            columns={[
              { key: "date", header: t("date"), cell: (row) => <DateText value={row.completed || row.created} /> },
              { key: "title", header: t("checklist"), cell: (row) => <Link href={pathTo("inspection", { id: row.id })}>{row.title}</Link> },
              { key: "outcome", header: t("result"), cell: (row) => <InspectionOutcome inspection={row} /> },
              { key: "by", header: t("inspector"), className: "hide-on-phone", cell: (row) => row.expand?.inspector?.name ?? "—" },
            ]}
          />
        )}
      />
    </VehicleSection>
  );
}
