// The frame of every save a collection's lifecycle runs (its create, update and delete execute
// hooks), in one transaction (db/transaction.ts): all of it is stored, or none.
//
// 1. The record as stored now is read inside the transaction: nothing else writes until it ends.
// 2. An update whose form named the version it loaded (shared/precondition.ts) is refused with
//    409 when the record changed meanwhile (the request hook answers it, record-save.ts).
// 3. An update changes only the fields its request sent: every other field the collection's
//    people write takes its value as stored now, not as the request loaded it. Two people
//    changing different fields both keep their change; a status is judged from the one stored.
// 4. The lifecycle's own rules and fields (`before`), the write and its history entry with the
//    real before and after (history/), then what the save does to other records (`after`),
//    each an explicit step (steps.ts). The entries of the write and its steps are stored
//    together at the end (history `keepingTogether`).

import { staleMessage, STALE_STATUS } from "@shared/precondition";
import { inTransaction } from "../db/transaction";
import { keep, keepingTogether } from "../history";
import { expectedVersionOf, sentFields } from "./save-context";

export interface Lifecycle<Noted = void> {
  /** The record in a sentence: "vehicle". */
  readonly what: string;
  /** The fields people write (with file fields): an update that does not send one keeps it as stored. */
  readonly written: readonly string[];
  /** Fields the server derives from a written one (`plate` → `plate_key`): kept with it. */
  readonly derived?: Readonly<Record<string, readonly string[]>>;
  /**
   * Before the write: the rules that read stored rows, the server's own fields. `current` is null
   * for a create. What it gives back reaches `after`.
   */
  readonly before?: (app: core.App, record: core.Record, current: core.Record | null) => Noted;
  /** After the write: what the save does to other records. */
  readonly after?: (app: core.App, record: core.Record, current: core.Record | null, noted: Noted) => void;
}

export interface DeleteLifecycle {
  /** Before the delete: what may refuse it (the record as stored, in the transaction). */
  readonly before?: (app: core.App, record: core.Record) => void;
  /** After it: what it does to other records. */
  readonly after?: (app: core.App, record: core.Record) => void;
}

/** The record as stored now (a fresh model, read through the transaction), or null once deleted. */
export function storedRecord(app: core.App, record: core.Record): core.Record | null {
  try {
    return app.findRecordById(record.collection().id, record.id);
  } catch {
    return null;
  }
}

/** The 409 of a save over a version that changed meanwhile: record-save.ts answers it with the current record. */
export function throwStale(what: string): never {
  throw new ApiError(STALE_STATUS, staleMessage(what), {});
}

/** Fields the request did not send take their stored values (with what the server derives from them). */
function keepUnsent<Noted>(record: core.Record, current: core.Record, lifecycle: Lifecycle<Noted>): void {
  const sent = sentFields(record);
  if (sent === null) return;
  for (const field of lifecycle.written) {
    if (sent.includes(field)) continue;
    record.set(field, current.get(field));
    for (const derived of lifecycle.derived?.[field] ?? []) record.set(derived, current.get(derived));
  }
}

/** `onRecordCreateExecute` and `onRecordUpdateExecute` of a collection with a lifecycle. */
export function runSave<Noted>(e: core.RecordEvent, lifecycle: Lifecycle<Noted>): void {
  inTransaction(e, (app) => {
    const record = e.record!;
    const isNew = record.isNew();
    const current = isNew ? null : storedRecord(app, record);
    if (!isNew) {
      if (current === null) throw new NotFoundError(`This ${lifecycle.what} was deleted meanwhile.`, {});
      const expected = expectedVersionOf(record);
      if (expected !== null && expected !== current.getString("updated")) throwStale(lifecycle.what);
      keepUnsent(record, current, lifecycle);
    }
    const noted = lifecycle.before?.(app, record, current) as Noted;
    keepingTogether(app, () => {
      keep(app, record, current, isNew ? "created" : "updated", () => e.next());
      lifecycle.after?.(app, record, current, noted);
    });
  });
}

/** `onRecordDeleteExecute` of a collection with a lifecycle (PocketBase runs deletes in a transaction). */
export function runDelete(e: core.RecordEvent, lifecycle: DeleteLifecycle): void {
  inTransaction(e, (app) => {
    const record = e.record!;
    lifecycle.before?.(app, record);
    keepingTogether(app, () => {
      keep(app, record, record, "deleted", () => e.next());
      lifecycle.after?.(app, record);
    });
  });
}
