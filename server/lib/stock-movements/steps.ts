// What work orders do to the stock ledger, as steps of their saves (server/lib/records/steps.ts;
// docs/product.md "Parts and stock"): a part line issues its quantity when it is added, issues or
// returns the difference when its quantity (or its part) changes, and returns it when it is
// deleted or its work order cancelled; reopening a cancelled work order issues its lines again.
//
// What a line has taken is read from the ledger itself (its issues less its returns), never
// from what the line said before: the line is settled to what it should hold now, so that a
// cancelled work order whose lines are deleted afterwards returns nothing twice, and the stock
// is right whatever path a change took. Each movement moves its part's stock in the same
// transaction (parts/steps.ts) and is refused when more would go out than is on hand.

import { pocketBaseDate } from "@shared/dates";
import { COLLECTIONS, type StockMovementReason } from "@shared/records";
import { fromCents, toCents } from "@shared/work-orders/money";
import { select } from "../db/sql";
import { moveStock } from "../parts/steps";
import { authorOf, copyAuthor } from "../records/save-context";
import { saveStep } from "../records/steps";

/** A work order line as its stock sees it. */
export interface LineStock {
  readonly item: string;
  readonly workOrder: string;
  /** The work order's number, 0 when it is gone (the ledger's earlier lines keep it). */
  readonly workOrderNumber: number;
  /** What the line should hold now: its part and quantity in hundredths, or null for nothing. */
  readonly wanted: { readonly part: string; readonly hundredths: number } | null;
  /** A line added in this save: it holds nothing yet, so its ledger is not read. */
  readonly added?: boolean;
}

/** Where a refusal shows: the item's quantity, the work order's status. */
export interface Refusal {
  readonly what: string;
  readonly field: string;
}

const HELD_SQL = `SELECT [[part]], SUM(CAST(ROUND([[quantity]] * 100) AS INTEGER)) AS [[hundredths]], MAX([[work_order_number]]) AS [[number]]
  FROM {{${COLLECTIONS.stockMovements}}} WHERE [[work_order_item]] = {:item} GROUP BY [[part]]`;

interface Movement {
  readonly part: string;
  readonly hundredths: number;
  readonly reason: StockMovementReason;
}

/** Writes one ledger line of a work order's line and moves its part's stock. */
function record(app: core.App, line: LineStock, movement: Movement, number: number, cause: core.Record, refusal: Refusal): void {
  const moved = moveStock(app, movement.part, { hundredths: movement.hundredths, ...refusal, cause });
  const author = authorOf(cause);
  const row = new Record(app.findCachedCollectionByNameOrId(COLLECTIONS.stockMovements));
  row.load({
    part: movement.part,
    quantity: fromCents(movement.hundredths),
    reason: movement.reason,
    work_order_item: line.item,
    work_order: line.workOrder,
    work_order_number: number,
    unit_cost: moved.unitCost,
    note: "",
    by: author.by,
    by_label: author.label,
    at: pocketBaseDate(new Date()),
  });
  copyAuthor(cause, row);
  saveStep(app, row);
}

/**
 * Brings the line's ledger to what it should hold: returns what it holds of parts it no longer
 * names (or all, when it should hold nothing), then issues or returns the difference of its part.
 */
export function settleLineStock(app: core.App, line: LineStock, cause: core.Record, refusal: Refusal): void {
  const held = line.added ? [] : select(app, HELD_SQL, { part: "", hundredths: 0, number: 0 }, { item: line.item });
  const number = line.workOrderNumber || Math.max(0, ...held.map((row) => row.number));
  const movements: Movement[] = [];
  for (const row of held) {
    const holds = -row.hundredths;
    const wants = line.wanted !== null && line.wanted.part === row.part ? line.wanted.hundredths : 0;
    if (wants < holds) movements.push({ part: row.part, hundredths: holds - wants, reason: "return" });
  }
  const wanted = line.wanted;
  if (wanted !== null) {
    const holds = -(held.find((row) => row.part === wanted.part)?.hundredths ?? 0);
    if (wanted.hundredths > holds) movements.push({ part: wanted.part, hundredths: holds - wanted.hundredths, reason: "issue" });
  }
  for (const movement of movements) record(app, line, movement, number, cause, refusal);
}

const PART_LINES_SQL = `SELECT [[id]], [[part]], [[quantity]] FROM {{${COLLECTIONS.workOrderItems}}}
  WHERE [[work_order]] = {:id} AND [[part]] != '' ORDER BY [[created]], [[id]]`;

/**
 * A work order's change of status, for its part lines: cancelling returns what they hold,
 * reopening a cancelled one issues it again (refused at `status` when stock ran out meanwhile).
 */
export function stockFollowsStatus(app: core.App, workOrder: core.Record, stored: core.Record | null): void {
  const before = stored?.getString("status") ?? "";
  const now = workOrder.getString("status");
  const cancelling = now === "cancelled" && before !== "cancelled";
  const reopening = before === "cancelled" && now !== "cancelled";
  if (!cancelling && !reopening) return;
  const lines = select(app, PART_LINES_SQL, { id: "", part: "", quantity: -0 }, { id: workOrder.id });
  for (const line of lines) {
    settleLineStock(
      app,
      {
        item: line.id,
        workOrder: workOrder.id,
        workOrderNumber: workOrder.getInt("number"),
        wanted: cancelling ? null : { part: line.part, hundredths: toCents(line.quantity) },
      },
      workOrder,
      { what: "work order", field: "status" },
    );
  }
}
