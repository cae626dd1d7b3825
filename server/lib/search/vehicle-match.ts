// Which of the vehicle list's searches the trigram index can narrow (trigram-match.ts). Pure: no
// PocketBase globals, unit-tested in Node.

import { plateKey } from "@shared/validation";
import type { VehicleListQuery } from "@shared/vehicle-list";
import { trigramMatch } from "./trigram-match";

/**
 * The trigram MATCH for a query's search text, or null (no search text, or not indexable). The
 * terms are the list's own (shared/vehicle-list.ts, vehicleListFilter): the plate key in
 * plate_key and VIN, the text as typed in make and model.
 */
export function vehicleSearchMatch(query: VehicleListQuery): string | null {
  if (query.q === "") return null;
  const key = plateKey(query.q);
  return trigramMatch([
    { columns: key === "" ? [] : ["plate_key", "vin"], text: key },
    { columns: ["make", "model"], text: query.q },
  ]);
}
