import { pathTo, withQuery } from "@shared/routes";
import { DEFAULT_WORK_ORDER_LIST_QUERY, workOrderListPath, type WorkOrderListQuery } from "@shared/work-order-list";

export { workOrderListPath };

/** Where the person comes back to from a work order: the board or list as they last left it. */
let lastQuery: WorkOrderListQuery = DEFAULT_WORK_ORDER_LIST_QUERY;

export function rememberWorkOrderQuery(query: WorkOrderListQuery): void {
  lastQuery = query;
}

export function backToWorkOrdersPath(): string {
  return workOrderListPath(lastQuery);
}

/** The new work order form, for a vehicle when given. */
export function newWorkOrderPath(vehicleId?: string): string {
  return withQuery(pathTo("work-orders-new"), vehicleId ? [["vehicle", vehicleId]] : []);
}
