import { useState } from "react";
import { VEHICLE_STATUSES, type VehicleStatus } from "@shared/records";
import type { TFunction } from "i18next";
import { useTranslation } from "../../lib/i18n";
import { Badge, StatusBadge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { DataTable, type Column } from "../../ui/data-table";
import { EmptyState } from "../../ui/empty-state";
import { formatKm } from "../../ui/format";
import { Pager } from "../../ui/pager";
import { KitSection } from "./kit-section";

interface SampleVehicle {
  plate: string;
  vehicle: string;
  year: number;
  category: "vans" | "cars" | "trucks";
  status: VehicleStatus;
  odometer: number;
}

const SAMPLE: readonly SampleVehicle[] = [
  { plate: "AB-123-CD", vehicle: "Ford Transit", year: 2019, category: "vans", status: "in_service", odometer: 148_250 },
  { plate: "KL 4521", vehicle: "Volkswagen Golf", year: 2021, category: "cars", status: "available", odometer: 36_410 },
  { plate: "TR-88-XZ", vehicle: "MAN TGL", year: 2015, category: "trucks", status: "out_of_service", odometer: 412_900 },
  { plate: "OLD-1", vehicle: "Renault Kangoo", year: 2008, category: "vans", status: "retired", odometer: 301_000 },
];

const columnsOf = (t: TFunction<"template">): readonly Column<SampleVehicle>[] => [
  { key: "plate", header: t("table.plate"), cell: (v) => <span className="plate">{v.plate}</span> },
  { key: "vehicle", header: t("table.vehicle"), cell: (v) => v.vehicle },
  { key: "year", header: t("table.year"), cell: (v) => v.year, align: "end" },
  { key: "category", header: t("table.category"), cell: (v) => t(`forms.${v.category}`) },
  { key: "status", header: t("table.status"), cell: (v) => <StatusBadge status={v.status} /> },
  { key: "odometer", header: t("table.odometer"), cell: (v) => formatKm(v.odometer), align: "end" },
];

export function TableSection() {
  const { t } = useTranslation("template");
  // Sortable columns: a header button and aria-sort. Real lists keep the sort in the URL.
  const [sort, setSort] = useState<{ key: "plate" | "odometer"; descending: boolean }>({ key: "plate", descending: false });
  const sortable = (key: "plate" | "odometer") => ({
    direction: sort.key === key ? (sort.descending ? "descending" : "ascending") : null,
    onSort: () => setSort({ key, descending: sort.key === key && !sort.descending }),
  } as const);
  const columns = columnsOf(t).map((column) => (column.key === "plate" || column.key === "odometer" ? { ...column, sort: sortable(column.key) } : column));
  const rows = [...SAMPLE].sort((a, b) => (a[sort.key] < b[sort.key] ? -1 : 1) * (sort.descending ? -1 : 1));
  return (
    <KitSection id="table" title={t("section.table")} about={t("table.about")}>
      <DataTable caption={t("table.caption")} columns={columns} rows={rows} rowKey={(v) => v.plate} />
      <Pager page={2} pageCount={5} hasNext href={(page) => `/template?page=${page}#table`} label={t("table.pages")} />
    </KitSection>
  );
}

export function BadgesSection() {
  const { t } = useTranslation("template");
  return (
    <KitSection id="badges" title={t("section.badges")} about={t("badges.about")}>
      <div className="row">
        {VEHICLE_STATUSES.map((status) => (
          <StatusBadge key={status} status={status} />
        ))}
      </div>
      <div className="row">
        <Badge>{t("badges.neutral")}</Badge>
        <Badge tone="info">{t("badges.info")}</Badge>
        <Badge tone="success">{t("badges.success")}</Badge>
        <Badge tone="warning">{t("badges.warning")}</Badge>
        <Badge tone="danger">{t("badges.danger")}</Badge>
      </div>
    </KitSection>
  );
}

export function EmptyStateSection() {
  const { t } = useTranslation("template");
  return (
    <KitSection id="empty-state" title={t("section.empty-state")} about={t("empty.about")}>
      <EmptyState icon="vehicle" title={t("empty.title")} action={<Button>{t("empty.add")}</Button>}>
        {t("empty.text")}
      </EmptyState>
    </KitSection>
  );
}
