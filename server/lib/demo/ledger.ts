// The demo's stock ledger (stock.ts says what it holds), written by SQL over the stored part
// lines after the work orders are numbered.

import { COLLECTIONS } from "@shared/records";
import { count } from "../db/sql";

const ITEMS = COLLECTIONS.workOrderItems;
const MOVEMENTS = COLLECTIONS.stockMovements;

// One receipt per part and month with part lines (dated the month's first moment, before its
// issues; the last month's also brings the stock the part ends with), then the issues, all in
// time order so that the ledger's rowid order is its time order. Ids by construction: a receipt
// by the part's rowid and month, an issue by its line's rowid.
const LEDGER_SQL = `
  WITH [[issued]] AS (
    SELECT [[i.part]] AS [[part]], substr([[i.created]], 1, 7) AS [[month]], SUM([[i.quantity]]) AS [[quantity]]
    FROM {{${ITEMS}}} [[i]] WHERE [[i.part]] != '' GROUP BY [[i.part]], [[month]]
  ),
  [[last]] AS (SELECT [[part]], MAX([[month]]) AS [[month]] FROM [[issued]] GROUP BY [[part]]),
  [[moves]] AS (
    SELECT 'mr' || printf('%06d%07d', [[p.rowid]], CAST(replace([[s.month]], '-', '') AS INTEGER)) AS [[id]], [[p.id]] AS [[part]],
      ROUND([[s.quantity]] + CASE WHEN [[s.month]] = [[l.month]] THEN [[p.on_hand]] ELSE 0 END, 2) AS [[quantity]], 'receipt' AS [[reason]],
      '' AS [[work_order_item]], '' AS [[work_order]], 0 AS [[work_order_number]], [[p.unit_cost]] AS [[unit_cost]],
      'Delivery for the month' AS [[note]], [[s.month]] || '-01 00:00:00.000Z' AS [[at]], 0 AS [[rank]]
    FROM [[issued]] [[s]] JOIN {{parts}} [[p]] ON [[p.id]] = [[s.part]] JOIN [[last]] [[l]] ON [[l.part]] = [[s.part]]
    UNION ALL
    SELECT 'mi' || printf('%013d', [[i.rowid]]), [[i.part]], -[[i.quantity]], 'issue', [[i.id]], [[i.work_order]], [[w.number]], [[p.unit_cost]], '', [[i.created]], 1
    FROM {{${ITEMS}}} [[i]] JOIN {{work_orders}} [[w]] ON [[w.id]] = [[i.work_order]] JOIN {{parts}} [[p]] ON [[p.id]] = [[i.part]]
    WHERE [[i.part]] != ''
  )
  INSERT INTO {{${MOVEMENTS}}} ([[id]], [[part]], [[quantity]], [[reason]], [[work_order_item]], [[work_order]], [[work_order_number]], [[unit_cost]], [[note]], [[by]], [[by_label]], [[at]])
  SELECT [[id]], [[part]], [[quantity]], [[reason]], [[work_order_item]], [[work_order]], [[work_order_number]], [[unit_cost]], [[note]], '', 'Demo data', [[at]]
  FROM [[moves]] ORDER BY [[at]], [[rank]], [[id]]`;

// On hand is the ledger's sum (a part no job used keeps no stock: it has no ledger).
const ON_HAND_SQL = `
  UPDATE {{parts}} SET [[on_hand]] = ROUND(COALESCE((SELECT SUM([[quantity]]) FROM {{${MOVEMENTS}}} WHERE [[part]] = {{parts}}.[[id]]), 0), 2)`;
const REORDER_SQL = `UPDATE {{parts}} SET [[needs_reorder]] = ROUND([[on_hand]] * 100) <= ROUND([[reorder_point]] * 100)`;

/** Writes the ledger of the stored part lines and settles on hand; answers the number of movements. */
export function writeDemoLedger(app: core.App): number {
  app.db().newQuery(LEDGER_SQL).execute();
  app.db().newQuery(ON_HAND_SQL).execute();
  app.db().newQuery(REORDER_SQL).execute();
  return count(app, `SELECT COUNT(*) AS [[count]] FROM {{${MOVEMENTS}}}`);
}
