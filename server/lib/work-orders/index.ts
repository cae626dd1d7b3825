// Work orders (server/hooks/work-orders.hooks.ts): their requests, their lifecycle and their CSV export.
export { saveWorkOrderRequest, validateWorkOrderRecord } from "./requests";
export { storeWorkOrder, deleteWorkOrder, deleteWorkOrderRequest } from "./lifecycle";
export { serveWorkOrdersCsv } from "./export";
