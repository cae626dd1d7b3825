// Which of the work order list's searches the trigram index can narrow (trigram-match.ts). Pure:
// no PocketBase globals, unit-tested in Node.

import { plateKey } from "@shared/validation";
import { parseWorkOrderNumber } from "@shared/work-orders/number";
import type { WorkOrderListQuery } from "@shared/work-order-list";
import { trigramMatch, type Candidates } from "./trigram-match";

/**
 * Where a query's matches can be among: the index's for the plate key and the title (the list's
 * own terms, shared/work-order-list.ts), and the work order with the number the text names, if
 * any (an exact match the index does not hold). Null: no search text, or not indexable.
 */
export function workOrderSearchCandidates(query: WorkOrderListQuery): Candidates | null {
  if (query.q === "") return null;
  const key = plateKey(query.q);
  const match = trigramMatch([
    { columns: key === "" ? [] : ["vehicle_plate_key"], text: key },
    { columns: ["title"], text: query.q },
  ]);
  if (match === null) return null;
  const number = parseWorkOrderNumber(query.q);
  return { index: "work_orders_search", match, ...(number === null ? {} : { exact: { column: "number", value: number } }) };
}
