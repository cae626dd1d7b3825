// My work's reads of the server and of the device's copies, and those a page load starts before
// the first render (app/early-reads.ts). Kept apart from the screen's hook so that what the page
// evaluates before them is the API client and little else (use-my-work.ts imports the screens'
// features for keeping jobs on the device).

import { COLLECTIONS, type Vehicle, type WorkOrder } from "@shared/records";
import { WORK_ORDER_LIST_FIELDS } from "@shared/work-order-list";
import { pb } from "../../lib/api-client";
import { EarlyRead } from "../../lib/early-read";
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
const earlyServer = new EarlyRead<[Page, Page]>();
const earlyDevice = new EarlyRead<[Page | null, Page | null]>();

export const takeEarlyServer = (me: string) => earlyServer.take(me);
export const takeEarlyDevice = (me: string) => earlyDevice.take(me);

/**
 * On a page load that opens My work (web/src/app/early-reads.ts): its reads, from the server and
 * from the device, start now instead of after the first render, which on a slow phone takes longer
 * than the server's answer. The screen's first load takes them. Settles when the server has
 * answered (or failed to); never rejects.
 */
export function startMyWork(me: string): Promise<void> {
  void earlyDevice.start(me, readDevice(me));
  return earlyServer.start(me, readServer(me));
}

/**
 * The server's answer to the early reads if it came before the screen's first render (the page
 * waits a moment for it: app/early-reads.ts): the screen starts with it, without a second render
 * and without asking again (nor reading the device's copies).
 */
export function takeArrived(me: string): Jobs | null {
  const arrived = earlyServer.takeArrived(me);
  if (arrived === null) return null;
  earlyDevice.take(me);
  const [own, open] = arrived;
  return { mine: own.items, unassigned: open.items };
}
