// One record in an edit form that follows colleagues' changes live (PRODUCT.md "Vehicle list":
// Live). The record is loaded, then its realtime events arrive:
// - a change while the form holds no unsaved edits shows the new version at once;
// - a change while it does is held back (`incoming`): the screen says so and the person picks
//   their colleague's version (`takeTheirs`) or keeps editing (`keepMine`: the fields they did
//   not touch take the new values, theirs stay). Nothing is overwritten silently either way;
// - a delete marks the record deleted.
// Saves send only the fields the person changed, so a colleague's change to another field
// survives, and name the version they were made on (`If-Match`, shared/precondition.ts): the one
// loaded, or the colleague's the screen has shown. Saved over a version that changed meanwhile
// (a colleague's save that no event brought in time), the server saves nothing and answers 409
// with the current record, which arrives like a colleague's change (`incoming`, `conflict`): the
// screen shows what changed and the person chooses. Events
// of the app's own saves are recognised by their `updated` time, also when they arrive before
// the save's answer. After a realtime reconnect the record is read again.

import { useCallback, useEffect, useRef, useState } from "react";
import type { RecordModel } from "pocketbase";
import { ifMatch } from "@shared/precondition";
import { pb } from "./api-client";
import { describeApiError, failureMessage, type ApiFailure } from "./api-errors";
import { useRecordEvents } from "./realtime";
import { useForm, type UseFormOptions } from "./use-form";

export type EditorState<T> =
  | { readonly kind: "loading" }
  | { readonly kind: "failed"; readonly failure: Exclude<ApiFailure, { kind: "cancelled" }> }
  | { readonly kind: "ready"; readonly record: T }
  | { readonly kind: "deleted"; readonly record: T };

export interface RecordEditorOptions<T, F extends string> extends UseFormOptions<F> {
  readonly collection: string;
  readonly id: string;
  /** The form's values before the record is there. */
  readonly empty: Readonly<Record<F, string>>;
  /** The form's values of a record. */
  readonly toValues: (record: T) => Record<F, string>;
  /** Query options for reading the record and its events, e.g. `{ expand: "updated_by" }`. */
  readonly query?: Record<string, string>;
}

