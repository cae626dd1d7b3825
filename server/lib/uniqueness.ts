// Unique values (plate, VIN, category name): a lookup before saving reports a duplicate along
// with any other bad field; the UNIQUE indexes stay the authority when two requests race, and
// save-errors.ts turns their constraint error into the same 400 field error.

/** Whether another record of the collection already holds `value` in `column`. */
export function isTaken(app: core.App, collection: string, column: string, value: string, exceptId: string): boolean {
  if (value === "") return false;
  try {
    app.findFirstRecordByFilter(collection, `${column} = {:value} && id != {:id}`, { value, id: exceptId });
    return true;
  } catch {
    return false; // no such record
  }
}
