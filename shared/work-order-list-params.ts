// The work order list's URL parameters read strictly (shared/list-params.ts), for every endpoint of
// ours that takes them: the CSV export and the search.

import { searchParamError } from "./search/words";
import { addMisreadErrors, addPageError, readListParams, type ListParams } from "./list-params";
import { WORK_ORDER_PRIORITIES, WORK_ORDER_STATUSES } from "./records";
import {
  ASSIGNEE_ME,
  parseWorkOrderListQuery,
  WORK_ORDER_LIST_PARAMS,
  WORK_ORDER_SORT_KEYS,
  WORK_ORDER_VIEWS,
  type WorkOrderListQuery,
} from "./work-order-list";

function choices(values: readonly string[]): string {
  return `Use one of ${values.join(", ")}.`;
}

/**
 * The work order list's parameters, and `extra` ones, read strictly: the list query they describe,
 * and an error for each parameter the list would have read differently. For every endpoint that
 * takes the list's parameters: the export, the search.
 */
export function readWorkOrderListParams(search: string, extra: readonly string[] = []): { params: ListParams; query: WorkOrderListQuery } {
  const params = readListParams(search, [...WORK_ORDER_LIST_PARAMS, ...extra]);
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
