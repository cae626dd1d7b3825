// The app's outbox (./outbox.ts) wired to this page: IndexedDB, the API client, the signed-in
// employee, the connection, and the other tabs of the device. `startOutbox` (once, at start)
// sends what waits whenever it can: at start, when the connection or the session comes back,
// and when another tab says something changed.

import type { RecordModel } from "pocketbase";
import { EMPLOYEES_COLLECTION } from "@shared/constants";
import { pb } from "../api-client";
import { describeApiError } from "../api-errors";
import { connection } from "../connection";
import { deviceChangeStore } from "./change-stores";
import { Outbox, type ChangeRequest, type Submitted } from "./outbox";

const CHANNEL_NAME = "workshop-outbox";
const LOCK_NAME = "workshop-outbox";
const channel: BroadcastChannel | null = typeof BroadcastChannel === "function" ? new BroadcastChannel(CHANNEL_NAME) : null;

/** The signed-in employee's id, read from the API client's store (no import cycle with session.ts). */
function signedInEmployee(): string {
  const record = pb.authStore.record;
  return pb.authStore.isValid && record?.collectionName === EMPLOYEES_COLLECTION ? record.id : "";
}

function browserOnline(): boolean {
  return typeof navigator === "undefined" || navigator.onLine !== false;
}

const locks: LockManager | undefined = typeof navigator !== "undefined" ? navigator.locks : undefined;

export const outbox = new Outbox({
  store: deviceChangeStore(),
  transport: {
    create: (collection, body) => pb.collection(collection).create<RecordModel>(body, { requestKey: null }),
    update: (collection, id, body) => pb.collection(collection).update<RecordModel>(id, body, { requestKey: null }),
    remove: async (collection, id) => void (await pb.collection(collection).delete(id, { requestKey: null })),
    read: async (collection, id) => {
      try {
        // `no-store`: the server's answer, never the copy kept on the device (device-copies.ts).
        return await pb.collection(collection).getOne<RecordModel>(id, { requestKey: null, cache: "no-store" });
      } catch (error) {
        const failure = describeApiError(error);
        if (failure.kind === "failed" && failure.status === 404) return null;
        throw error;
      }
    },
  },
  employee: signedInEmployee,
  online: () => browserOnline() && connection.getState() === "online",
  exclusive: locks ? (work) => locks.request(LOCK_NAME, () => work()) : undefined,
  announce: () => channel?.postMessage("changed"),
});

/** Keeps a change and sends it in its turn (see Outbox.submit). */
export function submitChange(request: ChangeRequest): Promise<Submitted> {
  return outbox.submit(request);
}

/** A record id made on the device: 15 of a–z and 0–9, as PocketBase makes them. */
export function newRecordId(): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  let id = "";
  while (id.length < 15) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      // 252 = 7 × 36: bytes at or above it would favour some characters; they are skipped.
      if (byte < 252 && id.length < 15) id += alphabet[byte % 36];
    }
  }
  return id;
}

/** Starts sending: now, and whenever the connection, the session or another tab says so. */
export function startOutbox(): () => void {
  const kick = () => {
    void outbox.refresh().then(() => outbox.flush());
  };
  kick();
  let wasOnline = connection.getState() === "online";
  const stopConnection = connection.subscribe(() => {
    const online = connection.getState() === "online";
    if (online && !wasOnline) kick();
    wasOnline = online;
  });
  const stopSession = pb.authStore.onChange(() => kick());
  const onMessage = () => void outbox.refresh();
  channel?.addEventListener("message", onMessage);
  window.addEventListener("online", kick);
  return () => {
    stopConnection();
    stopSession();
    channel?.removeEventListener("message", onMessage);
    window.removeEventListener("online", kick);
  };
}
