// A work order's total_cost: the sum of its items' quantity × unit cost, computed in integer
// cents (shared/work-orders/money.ts), never as a floating sum.

import { COLLECTIONS } from "@shared/records";
import { fromCents, itemCents } from "@shared/work-orders/money";
import { select } from "../db/sql";

const ITEMS_SQL = `SELECT [[quantity]], [[unit_cost]] FROM {{${COLLECTIONS.workOrderItems}}} WHERE [[work_order]] = {:id}`;

export function totalCents(app: core.App, workOrderId: string): number {
  if (workOrderId === "") return 0;
  let cents = 0;
  // -0 makes the engine read a column as a float (0 would be an integer and refuse 0.1).
  for (const item of select(app, ITEMS_SQL, { quantity: -0, unit_cost: -0 }, { id: workOrderId })) cents += itemCents(item);
  return cents;
}

export function totalCost(app: core.App, workOrderId: string): number {
  return fromCents(totalCents(app, workOrderId));
}
