// Everything a save of a stock movement does (server/hooks/stock-movements.hooks.ts;
// docs/product.md "Parts and stock"). Through the API, managers record receipts (with the price
// paid, which becomes the part's unit cost) and adjustments: a change with a note saying why, or
// a stocktake ("counted N"), which the server turns into the difference to what is on hand in the
// same transaction, so that a technician's issue meanwhile is not counted away. Each moves its
// part's stock (parts/steps.ts), never below zero. Issues and returns are written by work orders
// (steps.ts). Nobody changes or deletes a movement: not through the API (superusers included),
// and no save from elsewhere either.

import { pocketBaseDate } from "@shared/dates";
import { LEDGER_FIXED } from "@shared/roles";
import {
  checkStockMovement,
  nothingToAdjustError,
  stocktakeNote,
  STOCK_MOVEMENT_INPUT_FIELDS,
  STOCK_MOVEMENT_SERVER_FIELDS,
  type FieldErrors,
  type StockMovementInput,
  type StockMovementValues,
} from "@shared/validation";
import { fromCents, hundredthsText, toCents } from "@shared/work-orders/money";
import { moveStock } from "../parts/steps";
import { partRow } from "../parts/rows";
import { notSavedMessage, throwFieldErrors } from "../records/field-errors";
import { requestBody } from "../records/record-input";
import { normaliseRecord, saveRequest, type SaveSpec } from "../records/record-save";
import { runSave } from "../records/save";
import { authorOf } from "../records/save-context";

const PART_MISSING = { code: "part_not_found", message: "This part does not exist (any more)." } as const;

const MOVEMENTS: SaveSpec<(typeof STOCK_MOVEMENT_INPUT_FIELDS)[number], StockMovementValues> = {
  what: "stock movement",
  collectionLabel: "Stock movements",
  // `counted` is no field: the check's value stays on the record being saved for the lifecycle.
  inputFields: STOCK_MOVEMENT_INPUT_FIELDS,
  fileFields: [],
  serverFields: STOCK_MOVEMENT_SERVER_FIELDS,
  check: checkStockMovement,
  databaseErrors: (app, values) => (values.part !== undefined && partRow(app, values.part) === null ? { part: PART_MISSING } : {}),
  saveErrorRules: [],
  // PocketBase checks required fields before the lifecycle runs; it sets the moment again.
  normalise: (_app, record) => record.set("at", pocketBaseDate(new Date())),
};

function refuse(errors: FieldErrors): never {
  throwFieldErrors(notSavedMessage("stock movement", errors), errors);
}

/** Nobody changes or deletes a movement: a mistake is corrected by another one. */
export function refuseLedgerChange(): never {
  throw new ForbiddenError(LEDGER_FIXED, {});
}

/** `onRecordCreateRequest` of stock movements; updates and deletes are refused (refuseLedgerChange). */
export function saveMovementRequest(e: core.RecordRequestEvent): void {
  const body = requestBody(e);
  // The check stores only values that differ from what was sent; a count is no field, so
  // PocketBase did not keep it on the record: what was sent is the starting point.
  e.record!.set("counted", body["counted"] ?? null);
  // A movement is only ever created: what the request left out is not given (an absent price
  // paid is no price of 0, as an empty number field of a new record would read).
  const sent = (input: StockMovementInput): StockMovementInput => {
    const only: StockMovementInput = {};
    for (const field of STOCK_MOVEMENT_INPUT_FIELDS) if (Object.prototype.hasOwnProperty.call(body, field)) only[field] = input[field];
    return only;
  };
  saveRequest(e, { ...MOVEMENTS, check: (input) => checkStockMovement(sent(input)) });
}

/** `onRecordValidate` of stock movements saved other than by a request or a step. */
export function validateMovementRecord(e: core.RecordEvent): void {
  normaliseRecord(e, MOVEMENTS);
}

function countedOf(record: core.Record): number | null {
  const counted: unknown = record.get("counted");
  return typeof counted === "number" ? counted : null;
}

/** `onRecordCreateExecute` of stock movements a person records (not the steps of work orders). */
export function storeMovement(e: core.RecordEvent): void {
  const counted = countedOf(e.record!);
  runSave(e, {
    what: "stock movement",
    written: [],
    before(app, record, current) {
      if (current !== null) refuseLedgerChange();
      const part = partRow(app, record.getString("part"));
      if (part === null) refuse({ part: PART_MISSING });
      if (counted !== null) {
        const difference = toCents(counted) - toCents(part.on_hand);
        if (difference === 0) refuse({ counted: nothingToAdjustError(hundredthsText(toCents(part.on_hand)), part.unit) });
        record.set("quantity", fromCents(difference));
        record.set("note", stocktakeNote(hundredthsText(toCents(counted)), record.getString("note")));
      }
      if (record.getString("reason") !== "receipt") record.set("unit_cost", part.unit_cost);
      const author = authorOf(record);
      record.set("by", author.by);
      record.set("by_label", author.label);
      record.set("at", pocketBaseDate(new Date()));
      record.set("work_order_item", "");
      record.set("work_order", "");
      record.set("work_order_number", 0);
    },
    after(app, record) {
      const receipt = record.getString("reason") === "receipt";
      moveStock(app, record.getString("part"), {
        hundredths: toCents(record.getFloat("quantity")),
        ...(receipt ? { receiptCost: record.getFloat("unit_cost") } : {}),
        what: "stock movement",
        field: counted === null ? "quantity" : "counted",
        cause: record,
      });
    },
  });
}
