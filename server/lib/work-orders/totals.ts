// A work order's total_cost: the sum of its items' quantity × unit cost, computed in integer
// cents (shared/work-orders/money.ts), never as a floating sum.

import { COLLECTIONS } from "@shared/records";
import { fromCents } from "@shared/work-orders/money";
import { selectOne } from "../db/sql";

/**
 * lineCents (shared/work-orders/money.ts) of a line's stored `quantity` and `unit_cost`, made by
 * SQLite, so that a work order's sum never sends its lines (up to 500) through the JS engine, a
 * cost that grew with every line. The same whole numbers: ROUND of an amount with at most 2
 * decimals × 100 is its hundredths (never a half, so Math.round and ROUND agree), their product is
 * exact in 64 bits (10^7 × 10^8), and integer division truncates as Math.floor does on the
 * magnitude. tests/api/work-order-items.test.ts holds the two to the same cents.
 */
const PRODUCT = "(CAST(ROUND([[quantity]] * 100) AS INTEGER) * CAST(ROUND([[unit_cost]] * 100) AS INTEGER))";
const LINE_CENTS_SQL = `(CASE WHEN ${PRODUCT} < 0 THEN -((-${PRODUCT} + 50) / 100) ELSE (${PRODUCT} + 50) / 100 END)`;

const LINES_SQL = `SELECT COUNT(*) AS [[lines]], COALESCE(SUM(${LINE_CENTS_SQL}), 0) AS [[cents]]
  FROM {{${COLLECTIONS.workOrderItems}}} WHERE [[work_order]] = {:id} AND [[id]] != {:except}`;

export interface LinesSum {
  readonly lines: number;
  readonly cents: number;
}

/** How many lines the work order has and their cents, leaving out the line `except` (one being saved). */
export function linesSum(app: core.App, workOrderId: string, except = ""): LinesSum {
  if (workOrderId === "") return { lines: 0, cents: 0 };
  return selectOne(app, LINES_SQL, { lines: 0, cents: 0 }, { id: workOrderId, except }) ?? { lines: 0, cents: 0 };
}

export function totalCents(app: core.App, workOrderId: string): number {
  return linesSum(app, workOrderId).cents;
}

export function totalCost(app: core.App, workOrderId: string): number {
  return fromCents(totalCents(app, workOrderId));
}
