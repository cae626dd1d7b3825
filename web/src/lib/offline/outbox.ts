// Changes kept on the device until the server has them (docs/product.md "Phone and offline"): ticking a task,
// adding or changing an item, moving a work order, an odometer reading — any create, update or
// delete of a record, so later kinds of change (clocking on, inspection results, defects) plug in
// by calling `submit` too.
//
// - Every change is written to the outbox (IndexedDB) first (files too: a photo's Blob is kept as it is), in the order it was made, with the
//   record's id made on the device for a create. Then the outbox sends what waits, oldest first,
//   one at a time, the next only when the server answered the one before.
// - Never twice: a create that may already have arrived (it was sent, but its answer was lost)
//   is recognised by reading the record by its id before it is sent again, and also when the
//   server refuses it; an update sends the fields it sets, so sending it again changes nothing;
//   a delete that finds nothing to delete has arrived.
// - Unreachable, signed out, rate-limited or a proxy without its server (502/504): the change
//   waits and the outbox tries again later (at once when the connection is back).
// - Refused on arrival (400, 403, 404, 409, 5xx): kept with the server's message, state
//   "refused", until the person discards it or tries it again; a change that depends on a
//   refused create (the item it ticks was never created) is refused too, saying why. Changes
//   after a refused one still go.
// - A change made while the person waits for it (online) behaves as a request always did: its
//   record comes back, or the server's error is thrown for the screen to show at its fields.
// - Each change belongs to the employee who made it and is sent only in their session. Tabs of
//   the same device send one at a time (Web Locks) and tell each other what changed.

import type { RecordModel } from "pocketbase";
import { describeApiError } from "../api-errors";
import { translate } from "../i18n";

export type ChangeAction = "create" | "update" | "delete";

/** A change as a screen asks for it. */
export interface ChangeRequest {
  readonly collection: string;
  readonly action: ChangeAction;
  /** The record's id; for a create, one made on the device (newRecordId). */
  readonly recordId: string;
  /** The fields it sends (a create's without its id; a delete's: none). */
  readonly body: Readonly<Record<string, unknown>>;
  /** What a person reads about it: "Add “Brake pads” to WO-12". */
  readonly label: string;
  /** The record on whose page it shows, e.g. "work_orders/<id>". */
  readonly scope: string;
  /** What screens show of it while it waits that its body does not send (a work order's number); never sent. */
  readonly shows?: Readonly<Record<string, unknown>>;
}

export interface Refusal {
  readonly status: number;
  readonly message: string;
  readonly fields: Readonly<Record<string, string>>;
}

export type ChangeState = "waiting" | "refused";

export interface Change extends ChangeRequest {
  /** Its place in the order changes were made (the store's key). */
  readonly seq: number;
  /** Who made it: the employee's id. */
  readonly employee: string;
  /** When it was made (ISO time on the device). */
  readonly madeAt: string;
  readonly state: ChangeState;
  readonly refusal: Refusal | null;
  /** How often it was sent. */
  readonly attempts: number;
}

export type NewChange = Omit<Change, "seq">;

/** Where changes are kept: IndexedDB in the browser, memory in tests. */
export interface ChangeStore {
  list(): Promise<Change[]>;
  add(change: NewChange): Promise<Change>;
  put(change: Change): Promise<void>;
  remove(seq: number): Promise<void>;
}

/** How changes reach the server: the API client in the browser. */
export interface Transport {
  create(collection: string, body: Record<string, unknown>): Promise<RecordModel>;
  update(collection: string, id: string, body: Record<string, unknown>): Promise<RecordModel>;
  remove(collection: string, id: string): Promise<void>;
  /** The record as the server has it now (never a copy kept on the device), or null (404). */
  read(collection: string, id: string): Promise<RecordModel | null>;
}

export type Outcome =
  | { readonly kind: "arrived"; readonly record: RecordModel | null }
  | { readonly kind: "refused"; readonly refusal: Refusal; readonly error: unknown }
  | { readonly kind: "later"; readonly error: unknown };

/** What `submit` answers: the saved record, or the change is kept and waits to be sent. */
export type Submitted = { readonly state: "sent"; readonly record: RecordModel | null } | { readonly state: "waiting"; readonly change: Change };

/**
 * Whether an error means "try again later" or "the server refused this change". Unreachable
 * includes a reverse proxy's 502/504 while the server behind it restarts (api-errors.ts).
 */
