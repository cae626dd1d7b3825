// The stock ledger (server/hooks/stock-movements.hooks.ts): receipts and stocktakes recorded by
// managers; issues and returns written by work orders (steps.ts). Never changed or deleted.
export { saveMovementRequest, validateMovementRecord, storeMovement, refuseLedgerChange } from "./lifecycle";
