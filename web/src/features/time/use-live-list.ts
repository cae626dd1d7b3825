// A list of time entries kept live: loaded once, reloaded (debounced) on any change of the
// collection and after a reconnect. The server's list rule shows each employee their own
// entries, a manager everyone's.

import { useCallback, useEffect, useState } from "react";
import { COLLECTIONS, type TimeEntry } from "@shared/records";
import { failureMessage } from "../../lib/api-errors";
import { useRecordEvents } from "../../lib/realtime";
import { LIVE_REFRESH_DELAY_MS, useDebouncedCallback } from "../../lib/timing";
import { timeEntryRecords } from "./time-records";

export interface LiveEntries {
  readonly entries: readonly TimeEntry[] | null;
  readonly failure: string | null;
  readonly reload: () => void;
  /** When (performance.now()) the read that `entries` holds began: the server had every change made before. */
  readonly readSince: number;
}

/** The first `max` entries matching `filter`, oldest first, with their work order and employee. */
export function readEntries(filter: string, requestKey: string | null, max: number): Promise<TimeEntry[]> {
  return timeEntryRecords()
    .getList<TimeEntry>(1, max, { filter, sort: "started,id", expand: "work_order,employee", skipTotal: true, requestKey })
    .then((page) => page.items);
}

/** The entries matching `filter` ("" loads nothing), oldest first, with their work order and employee. */
export function useLiveEntries(filter: string, requestKey: string, max = 200): LiveEntries {
  const [entries, setEntries] = useState<readonly TimeEntry[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [readSince, setReadSince] = useState(-1);
  const load = useCallback(async () => {
    if (filter === "") return;
    const began = performance.now();
    try {
      setEntries(await readEntries(filter, requestKey, max));
      setReadSince(began);
      setFailure(null);
    } catch (error) {
      const message = failureMessage(error);
      if (message !== null) setFailure(message);
    }
  }, [filter, requestKey, max]);
  useEffect(() => {
    void load();
  }, [load]);
  const refresh = useDebouncedCallback(() => void load(), LIVE_REFRESH_DELAY_MS / 4);
  useRecordEvents(COLLECTIONS.timeEntries, refresh, { query: { fields: "id" }, onResync: refresh });
  const reload = useCallback(() => void load(), [load]);
  return { entries, failure, reload, readSince };
}
