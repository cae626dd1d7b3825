// Live updates through PocketBase realtime (docs/product.md "Around every screen": "Live updates").
// The SDK owns the connection: it connects on the first subscription, times out after 15 000 ms and
// reconnects with that section's back-off (200 … 2000 ms) — tests/unit/realtime-constants.test.ts
// keeps an SDK upgrade from changing that silently. Screens only say what they listen to.

import { useEffect, useRef } from "react";
import type { RecordModel, RecordSubscription } from "pocketbase";
import { pb } from "./api-client";

export type RecordEvent<T extends RecordModel> = RecordSubscription<T>;

export interface RecordEventsOptions {
  /** "*" for every record of the collection (the default), or one record id. */
  readonly topic?: string;
  /** Query options for the events' records, e.g. `{ expand: "category" }`. */
  readonly query?: Record<string, string>;
  /**
   * Runs whenever events may have been missed, so the screen reloads what it shows: once the
   * subscription is active (a colleague's change between the screen's first load and that
   * moment sent no event to us), and each time the connection comes back after a drop.
   */
  readonly onResync?: () => void;
}

/**
 * Calls `onEvent` for each create, update and delete in `collection` while the component is
 * mounted. The latest callbacks are used without resubscribing on every render.
 */
export function useRecordEvents<T extends RecordModel>(
  collection: string,
  onEvent: (event: RecordEvent<T>) => void,
  options: RecordEventsOptions = {},
): void {
  const { topic = "*", query } = options;
  const latest = useRef({ onEvent, onResync: options.onResync });
  latest.current = { onEvent, onResync: options.onResync };
  const queryKey = JSON.stringify(query ?? {});

  useEffect(() => {
    let active = true;
    const unsubscribers: Array<() => Promise<void>> = [];
    const keep = (unsubscribe: () => Promise<void>) => {
      if (active) unsubscribers.push(unsubscribe);
      else void unsubscribe().catch(() => {});
    };
    let connectedOnce = pb.realtime.isConnected;
    pb.realtime
      .subscribe("PB_CONNECT", () => {
        // The first PB_CONNECT is the initial connection (unless one was already open); later
        // ones are reconnects.
        if (connectedOnce) latest.current.onResync?.();
        connectedOnce = true;
      })
      .then(keep)
      .catch(() => {});
    pb.collection(collection)
      .subscribe<T>(topic, (event) => latest.current.onEvent(event), { query: JSON.parse(queryKey) })
      .then((unsubscribe) => {
        keep(unsubscribe);
        if (active) latest.current.onResync?.();
      })
      // A failed subscription leaves the screen working without live updates; the SDK retries
      // the connection itself.
      .catch(() => {});
    return () => {
      active = false;
      for (const unsubscribe of unsubscribers) void unsubscribe().catch(() => {});
    };
  }, [collection, topic, queryKey]);
}
