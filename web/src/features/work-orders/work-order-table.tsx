import type { ReactNode } from "react";
import { Link } from "wouter";
import { type WorkOrder } from "@shared/records";
import { pathTo } from "@shared/routes";
import type { WorkOrderListQuery, WorkOrderSortKey } from "@shared/work-order-list";
import { toCents } from "@shared/work-orders/money";
import { formatWorkOrderNumber } from "@shared/work-orders/number";
import { useTranslation } from "../../lib/i18n";
import { Badge } from "../../ui/badge";
import { DataTable, type Column } from "../../ui/data-table";
import { DateText } from "../../ui/date-text";
import { WorkOrderStatusBadge } from "./status-badge";
import type { WorkOrderQueryChange } from "./work-order-filters";
import { dueNote, formatDue, priorityLabel, PRIORITY_TONES } from "./work-order-format";
import { money } from "../../lib/workshop-settings";

interface RowContext {
  names: ReadonlyMap<string, string>;
  now: Date;
}

type Cell = (w: WorkOrder, context: RowContext) => ReactNode;
/** `header`: its key in the work-orders catalogue. */
const COLUMNS: readonly { key: string; sort?: WorkOrderSortKey; header: string; cell: Cell; end?: boolean; newestFirst?: boolean }[] = [
  {
    key: "number",
    sort: "number",
    header: "table.number",
    cell: (w) => <Link href={pathTo("work-order", { id: w.id })}>{formatWorkOrderNumber(w.number)}</Link>,
    newestFirst: true,
  },
  { key: "vehicle", sort: "vehicle", header: "fields.vehicle", cell: (w) => <span className="plate">{w.vehicle_plate}</span> },
  { key: "title", sort: "title", header: "fields.title", cell: (w) => w.title },
  { key: "status", sort: "status", header: "fields.status", cell: (w) => <WorkOrderStatusBadge status={w.status} /> },
  { key: "priority", header: "fields.priority", cell: (w) => <Badge tone={PRIORITY_TONES[w.priority]}>{priorityLabel(w.priority)}</Badge> },
  { key: "assignee", header: "fields.assignee", cell: (w, { names }) => names.get(w.assignee) ?? "" },
  {
    key: "due",
    sort: "due",
    header: "fields.due",
    cell: (w, { now }) => {
      const due = dueNote(w, now);
      return due ? <span className={due.overdue ? "overdue" : undefined}>{due.overdue ? due.text : formatDue(w.due)}</span> : "";
    },
  },
  { key: "total", sort: "total_cost", header: "table.total", cell: (w) => money(toCents(w.total_cost)), end: true, newestFirst: true },
  { key: "updated", sort: "updated", header: "table.updated", cell: (w) => <DateText value={w.updated} />, newestFirst: true },
];

/** The list view: every work order of the query, 30 a page, sorted by a column's header. */
export function WorkOrderTable({ rows, query, names, now, busy, onChange }: {
  rows: readonly WorkOrder[];
  query: WorkOrderListQuery;
  names: ReadonlyMap<string, string>;
  now: Date;
  busy: boolean;
  onChange: WorkOrderQueryChange;
}) {
  const { t } = useTranslation("work-orders");
  const columns: Column<WorkOrder>[] = COLUMNS.map((column) => {
    const sortKey = column.sort;
    const active = sortKey !== undefined && query.sort === sortKey;
    return {
      key: column.key,
      header: t(column.header as never),
      cell: (w) => column.cell(w, { names, now }),
      align: column.end ? "end" : "start",
      sort: sortKey && {
        direction: active ? (query.descending ? "descending" : "ascending") : null,
        onSort: () => onChange({ sort: sortKey, descending: active ? !query.descending : column.newestFirst === true }),
      },
    };
  });
  return <DataTable caption={t("list.title")} columns={columns} rows={rows} rowKey={(w) => w.id} busy={busy} />;
}
