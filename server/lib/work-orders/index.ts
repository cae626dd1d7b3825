// Work orders, their items and their effects on vehicles (server/hooks/work-orders.hooks.ts).
export { saveWorkOrderRequest, validateWorkOrderRecord } from "./save";
export { createWorkOrder, updateWorkOrder, deleteWorkOrder } from "./lifecycle";
export { saveItemRequest, validateItemRecord, storeItem, deleteItem } from "./items";
export { storeVehicle, deleteVehicle } from "./vehicle-guards";
export { serveWorkOrdersCsv } from "./export";
