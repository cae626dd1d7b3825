// Everything a save of a part does (server/hooks/parts.hooks.ts; docs/product.md "Parts and
// stock"): checked by the shared validation (shared/validation/part.ts); its number unique
// ignoring case and spaces, its barcode unique when it has one; `on_hand` is never written by a
// request, only by the ledger (parts/steps.ts), so every save keeps it as stored; the reorder flag
// follows on hand and the reorder point; a part's unit is fixed once stock has moved, and a part
// with a ledger is never deleted (its history would be lost).

import { COLLECTIONS } from "@shared/records";
import {
  BARCODE_TAKEN,
  checkPart,
  needsReorder,
  NUMBER_TAKEN,
  PART_INPUT_FIELDS,
  PART_SERVER_FIELDS,
  partHasMovementsMessage,
  unitFixedError,
  type FieldErrors,
  type PartValues,
} from "@shared/validation";
import { notSavedMessage, throwFieldErrors } from "../records/field-errors";
import { normaliseRecord, passNotingAuthor, saveRequest, type SaveSpec } from "../records/record-save";
import { runDelete, runSave } from "../records/save";
import { isTaken } from "../records/uniqueness";
import { itemsOfPart, movementsOfPart } from "./rows";

function databaseErrors(app: core.App, values: Partial<PartValues>, selfId: string): FieldErrors {
  const errors: FieldErrors = {};
  if (values.number_key !== undefined && isTaken(app, COLLECTIONS.parts, "number_key", values.number_key, selfId)) errors.number = NUMBER_TAKEN;
  if (values.barcode !== undefined && isTaken(app, COLLECTIONS.parts, "barcode", values.barcode, selfId)) errors.barcode = BARCODE_TAKEN;
  return errors;
}

const PARTS: SaveSpec<(typeof PART_INPUT_FIELDS)[number], PartValues> = {
  what: "part",
  collectionLabel: "Parts",
  inputFields: PART_INPUT_FIELDS,
  fileFields: [],
  serverFields: PART_SERVER_FIELDS,
  check: checkPart,
  databaseErrors,
  saveErrorRules: [
    { column: "number_key", pocketbaseCode: "validation_not_unique", field: "number", error: NUMBER_TAKEN },
    { column: "barcode", pocketbaseCode: "validation_not_unique", field: "barcode", error: BARCODE_TAKEN },
  ],
};

/** `onRecordCreateRequest` and `onRecordUpdateRequest` of parts. */
export function savePartRequest(e: core.RecordRequestEvent): void {
  saveRequest(e, PARTS);
}

/** `onRecordValidate` of parts. */
export function validatePartRecord(e: core.RecordEvent): void {
  normaliseRecord(e, PARTS);
}

/** `onRecordCreateExecute` and `onRecordUpdateExecute` of parts. */
export function storePart(e: core.RecordEvent): void {
  runSave(e, {
    what: "part",
    written: PART_INPUT_FIELDS,
    derived: { number: ["number_key"] },
    before(app, record, current) {
      const onHand = current === null ? 0 : current.getFloat("on_hand");
      if (current !== null && record.getString("unit") !== current.getString("unit") && movementsOfPart(app, record.id) > 0) {
        const errors = { unit: unitFixedError(current.getString("unit")) };
        throwFieldErrors(notSavedMessage("part", errors), errors);
      }
      record.set("on_hand", onHand);
      record.set("needs_reorder", needsReorder(onHand, record.getFloat("reorder_point")));
    },
  });
}

/** `onRecordDeleteExecute` of parts: refused while it has a ledger (or lines naming it). */
export function deletePart(e: core.RecordEvent): void {
  runDelete(e, {
    before(app, record) {
      const movements = movementsOfPart(app, record.id);
      const lines = itemsOfPart(app, record.id);
      if (movements > 0 || lines > 0) {
        // Every line naming a part has issued it, so lines without movements are older data.
        const message = partHasMovementsMessage(Math.max(movements, 1));
        // The reason is the answer's message too: the part's page shows it to the manager.
        throw new BadRequestError(message, { id: new ValidationError("has_movements", message) });
      }
    },
  });
}

/** `onRecordDeleteRequest` of parts: who makes the change, for the history. */
export function deletePartRequest(e: core.RecordRequestEvent): void {
  passNotingAuthor(e);
}

