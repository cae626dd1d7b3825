// A vehicle's inspections on its page: newest first, each with its checklist, who inspected,
// its result and a link to its report (or to carry on with one in progress).

import { Link } from "wouter";
import { COLLECTIONS, type Inspection, type Vehicle } from "@shared/records";
import { pathTo, withQuery } from "@shared/routes";
import { DataTable } from "../../ui/data-table";
import { DateText } from "../../ui/date-text";
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
  return (
    <VehicleSection
      title="Inspections"
      actions={
        list.totalItems > 10 && <Link href={withQuery(pathTo("inspections"), [["vehicle", vehicle.id]])}>All {list.totalItems}</Link>
      }
    >
      <SectionList
        list={list}
        what="inspections"
        empty="Not inspected yet."
        rows={(items) => (
          <DataTable
            caption="Inspections of this vehicle"
            rows={items}
            rowKey={(row) => row.id}
            columns={[
              { key: "date", header: "Date", cell: (row) => <DateText value={row.completed || row.created} /> },
              { key: "title", header: "Checklist", cell: (row) => <Link href={pathTo("inspection", { id: row.id })}>{row.title}</Link> },
              { key: "outcome", header: "Result", cell: (row) => <InspectionOutcome inspection={row} /> },
              { key: "by", header: "Inspector", className: "hide-on-phone", cell: (row) => row.expand?.inspector?.name ?? "—" },
            ]}
          />
        )}
      />
    </VehicleSection>
  );
}
