import type { ReactNode } from "react";
import { Link } from "wouter";
import type { Vehicle } from "@shared/records";
import { pathTo } from "@shared/routes";
import type { VehicleListQuery, VehicleSortKey } from "@shared/vehicle-list";
import { useFileToken } from "../../lib/file-token";
import { StatusBadge } from "../../ui/badge";
import { DataTable, type Column } from "../../ui/data-table";
import { DateText } from "../../ui/date-text";
import { formatKm, formatYear } from "../../ui/format";
import type { QueryChange } from "./vehicle-filters";
import { VehiclePhoto } from "./vehicle-photo";
import { useTranslation } from "../../lib/i18n";
import type { messages } from "./messages";

type HeaderKey = `field.${keyof typeof messages.en.field}` | "list.makeAndModel" | "list.lastUpdated";

const COLUMNS: readonly { sort: VehicleSortKey; header: HeaderKey; cell: (v: Vehicle, token: string) => ReactNode; end?: boolean }[] = [
  {
    sort: "plate",
    header: "field.plate",
    cell: (v, token) => (
      <Link href={pathTo("vehicle", { id: v.id })} className="vehicle-link">
        <VehiclePhoto vehicle={v} token={token} size="list" />
        <span className="plate">{v.plate}</span>
      </Link>
    ),
  },
  { sort: "make", header: "list.makeAndModel", cell: (v) => `${v.make} ${v.model}` },
  { sort: "year", header: "field.year", cell: (v) => formatYear(v.year), end: true },
  { sort: "category", header: "field.category", cell: (v) => v.category_name },
  { sort: "status", header: "field.status", cell: (v) => <StatusBadge status={v.status} /> },
  { sort: "odometer", header: "field.odometer", cell: (v) => formatKm(v.odometer), end: true },
  { sort: "updated", header: "list.lastUpdated", cell: (v) => <DateText value={v.updated} /> },
];

/** The vehicle list's table: every column sorts (again: the other way round). */
export function VehicleTable({ rows, query, busy, onChange }: {
  rows: readonly Vehicle[];
  query: VehicleListQuery;
  busy: boolean;
  onChange: QueryChange;
}) {
  const token = useFileToken();
  const { t } = useTranslation("vehicles");
  const columns: Column<Vehicle>[] = COLUMNS.map((column) => {
    const active = query.sort === column.sort;
    return {
      key: column.sort,
      header: t(column.header),
      cell: (v) => column.cell(v, token),
      align: column.end ? "end" : "start",
      sort: {
        direction: active ? (query.descending ? "descending" : "ascending") : null,
        // Newest changes first is what people want from "Last updated"; A→Z and low→high elsewhere.
        onSort: () => onChange({ sort: column.sort, descending: active ? !query.descending : column.sort === "updated" }),
      },
    };
  });
  return <DataTable caption={t("list.caption")} columns={columns} rows={rows} rowKey={(v) => v.id} busy={busy} />;
}
