// The work order board's and list's search as an endpoint of ours (issue 17): GET
// /api/app/work-orders takes the list's own URL parameters (shared/work-order-list.ts), plus
// `column` for one column of the board, and answers a page in the shape of PocketBase's records
// API with the list's fields, narrowed by a trigram index over the plate and the title
// (server/lib/search/). The board and the list ask it whenever there is search text; without one,
// PocketBase's own list is as fast and stays in use.

import { pagingParams, PAGING_PARAMS, readPaging } from "./list-params";
import type { WorkOrderStatus } from "./records";
import { withQuery } from "./routes";
import type { FieldErrors } from "./validation";
import { readWorkOrderListParams } from "./work-order-list-params";
import { BOARD_COLUMNS, workOrderListParams, type WorkOrderListQuery } from "./work-order-list";

export const WORK_ORDER_SEARCH_PATH = "/api/app/work-orders";

export interface WorkOrderSearchRequest {
  readonly query: WorkOrderListQuery;
  /** A board column: that status, with the board's own order (and Done: the last 14 days). */
  readonly column: WorkOrderStatus | null;
  readonly perPage: number;
  readonly skipTotal: boolean;
}

export type WorkOrderSearchParse =
  | { readonly ok: true; readonly request: WorkOrderSearchRequest }
  | { readonly ok: false; readonly errors: FieldErrors };

/** Reads the endpoint's query string (without "?") strictly, like the export. */
export function parseWorkOrderSearch(search: string, defaultPerPage: number): WorkOrderSearchParse {
  const { params, query } = readWorkOrderListParams(search, ["column", ...PAGING_PARAMS]);
  const { perPage, skipTotal } = readPaging(params, defaultPerPage, "work orders");
  const columnText = params.values.get("column");
  const column = BOARD_COLUMNS.find((status) => status === columnText) ?? null;
  if (columnText !== undefined && column === null) {
    params.errors.column = { code: "invalid_choice", message: `Use one of ${BOARD_COLUMNS.join(", ")}.` };
  }
  if (Object.keys(params.errors).length > 0) return { ok: false, errors: params.errors };
  return { ok: true, request: { query, column, perPage, skipTotal } };
}

/** The endpoint's URL for a list query (or one board column of it). */
export function workOrderSearchPath(
  query: WorkOrderListQuery,
  options: { column?: WorkOrderStatus; perPage: number; skipTotal: boolean },
): string {
  const params = workOrderListParams(query);
  if (options.column !== undefined) params.push(["column", options.column]);
  params.push(...pagingParams(options));
  return withQuery(WORK_ORDER_SEARCH_PATH, params);
}

