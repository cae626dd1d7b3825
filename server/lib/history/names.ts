// Names people read in an entry: the record's own ("AB-123", "WO-12 Annual service", "12,500 km")
// and those of the records its relations point at (a category's name, an employee's), looked up
// once, at the time of the change, so the entry still reads right when they are renamed or gone.

import { TRACKED_COLLECTIONS, type FieldChange } from "@shared/history";
import { COLLECTIONS } from "@shared/records";
import { groupDigits } from "@shared/validation";
import { formatWorkOrderNumber } from "@shared/work-orders/number";
import type { KeptField } from "./changes";

export function titleOf(record: core.Record): string {
  switch (record.collection().name) {
    case COLLECTIONS.workOrders:
      return `${formatWorkOrderNumber(record.getInt("number"))} ${record.getString("title")}`;
    case COLLECTIONS.odometerReadings:
      return `${groupDigits(record.getInt("km"))} km`;
    default: {
      const tracked = TRACKED_COLLECTIONS[record.collection().name];
      return tracked && tracked.title !== "" ? record.getString(tracked.title) : "";
    }
  }
}

/** Finds records by collection and id, each once per change. */
export class RecordFinder {
  private readonly found = new Map<string, core.Record | null>();
  constructor(private readonly app: core.App) {}

  find(collectionId: string, id: string): core.Record | null {
    if (id === "") return null;
    const key = `${collectionId}/${id}`;
    if (!this.found.has(key)) {
      let record: core.Record | null = null;
      try {
        record = this.app.findRecordById(collectionId, id);
      } catch {
        record = null; // gone meanwhile
      }
      this.found.set(key, record);
    }
    return this.found.get(key) ?? null;
  }
}

/** Adds the names of single relation values to their changes ("Category: Vans → Trucks"). */
export function nameRelations(fields: readonly KeptField[], changes: Record<string, FieldChange>, finder: RecordFinder): Record<string, FieldChange> {
  const named: Record<string, FieldChange> = { ...changes };
  for (const field of fields) {
    const change = changes[field.name];
    if (field.relationTo === "" || change === undefined) continue;
    const nameOf = (id: unknown) => {
      const record = typeof id === "string" ? finder.find(field.relationTo, id) : null;
      return record === null ? "" : titleOf(record) || record.id;
    };
    named[field.name] = { ...change, names: [nameOf(change.before), nameOf(change.after)] };
  }
  return named;
}
