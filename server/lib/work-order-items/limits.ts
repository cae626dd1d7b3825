// A work order's limits (docs/product.md "Bounded by design"): at most 500 lines and a total of at
// most 1,000,000,000.00, judged by the shared rule (shared/validation/work-order-item.ts) from
// the lines stored now, inside the save's transaction. PocketBase writes through one database
// connection, so two lines added at once are judged one after the other, never both from 499.

import { workOrderLimitErrors, type FieldErrors } from "@shared/validation";
import { itemCents } from "@shared/work-orders/money";
import { linesSum } from "../work-orders/totals";

function cents(record: core.Record): number {
  return itemCents({ quantity: record.getFloat("quantity"), unit_cost: record.getFloat("unit_cost") });
}

/**
 * What saving this line (new, or changed from `stored` as the transaction reads it) would break
 * of its work order's limits, and the work order's total with it (its new total once saved).
 */
export function itemLimits(app: core.App, record: core.Record, stored: core.Record | null): { errors: FieldErrors; totalCents: number } {
  const others = linesSum(app, record.getString("work_order"), record.id);
  const lineCents = cents(record);
  const quantityOnly =
    stored !== null && stored.getFloat("quantity") !== record.getFloat("quantity") && stored.getFloat("unit_cost") === record.getFloat("unit_cost");
  const errors = workOrderLimitErrors(
    { count: others.lines, cents: others.cents },
    { isNew: stored === null, cents: lineCents, previousCents: stored === null ? 0 : cents(stored), amountField: quantityOnly ? "quantity" : "unit_cost" },
  );
  return { errors, totalCents: others.cents + lineCents };
}
