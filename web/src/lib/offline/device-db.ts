// The app's one IndexedDB database on the device: the changes waiting to be sent (outbox) and
// the copies of what was last read (copies). A thin promise wrapper; null where the browser
// offers no IndexedDB (then changes are sent at once, as before, and nothing is kept).

const DB_NAME = "workshop";
const DB_VERSION = 1;
export const OUTBOX_STORE = "outbox";
export const COPIES_STORE = "copies";
export type StoreName = typeof OUTBOX_STORE | typeof COPIES_STORE;

let opening: Promise<IDBDatabase | null> | null = null;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error("IndexedDB request failed"));
  });
}

/** The database, opened once per page; null when IndexedDB cannot be used here. */
export function deviceDb(): Promise<IDBDatabase | null> {
  opening ??= new Promise<IDBDatabase | null>((resolve) => {
    let open: IDBOpenDBRequest;
    try {
      if (typeof indexedDB === "undefined") return resolve(null);
      open = indexedDB.open(DB_NAME, DB_VERSION);
    } catch {
      return resolve(null);
    }
    open.onupgradeneeded = () => {
      const db = open.result;
      // Changes in the order they were made: the auto-incremented key is that order.
      if (!db.objectStoreNames.contains(OUTBOX_STORE)) db.createObjectStore(OUTBOX_STORE, { keyPath: "seq", autoIncrement: true });
      if (!db.objectStoreNames.contains(COPIES_STORE)) db.createObjectStore(COPIES_STORE, { keyPath: "key" }).createIndex("savedAt", "savedAt");
    };
    open.onsuccess = () => {
      const db = open.result;
      // Another tab of a newer build upgrading the database: let it, and open again next time.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    open.onerror = () => resolve(null);
    open.onblocked = () => resolve(null);
  });
  return opening;
}

/** Runs `work` on one store in one transaction and resolves with its result once committed. */
export async function inStore<T>(name: StoreName, mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | undefined): Promise<T | undefined> {
  const db = await deviceDb();
  if (!db) throw new Error("No IndexedDB on this device");
  const transaction = db.transaction(name, mode);
  const req = work(transaction.objectStore(name));
  const result = req ? request(req) : Promise.resolve(undefined);
  await new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error("IndexedDB transaction failed"));
    transaction.onabort = () => reject(transaction.error ?? new Error("IndexedDB transaction aborted"));
  });
  return result;
}
