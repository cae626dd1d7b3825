// What the work order board and list show, as data: view, filters, search, sort and page. The
// browser keeps it in the URL and the server's CSV export (GET /api/app/work-orders.csv) reads
// the same parameters, so "export what I see" is the same query in both places. Pure: the
// caller supplies a `get(name)` for its own kind of query string, the signed-in employee's id
// (for "assigned to me") and the clock (for the board's Done column).

import { filterExpression, type FilterClause } from "./filter";
import {
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_STATUSES,
  type WorkOrderPriority,
  type WorkOrderStatus,
} from "./records";
import { DAY_MS, pocketBaseDate } from "./dates";
import { pathTo, withQuery } from "./routes";
import { wordClauses, type WordField } from "./search/clauses";
import { SEARCH_MAX_LENGTH, searchWords } from "./search/words";
import { parseWorkOrderNumber } from "./work-orders/number";
import { UNFINISHED_WORK_ORDER_STATUSES } from "./work-orders/transitions";

export const WORK_ORDERS_CSV_PATH = "/api/app/work-orders.csv";

/** The board's Done column shows work orders completed in this many days (24 h each) before now. */
export const DONE_COLUMN_DAYS = 14;

/** The board's columns, left to right; cancelled work orders show in the list only. */
export const BOARD_COLUMNS: readonly WorkOrderStatus[] = ["open", "in_progress", "waiting_parts", "done"];

export const WORK_ORDER_VIEWS = ["board", "list"] as const;
export type WorkOrderView = (typeof WORK_ORDER_VIEWS)[number];

export const WORK_ORDER_SORT_KEYS = ["number", "vehicle", "title", "status", "due", "total_cost", "completed", "updated"] as const;
export type WorkOrderSortKey = (typeof WORK_ORDER_SORT_KEYS)[number];

/** "Assigned to me" is the one assignee filter: a link shared with a colleague means *their* work. */
export const ASSIGNEE_ME = "me";

export interface WorkOrderListQuery {
  readonly view: WorkOrderView;
  /** Free text: each of its words a number ("WO-12", "12"), part of a plate or of the title. */
  readonly q: string;
  readonly status: WorkOrderStatus | "";
  readonly priority: WorkOrderPriority | "";
  /** "me" for the signed-in employee's work orders, "" for everyone's. */
  readonly assignee: typeof ASSIGNEE_ME | "";
  readonly sort: WorkOrderSortKey;
  readonly descending: boolean;
  /** 1-based; the list view's page (the board shows the first page of each column). */
  readonly page: number;
}

export const DEFAULT_WORK_ORDER_LIST_QUERY: WorkOrderListQuery = {
  view: "board",
  q: "",
  status: "",
  priority: "",
  assignee: "",
  sort: "number",
  descending: true,
  page: 1,
};

/** The URL parameter names, e.g. `/workshop/work-orders?view=list&q=ab12&assignee=me&sort=-due&page=2`. */
export const WORK_ORDER_LIST_PARAMS = ["view", "q", "status", "priority", "assignee", "sort", "page"] as const;

/** What a card and a list row read (`fields`): no description. */
export const WORK_ORDER_LIST_FIELDS =
  "id,collectionId,collectionName,number,vehicle,vehicle_plate,title,status,priority,assignee,due,odometer,total_cost,started,completed,updated";

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

/** Reads a query from URL parameters; anything malformed falls back to its default. */
export function parseWorkOrderListQuery(get: (name: string) => string | null | undefined): WorkOrderListQuery {
  const view = get("view") ?? "";
  const status = get("status") ?? "";
  const priority = get("priority") ?? "";
  const sortParam = get("sort") ?? "";
  const descending = sortParam.startsWith("-");
  const sortKey = descending ? sortParam.slice(1) : sortParam;
  const sorted = isOneOf(WORK_ORDER_SORT_KEYS, sortKey);
  const pageNumber = Number(get("page") ?? "1");
  return {
    view: isOneOf(WORK_ORDER_VIEWS, view) ? view : DEFAULT_WORK_ORDER_LIST_QUERY.view,
    q: (get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH),
    status: isOneOf(WORK_ORDER_STATUSES, status) ? status : "",
    priority: isOneOf(WORK_ORDER_PRIORITIES, priority) ? priority : "",
    assignee: get("assignee") === ASSIGNEE_ME ? ASSIGNEE_ME : "",
    sort: sorted ? sortKey : DEFAULT_WORK_ORDER_LIST_QUERY.sort,
    descending: sorted ? descending : DEFAULT_WORK_ORDER_LIST_QUERY.descending,
    page: Number.isSafeInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1,
  };
}

/** The URL parameters of a query, defaults left out, in a stable order. */
export function workOrderListParams(query: WorkOrderListQuery): [string, string][] {
  const params: [string, string][] = [];
  if (query.view !== DEFAULT_WORK_ORDER_LIST_QUERY.view) params.push(["view", query.view]);
  if (query.q !== "") params.push(["q", query.q]);
  if (query.status !== "") params.push(["status", query.status]);
  if (query.priority !== "") params.push(["priority", query.priority]);
  if (query.assignee !== "") params.push(["assignee", query.assignee]);
  const isDefaultSort =
    query.sort === DEFAULT_WORK_ORDER_LIST_QUERY.sort && query.descending === DEFAULT_WORK_ORDER_LIST_QUERY.descending;
  if (!isDefaultSort) params.push(["sort", `${query.descending ? "-" : ""}${query.sort}`]);
  if (query.page > 1) params.push(["page", String(query.page)]);
  return params;
}

