// The jobs My work shows: the signed-in technician's unfinished work orders and the open ones
// nobody has taken, with the vehicle's make and model, kept live, and with this device's waiting
// changes laid over them (a job started offline shows as started). Offline, the copies the API
// client kept answer (web/src/lib/offline/device-copies.ts).

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { COLLECTIONS, type Vehicle, type WorkOrder } from "@shared/records";
import { WORK_ORDER_LIST_FIELDS } from "@shared/work-order-list";
import { pb } from "../../lib/api-client";
import { failureMessage } from "../../lib/api-errors";
import { outbox } from "../../lib/offline/changes";
import { useDeviceChanges, withPendingRecord, type WithPending } from "../../lib/offline/pending";
import { useRecordEvents } from "../../lib/realtime";
import { LIVE_REFRESH_DELAY_MS, useDebouncedCallback } from "../../lib/timing";
import { keepJobsOnDevice } from "./keep-on-device";
import { groupMyWork, type MyWorkGroups } from "./my-work-order";

export type MyWorkOrder = WithPending<WorkOrder & { expand?: { vehicle?: Pick<Vehicle, "make" | "model" | "odometer"> } }>;

/** A technician's own jobs are few; the cap only bounds a pathological account. */
export const MY_JOBS_LIMIT = 200;
/** Open jobs nobody took, oldest first, of which My work shows the most urgent. */
export const UNASSIGNED_READ = 100;
export const UNASSIGNED_SHOWN = 20;
/** The own jobs' pages are read for the device this long after the server's list showed. */
const KEEP_JOBS_AFTER_MS = 2000;

const FIELDS = `${WORK_ORDER_LIST_FIELDS},expand.vehicle.make,expand.vehicle.model,expand.vehicle.odometer`;

export interface MyWork {
  readonly groups: MyWorkGroups<MyWorkOrder> | null;
  /** The jobs shown are the device's copy from the last visit, until the server's answer comes. */
  readonly fromDevice: boolean;
  /** More unassigned open jobs than shown. */
  readonly moreUnassigned: boolean;
  readonly failure: string | null;
  readonly reload: () => void;
}

type Jobs = { mine: MyWorkOrder[]; unassigned: MyWorkOrder[] };

/** The two reads, as the API client sends them (their options also name the device's copies). */
function reads(me: string) {
  const options = (filter: string, params: Record<string, string>, perPage: number) => ({
    query: { page: 1, perPage },
    filter: pb.filter(filter, params),
    sort: "number",
    expand: "vehicle",
    fields: FIELDS,
    skipTotal: true,
  });
  return {
    mine: options('assignee = {:me} && (status = "open" || status = "in_progress" || status = "waiting_parts")', { me }, MY_JOBS_LIMIT),
    unassigned: options('assignee = "" && status = "open"', {}, UNASSIGNED_READ),
  };
}

const RECORDS_PATH = `/api/collections/${COLLECTIONS.workOrders}/records`;

type Page = { items: MyWorkOrder[] };

function readServer(me: string): Promise<[Page, Page]> {
  const { mine, unassigned } = reads(me);
  const read = (options: ReturnType<typeof reads>["mine"], key: string) =>
    pb.collection(COLLECTIONS.workOrders).getList<MyWorkOrder>(1, options.query.perPage, { ...options, query: {}, requestKey: key });
  return Promise.all([read(mine, "my-work-mine"), read(unassigned, "my-work-unassigned")]);
}

function readDevice(me: string): Promise<[Page | null, Page | null]> {
  const { mine, unassigned } = reads(me);
  return Promise.all([pb.deviceCopy<Page>(RECORDS_PATH, mine), pb.deviceCopy<Page>(RECORDS_PATH, unassigned)]);
}

/** The reads `startMyWork` began before the first render, each taken once by the screen. */
interface EarlyReads {
  readonly me: string;
  server: Promise<[Page, Page]> | null;
  device: Promise<[Page | null, Page | null]> | null;
  /** The server's answer, once it came. */
  arrived: Jobs | null;
}
let early: EarlyReads | null = null;

function takeEarly<K extends "server" | "device">(me: string, kind: K): EarlyReads[K] {
  if (early?.me !== me) return null;
  const taken = early[kind];
  early[kind] = null;
  return taken;
}

/**
 * On a page load that opens My work (web/src/main.tsx): its reads, from the server and from the
 * device, start now instead of after the first render, which on a slow phone takes longer than
 * the server's answer. The screen's first load takes them. Settles when the server has answered
 * (or failed to).
 */
export function startMyWork(me: string): Promise<void> {
  const server = readServer(me);
  const reads: EarlyReads = { me, server, device: readDevice(me), arrived: null };
  early = reads;
  // A failure is the screen's load's to show, when it takes the promise.
  return server.then(([own, open]) => void (reads.arrived = { mine: own.items, unassigned: open.items }), () => undefined);
}

/**
 * The server's answer to the early reads if it came before the screen's first render (on a slow
 * phone it does: the page's script takes longer than the network): the screen starts with it,
 * without a second render and without asking again.
 */
function takeArrived(me: string): Jobs | null {
  if (early?.me !== me || !early.arrived) return null;
  const jobs = early.arrived;
  early = null;
  return jobs;
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
      const [own, open] = await (takeEarly(me, "server") ?? readServer(me));
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
    void (takeEarly(me, "device") ?? readDevice(me)).then(([own, open]) => {
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
