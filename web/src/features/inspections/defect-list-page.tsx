// /workshop/defects (docs/product.md "Inspections and defects"): the fleet's defects, critical
// first, the oldest first within each severity; filters by status, severity and vehicle in the
// URL (shared/defect-list.ts); live; open ones can be selected and turned into a work order or
// added to one; CSV export of what the filters show.

import { useCallback, useEffect, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import {
  DEFECT_LIST_SORT,
  defectExportPath,
  defectListFilter,
  defectListPath,
  parseDefectListQuery,
  type DefectListQuery,
} from "@shared/defect-list";
import { COLLECTIONS, DEFECT_SEVERITIES, DEFECT_STATUSES, type Defect } from "@shared/records";
import { pathTo } from "@shared/routes";
import { formatWorkOrderNumber } from "@shared/work-orders/number";
import { pb } from "../../lib/api-client";
import { failureMessage } from "../../lib/api-errors";
import { downloadWithFileToken } from "../../lib/download";
import { useLabel, useTranslation } from "../../lib/i18n";
import { useCan } from "../../lib/permissions";
import { useRecordEvents } from "../../lib/realtime";
import { LIVE_REFRESH_DELAY_MS, useDebouncedCallback } from "../../lib/timing";
import { Alert, LoadError } from "../../ui/alert";
import { Button } from "../../ui/button";
import { DataTable } from "../../ui/data-table";
import { DateText } from "../../ui/date-text";
import { SelectField } from "../../ui/field";
import { PageHeader } from "../../ui/page-header";
import { Pager } from "../../ui/pager";
import { Skeleton } from "../../ui/spinner";
import { DefectStatusBadge, SeverityBadge } from "./defect-badges";
import { ScheduleBar } from "./schedule-bar";
import "./inspections.css";

const PER_PAGE = 30;

export function DefectListPage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const params = new URLSearchParams(search);
  const query = parseDefectListQuery((name) => params.get(name));
  const go = (change: Partial<DefectListQuery>) => navigate(defectListPath({ ...query, page: 1, ...change }));
  const [rows, setRows] = useState<Defect[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const maySchedule = useCan("update", "defects") && useCan("create", "work_orders");
  const queryKey = JSON.stringify(query);
  const { t } = useTranslation("inspections");
  const label = useLabel();
  const statusOptions = DEFECT_STATUSES.map((status) => ({ value: status, label: label("defectStatus", status) }));
  const severityOptions = DEFECT_SEVERITIES.slice()
    .reverse()
    .map((severity) => ({ value: severity, label: label("defectSeverity", severity) }));
  const open = query.status === "open";
  const later = query.page > 1;

  const load = useCallback(async () => {
    const { filter, params: values } = defectListFilter(JSON.parse(queryKey) as DefectListQuery);
    try {
      const list = await pb.collection(COLLECTIONS.defects).getList<Defect>((JSON.parse(queryKey) as DefectListQuery).page, PER_PAGE, {
        filter: pb.filter(filter, values),
        sort: DEFECT_LIST_SORT,
        expand: "vehicle,work_order",
        skipTotal: true,
        requestKey: "defect-list",
      });
      setRows(list.items);
      setFailure(null);
    } catch (error) {
      const message = failureMessage(error);
      if (message !== null) setFailure(message);
    }
  }, [queryKey]);
  useEffect(() => void load(), [load]);
  useEffect(() => setSelected(new Set()), [queryKey]);
  useRecordEvents(COLLECTIONS.defects, useDebouncedCallback(() => void load(), LIVE_REFRESH_DELAY_MS), { query: { fields: "id" } });

  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };
  const chosen = (rows ?? []).filter((row) => selected.has(row.id) && row.status === "open");
  const vehiclePlate = query.vehicle ? rows?.[0]?.expand?.vehicle?.plate : undefined;

  return (
    <section className="stack">
      <PageHeader
        title={t("defects.title")}
        description={t("defects.description")}
        actions={
          <Button
            variant="secondary"
            onClick={() => void downloadWithFileToken((token) => defectExportPath(query, token)).catch((error: unknown) => setFailure(failureMessage(error)))}
          >
            {t("defects.exportCsv")}
          </Button>
        }
      />
      {notice && <Alert tone="success">{notice}</Alert>}
      <div className="row">
        <SelectField label={t("defects.status")} required={false} value={query.status} options={statusOptions} onChange={(value) => go({ status: value as DefectListQuery["status"] })} />
        <SelectField
          label={t("severity")}
          required={false}
          value={query.severity}
          placeholder={t("defects.everySeverity")}
          options={severityOptions}
          onChange={(value) => go({ severity: value as DefectListQuery["severity"] })}
        />
        {query.vehicle && (
          <p className="filter-chip">
            {t("defects.vehicleFilter", { plate: vehiclePlate ?? "" })}<Link href={defectListPath({ ...query, vehicle: "", page: 1 })}>{t("defects.everyVehicle")}</Link>
          </p>
        )}
      </div>
      {maySchedule && (
        <ScheduleBar
          selected={chosen}
          onDone={(message) => {
            setNotice(message);
            setSelected(new Set());
            void load();
          }}
        />
      )}
      {rows === null ? (
        failure ? <LoadError title={t("defects.loadFailed")} message={failure} onRetry={() => void load()} /> : <Skeleton label={t("defects.loading")} />
      ) : (
        <DataTable
          caption={t("defects.title")}
          rows={rows}
          rowKey={(row) => row.id}
          empty={<p className="empty-note">{open ? (later ? t("defects.noneOpenOnPage") : t("defects.noneOpen")) : later ? t("defects.noneOnPage") : t("defects.none")}</p>}
          columns={[
            ...(maySchedule && query.status === "open"
              ? [
                  {
                    key: "pick",
                    header: <span className="visually-hidden">{t("defects.select")}</span>,
                    cell: (row: Defect) => (
                      <label className="pick">
                        <input type="checkbox" checked={selected.has(row.id)} onChange={() => toggle(row.id)} />
                        <span className="visually-hidden">{t("defects.selectNamed", { title: row.title })}</span>
                      </label>
                    ),
                  },
                ]
              : []),
            { key: "severity", header: t("severity"), cell: (row) => <SeverityBadge severity={row.severity} /> },
            {
              key: "vehicle",
              header: t("vehicle"),
              cell: (row) => (
                <Link href={pathTo("vehicle", { id: row.vehicle })} className="plate">
                  {row.expand?.vehicle?.plate ?? "—"}
                </Link>
              ),
            },
            { key: "title", header: t("defects.defect"), cell: (row) => <Link href={pathTo("defect", { id: row.id })}>{row.title}</Link> },
            { key: "status", header: t("defects.status"), cell: (row) => <DefectStatusBadge status={row.status} /> },
            {
              key: "work_order",
              header: t("defects.workOrder"),
              cell: (row) =>
                row.expand?.work_order ? <Link href={pathTo("work-order", { id: row.work_order })}>{formatWorkOrderNumber(row.expand.work_order.number)}</Link> : "—",
            },
            { key: "created", header: t("defects.reported"), className: "hide-on-phone", cell: (row) => <DateText value={row.created} /> },
          ]}
        />
      )}
      <Pager page={query.page} pageCount={null} hasNext={(rows?.length ?? 0) === PER_PAGE} href={(page) => defectListPath({ ...query, page })} label={t("defects.pages")} />
    </section>
  );
}
