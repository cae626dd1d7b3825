// The signed-in employee's running clock (at most one: the server keeps it so), live, with the
// presses waiting on this device laid over it, and the minutes it has run, renewed while it runs.

import { useEffect, useId, useState } from "react";
import { COLLECTIONS, type TimeEntry } from "@shared/records";
import { MINUTE_MS, timeOf } from "@shared/time/clock";
import { pb } from "../../lib/api-client";
import { outbox } from "../../lib/offline/changes";
import type { Change } from "../../lib/offline/outbox";
import { useDeviceChanges, withPendingRecord, type WithPending } from "../../lib/offline/pending";
import { useSession } from "../../lib/session";
import { localEntry } from "./time-records";
import { useLiveEntries } from "./use-live-list";

export interface RunningClock {
  /** The running entry, null when none runs (or while loading); `pending` while a press of this device waits. */
  readonly entry: WithPending<TimeEntry> | null;
  readonly loaded: boolean;
  readonly reload: () => void;
}

/**
 * The clock that runs once the waiting presses arrive: the latest clock-on wins (the server
 * stops the one before when the next starts), and a waiting clock-off stops its entry. Presses
 * that `arrived` after the server's entry was read count too, unmarked: until a read that began
 * after them, the entry read is the clock as it was before them.
 */
export function runningWithPending(server: TimeEntry | null, changes: readonly Change[], arrived: readonly Change[] = []): WithPending<TimeEntry> | null {
  const waiting = changes.filter((change) => change.state === "waiting" && change.collection === COLLECTIONS.timeEntries);
  const all = [...arrived.filter((change) => change.collection === COLLECTIONS.timeEntries).map((change) => ({ ...change, state: "waiting" as const })), ...waiting];
  const pressed = all.filter((change) => change.action === "create" && change.body.ended === undefined).map((change) => ({ ...localEntry(change), pending: true as const }));
  const candidates = [...(server ? [server] : []), ...pressed]
    .map((entry) => withPendingRecord(entry, all, COLLECTIONS.timeEntries))
    .filter((entry): entry is WithPending<TimeEntry> => entry !== null && entry.ended === "");
  const running = candidates.at(-1) ?? null;
  if (running?.pending && !waiting.some((change) => change.recordId === running.id)) {
    const { pending: _sent, ...entry } = running;
    return entry;
  }
  return running;
}

export function useRunningClock(): RunningClock {
  const session = useSession();
  const filter = session.kind === "employee" ? pb.filter('employee = {:me} && ended = ""', { me: session.id }) : "";
  // Each user of the clock (the top bar, a work order's button) has its own request key: the same
  // key would let one cancel the other's load.
  const list = useLiveEntries(filter, `running-clock-${useId()}`, 1);
  const changes = useDeviceChanges();
  const { reload, readSince } = list;
  // A press that arrived: read the clock as the server has it now, and until that read is in, lay
  // the press over the list read before it.
  const [arrived, setArrived] = useState<readonly { change: Change; at: number }[]>([]);
  useEffect(
    () =>
      outbox.onArrival((change) => {
        if (change.collection !== COLLECTIONS.timeEntries) return;
        setArrived((before) => [...before, { change, at: performance.now() }]);
        reload();
      }),
    [reload],
  );
  const unread = arrived.filter((press) => press.at >= readSince).map((press) => press.change);
  useEffect(() => {
    if (unread.length < arrived.length) setArrived((before) => before.filter((press) => press.at >= readSince));
  }, [unread.length, arrived.length, readSince]);
  return { entry: runningWithPending(list.entries?.[0] ?? null, changes, unread), loaded: list.entries !== null, reload };
}

/**
 * The time, renewed every quarter minute while `ticking` (a clock runs on the screen), and at
 * once when `from` (what it is measured from) changes.
 */
export function useTickingNow(ticking: boolean, from = ""): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS / 4);
    return () => clearInterval(timer);
  }, [ticking, from]);
  return now;
}

/** Whole minutes from `started` ("" for none: 0) to now, renewed while mounted. */
export function useMinutesSince(started: string): number {
  const now = useTickingNow(started !== "", started);
  return started === "" ? 0 : Math.floor(Math.max(0, now - timeOf(started)) / MINUTE_MS);
}
