// Work order numbers: 1, 2, 3 … in order of creation, never reused (docs/product.md "Work orders"). Taken inside
// the create's transaction from the one-row table `work_order_sequence` (1795800000 migration):
// SQLite lets one transaction write at a time, so 20 creates at once get 20 consecutive
// numbers, and a work order deleted later leaves its number unused rather than free.

const NEXT_SQL = "UPDATE work_order_sequence SET last = last + 1 WHERE id = 1 RETURNING last";

export function nextWorkOrderNumber(app: core.App): number {
  const row = new DynamicModel({ last: 0 }) as { last: number };
  app.db().newQuery(NEXT_SQL).one(row);
  return row.last;
}
