// Every change these screens make (an answer, a defect reported, scheduled, fixed or dismissed,
// a checklist's inspection started) goes through here, and from here through the app's outbox
// (web/src/lib/offline/outbox.ts): online it is a request as before (the saved record, or the
// server's error for the form); offline it waits on the device, in order, and is sent when the
// network is back. An inspection line's photo goes the same way, its Blob kept on the device (a
// work order's photos do too); a FormData body still goes straight to the server.

import type { RecordModel } from "pocketbase";
import { pb } from "../../lib/api-client";
import { newRecordId, submitChange } from "../../lib/offline/changes";
import { scopeOf } from "../../lib/offline/pending";

export interface Change {
  readonly collection: string;
  /** The record's id; a create brings one made on the device. */
  readonly id: string;
  readonly action: "create" | "update";
  /** JSON fields, or a FormData with files. */
  readonly body: Record<string, unknown> | FormData;
  /** What a person reads about it: "Answer “Tyre tread”". */
  readonly label: string;
  /** The page it shows on, when not the record's own: "inspections/<id>". */
  readonly scope?: string;
}

/** Sends a change: the saved record, or null while it waits on the device to be sent. */
export async function send<T extends RecordModel>(change: Change): Promise<T | null> {
  if (change.body instanceof FormData) {
    const records = pb.collection(change.collection);
    if (change.action === "create") {
      change.body.set("id", change.id);
      return records.create<T>(change.body, { requestKey: null });
    }
    return records.update<T>(change.id, change.body, { requestKey: null });
  }
  const result = await submitChange({
    collection: change.collection,
    action: change.action,
    recordId: change.id,
    body: change.body,
    label: change.label,
    scope: change.scope ?? scopeOf(change.collection, change.id),
  });
  return result.state === "sent" ? (result.record as T | null) : null;
}

/** A record id made on the device, as PocketBase makes them. */
export const deviceId = newRecordId;