export function classify(error: unknown): Exclude<Outcome, { kind: "arrived" }> {
  const failure = describeApiError(error);
  switch (failure.kind) {
    case "cancelled":
    case "unreachable":
    case "unauthorized":
    case "rate-limited":
      return { kind: "later", error };
    case "invalid":
      return { kind: "refused", error, refusal: { status: 400, message: failure.message, fields: failure.fields } };
    case "stale":
      // Only a change that named the version it was made on gets this (shared/precondition.ts).
      return { kind: "refused", error, refusal: { status: 409, message: failure.message, fields: {} } };
    case "failed":
      return { kind: "refused", error, refusal: { status: failure.status, message: failure.message, fields: {} } };
  }
}

/** Whether `change` cannot arrive because `refused` (a create the server refused) never did. */
function dependsOn(change: Change, refused: Change): boolean {
  if (refused.action !== "create" || refused.state !== "refused") return false;
  return change.recordId === refused.recordId || Object.values(change.body).includes(refused.recordId);
}

/** Pauses before trying again after a "later" (the last repeats); the connection's return skips them. */
export const RETRY_DELAYS_MS: readonly number[] = [2000, 5000, 15_000, 30_000, 60_000];

export interface OutboxOptions {
  readonly store: ChangeStore;
  readonly transport: Transport;
  /** The signed-in employee's id, or "" when nobody is. */
  readonly employee: () => string;
  /** False while the server is known to be unreachable (or the browser is offline). */
  readonly online: () => boolean;
  /** Runs `work` while no other tab of this device sends changes. */
  readonly exclusive?: <T>(work: () => Promise<T>) => Promise<T>;
  readonly now?: () => Date;
  /** Told after every change of the outbox (other tabs listen). */
  readonly announce?: () => void;
  readonly setTimer?: (run: () => void, ms: number) => unknown;
  readonly clearTimer?: (timer: unknown) => void;
}

type Waiter = (outcome: Outcome) => void;

