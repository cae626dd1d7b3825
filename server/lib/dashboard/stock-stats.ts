// The dashboard's stock figures (shared/dashboard.ts StockStats), counted by SQLite: the value in
// whole cents, each part's on hand × unit cost rounded half up as a work order line is
// (shared/work-orders/money.ts), and the parts to reorder over the (needs_reorder, number_key) index.

import type { StockStats } from "@shared/dashboard";
import { COLLECTIONS } from "@shared/records";
import { select } from "../db/sql";

const PARTS = COLLECTIONS.parts;

const VALUE_SQL = `SELECT COALESCE(SUM((CAST(ROUND([[on_hand]] * 100) AS INTEGER) * CAST(ROUND([[unit_cost]] * 100) AS INTEGER) + 50) / 100), 0) AS [[cents]]
  FROM {{${PARTS}}}`;

const REORDER_SQL = `SELECT COUNT(*) AS [[count]] FROM {{${PARTS}}} WHERE [[needs_reorder]] = TRUE`;

export function stockStats(app: core.App): StockStats {
  return {
    valueCents: select(app, VALUE_SQL, { cents: 0 })[0]?.cents ?? 0,
    toReorder: select(app, REORDER_SQL, { count: 0 })[0]?.count ?? 0,
  };
}
