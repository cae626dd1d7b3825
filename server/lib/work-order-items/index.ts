// The lines of work orders (server/hooks/work-order-items.hooks.ts).
export { saveItemRequest, validateItemRecord, storeItem, deleteItem, deleteItemRequest } from "./lifecycle";
