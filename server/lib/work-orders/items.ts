// The lines of a work order (PRODUCT.md "Work orders"): checked by the shared validation
// (shared/validation/work-order-item.ts); read-only once the work order is done or cancelled
// (400 work_order_closed); fixed to their work order; and every create, change and delete
// recomputes the work order's total in the same transaction (a save of the work order, so its
// page and the board see the new total live).

import { COLLECTIONS } from "@shared/records";
import {
  checkWorkOrderItem,
  DEFAULT_QUANTITY,
  fieldError,
  ITEM_WORK_ORDER_FIXED,
  WORK_ORDER_CLOSED,
  WORK_ORDER_ITEM_INPUT_FIELDS,
  type FieldErrors,
  type WorkOrderItemValues,
} from "@shared/validation";
import { isClosedStatus } from "@shared/work-orders/transitions";
import { setCreator } from "../records/authorship";
import { notSavedMessage, throwFieldErrors } from "../records/field-errors";
import { requestBody } from "../records/record-input";
import { normaliseRecord, saveRequest, type SaveSpec } from "../records/record-save";
import { nextKept, nextKeptDelete } from "../history";
import { inTransaction } from "../db/transaction";
import { storedWorkOrder } from "./vehicle-rows";

const WORK_ORDER_MISSING = fieldError("work_order_not_found", "This work order does not exist (any more).");

const ITEMS: SaveSpec<(typeof WORK_ORDER_ITEM_INPUT_FIELDS)[number], WorkOrderItemValues> = {
  what: "item",
  collectionLabel: "Work order items",
  inputFields: WORK_ORDER_ITEM_INPUT_FIELDS,
  fileFields: [],
  // Who added the line decides who may delete it (shared/roles.ts).
  serverFields: ["created_by"],
  check: checkWorkOrderItem,
  databaseErrors: (app, values) =>
    values.work_order !== undefined && values.work_order !== "" && storedWorkOrder(app, values.work_order) === null
      ? { work_order: WORK_ORDER_MISSING }
      : {},
  saveErrorRules: [],
  beforeSave: setCreator,
};

/** `onRecordCreateRequest` and `onRecordUpdateRequest` of items. */
export function saveItemRequest(e: core.RecordRequestEvent): void {
  // A new line without a quantity is one of something (PocketBase would store an absent number as 0).
  const record = e.record!;
  if (record.isNew() && !Object.prototype.hasOwnProperty.call(requestBody(e), "quantity")) record.set("quantity", DEFAULT_QUANTITY);
  saveRequest(e, ITEMS);
}

/** `onRecordValidate` of items. */
export function validateItemRecord(e: core.RecordEvent): void {
  normaliseRecord(e, ITEMS);
}

function refuse(errors: FieldErrors): never {
  throwFieldErrors(notSavedMessage("item", errors), errors);
}

/** Refuses a change to a line of a done or cancelled work order (one that still exists). */
function refuseClosed(app: core.App, workOrderId: string, field: string): void {
  const stored = storedWorkOrder(app, workOrderId);
  if (stored !== null && isClosedStatus(stored.status)) refuse({ [field]: WORK_ORDER_CLOSED });
}

/** Saves the work order, whose update hook recomputes its total from the items. */
function retotal(app: core.App, workOrderId: string): void {
  let workOrder: core.Record;
  try {
    workOrder = app.findRecordById(COLLECTIONS.workOrders, workOrderId);
  } catch {
    return; // being deleted with its items
  }
  app.save(workOrder);
}

/** `onRecordCreateExecute` and `onRecordUpdateExecute` of items. */
export function storeItem(e: core.RecordEvent): void {
  inTransaction(e, (app) => {
    const record = e.record!;
    const workOrder = record.getString("work_order");
    if (!record.isNew() && record.original().getString("work_order") !== workOrder) {
      refuse({ work_order: ITEM_WORK_ORDER_FIXED });
    }
    refuseClosed(app, workOrder, "work_order");
    nextKept(e);
    retotal(app, workOrder);
  });
}

/** `onRecordDeleteExecute` of items (in PocketBase's transaction; also when its work order is deleted). */
export function deleteItem(e: core.RecordEvent): void {
  const workOrder = e.record!.getString("work_order");
  const stored = storedWorkOrder(e.app, workOrder);
  if (stored !== null && isClosedStatus(stored.status)) {
    throw new BadRequestError("The item was not deleted.", { id: new ValidationError(WORK_ORDER_CLOSED.code, WORK_ORDER_CLOSED.message) });
  }
  nextKeptDelete(e);
  if (stored !== null) retotal(e.app, workOrder);
}
