// Everything a save of a work order's line does (server/hooks/work-order-items.hooks.ts;
// docs/product.md "Work orders"): checked by the shared validation
// (shared/validation/work-order-item.ts); read-only once the work order is done or cancelled
// (400 work_order_closed); fixed to their work order; within its limits (./limits.ts: 500 lines,
// a total of 1,000,000,000.00); its history entry; and every create,
// change and delete sets the work order's total in the same transaction (a step:
// work-orders/steps.ts, so its page and the board see the new total live).

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
import { hasFieldErrors, notSavedMessage, throwFieldErrors } from "../records/field-errors";
import { requestBody } from "../records/record-input";
import { normaliseRecord, passNotingAuthor, saveRequest, type SaveSpec } from "../records/record-save";
import { runDelete, runSave } from "../records/save";
import { changeAuthor } from "../records/save-context";
import { storedWorkOrder } from "../work-orders/rows";
import { retotal } from "../work-orders/steps";
import { missingPartErrors, partDefaults, partLineErrors, settlePartLine } from "./part-lines";
import { itemLimits } from "./limits";

const WORK_ORDER_MISSING = fieldError("work_order_not_found", "This work order does not exist (any more).");

const ITEMS: SaveSpec<(typeof WORK_ORDER_ITEM_INPUT_FIELDS)[number], WorkOrderItemValues> = {
  what: "item",
  collectionLabel: "Work order items",
  inputFields: WORK_ORDER_ITEM_INPUT_FIELDS,
  fileFields: [],
  // Who added the line decides who may delete it (shared/roles.ts); where it came from is the
  // server's to say (a line sent by a person is `manual`).
  serverFields: ["created_by", "source"],
  check: checkWorkOrderItem,
  databaseErrors: (app, values) => ({
    ...(values.work_order !== undefined && values.work_order !== "" && storedWorkOrder(app, values.work_order) === null
      ? { work_order: WORK_ORDER_MISSING }
      : {}),
    ...missingPartErrors(app, values.part),
  }),
  saveErrorRules: [],
  beforeSave: (e) => {
    setCreator(e);
    const record = e.record!;
    record.set("source", record.isNew() ? "manual" : record.original().get("source"));
  },
};

/** `onRecordCreateRequest` and `onRecordUpdateRequest` of items. */
export function saveItemRequest(e: core.RecordRequestEvent): void {
  // A new line without a quantity is one of something (PocketBase would store an absent number as 0).
  const record = e.record!;
  if (record.isNew() && !Object.prototype.hasOwnProperty.call(requestBody(e), "quantity")) record.set("quantity", DEFAULT_QUANTITY);
  // A line naming a stock part takes its number, name, unit and cost unless the request gives them.
  const defaults = partDefaults(e);
  saveRequest(e, defaults === null ? ITEMS : { ...ITEMS, check: (input) => checkWorkOrderItem({ ...input, ...defaults }) });
}

/** `onRecordValidate` of items. */
export function validateItemRecord(e: core.RecordEvent): void {
  normaliseRecord(e, ITEMS);
}

function refuse(errors: FieldErrors): never {
  throwFieldErrors(notSavedMessage("item", errors), errors);
}

/** What the rules read before the write, for the steps after it. */
interface Noted {
  /** The work order's number (0 when it is gone). */
  readonly workOrderNumber: number;
  /** The work order's total with this line, in cents. */
  readonly totalCents: number;
}

/** `onRecordCreateExecute` and `onRecordUpdateExecute` of items. */
export function storeItem(e: core.RecordEvent): void {
  runSave<Noted>(e, {
    what: "item",
    written: WORK_ORDER_ITEM_INPUT_FIELDS,
    before(app, record, current) {
      const workOrder = record.getString("work_order");
      if (current !== null && current.getString("work_order") !== workOrder) refuse({ work_order: ITEM_WORK_ORDER_FIXED });
      // A line keeps where it came from, whoever saves it (the dashboard included).
      if (current !== null) record.set("source", current.get("source"));
      // Read-only once its work order (if it still exists) is done or cancelled.
      const stored = storedWorkOrder(app, workOrder);
      if (stored !== null && isClosedStatus(stored.status)) refuse({ work_order: WORK_ORDER_CLOSED });
      const limits = itemLimits(app, record, current);
      if (hasFieldErrors(limits.errors)) refuse(limits.errors);
      const partErrors = partLineErrors(app, record, current);
      if (hasFieldErrors(partErrors)) refuse(partErrors);
      return { workOrderNumber: stored?.number ?? 0, totalCents: limits.totalCents };
    },
    after(app, record, current, noted) {
      settlePartLine(app, record, { storedPart: current?.getString("part") ?? "", deleted: false, added: current === null, workOrderNumber: noted.workOrderNumber });
      retotal(app, record.getString("work_order"), changeAuthor(record), noted.totalCents);
    },
  });
}

/** `onRecordDeleteExecute` of items (also when its work order is deleted: then no total is set). */
export function deleteItem(e: core.RecordEvent): void {
  let exists = false;
  runDelete(e, {
    before(app, record) {
      const stored = storedWorkOrder(app, record.getString("work_order"));
      if (stored !== null && isClosedStatus(stored.status)) {
        throw new BadRequestError("The item was not deleted.", { id: new ValidationError(WORK_ORDER_CLOSED.code, WORK_ORDER_CLOSED.message) });
      }
      exists = stored !== null;
    },
    after(app, record) {
      settlePartLine(app, record, { storedPart: record.getString("part"), deleted: true, added: false, workOrderNumber: null });
      if (exists) retotal(app, record.getString("work_order"), changeAuthor(record));
    },
  });
}

/** `onRecordDeleteRequest` of items: who makes the change, for the history. */
export function deleteItemRequest(e: core.RecordRequestEvent): void {
  passNotingAuthor(e);
}
