// The signed-in employee's running clock (at most one: the server keeps it so), live, and the
// minutes it has run, renewed while it runs.

import { useEffect, useId, useState } from "react";
import type { TimeEntry } from "@shared/records";
import { MINUTE_MS, timeOf } from "@shared/time/clock";
import { pb } from "../../lib/api-client";
import { useSession } from "../../lib/session";
import { useLiveEntries } from "./use-live-list";

export interface RunningClock {
  /** The running entry, null when none runs (or while loading). */
  readonly entry: TimeEntry | null;
  readonly loaded: boolean;
  readonly reload: () => void;
}

export function useRunningClock(): RunningClock {
  const session = useSession();
  const filter = session.kind === "employee" ? pb.filter('employee = {:me} && ended = ""', { me: session.id }) : "";
  // Each user of the clock (the top bar, a work order's button) has its own request key: the same
  // key would let one cancel the other's load.
  const list = useLiveEntries(filter, `running-clock-${useId()}`, 1);
  return { entry: list.entries?.[0] ?? null, loaded: list.entries !== null, reload: list.reload };
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
