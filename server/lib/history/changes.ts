// What an entry says changed: each kept field's value before and after, compared as JSON, so an
// update that changes nothing leaves no entry. Values as people would read them back: numbers,
// booleans, text, a photo by its file name, lists for multiple choices, JSON parsed.

import type { FieldChange, TrackedCollection } from "@shared/history";

/** Never kept, whatever a collection's list says: secrets and what `at` already tells. */
const NEVER_TYPES = ["password", "autodate"];
const NEVER_NAMES = ["id", "tokenKey", "email", "emailVisibility", "verified"];

type Kind = "number" | "bool" | "json" | "list" | "text";

/** A kept field, read once from the schema: every call into a Go object costs in the JS engine. */
export interface KeptField {
  readonly name: string;
  readonly kind: Kind;
  /** The collection a single relation points at ("" for other fields). */
  readonly relationTo: string;
}

export type Snapshot = Record<string, unknown>;

function kindOf(field: core.Field, type: string): Kind {
  if (type === "number" || type === "bool" || type === "json") return type;
  const multiple = (field as unknown as { isMultiple?: () => boolean }).isMultiple;
  return typeof multiple === "function" && multiple.call(field) ? "list" : "text";
}

/**
 * The kept fields of a collection, cached per engine (each of the server's JS engines has its
 * own copy of the library) and per version of the schema, which a superuser may change.
 */
const cache = new Map<string, readonly KeptField[]>();

export function keptFields(collection: core.Collection, tracked: TrackedCollection): readonly KeptField[] {
  const key = `${collection.id}@${collection.updated.string()}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const kept: KeptField[] = [];
  for (const field of collection.fields) {
    const name = field.getName();
    const type = field.type();
    if (NEVER_TYPES.includes(type) || NEVER_NAMES.includes(name)) continue;
    if (tracked.only && !tracked.only.includes(name)) continue;
    if (tracked.omit && tracked.omit.includes(name)) continue;
    const kind = kindOf(field, type);
    const relationTo = type === "relation" && kind === "text" ? String((field as unknown as { collectionId: string }).collectionId ?? "") : "";
    kept.push({ name, kind, relationTo });
  }
  cache.set(key, kept);
  return kept;
}

function valueOf(record: core.Record, field: KeptField): unknown {
  const name = field.name;
  switch (field.kind) {
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
    case "list": {
      const slice = record.getStringSlice(name);
      const values: string[] = [];
      for (let i = 0; i < slice.length; i++) values.push(String(slice[i]));
      return values;
    }
    default:
      return record.getString(name);
  }
}

/** A value of the record's data as `valueOf` reads it, when it is a plain one; else undefined. */
function plainValue(field: KeptField, value: unknown): unknown {
  switch (field.kind) {
    case "number":
      return typeof value === "number" ? value : undefined;
    case "bool":
      return typeof value === "boolean" ? value : undefined;
    case "text":
      return typeof value === "string" ? value : undefined;
    default:
      return undefined;
  }
}

/**
 * The kept fields' values. One call reads all of the record's data (each call into a Go object
 * costs about 10 µs in the JS engine, a getter per field twenty times that for a vehicle): text,
 * numbers and booleans arrive as they are; lists, JSON and what else is no plain value (a date
 * not yet stored as text) go through the record's getters, as before.
 */
export function snapshot(record: core.Record, fields: readonly KeptField[]): Snapshot {
  const data = record.fieldsData() as { [name: string]: unknown };
  const values: Snapshot = {};
  for (const field of fields) values[field.name] = plainValue(field, data[field.name]) ?? valueOf(record, field);
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
