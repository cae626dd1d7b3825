// What the stock rules read of parts, as plain SQL through the app given (the transaction's).

import { COLLECTIONS } from "@shared/records";
import { count, selectOne } from "../db/sql";

export interface PartRow {
  readonly id: string;
  readonly number: string;
  readonly name: string;
  readonly unit: string;
  readonly unit_cost: number;
  readonly on_hand: number;
}

// -0: PocketBase's DynamicModel reads a column as a float only when its example value is -0.
const PART_SHAPE: PartRow = { id: "", number: "", name: "", unit: "", unit_cost: -0, on_hand: -0 };

const PART_SQL = `SELECT [[id]], [[number]], [[name]], [[unit]], [[unit_cost]], [[on_hand]]
  FROM {{${COLLECTIONS.parts}}} WHERE [[id]] = {:id} LIMIT 1`;

/** The part as stored now (null when there is none). */
export function partRow(app: core.App, id: string): PartRow | null {
  if (id === "") return null;
  return selectOne(app, PART_SQL, PART_SHAPE, { id });
}

const MOVEMENTS_SQL = `SELECT COUNT(*) AS [[count]] FROM {{${COLLECTIONS.stockMovements}}} WHERE [[part]] = {:id}`;
const ITEMS_SQL = `SELECT COUNT(*) AS [[count]] FROM {{${COLLECTIONS.workOrderItems}}} WHERE [[part]] = {:id}`;

/** How many lines the part's ledger has. */
export function movementsOfPart(app: core.App, id: string): number {
  return count(app, MOVEMENTS_SQL, { id });
}

/** How many work order lines name the part. */
export function itemsOfPart(app: core.App, id: string): number {
  return count(app, ITEMS_SQL, { id });
}