/** Who asks and when: "assigned to me" needs the first, the board's Done column the second. */
export interface WorkOrderListContext {
  /** The signed-in employee's id ("" for a superuser: "assigned to me" then matches nothing). */
  readonly me: string;
  readonly now: Date;
}

/** A PocketBase filter with `{:name}` placeholders, as text and as data, and the values for them. */
export interface WorkOrderListFilter {
  readonly filter: string;
  readonly clause: FilterClause;
  readonly params: Readonly<Record<string, string>>;
}

/** An id nobody has: "assigned to me" for someone who is no employee matches nothing. */
const NOBODY = "-";

/** Where a word of the search text is looked for: the plate by its normalised form, the title as typed. */
const SEARCHED_FIELDS: readonly WordField[] = [
  { field: "vehicle_plate_key", value: "plate-key" },
  { field: "title", value: "word" },
];

/**
 * The search's clauses: every word must match the number it names ("WO-12", "#12", "12"), the
 * plate or the title, in any order (shared/search/); a text of several words that names a number
 * as a whole ("wo 12") also finds that work order.
 */
function searchClauses(text: string, params: Record<string, string>): FilterClause[] {
  const words = searchWords(text);
  const clauses = wordClauses(words, SEARCHED_FIELDS, params, (word, index) => {
    const number = parseWorkOrderNumber(word);
    if (number === null) return null;
    params[`number${index}`] = String(number);
    return { field: "number", op: "=", param: `number${index}` };
  });
  const whole = words.length > 1 ? parseWorkOrderNumber(text) : null;
  if (whole === null) return clauses;
  params.number = String(whole);
  return [{ any: [{ field: "number", op: "=", param: "number" }, { all: clauses }] }];
}

function queryClauses(query: WorkOrderListQuery, context: WorkOrderListContext, params: Record<string, string>): FilterClause[] {
  const clauses = searchClauses(query.q, params);
  if (query.priority !== "") {
    clauses.push({ field: "priority", op: "=", param: "priority" });
    params.priority = query.priority;
  }
  if (query.assignee === ASSIGNEE_ME) {
    clauses.push({ field: "assignee", op: "=", param: "me" });
    params.me = context.me === "" ? NOBODY : context.me;
  }
  return clauses;
}

function toFilter(clauses: FilterClause[], params: Record<string, string>): WorkOrderListFilter {
  const clause: FilterClause = { all: clauses };
  return { filter: filterExpression(clause), clause, params };
}

/** The list's (and the export's) filter: search, status, priority and assignee. */
export function workOrderListFilter(query: WorkOrderListQuery, context: WorkOrderListContext): WorkOrderListFilter {
  const params: Record<string, string> = {};
  const clauses = queryClauses(query, context, params);
  if (query.status !== "") {
    clauses.push({ field: "status", op: "=", param: "status" });
    params.status = query.status;
  }
  return toFilter(clauses, params);
}

/** The start of the board's Done column: DONE_COLUMN_DAYS before now, PocketBase's date text. */
export function doneColumnSince(now: Date): string {
  return pocketBaseDate(now.getTime() - DONE_COLUMN_DAYS * DAY_MS);
}

/** One board column's filter: the query's search, priority and assignee, in that status (Done: recent ones only). */
export function boardColumnFilter(
  query: WorkOrderListQuery,
  column: WorkOrderStatus,
  context: WorkOrderListContext,
): WorkOrderListFilter {
  const params: Record<string, string> = {};
  const clauses = queryClauses(query, context, params);
  clauses.push({ field: "status", op: "=", param: "status" });
  params.status = column;
  if (column === "done") {
    clauses.push({ field: "completed", op: ">=", param: "doneSince" });
    params.doneSince = doneColumnSince(context.now);
  }
  return toFilter(clauses, params);
}

/** A column's order: the most urgent first would need a join, so the oldest first (FIFO); Done newest first. */
export function boardColumnSort(column: WorkOrderStatus): string {
  return column === "done" ? "-completed,-id" : "number";
}

// Each sort key with its columns; ties break by number (unique), in the indexes of the columns.
const SORT_COLUMNS: Readonly<Record<WorkOrderSortKey, readonly string[]>> = {
  number: ["number"],
  vehicle: ["vehicle_plate", "number"],
  title: ["title", "number"],
  status: ["status", "number"],
  due: ["due", "number"],
  total_cost: ["total_cost", "number"],
  completed: ["completed", "number"],
  updated: ["updated", "number"],
};

/** The PocketBase `sort` expression of a query, e.g. `-due,-number`. */
export function workOrderListSort(query: WorkOrderListQuery): string {
  const direction = query.descending ? "-" : "";
  return SORT_COLUMNS[query.sort].map((column) => direction + column).join(",");
}

/** Overdue: still to be worked on and due before today (days in UTC, as the server counts them). */
export function isOverdue(workOrder: { readonly status: string; readonly due: string }, now: Date): boolean {
  if (workOrder.due === "" || !(UNFINISHED_WORK_ORDER_STATUSES as readonly string[]).includes(workOrder.status)) return false;
  return workOrder.due.slice(0, 10) < now.toISOString().slice(0, 10);
}

/** The board or list showing a query; missing parts are the defaults (`{}`: the board). */
export function workOrderListPath(query: Partial<WorkOrderListQuery> = {}): string {
  return withQuery(pathTo("work-orders"), workOrderListParams({ ...DEFAULT_WORK_ORDER_LIST_QUERY, ...query }));
}
