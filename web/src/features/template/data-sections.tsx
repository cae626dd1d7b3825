import { useState } from "react";
import { VEHICLE_STATUSES, type VehicleStatus } from "@shared/records";
import { Badge, StatusBadge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { DataTable, type Column } from "../../ui/data-table";
import { EmptyState } from "../../ui/empty-state";
import { Pager } from "../../ui/pager";
import { KitSection } from "./kit-section";

interface SampleVehicle {
  plate: string;
  vehicle: string;
  year: number;
  category: string;
  status: VehicleStatus;
  odometer: number;
}

const SAMPLE: readonly SampleVehicle[] = [
  { plate: "AB-123-CD", vehicle: "Ford Transit", year: 2019, category: "Vans", status: "in_service", odometer: 148_250 },
  { plate: "KL 4521", vehicle: "Volkswagen Golf", year: 2021, category: "Cars", status: "available", odometer: 36_410 },
  { plate: "TR-88-XZ", vehicle: "MAN TGL", year: 2015, category: "Trucks", status: "out_of_service", odometer: 412_900 },
  { plate: "OLD-1", vehicle: "Renault Kangoo", year: 2008, category: "Vans", status: "retired", odometer: 301_000 },
];

const km = new Intl.NumberFormat("en-GB");

const COLUMNS: readonly Column<SampleVehicle>[] = [
  { key: "plate", header: "Plate", cell: (v) => <span className="plate">{v.plate}</span> },
  { key: "vehicle", header: "Make and model", cell: (v) => v.vehicle },
  { key: "year", header: "Year", cell: (v) => v.year, align: "end" },
  { key: "category", header: "Category", cell: (v) => v.category },
  { key: "status", header: "Status", cell: (v) => <StatusBadge status={v.status} /> },
  { key: "odometer", header: "Odometer", cell: (v) => `${km.format(v.odometer)} km`, align: "end" },
];

export function TableSection() {
  // Sortable columns: a header button and aria-sort. Real lists keep the sort in the URL.
  const [sort, setSort] = useState<{ key: "plate" | "odometer"; descending: boolean }>({ key: "plate", descending: false });
  const sortable = (key: "plate" | "odometer") => ({
    direction: sort.key === key ? (sort.descending ? "descending" : "ascending") : null,
    onSort: () => setSort({ key, descending: sort.key === key && !sort.descending }),
  } as const);
  const columns = COLUMNS.map((column) => (column.key === "plate" || column.key === "odometer" ? { ...column, sort: sortable(column.key) } : column));
  const rows = [...SAMPLE].sort((a, b) => (a[sort.key] < b[sort.key] ? -1 : 1) * (sort.descending ? -1 : 1));
  return (
    <KitSection id="table" title="Table" about="Lists of records. On a phone the table scrolls sideways rather than squeezing its columns.">
      <DataTable caption="Sample vehicles" columns={columns} rows={rows} rowKey={(v) => v.plate} />
      <Pager page={2} pageCount={5} hasNext href={(page) => `/template?page=${page}#table`} label="Sample pages" />
    </KitSection>
  );
}

export function BadgesSection() {
  return (
    <KitSection id="badges" title="Badges" about="A vehicle's status, always with its word, never by colour alone.">
      <div className="row">
        {VEHICLE_STATUSES.map((status) => (
          <StatusBadge key={status} status={status} />
        ))}
      </div>
      <div className="row">
        <Badge>Neutral</Badge>
        <Badge tone="info">Info</Badge>
        <Badge tone="success">Success</Badge>
        <Badge tone="warning">Warning</Badge>
        <Badge tone="danger">Danger</Badge>
      </div>
    </KitSection>
  );
}

export function EmptyStateSection() {
  return (
    <KitSection id="empty-state" title="Empty state" about="What a list says when it has nothing to show, and what to do about it.">
      <EmptyState icon="vehicle" title="No vehicles yet" action={<Button>Add the first vehicle</Button>}>
        Vehicles your team adds appear here, newest first.
      </EmptyState>
    </KitSection>
  );
}
