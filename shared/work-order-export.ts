// The work order list as a CSV file (GET /api/app/work-orders.csv): the list's own URL
// parameters (shared/work-order-list.ts), read strictly like the vehicle export's
// (shared/export-query.ts), its columns and its file name. The lines are written by SQLite
// (server/lib/work-orders/export.ts).

import { csvRecord } from "./csv";
import { addMisreadErrors, addPageError, EXPORT_TOKEN_PARAM, readExportParams, type ExportParams } from "./export-query";
import { WORK_ORDER_PRIORITIES, WORK_ORDER_STATUSES } from "./records";
import { withQuery } from "./routes";
import type { FieldErrors } from "./validation";
import { searchParamError } from "./search/words";
import {
  ASSIGNEE_ME,
  DEFAULT_WORK_ORDER_LIST_QUERY,
  parseWorkOrderListQuery,
  workOrderListParams,
  WORK_ORDERS_CSV_PATH,
  WORK_ORDER_LIST_PARAMS,
  WORK_ORDER_SORT_KEYS,
  WORK_ORDER_VIEWS,
  type WorkOrderListQuery,
} from "./work-order-list";

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

function choices(values: readonly string[]): string {
  return `Use one of ${values.join(", ")}.`;
}

/**
 * The work order list's parameters, and `extra` ones, read strictly: the list query they describe,
 * and an error for each parameter the list would have read differently. For every endpoint that
 * takes the list's parameters: the export, the search.
 */
export function readWorkOrderListParams(search: string, extra: readonly string[] = []): { params: ExportParams; query: WorkOrderListQuery } {
  const params = readExportParams(search, [...WORK_ORDER_LIST_PARAMS, ...extra]);
  const { errors, given } = params;
  const query = parseWorkOrderListQuery((name) => params.values.get(name));
  const searchError = searchParamError(given("q"));
  if (searchError) errors.q = searchError;
  addMisreadErrors(params, [
    ["view", query.view, { code: "invalid_choice", message: choices(WORK_ORDER_VIEWS) }],
    ["status", query.status, { code: "invalid_choice", message: choices(WORK_ORDER_STATUSES) }],
    ["priority", query.priority, { code: "invalid_choice", message: choices(WORK_ORDER_PRIORITIES) }],
    ["assignee", query.assignee, { code: "invalid_choice", message: `Use ${ASSIGNEE_ME} for your own work orders.` }],
    [
      "sort",
      `${query.descending ? "-" : ""}${query.sort}`,
      { code: "invalid_choice", message: `Sort by one of ${WORK_ORDER_SORT_KEYS.join(", ")}, with "-" for descending.` },
    ],
  ]);
  addPageError(params, query.page);
  return { params, query };
}

/** Reads the export's query string (without "?") strictly: the file token, and the query or its errors. */
export function parseWorkOrderExportQuery(search: string): WorkOrderExportQuery {
  const { params, query } = readWorkOrderListParams(search);
  const { errors, token } = params;
  if (Object.keys(errors).length > 0) return { ok: false, errors, token };
  return { ok: true, query: { ...query, page: 1 }, token };
}

/** The columns, in order (the SQL that writes the lines follows them); the cost in the workshop's currency. */
export function workOrderExportHeaders(currency: string): readonly string[] {
  return [
    "Number",
    "Plate",
    "Title",
    "Status",
    "Priority",
    "Assigned to",
    "Due",
    "Odometer (km)",
    `Total cost (${currency})`,
    "Started (UTC)",
    "Completed (UTC)",
    "Created (UTC)",
    "Updated (UTC)",
    "Created by",
    "Description",
  ];
}

export function workOrderExportHeader(currency: string): string {
  return csvRecord(workOrderExportHeaders(currency));
}

/** `work-orders-2026-11-22.csv`, dated by the server's clock in UTC. */
export function workOrderExportFilename(now: Date): string {
  return `work-orders-${now.toISOString().slice(0, 10)}.csv`;
}
