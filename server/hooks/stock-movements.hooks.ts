// The stock ledger (server/lib/stock-movements/): managers record receipts and stocktakes through
// the API; work orders write issues and returns as steps of their saves (marked: their execute
// hook lets them through at once). Nobody changes or deletes a movement, superusers included:
// refused at the request and again at the execute hooks, whatever made the change.
import type * as Workshop from "../lib";

onRecordCreateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.stockMovements.saveMovementRequest(e);
}, "stock_movements");

onRecordUpdateRequest(() => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.stockMovements.refuseLedgerChange();
}, "stock_movements");

onRecordDeleteRequest(() => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.stockMovements.refuseLedgerChange();
}, "stock_movements");

onRecordValidate((e) => {
  if (e.record!.get("@pbInternalWorkshopChecked") === true) {
    e.next(); // checked by the request hook already
    return;
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.stockMovements.validateMovementRecord(e);
}, "stock_movements");

onRecordCreateExecute((e) => {
  if (e.record!.get("@pbInternalWorkshopStep") === true) {
    e.next(); // a lifecycle's step, complete already
    return;
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.stockMovements.storeMovement(e);
}, "stock_movements");

onRecordUpdateExecute(() => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.stockMovements.refuseLedgerChange();
}, "stock_movements");

onRecordDeleteExecute(() => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.stockMovements.refuseLedgerChange();
}, "stock_movements");
