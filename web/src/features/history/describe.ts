// An entry of the change history in words a person reads, in the language spoken now: "Added
// item “Brake pads”", "Status: Available → In workshop", "Odometer: 12,000 → 12,500 km".

import { historyNoun, type FieldChange, type HistoryEntry } from "@shared/history";
import type { LabelGroup } from "@shared/i18n/labels";
import { toCents } from "@shared/work-orders/money";
import { formatDue } from "../work-orders";
import { labelOf, translate } from "../../lib/i18n";
import { money } from "../../lib/workshop-settings";
import { formatCount } from "../../ui/format";

/** The fields whose values are fixed choices, and where their names are (statuses of either kind). */
const CHOICES: Readonly<Record<string, readonly LabelGroup[]>> = {
  status: ["vehicleStatus", "workOrderStatus"],
  priority: ["workOrderPriority"],
  fuel: ["fuel"],
  kind: ["itemKind"],
  unit: ["unit"],
  source: ["odometerSource"],
};

const KM = /(^|_)km$|^odometer$/;
const LONGEST = 80;

const text = (key: string, values?: Record<string, unknown>) => translate("history", key, values);

function fieldName(field: string): string {
  // A field the catalogue does not name reads as itself: "part_number" as "Part number".
  const fallback = field.charAt(0).toUpperCase() + field.slice(1).replace(/_/g, " ");
  return translate("history", `field.${field}`, { defaultValue: fallback });
}

function choiceName(field: string, value: string): string {
  for (const group of CHOICES[field] ?? []) {
    const name = labelOf(group, value);
    if (name !== value) return name;
  }
  return value;
}

function valueText(field: string, value: unknown, name: string | undefined): string {
  if (name) return name;
  if (value === null || value === "" || (Array.isArray(value) && value.length === 0)) return "—";
  if (typeof value === "boolean") return value ? text("yes") : text("no");
  if (typeof value === "number") {
    if (field.endsWith("cost")) return money(toCents(value));
    return KM.test(field) && value === 0 ? "—" : formatCount(value);
  }
  if (typeof value !== "string") return JSON.stringify(value);
  if (/^\d{4}-\d\d-\d\d \d\d:/.test(value)) return formatDue(value);
  const shown = choiceName(field, value);
  return shown.length > LONGEST ? `${shown.slice(0, LONGEST - 1)}…` : shown;
}

const asList = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : value === null || value === "" ? [] : [value]);

/** "Photos: 2 added, 1 removed": a list of files or links says what came and went, not the names. */
function listChangeText(field: string, change: FieldChange): string {
  const [before, after] = [asList(change.before), asList(change.after)];
  const added = after.filter((item) => !before.includes(item)).length;
  const removed = before.filter((item) => !after.includes(item)).length;
  const parts = [added > 0 && text("list.added", { n: formatCount(added) }), removed > 0 && text("list.removed", { n: formatCount(removed) })].filter(Boolean);
  return `${fieldName(field)}: ${parts.join(", ") || text("list.reordered")}`;
}

/** "Status: Available → In workshop" */
export function changeText(field: string, change: FieldChange): string {
  if (Array.isArray(change.before) || Array.isArray(change.after)) return listChangeText(field, change);
  const unit = KM.test(field) ? " km" : "";
  const [before, after] = change.names ?? [];
  return `${fieldName(field)}: ${valueText(field, change.before, before)} → ${valueText(field, change.after, after)}${unit}`;
}

const SENTENCES = {
  created: ["sentence.created", "sentence.createdTitled"],
  updated: ["sentence.updated", "sentence.updatedTitled"],
  deleted: ["sentence.deleted", "sentence.deletedTitled"],
} as const;

/** "Added item “Brake pads”" */
export function entrySentence(entry: HistoryEntry): string {
  const noun = translate("history", `noun.${entry.collection}`, { defaultValue: historyNoun(entry.collection) });
  const keys = SENTENCES[entry.action] as (typeof SENTENCES)[keyof typeof SENTENCES] | undefined;
  if (!keys) return `${entry.action} ${noun}${entry.title ? ` “${entry.title}”` : ""}`;
  return entry.title ? text(keys[1], { noun, title: entry.title }) : text(keys[0], { noun });
}

/** The lines under an update; a create or delete is said by its sentence alone. */
export function changeLines(entry: HistoryEntry): string[] {
  if (entry.action !== "updated" || !entry.changes) return [];
  return Object.entries(entry.changes).map(([field, change]) => changeText(field, change));
}
