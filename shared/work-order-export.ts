// The work order list as a CSV file (GET /api/app/work-orders.csv): the list's own URL
// parameters (shared/work-order-list.ts), read strictly (shared/work-order-list-params.ts), its columns and its file name. The lines are written by SQLite
// (server/lib/work-orders/export.ts).

import { csvRecord } from "./csv";
import { exportHeadings } from "./i18n/export-messages";
import { FALLBACK_LANGUAGE, type Language } from "./i18n/languages";
import { EXPORT_TOKEN_PARAM } from "./list-params";
import { withQuery } from "./routes";
import type { FieldErrors } from "./validation";
import { DEFAULT_WORK_ORDER_LIST_QUERY, workOrderListParams, WORK_ORDERS_CSV_PATH, type WorkOrderListQuery } from "./work-order-list";
import { readWorkOrderListParams } from "./work-order-list-params";

/**
 * The export's URL for a list query: every page, whatever the view (the board's file holds the
 * list's rows with the same filters; a board shows no cancelled ones only for lack of a column).
 */
export function workOrderExportPath(query: WorkOrderListQuery, token?: string): string {
  const params = workOrderListParams({ ...query, page: 1, view: DEFAULT_WORK_ORDER_LIST_QUERY.view });
  if (token !== undefined) params.push([EXPORT_TOKEN_PARAM, token]);
  return withQuery(WORK_ORDERS_CSV_PATH, params);
}

export type WorkOrderExportQuery = { readonly token: string } & (
  | { readonly ok: true; readonly query: WorkOrderListQuery }
  | { readonly ok: false; readonly errors: FieldErrors }
);

/** Reads the export's query string (without "?") strictly: the file token, and the query or its errors. */
export function parseWorkOrderExportQuery(search: string): WorkOrderExportQuery {
  const { params, query } = readWorkOrderListParams(search);
  const { errors, token } = params;
  if (Object.keys(errors).length > 0) return { ok: false, errors, token };
  return { ok: true, query: { ...query, page: 1 }, token };
}

/** The columns, in order, in `language` (the SQL that writes the lines follows them); the cost in the workshop's currency. */
export function workOrderExportHeaders(currency: string, language: Language = FALLBACK_LANGUAGE): readonly string[] {
  return exportHeadings("workOrders", language, { currency });
}

export function workOrderExportHeader(currency: string, language: Language = FALLBACK_LANGUAGE): string {
  return csvRecord(workOrderExportHeaders(currency, language));
}

/** `work-orders-2026-11-22.csv`, dated by the server's clock in UTC. */
export function workOrderExportFilename(now: Date): string {
  return `work-orders-${now.toISOString().slice(0, 10)}.csv`;
}
