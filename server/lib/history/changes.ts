// What an entry says changed: each kept field's value before and after, compared as JSON, so an
// update that changes nothing leaves no entry. Values as people would read them back: numbers,
// booleans, text, a photo by its file name, lists for multiple choices, JSON parsed.

import type { FieldChange, TrackedCollection } from "@shared/history";

/** Never kept, whatever a collection's list says: secrets and what `at` already tells. */
const NEVER_TYPES = ["password", "autodate"];
const NEVER_NAMES = ["id", "tokenKey", "email", "emailVisibility", "verified"];

export type Snapshot = Record<string, unknown>;

/** The kept fields of the collection. */
export function keptFields(collection: core.Collection, tracked: TrackedCollection): core.Field[] {
  const kept: core.Field[] = [];
  for (const field of collection.fields) {
    const name = field.getName();
    if (NEVER_TYPES.includes(field.type()) || NEVER_NAMES.includes(name)) continue;
    if (tracked.only && !tracked.only.includes(name)) continue;
    if (tracked.omit && tracked.omit.includes(name)) continue;
    kept.push(field);
  }
  return kept;
}

function isMultiple(field: core.Field): boolean {
  const multiple = (field as unknown as { isMultiple?: () => boolean }).isMultiple;
  return typeof multiple === "function" && multiple.call(field);
}

function valueOf(record: core.Record, field: core.Field): unknown {
  const name = field.getName();
  switch (field.type()) {
    case "number":
      return record.getFloat(name);
    case "bool":
      return record.getBool(name);
    case "json": {
      const raw = record.getString(name);
      if (raw === "" || raw === "null") return null;
      try {
        return JSON.parse(raw);
      } catch {
        return raw;
      }
    }
    default: {
      if (!isMultiple(field)) return record.getString(name);
      const slice = record.getStringSlice(name);
      const values: string[] = [];
      for (let i = 0; i < slice.length; i++) values.push(String(slice[i]));
      return values;
    }
  }
}

export function snapshot(record: core.Record, fields: readonly core.Field[]): Snapshot {
  const values: Snapshot = {};
  for (const field of fields) values[field.getName()] = valueOf(record, field);
  return values;
}

function isEmpty(value: unknown): boolean {
  return value === "" || value === null || value === false || value === 0 || (Array.isArray(value) && value.length === 0);
}

/**
 * The fields that differ. A new record lists what it was given (`before` null), a deleted one
 * what it had (`after` null); empty values are left out of those.
 */
export function differences(before: Snapshot | null, after: Snapshot | null): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  const names = Object.keys(after ?? before ?? {});
  for (const name of names) {
    const from = before === null ? null : before[name];
    const to = after === null ? null : after[name];
    if (before === null || after === null) {
      if (!isEmpty(from ?? to)) changes[name] = { before: from, after: to };
    } else if (JSON.stringify(from) !== JSON.stringify(to)) {
      changes[name] = { before: from, after: to };
    }
  }
  return changes;
}
