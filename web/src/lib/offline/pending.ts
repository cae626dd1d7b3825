// What a screen shows while changes wait on the device: the records as read (from the server or
// its copy on the device) with the waiting changes laid over them, each marked, so a technician
// sees the task they ticked ticked and the item they added listed. Refused changes are not laid
// over: the record shows what the server has, and the refusal is listed beside it.

import { useSyncExternalStore } from "react";
import type { RecordModel } from "pocketbase";
import { oldestServedCopy, subscribeServedCopies } from "./device-copies";
import { outbox } from "./changes";
import type { Change } from "./outbox";

/** A record with changes of this device that have not reached the server yet. */
export type WithPending<T> = T & { readonly pending?: true };

function waitingFor(changes: readonly Change[], collection: string): Change[] {
  return changes.filter((change) => change.state === "waiting" && change.collection === collection);
}

/** A change's fields as the record holds them (text typed in a form → numbers, say). */
export type Shape<T> = (body: Readonly<Record<string, unknown>>) => Partial<T>;

const asIs = <T>(body: Readonly<Record<string, unknown>>) => body as Partial<T>;

/**
 * The fields an update sets on the record itself: not `photos+` and its kind (PocketBase's
 * modifiers add or remove files, which their own screens show as waiting).
 */
function fieldsSet(body: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> | null {
  const fields = Object.entries(body).filter(([name]) => !name.endsWith("+") && !name.endsWith("-") && !name.startsWith("+"));
  return fields.length === 0 ? null : Object.fromEntries(fields);
}

/** The record with its waiting updates applied (null: a waiting delete removes it). */
export function withPendingRecord<T extends { readonly id: string }>(
  record: T,
  changes: readonly Change[],
  collection: string,
  shape: Shape<T> = asIs,
): WithPending<T> | null {
  return laidOver(record, waitingFor(changes, collection), shape, true);
}

/** The mark of a record with changes still waiting on the device; none for changes that arrived. */
const markOf = (mark: boolean): { pending?: true } => (mark ? { pending: true } : {});

/** `changes` (of the record's collection) applied to the record, marked as waiting when `mark`. */
function laidOver<T extends { readonly id: string }>(record: T, changes: readonly Change[], shape: Shape<T>, mark: boolean): WithPending<T> | null {
  let result: WithPending<T> = record;
  for (const change of changes) {
    if (change.recordId !== record.id) continue;
    if (change.action === "delete") return null;
    const fields = change.action === "update" ? fieldsSet(change.body) : null;
    if (fields !== null) result = { ...result, ...shape(fields), ...markOf(mark) };
  }
  return result;
}

/**
 * A list with the waiting changes of `collection` applied: updates to its records, deletes
 * removed, and creates that `belongs` to it appended (built by `make` from the change).
 */
export function withPendingRecords<T extends { readonly id: string }>(
  records: readonly T[],
  changes: readonly Change[],
  collection: string,
  belongs: (body: Readonly<Record<string, unknown>>) => boolean,
  make: (change: Change) => T,
  shape: Shape<T> = asIs,
): WithPending<T>[] {
  return listLaidOver(records, waitingFor(changes, collection), belongs, make, shape, true);
}

/**
 * A list with changes that reached the server after it was read laid over it, unmarked: what
 * the server has now, until a read that started after them shows it (so that a task ticked does
 * not show unticked between its arrival and that read).
 */
export function withArrivedRecords<T extends { readonly id: string }>(
  records: readonly T[],
  arrived: readonly Change[],
  collection: string,
  belongs: (body: Readonly<Record<string, unknown>>) => boolean,
  make: (change: Change) => T,
  shape: Shape<T> = asIs,
): T[] {
  return listLaidOver(records, arrived.filter((change) => change.collection === collection), belongs, make, shape, false);
}

function listLaidOver<T extends { readonly id: string }>(
  records: readonly T[],
  changes: readonly Change[],
  belongs: (body: Readonly<Record<string, unknown>>) => boolean,
  make: (change: Change) => T,
  shape: Shape<T>,
  mark: boolean,
): WithPending<T>[] {
  const listed = new Set(records.map((record) => record.id));
  const created = changes
    .filter((change) => change.action === "create" && belongs(change.body) && !listed.has(change.recordId))
    .map((change): WithPending<T> => ({ ...make(change), ...markOf(mark) }));
  return [...records, ...created]
    .map((record) => laidOver(record, changes, shape, mark))
    .filter((record): record is WithPending<T> => record !== null);
}

/** The scope of a record's page: changes made there show there. */
export function scopeOf(collection: string, id: string): string {
  return `${collection}/${id}`;
}

/** The signed-in employee's changes on this device (of one page's scope when given), live. */
export function useDeviceChanges(scope?: string): readonly Change[] {
  const all = useSyncExternalStore(outbox.subscribe, outbox.getChanges);
  return scope === undefined ? all : all.filter((change) => change.scope === scope);
}

/** When the oldest copy from the device on this screen was saved (null: all from the server). */
export function useDeviceCopyAge(): number | null {
  return useSyncExternalStore(subscribeServedCopies, oldestServedCopy);
}

/** A fresh record as a create made on the device would read it. */
export function localRecord(change: Change): RecordModel {
  return {
    id: change.recordId,
    collectionId: change.collection,
    collectionName: change.collection,
    created: change.madeAt,
    updated: change.madeAt,
    ...change.body,
  };
}
