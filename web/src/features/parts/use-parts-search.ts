// The catalogue as the list and the work order's part picker search it: by part number (case and
// spaces aside), name, or the exact barcode a scanner typed; optionally only what needs ordering.

import { COLLECTIONS, type Part } from "@shared/records";
import { partNumberKey } from "@shared/validation";
import { pb } from "../../lib/api-client";

/** The filter of a search: "" finds every part. */
export function partFilter(search: string, onlyToReorder: boolean): string {
  const where: string[] = [];
  const text = search.trim();
  if (text !== "") {
    where.push(pb.filter("(number_key ~ {:key} || name ~ {:text} || barcode = {:text})", { key: partNumberKey(text), text }));
  }
  if (onlyToReorder) where.push("needs_reorder = true");
  return where.join(" && ");
}

/** The part whose number (case and spaces aside) or barcode is exactly `typed`, or null. */
export async function findPartExactly(typed: string): Promise<Part | null> {
  const text = typed.trim();
  if (text === "") return null;
  const list = await pb.collection(COLLECTIONS.parts).getList<Part>(1, 1, {
    filter: pb.filter("number_key = {:key} || barcode = {:text}", { key: partNumberKey(text), text }),
    skipTotal: true,
    requestKey: null,
  });
  return list.items[0] ?? null;
}

/** The first few parts a picker offers for what was typed so far. */
export async function suggestParts(typed: string, limit: number): Promise<Part[]> {
  if (typed.trim() === "") return [];
  const list = await pb.collection(COLLECTIONS.parts).getList<Part>(1, limit, {
    filter: partFilter(typed, false),
    sort: "number_key",
    fields: "id,number,name,unit,unit_cost,on_hand,location",
    skipTotal: true,
    requestKey: "part-suggestions",
  });
  return list.items;
}
