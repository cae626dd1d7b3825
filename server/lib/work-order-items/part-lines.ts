// A work order's part lines that name a stock part (docs/product.md "Parts and stock"): what the
// line takes from the part unless the request gives it (number, name, unit, unit cost), the part's
// unit for its quantity, and the stock it holds, settled in the save's transaction by the ledger's
// steps (stock-movements/steps.ts) whenever it is added, changed or deleted.

import { WORK_ORDER_ITEM_INPUT_FIELDS, fieldError, type FieldError, type FieldErrors, type WorkOrderItemInput } from "@shared/validation";
import { toCents } from "@shared/work-orders/money";
import { partRow, type PartRow } from "../parts/rows";
import { asSent, isFormBody, requestBody } from "../records/record-input";
import { sentFields } from "../records/save-context";
import { settleLineStock } from "../stock-movements/steps";
import { storedWorkOrder } from "../work-orders/rows";

type Field = (typeof WORK_ORDER_ITEM_INPUT_FIELDS)[number];

function given(body: { [key: string]: unknown }, field: string, formBody: boolean): boolean {
  if (!Object.prototype.hasOwnProperty.call(body, field)) return false;
  const value = asSent(body[field], formBody);
  return !(value === null || value === undefined || (typeof value === "string" && value.trim() === ""));
}

/** What a line takes from its part unless given. */
function fromPart(part: PartRow): Partial<Record<Field, string | number>> {
  return { description: part.name, part_number: part.number, unit: part.unit, unit_cost: part.unit_cost };
}

/**
 * The values a new line takes from the part it names, for the fields the request left out or
 * empty; null when it names none (or one that does not exist: the checks say so).
 */
export function partDefaults(e: core.RecordRequestEvent): WorkOrderItemInput | null {
  const body = requestBody(e);
  const formBody = isFormBody(e);
  if (!e.record!.isNew() || !given(body, "part", formBody)) return null;
  const part = partRow(e.app, String(asSent(body["part"], formBody)).trim());
  if (part === null) return null;
  const values = fromPart(part);
  const defaults: WorkOrderItemInput = {};
  for (const field of Object.keys(values) as Field[]) {
    if (!given(body, field, formBody)) defaults[field] = values[field];
  }
  return defaults;
}

/** A line given another part takes its values for the fields the update did not send. */
function takeNewPart(app: core.App, record: core.Record, current: core.Record | null): void {
  const partId = record.getString("part");
  if (current === null || partId === "" || partId === current.getString("part")) return;
  const part = partRow(app, partId);
  const sent = sentFields(record);
  if (part === null || sent === null) return;
  const values = fromPart(part);
  for (const field of Object.keys(values) as Field[]) if (!sent.includes(field)) record.set(field, values[field]);
}

/** The request's field errors only the database can tell: a part that does not exist. */
export function missingPartErrors(app: core.App, part: string | undefined): FieldErrors {
  return part !== undefined && part !== "" && partRow(app, part) === null ? { part: PART_MISSING } : {};
}

const PART_MISSING = fieldError("part_not_found", "This part does not exist (any more).");

function unitMismatch(unit: string): FieldError {
  return fieldError("unit_mismatch", `This part is counted in ${unit}: the line's quantity is in ${unit} too.`, { unit });
}

/**
 * Before the write: a line given another part takes its values; the part exists (read in the
 * transaction) and the line counts in its unit.
 */
export function partLineErrors(app: core.App, record: core.Record, current: core.Record | null): FieldErrors {
  takeNewPart(app, record, current);
  const partId = record.getString("part");
  if (partId === "") return {};
  const part = partRow(app, partId);
  if (part === null) return { part: PART_MISSING };
  return record.getString("unit") === part.unit ? {} : { unit: unitMismatch(part.unit) };
}

/** What settling a line's stock needs to know of its save. */
export interface LineSave {
  /** The part the line named as stored before ("" for none, or a new line). */
  readonly storedPart: string;
  /** The line is being deleted. */
  readonly deleted: boolean;
  /** The line is new in this save: it holds nothing yet. */
  readonly added: boolean;
  /** Its work order's number when the caller read it in the transaction already, else null. */
  readonly workOrderNumber: number | null;
}

/**
 * After the write (or the delete): the line's stock settled to what it names now. A line that
 * named no part before and names none now holds nothing: nothing to read.
 */
export function settlePartLine(app: core.App, record: core.Record, save: LineSave): void {
  const part = record.getString("part");
  if (part === "" && save.storedPart === "") return;
  const workOrder = record.getString("work_order");
  settleLineStock(
    app,
    {
      item: record.id,
      workOrder,
      workOrderNumber: save.workOrderNumber ?? storedWorkOrder(app, workOrder)?.number ?? 0,
      wanted: save.deleted || part === "" ? null : { part, hundredths: toCents(record.getFloat("quantity")) },
      added: save.added,
    },
    record,
    { what: "item", field: "quantity" },
  );
}