export class Outbox {
  private changes: readonly Change[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly arrivalListeners = new Set<(change: Change, record: RecordModel | null) => void>();
  private readonly waiters = new Map<number, Waiter>();
  private draining: Promise<void> | null = null;
  /** A flush asked for while one runs: it runs right after. */
  private followUp: Promise<void> | null = null;
  private retryTimer: unknown = null;
  private retries = 0;

  constructor(private readonly options: OutboxOptions) {}

  // ---- What screens read -------------------------------------------------------------------

  /** The signed-in employee's changes on this device, oldest first. */
  getChanges = (): readonly Change[] => this.changes;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Called for each change the server took, with the record it answered. */
  onArrival(listener: (change: Change, record: RecordModel | null) => void): () => void {
    this.arrivalListeners.add(listener);
    return () => this.arrivalListeners.delete(listener);
  }

  /** Reads the store again (at start, after another tab changed it, after a sign-in). */
  async refresh(): Promise<void> {
    const me = this.options.employee();
    const all = me === "" ? [] : await this.options.store.list();
    this.changes = all.filter((change) => change.employee === me).sort((a, b) => a.seq - b.seq);
    for (const listener of [...this.listeners]) listener();
  }

  private async changed(): Promise<void> {
    await this.refresh();
    this.options.announce?.();
  }

  // ---- What screens do ---------------------------------------------------------------------

  /**
   * Keeps the change and sends it in its turn. Online, this waits for the server: the saved
   * record comes back, or a refusal is thrown as the request's own error (and not kept, since
   * the person sees it at once). Offline, or when the server cannot be reached meanwhile, the
   * change waits on the device.
   */
  async submit(request: ChangeRequest): Promise<Submitted> {
    const employee = this.options.employee();
    if (employee === "") throw new Error("Changes are kept only for a signed-in employee.");
    const now = (this.options.now ?? (() => new Date()))();
    const change = await this.options.store.add({ ...request, employee, madeAt: now.toISOString(), state: "waiting", refusal: null, attempts: 0 });
    await this.changed();
    if (!this.options.online()) return { state: "waiting", change };
    const outcome = await new Promise<Outcome>((resolve) => {
      this.waiters.set(change.seq, resolve);
      void this.flush();
    });
    if (outcome.kind === "arrived") return { state: "sent", record: outcome.record };
    if (outcome.kind === "refused") throw outcome.error;
    return { state: "waiting", change };
  }

  /** Drops a refused (or waiting) change: the person decided against it. */
  async discard(seq: number): Promise<void> {
    await this.options.store.remove(seq);
    await this.changed();
  }

  /** Sends a refused change again, in its place in the order (e.g. after a manager reopened the work order). */
  async retry(seq: number): Promise<void> {
    const change = (await this.options.store.list()).find((c) => c.seq === seq);
    if (!change) return;
    await this.options.store.put({ ...change, state: "waiting", refusal: null });
    await this.changed();
    void this.flush();
  }

  // ---- Sending -----------------------------------------------------------------------------

  /** Sends what waits, oldest first; resolves when nothing more can be sent for now. */
  flush(): Promise<void> {
    if (this.draining) {
      this.followUp ??= this.draining.then(() => {
        this.followUp = null;
        return this.flush();
      });
      return this.followUp;
    }
    const exclusive = this.options.exclusive ?? ((work) => work());
    this.draining = exclusive(() => this.drain())
      .catch(() => this.later())
      .finally(() => {
        this.draining = null;
        this.releaseWaiters();
      });
    return this.draining;
  }

  private async drain(): Promise<void> {
    for (;;) {
      const me = this.options.employee();
      if (me === "" || !this.options.online()) return;
      const mine = (await this.options.store.list()).filter((change) => change.employee === me).sort((a, b) => a.seq - b.seq);
      const next = mine.find((change) => change.state === "waiting");
      if (!next) {
        this.retries = 0;
        return;
      }
      const blocker = mine.find((change) => change.seq < next.seq && dependsOn(next, change));
      const blocked = blocker ? translate("common", "error.dependsOn", { label: blocker.label }) : "";
      const outcome: Outcome = blocker
        ? { kind: "refused", error: new Error(blocked), refusal: { status: 0, message: blocked, fields: {} } }
        : await this.send(next);
      if (outcome.kind === "later") {
        this.later();
        this.settle(next.seq, outcome);
        return;
      }
      this.retries = 0;
      const waiter = this.waiters.get(next.seq);
      if (outcome.kind === "arrived" || waiter) {
        // Arrived; or refused while its maker waits for the answer and sees it at once.
        await this.options.store.remove(next.seq);
      } else {
        await this.options.store.put({ ...next, state: "refused", refusal: outcome.refusal, attempts: next.attempts + 1 });
      }
      // Told of the arrival before the waiting changes drop it, so that a screen can keep it laid
      // over what it read until it has read again (no moment in between without it).
      if (outcome.kind === "arrived") for (const listener of [...this.arrivalListeners]) listener(next, outcome.record);
      await this.changed();
      this.settle(next.seq, outcome);
    }
  }

  /** Sends one change and says how it went, making sure a create never arrives twice. */
  private async send(change: Change): Promise<Outcome> {
    const { transport } = this.options;
    const { collection, recordId } = change;
    try {
      if (change.action === "create" && change.attempts > 0) {
        // Sent before, but no answer came back: did it arrive?
        const existing = await transport.read(collection, recordId);
        if (existing) return { kind: "arrived", record: existing };
      }
      // Counted before it goes: should the answer be lost, the next attempt knows to ask first.
      await this.options.store.put({ ...change, attempts: change.attempts + 1 });
      switch (change.action) {
        case "create":
          return { kind: "arrived", record: await transport.create(collection, { ...change.body, id: recordId }) };
        case "update":
          return { kind: "arrived", record: await transport.update(collection, recordId, { ...change.body }) };
        case "delete":
          await transport.remove(collection, recordId);
          return { kind: "arrived", record: null };
      }
    } catch (error) {
      const outcome = classify(error);
      if (outcome.kind === "later") return outcome;
      const status = outcome.refusal.status;
      if (change.action === "delete" && status === 404) return { kind: "arrived", record: null };
      if (change.action === "create") {
        // Refused, perhaps only because it is there already (its id is taken).
        try {
          const existing = await transport.read(collection, recordId);
          if (existing) return { kind: "arrived", record: existing };
        } catch (readError) {
          const read = classify(readError);
          if (read.kind === "later") return read;
        }
      }
      return outcome;
    }
  }

  private settle(seq: number, outcome: Outcome): void {
    const waiter = this.waiters.get(seq);
    if (!waiter) return;
    this.waiters.delete(seq);
    waiter(outcome);
  }

  /** Changes whose makers wait but that will not be sent now: they wait on the device. */
  private releaseWaiters(): void {
    if (this.followUp) return;
    for (const [seq, waiter] of [...this.waiters]) {
      this.waiters.delete(seq);
      waiter({ kind: "later", error: null });
    }
  }

  private later(): void {
    const setTimer = this.options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    const clearTimer = this.options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
    if (this.retryTimer !== null) clearTimer(this.retryTimer);
    const delay = RETRY_DELAYS_MS[Math.min(this.retries, RETRY_DELAYS_MS.length - 1)]!;
    this.retries += 1;
    this.retryTimer = setTimer(() => {
      this.retryTimer = null;
      void this.flush();
    }, delay);
  }
}
