// What other saves do to a part, as steps of those saves (server/lib/records/steps.ts): every
// stock movement moves its part's `on_hand` by its quantity, in the movement's transaction, so
// that on hand is always the ledger's sum (docs/product.md "Parts and stock"). Stock never goes
// below zero: an issue of more than is on hand is refused, saying how many are. A receipt's price
// paid becomes the part's unit cost.

import { COLLECTIONS } from "@shared/records";
import {
  insufficientStockError,
  needsReorder,
  STOCK_MAX,
  TOO_MUCH_STOCK,
  type FieldError,
} from "@shared/validation";
import { fromCents, hundredthsText, toCents } from "@shared/work-orders/money";
import { notSavedMessage, throwFieldErrors } from "../records/field-errors";
import { copyAuthor } from "../records/save-context";
import { saveStep } from "../records/steps";

export interface StockChange {
  /** Hundredths of the part's unit: positive in, negative out. */
  readonly hundredths: number;
  /** The price paid per unit of a receipt: the part's unit cost from now on. */
  readonly receiptCost?: number;
  /** Who is refused when stock would run out or overflow: "item", and the field to show it at. */
  readonly what: string;
  readonly field: string;
  /** The save that moves the stock: its author is the part's change's too. */
  readonly cause: core.Record;
}

/** The part as the change found it: what its ledger line records. */
export interface MovedPart {
  readonly number: string;
  readonly unit: string;
  readonly unitCost: number;
  /** On hand before the change, in hundredths. */
  readonly before: number;
}

function refuse(change: StockChange, error: FieldError): never {
  throwFieldErrors(notSavedMessage(change.what, { [change.field]: error }), { [change.field]: error });
}

/** Moves the part's stock (read in the caller's transaction) and saves it as a step. */
export function moveStock(app: core.App, partId: string, change: StockChange): MovedPart {
  const part = app.findRecordById(COLLECTIONS.parts, partId);
  const moved: MovedPart = {
    number: part.getString("number"),
    unit: part.getString("unit"),
    unitCost: part.getFloat("unit_cost"),
    before: toCents(part.getFloat("on_hand")),
  };
  const after = moved.before + change.hundredths;
  if (after < 0) refuse(change, insufficientStockError(hundredthsText(moved.before), moved.unit, moved.number));
  if (after > STOCK_MAX * 100) refuse(change, TOO_MUCH_STOCK);
  const onHand = fromCents(after);
  part.set("on_hand", onHand);
  part.set("needs_reorder", needsReorder(onHand, part.getFloat("reorder_point")));
  if (change.receiptCost !== undefined) part.set("unit_cost", change.receiptCost);
  copyAuthor(change.cause, part);
  saveStep(app, part);
  return moved;
}
