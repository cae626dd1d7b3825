// The search rule (docs/product.md, "Search") as a reference for the API tests, written apart from
// the server's SQL and from shared/search/: the words are the text split at white space; a word
// matches a text when a /…/iu regex finds it there (Unicode's simple case folding, `%`, `_` and
// `\` plain); a vehicle matches when every word is in its plate (as a plate key), VIN, make or
// model, a work order when every word names its number or is in its plate or title. (The rule
// keeps a few characters apart that a /…/iu regex folds: "ı", "ſ", the Kelvin sign and
// U+1C80–U+1C88, shared/search/case-fold.ts; the tests' data has none of them.)
import { plateKey } from "@shared/validation";
import { parseWorkOrderNumber } from "@shared/work-orders/number";

export function referenceWords(q: string): string[] {
  return q.split(/\s+/).filter((word) => word !== "");
}

/** Text as a regex that matches it literally (in `u` mode, where a needless escape is an error). */
export function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&");
}

export function containsIgnoringCase(text: string, word: string): boolean {
  return word !== "" && new RegExp(escapeRegExp(word), "iu").test(text);
}

export interface SearchedVehicle {
  readonly id: string;
  readonly plate_key: string;
  readonly vin: string;
  readonly make: string;
  readonly model: string;
}

export function vehicleMatches(q: string, vehicle: SearchedVehicle): boolean {
  const words = referenceWords(q);
  // No words: no search, every vehicle.
  return words.every((word) => {
      const key = plateKey(word);
      return (
        containsIgnoringCase(vehicle.plate_key, key) ||
        containsIgnoringCase(vehicle.vin, key) ||
        containsIgnoringCase(vehicle.make, word) ||
        containsIgnoringCase(vehicle.model, word)
      );
    });
}

export interface SearchedWorkOrder {
  readonly id: string;
  readonly number: number;
  readonly vehicle_plate_key: string;
  readonly title: string;
}

export function workOrderMatches(q: string, workOrder: SearchedWorkOrder): boolean {
  const words = referenceWords(q);
  if (words.length > 1 && parseWorkOrderNumber(q) === workOrder.number) return true;
  return words.every(
    (word) =>
      parseWorkOrderNumber(word) === workOrder.number ||
      containsIgnoringCase(workOrder.vehicle_plate_key, plateKey(word)) ||
      containsIgnoringCase(workOrder.title, word),
  );
}

/** A PocketBase filter for exactly these ids (none: no record). */
export function idFilter(ids: readonly string[]): string {
  return ids.length === 0 ? "id = ''" : `(${ids.map((id) => `id = '${id}'`).join(" || ")})`;
}
