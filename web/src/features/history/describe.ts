// An entry of the change history in words a person reads: "Added item “Brake pads”",
// "Status: Available → In workshop", "Odometer: 12,000 → 12,500 km".

import { historyNoun, type FieldChange, type HistoryEntry } from "@shared/history";
import {
  FUEL_LABELS,
  ODOMETER_READING_SOURCE_LABELS,
  VEHICLE_STATUS_LABELS,
  WORK_ORDER_ITEM_KIND_LABELS,
  WORK_ORDER_ITEM_UNIT_LABELS,
  WORK_ORDER_PRIORITY_LABELS,
  WORK_ORDER_STATUS_LABELS,
} from "@shared/records";
import { groupDigits } from "@shared/validation";
import { toCents } from "@shared/work-orders/money";
import { formatDue } from "../work-orders";
import { money } from "../../lib/workshop-settings";

const CHOICES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  status: { ...VEHICLE_STATUS_LABELS, ...WORK_ORDER_STATUS_LABELS },
  priority: WORK_ORDER_PRIORITY_LABELS,
  fuel: FUEL_LABELS,
  kind: WORK_ORDER_ITEM_KIND_LABELS,
  unit: WORK_ORDER_ITEM_UNIT_LABELS,
  source: ODOMETER_READING_SOURCE_LABELS,
};

const FIELD_NAMES: Readonly<Record<string, string>> = { vin: "VIN", km: "Odometer", read_at: "Read on" };
const KM = /(^|_)km$|^odometer$/;
const LONGEST = 80;

function fieldName(field: string): string {
  return FIELD_NAMES[field] ?? field.charAt(0).toUpperCase() + field.slice(1).replace(/_/g, " ");
}

function valueText(field: string, value: unknown, name: string | undefined): string {
  if (name) return name;
  if (value === null || value === "" || (Array.isArray(value) && value.length === 0)) return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") {
    if (field.endsWith("cost")) return money(toCents(value));
    return KM.test(field) && value === 0 ? "—" : groupDigits(value);
  }
  if (typeof value !== "string") return JSON.stringify(value);
  if (/^\d{4}-\d\d-\d\d \d\d:/.test(value)) return formatDue(value);
  const text = CHOICES[field]?.[value] ?? value;
  return text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text;
}

const asList = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : value === null || value === "" ? [] : [value]);

/** "Photos: 2 added, 1 removed": a list of files or links says what came and went, not the names. */
function listChangeText(field: string, change: FieldChange): string {
  const [before, after] = [asList(change.before), asList(change.after)];
  const added = after.filter((item) => !before.includes(item)).length;
  const removed = before.filter((item) => !after.includes(item)).length;
  const parts = [added > 0 && `${added} added`, removed > 0 && `${removed} removed`].filter(Boolean);
  return `${fieldName(field)}: ${parts.join(", ") || "reordered"}`;
}

/** "Status: Available → In workshop" */
export function changeText(field: string, change: FieldChange): string {
  if (Array.isArray(change.before) || Array.isArray(change.after)) return listChangeText(field, change);
  const unit = KM.test(field) ? " km" : "";
  const [before, after] = change.names ?? [];
  return `${fieldName(field)}: ${valueText(field, change.before, before)} → ${valueText(field, change.after, after)}${unit}`;
}

const VERBS = { created: "Added", updated: "Changed", deleted: "Removed" } as const;

/** "Added item “Brake pads”" */
export function entrySentence(entry: HistoryEntry): string {
  return `${VERBS[entry.action] ?? entry.action} ${historyNoun(entry.collection)}${entry.title ? ` “${entry.title}”` : ""}`;
}

/** The lines under an update; a create or delete is said by its sentence alone. */
export function changeLines(entry: HistoryEntry): string[] {
  if (entry.action !== "updated" || !entry.changes) return [];
  return Object.entries(entry.changes).map(([field, change]) => changeText(field, change));
}
