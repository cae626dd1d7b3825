// GET /api/app/work-orders.csv: the work order list as CSV, with the list's own search, filters
// and sort (shared/work-order-list.ts), streamed in batches by the vehicle export's machinery
// (server/lib/csv/): SQLite writes each batch's lines, formula-safe, UTF-8 with a
// byte order mark, keyset by keyset.

import { labelMessages } from "@shared/i18n/labels";
import type { Language } from "@shared/i18n/languages";
import { parseWorkOrderExportQuery, workOrderExportFilename, workOrderExportHeader } from "@shared/work-order-export";
import { workOrderListFilter, workOrderListSort } from "@shared/work-order-list";
import { parseCurrency, WORKSHOP_CURRENCY_ENV } from "@shared/workshop-settings";
import { readExportBatch, readExportRequest, streamCsv } from "../csv/stream";
import { csvCell, dateCell, labelCell, recordedCell, type ExportTable } from "../csv/csv-sql";
import { WORK_ORDER_EXPORT_SIGN_IN_MESSAGE } from "../roles/staff";
import { parseSort } from "../db/sort-terms";

/** One work order's line, in the columns of workOrderExportHeaders (shared/work-order-export.ts), its labels in `language`. */
function lineSql(language: Language): string {
  const labels = labelMessages[language];
  return (
    [
      "'WO-' || CAST([[v.number]] AS INTEGER)",
      csvCell("[[v.vehicle_plate]]"),
      csvCell("[[v.title]]"),
      labelCell("[[v.status]]", labels.workOrderStatus),
      labelCell("[[v.priority]]", labels.workOrderPriority),
      csvCell("COALESCE([[a.name]], '')"),
      "substr([[v.due]], 1, 10)",
      recordedCell("[[v.odometer]]"),
      // Amounts have at most 2 decimals: the nearest double prints exactly with %.2f.
      "printf('%.2f', [[v.total_cost]])",
      dateCell("[[v.started]]"),
      dateCell("[[v.completed]]"),
      dateCell("[[v.created]]"),
      dateCell("[[v.updated]]"),
      csvCell("COALESCE([[cb.name]], '')"),
      csvCell("[[v.description]]"),
    ].join(" || ',' || ") + " || char(13) || char(10)"
  );
}

const workOrderExportTable = (language: Language): ExportTable => ({
  table: "work_orders",
  joins: `
      LEFT JOIN {{employees}} a ON [[a.id]] = [[v.assignee]]
      LEFT JOIN {{employees}} cb ON [[cb.id]] = [[v.created_by]]`,
  lineSql: lineSql(language),
});

/** The route's handler. */
export function serveWorkOrdersCsv(e: core.RequestEvent): void {
  const parsed = parseWorkOrderExportQuery(e.request?.url?.rawQuery ?? "");
  const { query, asker, language } = readExportRequest(e, parsed, WORK_ORDER_EXPORT_SIGN_IN_MESSAGE);
  const me = asker.isSuperuser() ? "" : asker.id;
  const list = workOrderListFilter(query, { me, now: new Date() });
  const columns = parseSort(workOrderListSort(query));
  const header = workOrderExportHeader(parseCurrency($os.getenv(WORKSHOP_CURRENCY_ENV)), language);
  const table = workOrderExportTable(language);
  streamCsv(e, workOrderExportFilename(new Date()), header, (after) => readExportBatch(e.app, list, columns, after, table));
}
