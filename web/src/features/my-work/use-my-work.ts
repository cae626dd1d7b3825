// The jobs My work shows: the signed-in technician's unfinished work orders and the open ones
// nobody has taken, with the vehicle's make and model, kept live, and with this device's waiting
// changes laid over them (a job started offline shows as started). Offline, the copies the API
// client kept answer (web/src/lib/offline/device-copies.ts).

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { COLLECTIONS } from "@shared/records";
import { failureMessage } from "../../lib/api-errors";
import { outbox } from "../../lib/offline/changes";
import { useDeviceChanges, withPendingRecord } from "../../lib/offline/pending";
import { useRecordEvents } from "../../lib/realtime";
import { LIVE_REFRESH_DELAY_MS, useDebouncedCallback } from "../../lib/timing";
import { keepJobsOnDevice } from "./keep-on-device";
import { groupMyWork, type MyWorkGroups } from "./my-work-order";
import { readDevice, readServer, takeArrived, takeEarlyDevice, takeEarlyServer, type Jobs, type MyWorkOrder } from "./my-work-reads";

export type { MyWorkOrder };

export const UNASSIGNED_SHOWN = 20;
/** The own jobs' pages are read for the device this long after the server's list showed. */
const KEEP_JOBS_AFTER_MS = 2000;

export interface MyWork {
  readonly groups: MyWorkGroups<MyWorkOrder> | null;
  /** The jobs shown are the device's copy from the last visit, until the server's answer comes. */
  readonly fromDevice: boolean;
  /** More unassigned open jobs than shown. */
  readonly moreUnassigned: boolean;
  readonly failure: string | null;
  readonly reload: () => void;
}

export function useMyWork(me: string): MyWork {
  const [arrived] = useState(() => takeArrived(me));
  const [jobs, setJobs] = useState<Jobs | null>(arrived);
  const [fromDevice, setFromDevice] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** The server has answered: its jobs are shown, never replaced by an older copy. */
  const answered = useRef(arrived !== null);
  const load = useCallback(async () => {
    try {
      const [own, open] = await (takeEarlyServer(me) ?? readServer(me));
      answered.current = true;
      setJobs({ mine: own.items, unassigned: open.items });
      setFromDevice(false);
      setFailure(null);
    } catch (error) {
      const message = failureMessage(error);
      if (message !== null) setFailure(message);
    }
  }, [me]);

  const loadNow = useRef(arrived === null);
  useEffect(() => {
    if (loadNow.current) void load();
    loadNow.current = true;
  }, [load]);

  // A repeat visit shows the jobs the device kept from the last one at once, until the server
  // answers (a phone on the workshop's Wi-Fi waits a round trip or two for that).
  useEffect(() => {
    if (answered.current) return;
    let current = true;
    void (takeEarlyDevice(me) ?? readDevice(me)).then(([own, open]) => {
      if (!current || !own || !open || answered.current) return;
      setJobs({ mine: own.items, unassigned: open.items });
      setFromDevice(true);
    });
    return () => {
      current = false;
    };
  }, [me]);
  // The technician's own jobs, as the server listed them, kept on the device for opening them
  // offline (keep-on-device.ts), once My work has shown them. Keyed by the jobs' ids, not the
  // list: a busy workshop reloads the list every few seconds, which must not put the reads off.
  const ownIds = jobs && !fromDevice ? jobs.mine.map((job) => job.id).join(",") : "";
  useEffect(() => {
    if (ownIds === "" || !answered.current) return;
    const timer = setTimeout(() => void keepJobsOnDevice(ownIds.split(",")), KEEP_JOBS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [ownIds]);

  const refresh = useDebouncedCallback(() => void load(), LIVE_REFRESH_DELAY_MS);
  useRecordEvents(COLLECTIONS.workOrders, refresh, { query: { fields: "id" }, onResync: refresh });
  useEffect(() => outbox.onArrival((change) => change.collection === COLLECTIONS.workOrders && refresh()), [refresh]);

  const changes = useDeviceChanges();
  const groups = useMemo(() => {
    if (!jobs) return null;
    const all = [...jobs.mine, ...jobs.unassigned.filter((job) => !jobs.mine.some((own) => own.id === job.id))];
    const shown = all.map((job) => withPendingRecord(job, changes, COLLECTIONS.workOrders)).filter((job): job is MyWorkOrder => job !== null);
    const grouped = groupMyWork(shown, me);
    return { ...grouped, unassigned: grouped.unassigned.slice(0, UNASSIGNED_SHOWN) };
  }, [jobs, changes, me]);
  const moreUnassigned = jobs !== null && jobs.unassigned.length > UNASSIGNED_SHOWN;
  return { groups, fromDevice, moreUnassigned, failure, reload: () => void load() };
}
