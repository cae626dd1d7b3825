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
import { COLLECTIONS, DEFECT_SEVERITIES, DEFECT_SEVERITY_LABELS, DEFECT_STATUSES, DEFECT_STATUS_LABELS, type Defect } from "@shared/records";
import { pathTo } from "@shared/routes";
import { formatWorkOrderNumber } from "@shared/work-orders/number";
import { pb } from "../../lib/api-client";
import { failureMessage } from "../../lib/api-errors";
import { downloadWithFileToken } from "../../lib/download";
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
const STATUS_OPTIONS = DEFECT_STATUSES.map((status) => ({ value: status, label: DEFECT_STATUS_LABELS[status] }));
const SEVERITY_OPTIONS = DEFECT_SEVERITIES.slice()
  .reverse()
  .map((severity) => ({ value: severity, label: DEFECT_SEVERITY_LABELS[severity] }));

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
        title="Defects"
        description="What is wrong with the fleet's vehicles, critical first. Select open ones of a vehicle to put them on a work order."
        actions={
          <Button
            variant="secondary"
            onClick={() => void downloadWithFileToken((token) => defectExportPath(query, token)).catch((error: unknown) => setFailure(failureMessage(error)))}
          >
            Export CSV
          </Button>
        }
      />
      {notice && <Alert tone="success">{notice}</Alert>}
      <div className="row">
        <SelectField label="Status" required={false} value={query.status} options={STATUS_OPTIONS} onChange={(value) => go({ status: value as DefectListQuery["status"] })} />
        <SelectField
          label="Severity"
          required={false}
          value={query.severity}
          placeholder="Every severity"
          options={SEVERITY_OPTIONS}
          onChange={(value) => go({ severity: value as DefectListQuery["severity"] })}
        />
        {query.vehicle && (
          <p className="filter-chip">
            Vehicle {vehiclePlate ?? ""} · <Link href={defectListPath({ ...query, vehicle: "", page: 1 })}>every vehicle</Link>
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
        failure ? <LoadError title="The defects could not be loaded." message={failure} onRetry={() => void load()} /> : <Skeleton label="Loading the defects" />
      ) : (
        <DataTable
          caption="Defects"
          rows={rows}
          rowKey={(row) => row.id}
          empty={<p className="empty-note">No {query.status === "open" ? "open " : ""}defects{query.page > 1 ? " on this page" : ""}.</p>}
          columns={[
            ...(maySchedule && query.status === "open"
              ? [
                  {
                    key: "pick",
                    header: <span className="visually-hidden">Select</span>,
                    cell: (row: Defect) => (
                      <label className="pick">
                        <input type="checkbox" checked={selected.has(row.id)} onChange={() => toggle(row.id)} />
                        <span className="visually-hidden">Select “{row.title}”</span>
                      </label>
                    ),
                  },
                ]
              : []),
            { key: "severity", header: "Severity", cell: (row) => <SeverityBadge severity={row.severity} /> },
            {
              key: "vehicle",
              header: "Vehicle",
              cell: (row) => (
                <Link href={pathTo("vehicle", { id: row.vehicle })} className="plate">
                  {row.expand?.vehicle?.plate ?? "—"}
                </Link>
              ),
            },
            { key: "title", header: "Defect", cell: (row) => <Link href={pathTo("defect", { id: row.id })}>{row.title}</Link> },
            { key: "status", header: "Status", cell: (row) => <DefectStatusBadge status={row.status} /> },
            {
              key: "work_order",
              header: "Work order",
              cell: (row) =>
                row.expand?.work_order ? <Link href={pathTo("work-order", { id: row.work_order })}>{formatWorkOrderNumber(row.expand.work_order.number)}</Link> : "—",
            },
            { key: "created", header: "Reported", className: "hide-on-phone", cell: (row) => <DateText value={row.created} /> },
          ]}
        />
      )}
      <Pager page={query.page} pageCount={null} hasNext={(rows?.length ?? 0) === PER_PAGE} href={(page) => defectListPath({ ...query, page })} label="Pages of the defects" />
    </section>
  );
}
