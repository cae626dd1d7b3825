// Where the outbox keeps changes: IndexedDB on the device, or memory where there is none (a
// private window that refuses IndexedDB: changes are then kept only while the page is open).

import { deviceDb, inStore, OUTBOX_STORE } from "./device-db";
import type { Change, ChangeStore, NewChange } from "./outbox";

export function memoryChangeStore(): ChangeStore {
  const changes = new Map<number, Change>();
  let next = 1;
  return {
    list: async () => [...changes.values()].sort((a, b) => a.seq - b.seq),
    add: async (change: NewChange) => {
      const kept: Change = { ...change, seq: next++ };
      changes.set(kept.seq, kept);
      return kept;
    },
    put: async (change) => void changes.set(change.seq, change),
    remove: async (seq) => void changes.delete(seq),
  };
}

export function indexedDbChangeStore(): ChangeStore {
  return {
    list: async () => (await inStore<Change[]>(OUTBOX_STORE, "readonly", (store) => store.getAll())) ?? [],
    add: async (change: NewChange) => {
      const seq = await inStore<IDBValidKey>(OUTBOX_STORE, "readwrite", (store) => store.add(change));
      return { ...change, seq: Number(seq) };
    },
    put: async (change) => void (await inStore(OUTBOX_STORE, "readwrite", (store) => store.put(change))),
    remove: async (seq) => void (await inStore(OUTBOX_STORE, "readwrite", (store) => store.delete(seq))),
  };
}

/** IndexedDB when the device has it, else memory (decided when it is first used). */
export function deviceChangeStore(): ChangeStore {
  let chosen: Promise<ChangeStore> | null = null;
  const store = () => (chosen ??= deviceDb().then((db) => (db ? indexedDbChangeStore() : memoryChangeStore())));
  return {
    list: async () => (await store()).list(),
    add: async (change) => (await store()).add(change),
    put: async (change) => (await store()).put(change),
    remove: async (seq) => (await store()).remove(seq),
  };
}
