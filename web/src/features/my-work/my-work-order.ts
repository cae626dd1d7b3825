// My work's order (docs/product.md "Phone and offline"): the technician's jobs in progress, then the open
// ones assigned to them, then open ones nobody has taken, each by priority (urgent first) and due
// date (the soonest first, none last), then by number; and the one step each job takes next.

import { WORK_ORDER_PRIORITIES, type WorkOrder, type WorkOrderStatus } from "@shared/records";
import { isClosedStatus } from "@shared/work-orders/transitions";
import { translate } from "../../lib/i18n";

export type MyJob = Pick<WorkOrder, "id" | "number" | "status" | "priority" | "assignee" | "due" | "title" | "vehicle_plate" | "odometer"> & {
  readonly pending?: true;
};

export interface MyWorkGroups<T extends MyJob> {
  /** Assigned to me: in progress, then waiting for parts. */
  readonly inProgress: readonly T[];
  /** Assigned to me and open. */
  readonly mine: readonly T[];
  /** Open and assigned to nobody. */
  readonly unassigned: readonly T[];
}

function priorityRank(priority: string): number {
  const rank = (WORK_ORDER_PRIORITIES as readonly string[]).indexOf(priority);
  return rank < 0 ? 1 : rank;
}

/** Most urgent first; sooner due first, no due date last; then the older job first. */
export function byUrgency(a: MyJob, b: MyJob): number {
  const priority = priorityRank(b.priority) - priorityRank(a.priority);
  if (priority !== 0) return priority;
  const dueA = a.due === "" ? "\uffff" : a.due;
  const dueB = b.due === "" ? "\uffff" : b.due;
  if (dueA !== dueB) return dueA < dueB ? -1 : 1;
  return a.number - b.number;
}

const STATUS_ORDER: Readonly<Record<string, number>> = { in_progress: 0, waiting_parts: 1 };

/**
 * Sorts `jobs` (mine and unassigned ones, as read, with this device's waiting changes laid over)
 * into the three groups. A job finished on this device that the server does not have yet stays
 * where it was, so it does not vanish before it is sent.
 */
export function groupMyWork<T extends MyJob>(jobs: readonly T[], me: string): MyWorkGroups<T> {
  const shown = jobs.filter((job) => !isClosedStatus(job.status) || job.pending);
  const mine = shown.filter((job) => job.assignee === me);
  return {
    inProgress: mine
      .filter((job) => job.status !== "open")
      .sort((a, b) => (STATUS_ORDER[a.status] ?? 2) - (STATUS_ORDER[b.status] ?? 2) || byUrgency(a, b)),
    mine: mine.filter((job) => job.status === "open").sort(byUrgency),
    unassigned: shown.filter((job) => job.assignee === "" && job.status === "open").sort(byUrgency),
  };
}

export interface NextStep {
  readonly label: string;
  readonly to: WorkOrderStatus;
  /** Starting a job nobody has taken makes it one's own. */
  readonly take: boolean;
}

/** The one big button of a job: Start (or Take and start), Done, Resume; none once finished. */
export function nextStep(job: Pick<MyJob, "status" | "assignee">): NextStep | null {
  const say = (key: string) => translate("my-work", key);
  switch (job.status) {
    case "open":
      return job.assignee === "" ? { label: say("step.take"), to: "in_progress", take: true } : { label: say("step.start"), to: "in_progress", take: false };
    case "in_progress":
      return { label: say("step.done"), to: "done", take: false };
    case "waiting_parts":
      return { label: say("step.resume"), to: "in_progress", take: false };
    default:
      return null;
  }
}
