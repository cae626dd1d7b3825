// GET /api/app/work-orders (shared/work-order-search.ts): a page of the work order list, or of one
// board column, for a query with search text, in the shape of PocketBase's records API with the
// list's fields (WORK_ORDER_LIST_FIELDS), narrowed by the trigram index `work_orders_search` (the
// 1795900010 migration). Which work orders and in which order stay defined once, by the list
// (shared/work-order-list.ts); page.ts says how.

import { PAGE_SIZE } from "@shared/constants";
import { COLLECTIONS, type WorkOrder } from "@shared/records";
import {
  boardColumnFilter,
  boardColumnSort,
  workOrderListFilter,
  workOrderListSort,
  type WorkOrderListContext,
} from "@shared/work-order-list";
import { parseWorkOrderSearch } from "@shared/work-order-search";
import { requireStaff } from "../roles/staff";
import { throwFieldErrors } from "../records/field-errors";
import { readPage } from "./page";
import { trigramCandidates, type TrigramIndex } from "./trigram-match";

/** The 1795900010 migration's index, and the number, answered exactly beside it. */
const WORK_ORDERS_SEARCH: TrigramIndex = { name: "work_orders_search", columns: ["vehicle_plate_key", "title"], exactColumn: "number" };

export const WORK_ORDER_SEARCH_SIGN_IN_MESSAGE = "Sign in as workshop staff to search work orders.";

/** The list's row, as the records API gives it with `fields=WORK_ORDER_LIST_FIELDS`. */
const ROW_SHAPE: Pick<
  WorkOrder,
  | "id"
  | "number"
  | "vehicle"
  | "vehicle_plate"
  | "title"
  | "status"
  | "priority"
  | "assignee"
  | "due"
  | "odometer"
  | "total_cost"
  | "started"
  | "completed"
  | "updated"
> = {
  id: "",
  number: 0,
  vehicle: "",
  vehicle_plate: "",
  title: "",
  status: "open",
  priority: "normal",
  assignee: "",
  due: "",
  odometer: 0,
  // -0: PocketBase's DynamicModel reads a column as a float only when its example value is -0;
  // with 0 a cost of 136.80 fails to load as an integer.
  total_cost: -0,
  started: "",
  completed: "",
  updated: "",
};

/** The route's handler. */
export function serveWorkOrderSearch(e: core.RequestEvent): void {
  requireStaff(e, WORK_ORDER_SEARCH_SIGN_IN_MESSAGE);
  const parsed = parseWorkOrderSearch(e.request?.url?.rawQuery ?? "", PAGE_SIZE);
  if (!parsed.ok) throwFieldErrors("The search's parameters are not valid.", parsed.errors);
  const { query, column, perPage, skipTotal } = parsed.request;
  // "Assigned to me" is the asking employee's work; a superuser is nobody's assignee.
  const auth = e.auth!;
  const context: WorkOrderListContext = { me: auth.isSuperuser() ? "" : auth.id, now: new Date() };
  const { clause, params } = column === null ? workOrderListFilter(query, context) : boardColumnFilter(query, column, context);
  e.json(
    200,
    readPage(e.app, {
      table: COLLECTIONS.workOrders,
      shape: ROW_SHAPE,
      clause,
      params,
      sort: column === null ? workOrderListSort(query) : boardColumnSort(column),
      candidates: trigramCandidates(clause, params, WORK_ORDERS_SEARCH),
      page: column === null ? query.page : 1,
      perPage,
      skipTotal,
    }),
  );
}
