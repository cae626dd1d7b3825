// The jobs My work shows: the signed-in technician's unfinished work orders and the open ones
// nobody has taken, with the vehicle's make and model, kept live, and with this device's waiting
// changes laid over them (a job started offline shows as started). Offline, the copies the API
// client kept answer (web/src/lib/offline/device-copies.ts).

import { useCallback, useEffect, useMemo, useState } from "react";
import { COLLECTIONS, type Vehicle, type WorkOrder } from "@shared/records";
import { WORK_ORDER_LIST_FIELDS } from "@shared/work-order-list";
import { pb } from "../../lib/api-client";
import { failureMessage } from "../../lib/api-errors";
import { outbox } from "../../lib/offline/changes";
import { useDeviceChanges, withPendingRecord, type WithPending } from "../../lib/offline/pending";
import { useRecordEvents } from "../../lib/realtime";
import { LIVE_REFRESH_DELAY_MS, useDebouncedCallback } from "../../lib/timing";
import { groupMyWork, type MyWorkGroups } from "./my-work-order";

export type MyWorkOrder = WithPending<WorkOrder & { expand?: { vehicle?: Pick<Vehicle, "make" | "model" | "odometer"> } }>;

/** A technician's own jobs are few; the cap only bounds a pathological account. */
export const MY_JOBS_LIMIT = 200;
/** Open jobs nobody took, oldest first, of which My work shows the most urgent. */
export const UNASSIGNED_READ = 100;
export const UNASSIGNED_SHOWN = 20;

const FIELDS = `${WORK_ORDER_LIST_FIELDS},expand.vehicle.make,expand.vehicle.model,expand.vehicle.odometer`;

export interface MyWork {
  readonly groups: MyWorkGroups<MyWorkOrder> | null;
  /** More unassigned open jobs than shown. */
  readonly moreUnassigned: boolean;
  readonly failure: string | null;
  readonly reload: () => void;
}

export function useMyWork(me: string): MyWork {
  const [jobs, setJobs] = useState<{ mine: MyWorkOrder[]; unassigned: MyWorkOrder[] } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const load = useCallback(async () => {
    const read = (filter: string, params: Record<string, string>, perPage: number, key: string) =>
      pb.collection(COLLECTIONS.workOrders).getList<MyWorkOrder>(1, perPage, {
        filter: pb.filter(filter, params),
        sort: "number",
        expand: "vehicle",
        fields: FIELDS,
        skipTotal: true,
        requestKey: key,
      });
    try {
      const [mine, unassigned] = await Promise.all([
        read('assignee = {:me} && (status = "open" || status = "in_progress" || status = "waiting_parts")', { me }, MY_JOBS_LIMIT, "my-work-mine"),
        read('assignee = "" && status = "open"', {}, UNASSIGNED_READ, "my-work-unassigned"),
      ]);
      setJobs({ mine: mine.items, unassigned: unassigned.items });
      setFailure(null);
    } catch (error) {
      const message = failureMessage(error);
      if (message !== null) setFailure(message);
    }
  }, [me]);

  useEffect(() => {
    void load();
  }, [load]);
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
  return { groups, moreUnassigned, failure, reload: () => void load() };
}
