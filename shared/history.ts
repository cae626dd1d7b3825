// The change history (docs/product.md "Change history"; docs/decisions/history.md): what the server
// records for each change and how an entry looks to the browser. The one list of what is kept.

import type { BaseRecord } from "./records";

export const HISTORY_COLLECTION = "history";

export type HistoryAction = "created" | "updated" | "deleted";

export interface TrackedCollection {
  /** The field that names a record in the timeline ("" for none). */
  readonly title: string;
  /** Only these fields are kept (employees: name and role, never email, password or token). */
  readonly only?: readonly string[];
  /** Server bookkeeping left out: copies, search keys, derived figures, who (`by` says it). */
  readonly omit?: readonly string[];
  /** The field holding the vehicle an entry belongs to ("id" for the vehicle itself). */
  readonly vehicle?: string;
  /** The field holding the work order an entry belongs to ("id" for the work order itself). */
  readonly workOrder?: string;
}

const WHO = ["created_by", "updated_by"];

/**
 * Every collection whose creates, updates and deletes are kept. Adding one is one line; a
 * collection listed here that does not exist (yet) is simply never saved.
 */
export const TRACKED_COLLECTIONS: Readonly<Record<string, TrackedCollection>> = {
  vehicles: { title: "plate", omit: ["plate_key", "category_name", ...WHO], vehicle: "id" },
  categories: { title: "name", omit: ["name_key", ...WHO] },
  work_orders: {
    title: "number",
    omit: ["vehicle_plate", "vehicle_plate_key", "total_cost", ...WHO],
    vehicle: "vehicle",
    workOrder: "id",
  },
  work_order_items: { title: "description", vehicle: "", workOrder: "work_order" },
  odometer_readings: { title: "km", omit: WHO, vehicle: "vehicle", workOrder: "work_order" },
  // What the server derives is not history: the state (and its sort number), where "due soon"
  // starts, the vehicle's category copied for the due list.
  reminders: { title: "title", omit: ["state", "urgency", "soon_date", "soon_at_km", "category", ...WHO], vehicle: "vehicle" },
  vehicle_documents: { title: "title", omit: WHO, vehicle: "vehicle" },
  employees: { title: "name", only: ["name", "role"] },
  // The stock on hand is the ledger's sum: each movement is its own entry, not the part's.
  parts: { title: "number", omit: ["number_key", "on_hand", "needs_reorder"] },
  stock_movements: { title: "reason", omit: ["by", "by_label"] },
  // Clocking on and off, and every correction (docs/product.md "Time on jobs").
  time_entries: { title: "", omit: ["minutes"], vehicle: "", workOrder: "work_order" },
  inspection_templates: { title: "name", omit: ["name_key", ...WHO] },
  // The answers of an inspection are its record once it is done; while it runs, each answer is
  // saved as it is given, and a history entry per tap would bury the timeline.
  inspections: { title: "title", omit: ["results", "failed", "lines_to_judge"], vehicle: "vehicle" },
  defects: { title: "title", vehicle: "vehicle", workOrder: "work_order" },
};

/**
 * What one record is called in a sentence ("Added item “Brake pads”") where its collection's name
 * without the plural's "s" would not do (the browser's only need of this file besides types).
 */
export const HISTORY_NOUNS: Readonly<Record<string, string>> = {
  categories: "category",
  work_order_items: "item",
  vehicle_documents: "document",
  inspection_templates: "inspection template",
  time_entries: "time entry",
};

export function historyNoun(collection: string): string {
  return HISTORY_NOUNS[collection] ?? collection.replace(/_/g, " ").replace(/s$/, "");
}

/** `by_label` of a superuser's change and of the server's own (a work order moving its vehicle). */
export const BY_ADMINISTRATOR = "Administrator";
export const BY_SYSTEM = "System";

/** One field's change; `names` are the readable names of relation values (a category's name). */
export interface FieldChange {
  readonly before: unknown;
  readonly after: unknown;
  readonly names?: readonly [string, string];
}

export interface HistoryEntry extends BaseRecord {
  collection: string;
  record: string;
  action: HistoryAction;
  /** The record's name at the time: a plate, "WO-12", an item's description. */
  title: string;
  by: string;
  /** The employee's name at the time, "Administrator" or "System". */
  by_label: string;
  at: string;
  vehicle: string;
  work_order: string;
  changes: Record<string, FieldChange> | null;
}

export const HISTORY_REFUSED = "Nobody can change the history: the server writes it, one entry for each change.";
