// One record in an edit form that follows colleagues' changes live
// (docs/product.md "Nothing overwritten"). The record is loaded, then its realtime events arrive:
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
// screen shows what changed and the person chooses. Events of this tab's own saves are no news:
// the form's save answers the record as saved, and a save the screen makes beside the form
// (`ownChange`: a category's service plan, a work order's item or status, a vehicle's reading)
// reads the record again once it is done, so the form's next save names that version; an event
// of a version no newer than the one the tab knows is its own (or older news), also when it
// arrives before the save's answer. Any other version is someone else's, or this person's in
// another tab: the record's `updated_by` says whose (docs/decisions/live-notices.md). After a
// realtime reconnect the record is read again.

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
  // `saving` counts this tab's saves under way: events meanwhile wait for their answers.
  const live = useRef({ record: null as T | null, base, changed, values: form.values, saving: 0, deleting: false, pending: null as T | null });
  live.current.base = base;
  live.current.changed = changed;
  live.current.values = form.values;

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
      if (live.current.saving > 0) {
        if (!live.current.pending || record.updated > live.current.pending.updated) live.current.pending = record;
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

  /** Runs one of this tab's saves; events that arrive meanwhile are judged once it is done. */
  const saving = async <R,>(run: () => Promise<R>): Promise<R> => {
    live.current.saving += 1;
    try {
      return await run();
    } finally {
      live.current.saving -= 1;
      const pending = live.current.pending;
      if (live.current.saving === 0 && pending) {
        live.current.pending = null;
        receive(pending);
      }
    }
  };

  /**
   * An onSubmit handler: `request` saves the changed fields, sending `headers` (the version they
   * were made on), and answers the saved record.
   */
  const save = (
    request: (changed: readonly F[], values: Readonly<Record<F, string>>, headers: Record<string, string>) => Promise<T>,
  ) =>
    form.submit(
      (values) =>
        saving(async () => {
          setSaved(false);
          // Shown a colleague's version already, the person saves over it knowingly (the notice
          // says so): their changed fields win, the rest keep the colleague's values.
          const version = incoming ?? live.current.record;
          adopt(await request(live.current.changed, values, version ? ifMatch(version.updated) : {}));
          setSaved(true);
          setRefreshed(null);
        }),
      {
        onFailure: (failure) => {
          if (failure.kind !== "stale") return;
          const current = failure.current as T;
          // The 409's record is the newest: an event held back meanwhile is no later news.
          const pending = live.current.pending;
          if (pending && pending.updated <= current.updated) live.current.pending = null;
          setIncoming(current);
          setConflict(true);
        },
      },
    );

  /** Shows `record` as the one stored, keeping the form's unsaved edits over it. */
  const adoptKeepingEdits = (record: T) => {
    const stored = toValues(record);
    const merged = { ...stored };
    for (const field of live.current.changed) merged[field] = live.current.values[field];
    live.current.record = record;
    live.current.base = stored;
    setState({ kind: "ready", record });
    setBase(stored);
    form.reset(merged);
    setIncoming(null);
    setConflict(false);
  };

  /**
   * Runs a save this screen makes beside the form that changes the record (a category's service
   * plan, a work order's item or status, a vehicle's odometer reading), then reads the record
   * again and shows it, the form's unsaved edits kept: the change is this tab's own, never
   * announced as a colleague's, and the form's next save names the version it made. A refused
   * save throws as `request` does; the record is then as it was.
   */
  const ownChange = <R,>(request: () => Promise<R>): Promise<R> =>
    saving(async () => {
      const answer = await request();
      try {
        const record = await pb.collection(collection).getOne<T>(id, { ...JSON.parse(queryKey), requestKey: null });
        const current = live.current.record;
        if (!current || record.updated >= current.updated) adoptKeepingEdits(record);
        setRefreshed(null);
      } catch {
        // The save is done; the record follows with its event or the next reload.
      }
      return answer;
    });

  /** Shows the colleague's version, dropping the unsaved edits. */
  const takeTheirs = () => {
    if (incoming) adopt(incoming);
    form.setFormError(null);
  };

  /** Keeps the unsaved edits over the colleague's version; untouched fields take their values. */
  const keepMine = () => {
    if (!incoming) return;
    adoptKeepingEdits(incoming);
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
    ownChange,
    takeTheirs,
    keepMine,
    deletion,
    discard,
  };
}