export function useRecordEditor<T extends RecordModel, F extends string>(options: RecordEditorOptions<T, F>) {
  const { collection, id, empty, toValues, query } = options;
  const form = useForm<F>(empty, options);
  const [state, setState] = useState<EditorState<T>>({ kind: "loading" });
  const [base, setBase] = useState<Readonly<Record<F, string>>>(empty);
  /** A colleague's version that arrived while the form had unsaved edits. */
  const [incoming, setIncoming] = useState<T | null>(null);
  /** The last colleague's version shown in place of the one loaded (for a polite note). */
  const [refreshed, setRefreshed] = useState<T | null>(null);
  const [saved, setSaved] = useState(false);
  /** Whether `incoming` came as a save's 409: the person's changes are not saved yet. */
  const [conflict, setConflict] = useState(false);

  const fields = Object.keys(empty) as F[];
  const changed = fields.filter((field) => form.values[field] !== base[field]);

  // What event handlers need now, not as of their render.
  const live = useRef({ record: null as T | null, base, changed, saving: false, deleting: false, pending: null as T | null });
  live.current.base = base;
  live.current.changed = changed;

  const adopt = useCallback(
    (record: T) => {
      const values = toValues(record);
      live.current.record = record;
      live.current.base = values;
      live.current.changed = [];
      setState({ kind: "ready", record });
      setBase(values);
      form.reset(values);
      setIncoming(null);
      setConflict(false);
    },
    [], // toValues is a module-level function of the screen; form.reset is stable

  );

  const receive = useCallback(
    (record: T) => {
      const current = live.current.record;
      if (current && record.updated <= current.updated) return; // our own save, or older news
      if (live.current.saving) {
        live.current.pending = record;
      } else if (live.current.changed.length > 0) {
        setIncoming(record);
      } else {
        adopt(record);
        setRefreshed(record);
        setSaved(false);
      }
    },
    [adopt],
  );

  const queryKey = JSON.stringify(query ?? {});
  const load = useCallback(async () => {
    try {
      const record = await pb.collection(collection).getOne<T>(id, { ...JSON.parse(queryKey), requestKey: `editor-${collection}-${id}` });
      if (live.current.record) receive(record);
      else adopt(record);
    } catch (error) {
      const failure = describeApiError(error);
      if (failure.kind === "cancelled") return;
      const record = live.current.record;
      if (failure.kind === "failed" && failure.status === 404 && record) setState({ kind: "deleted", record });
      else if (!record) setState({ kind: "failed", failure });
    }
  }, [collection, id, queryKey, receive]);

  useEffect(() => {
    void load();
  }, [load]);

  useRecordEvents<T>(
    collection,
    (event) => {
      if (event.action === "delete") {
        const record = live.current.record;
        if (record && !live.current.deleting) setState({ kind: "deleted", record });
      } else {
        receive(event.record);
      }
    },
    { topic: id, query, onResync: () => void load() },
  );

  /**
   * An onSubmit handler: `request` saves the changed fields, sending `headers` (the version they
   * were made on), and answers the saved record.
   */
  const save = (
    request: (changed: readonly F[], values: Readonly<Record<F, string>>, headers: Record<string, string>) => Promise<T>,
  ) =>
    form.submit(
      async (values) => {
        live.current.saving = true;
        setSaved(false);
        // Shown a colleague's version already, the person saves over it knowingly (the notice
        // says so): their changed fields win, the rest keep the colleague's values.
        const version = incoming ?? live.current.record;
        try {
          adopt(await request(live.current.changed, values, version ? ifMatch(version.updated) : {}));
          setSaved(true);
          setRefreshed(null);
        } finally {
          live.current.saving = false;
          const pending = live.current.pending;
          live.current.pending = null;
          if (pending) receive(pending);
        }
      },
      {
        onFailure: (failure) => {
          if (failure.kind !== "stale") return;
          live.current.pending = null;
          setIncoming(failure.current as T);
          setConflict(true);
        },
      },
    );

  /** Shows the colleague's version, dropping the unsaved edits. */
  const takeTheirs = () => {
    if (incoming) adopt(incoming);
    form.setFormError(null);
  };

  /** Keeps the unsaved edits over the colleague's version; untouched fields take their values. */
  const keepMine = () => {
    if (!incoming) return;
    const theirs = toValues(incoming);
    const merged = { ...theirs };
    for (const field of live.current.changed) merged[field] = form.values[field];
    live.current.record = incoming;
    live.current.base = theirs;
    setState({ kind: "ready", record: incoming });
    setBase(theirs);
    form.reset(merged);
    setIncoming(null);
    setConflict(false);
    form.setFormError(null);
  };

  /** The form's fields that the incoming version changed, against the version loaded. */
  const theirChanges: readonly F[] = (() => {
    const loaded = live.current.record;
    if (!incoming || !loaded) return [];
    const before = toValues(loaded);
    const after = toValues(incoming);
    return fields.filter((field) => before[field] !== after[field]);
  })();

  /**
   * Deleting, after a confirmation: `ask` opens it, `confirm` deletes (no auto-cancellation)
   * and then calls `onDeleted`, or `onRefused` with the server's reason (null: cancelled) and
   * the error itself, for a screen that explains a particular refusal in its own words.
   */
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const deletion = {
    confirming,
    busy: deleting,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    confirm: async (onDeleted: () => void, onRefused: (message: string | null, error: unknown) => void) => {
      live.current.deleting = true;
      setDeleting(true);
      try {
        await pb.collection(collection).delete(id, { requestKey: null });
        onDeleted();
      } catch (error) {
        live.current.deleting = false;
        onRefused(failureMessage(error), error);
      } finally {
        setDeleting(false);
        setConfirming(false);
      }
    },
  };

  /** Puts the form back to the record as loaded. */
  const discard = () => form.reset(live.current.base);

  return {
    form,
    state,
    changed,
    incoming,
    conflict,
    theirChanges,
    refreshed,
    saved: saved && changed.length === 0,
    save,
    takeTheirs,
    keepMine,
    deletion,
    discard,
  };
}
