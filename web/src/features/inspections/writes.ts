// Every change these screens make (an answer, a photo, a defect reported, scheduled, fixed or
// dismissed) goes through here: one place that decides how a change travels to the server.

import type { RecordModel } from "pocketbase";
import { pb } from "../../lib/api-client";

export interface Change {
  readonly collection: string;
  /** The record's id; a create brings one made on the device. */
  readonly id: string;
  readonly action: "create" | "update";
  /** JSON fields, or a FormData with files. */
  readonly body: Record<string, unknown> | FormData;
  /** What a person reads about it: "Answer “Tyre tread”". */
  readonly label: string;
}

/** Sends a change and gives the saved record. */
export async function send<T extends RecordModel>(change: Change): Promise<T> {
  const records = pb.collection(change.collection);
  if (change.action === "create") {
    const body = change.body instanceof FormData ? change.body : { ...change.body, id: change.id };
    if (body instanceof FormData) body.set("id", change.id);
    return records.create<T>(body, { requestKey: null });
  }
  return records.update<T>(change.id, change.body, { requestKey: null });
}

/** A record id made on the device: 15 of a–z and 0–9, as PocketBase makes them. */
export function deviceId(): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  let id = "";
  while (id.length < 15) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      // 252 = 7 × 36: bytes at or above it would favour some characters.
      if (byte < 252 && id.length < 15) id += alphabet[byte % 36];
    }
  }
  return id;
}
