// My work's reads of the server and of the device's copies, and those a page load starts before
// the first render (app/early-reads.ts). Kept apart from the screen's hook so that what the page
// evaluates before them is the API client and little else (use-my-work.ts imports the screens'
// features for keeping jobs on the device).

import { COLLECTIONS, type Vehicle, type WorkOrder } from "@shared/records";
import { WORK_ORDER_LIST_FIELDS } from "@shared/work-order-list";
import { pb } from "../../lib/api-client";
import type { WithPending } from "../../lib/offline/pending";

export type MyWorkOrder = WithPending<WorkOrder & { expand?: { vehicle?: Pick<Vehicle, "make" | "model" | "odometer"> } }>;

/** A technician's own jobs are few; the cap only bounds a pathological account. */
export const MY_JOBS_LIMIT = 200;
/** Open jobs nobody took, oldest first, of which My work shows the most urgent. */
export const UNASSIGNED_READ = 100;

const FIELDS = `${WORK_ORDER_LIST_FIELDS},expand.vehicle.make,expand.vehicle.model,expand.vehicle.odometer`;

export type Jobs = { mine: MyWorkOrder[]; unassigned: MyWorkOrder[] };

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

export function readServer(me: string): Promise<[Page, Page]> {
  const { mine, unassigned } = reads(me);
  const read = (options: ReturnType<typeof reads>["mine"], key: string) =>
    pb.collection(COLLECTIONS.workOrders).getList<MyWorkOrder>(1, options.query.perPage, { ...options, query: {}, requestKey: key });
  return Promise.all([read(mine, "my-work-mine"), read(unassigned, "my-work-unassigned")]);
}

export function readDevice(me: string): Promise<[Page | null, Page | null]> {
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

export function takeEarly<K extends "server" | "device">(me: string, kind: K): EarlyReads[K] {
  if (early?.me !== me) return null;
  const taken = early[kind];
  early[kind] = null;
  return taken;
}

/**
 * On a page load that opens My work (web/src/app/early-reads.ts): its reads, from the server and
 * from the device, start now instead of after the first render, which on a slow phone takes longer
 * than the server's answer. The screen's first load takes them. Settles when the server has
 * answered (or failed to); never rejects.
 */
export function startMyWork(me: string): Promise<void> {
  const server = readServer(me);
  const reads: EarlyReads = { me, server, device: readDevice(me), arrived: null };
  early = reads;
  // Once the screen took the promise, the answer (or the failure) is that load's: a later visit
  // must not start from it as if it were new. A failure not taken yet is dropped: a refused session
  // sends the page to sign in first, and the screen then asks again itself.
  return server.then(
    ([own, open]) => void (reads.server !== null && (reads.arrived = { mine: own.items, unassigned: open.items })),
    () => void (early === reads && (early = null)),
  );
}

/**
 * The server's answer to the early reads if it came before the screen's first render (the page
 * waits a moment for it: app/early-reads.ts): the screen starts with it, without a second render
 * and without asking again.
 */
export function takeArrived(me: string): Jobs | null {
  if (early?.me !== me || !early.arrived) return null;
  const jobs = early.arrived;
  early = null;
  return jobs;
}
