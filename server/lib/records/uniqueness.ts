// Unique values (plate, VIN, category name): a lookup before saving reports a duplicate along
// with any other bad field; the UNIQUE indexes stay the authority when two requests race, and
// save-errors.ts turns their constraint error into the same 400 field error. The lookup is
// plain SQL, so that SQLite can use the VIN's partial index (uniqueness-sql.ts).

import { takenSql } from "./uniqueness-sql";

/** Whether another record of the collection already holds `value` in `column`. */
export function isTaken(app: core.App, collection: string, column: string, value: string, exceptId: string): boolean {
  if (value === "") return false;
  const found = arrayOf(new DynamicModel({ taken: 0 }));
  app.db().newQuery(takenSql(collection, column)).bind({ value, id: exceptId }).all(found);
  return found.length > 0;
}
