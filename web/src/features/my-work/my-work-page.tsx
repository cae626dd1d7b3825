import { useState, type ReactNode } from "react";
import { Link } from "wouter";
import { WORK_ORDER_STATUS_LABELS } from "@shared/records";
import { pathTo } from "@shared/routes";
import { formatWorkOrderNumber } from "@shared/work-orders/number";
import { describeApiError } from "../../lib/api-errors";
import { useCan } from "../../lib/permissions";
import { secureContext } from "../../lib/service-worker";
import { useSession } from "../../lib/session";
import { Alert, LoadError } from "../../ui/alert";
import { Badge } from "../../ui/badge";
import { Button, ButtonLink } from "../../ui/button";
import { EmptyState } from "../../ui/empty-state";
import { PageHeader } from "../../ui/page-header";
import { Skeleton } from "../../ui/spinner";
import { DeviceChanges, PendingBadge } from "../offline";
import { ClockPanel, useRunningClock, type RunningClock } from "../time";
import { changeWorkOrder, dueNote, OdometerDialog, priorityLabel, PRIORITY_TONES, useNow, useStatusMove, type StatusMove } from "../work-orders";
import { nextStep } from "./my-work-order";
import { useMyWork, type MyWorkOrder } from "./use-my-work";
import "./my-work.css";

/** Taking a job nobody has: it becomes the technician's and starts, in one change. */
function useTakeJob(me: string, onDone: () => void) {
  const [busy, setBusy] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const take = async (job: MyWorkOrder) => {
    setBusy(job.id);
    setRefusal(null);
    try {
      await changeWorkOrder(job, { status: "in_progress", assignee: me }, "take and start");
      onDone();
    } catch (error) {
      const failure = describeApiError(error);
      if (failure.kind === "cancelled") return;
      const atField = failure.kind === "invalid" ? (failure.fields.assignee ?? failure.fields.status) : undefined;
      setRefusal(`${formatWorkOrderNumber(job.number)} was not taken: ${atField ?? failure.message}`);
    } finally {
      setBusy(null);
    }
  };
  return { take, busy, refusal };
}

function JobCard({ job, now, moves, canMove, onTake, taking, clock, onClocked }: {
  job: MyWorkOrder;
  /** One's own jobs get the clock (docs/product.md "Time on jobs"). */
  clock?: RunningClock | undefined;
  onClocked?: () => void;
  now: Date;
  moves: StatusMove;
  canMove: boolean;
  onTake: (job: MyWorkOrder) => void;
  taking: boolean;
}) {
  const number = formatWorkOrderNumber(job.number);
  const due = dueNote(job, now);
  const vehicle = job.expand?.vehicle;
  const step = job.pending && job.status === "done" ? null : nextStep(job);
  return (
    <li className="my-job" data-status={job.status} aria-label={`${number}: ${job.title}`}>
      <div className="my-job-head">
        <span>
          <strong>{number}</strong> · <span className="plate">{job.vehicle_plate}</span>
          {vehicle && <span className="muted"> {`${vehicle.make} ${vehicle.model}`}</span>}
        </span>
        {job.priority !== "normal" && <Badge tone={PRIORITY_TONES[job.priority]}>{priorityLabel(job.priority)}</Badge>}
      </div>
      <Link href={pathTo("work-order", { id: job.id })} className="my-job-title">
        {job.title}
      </Link>
      <div className="my-job-meta">
        <span>{WORK_ORDER_STATUS_LABELS[job.status]}</span>
        {due && <span className={due.overdue ? "overdue" : undefined}>{due.text}</span>}
        {job.pending && <PendingBadge />}
      </div>
      {step && canMove && (
        <Button
          variant={step.to === "done" ? "primary" : "gold"}
          className="my-job-step"
          busy={taking || (moves.busy === job.id && moves.asking === null)}
          aria-label={`${step.label}: ${number}`}
          onClick={() => (step.take ? onTake(job) : moves.move(job, step.to))}
        >
          {step.label}
        </Button>
      )}
      {clock && !job.pending && <ClockPanel workOrder={job} clock={clock} onChanged={onClocked} />}
    </li>
  );
}

function JobGroup({ title, jobs, empty, children, ...card }: {
  title: string;
  jobs: readonly MyWorkOrder[];
  empty: string;
  children?: ReactNode;
} & Omit<Parameters<typeof JobCard>[0], "job" | "taking"> & { takingId: string | null }) {
  const { takingId, ...rest } = card;
  return (
    <section className="stack" aria-label={title}>
      <h2>
        {title} <span className="muted">({jobs.length})</span>
      </h2>
      {jobs.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="my-jobs">
          {jobs.map((job) => (
            <JobCard key={job.id} job={job} taking={takingId === job.id} {...rest} />
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}

/**
 * My work (docs/product.md "Phone and offline"), a technician's home: their jobs in progress, then their
 * open ones, then open ones nobody has taken, each with one big button for its next step. Works
 * offline on what the device last read; the changes made here wait on the device, marked.
 */
export function MyWorkPage() {
  const session = useSession();
  const me = session.kind === "employee" ? session.id : "";
  const work = useMyWork(me);
  const moves = useStatusMove({ onEnd: () => work.reload() });
  const taking = useTakeJob(me, work.reload);
  const canMove = useCan("update", "work_orders");
  const now = useNow();
  const { groups } = work;
  const card = { now, moves, canMove, onTake: (job: MyWorkOrder) => void taking.take(job), takingId: taking.busy };
  const clock = useRunningClock();
  const ownCard = { ...card, clock, onClocked: work.reload };
  const total = groups ? groups.inProgress.length + groups.mine.length : 0;

  return (
    <section className="stack my-work">
      <PageHeader
        title="My work"
        description={session.kind === "employee" ? `${session.name}: your jobs first, then open work nobody has taken.` : undefined}
      />
      {!secureContext() && (
        <Alert tone="info" title="This address works only while the network does.">
          Working offline and scanning with the camera need the workshop's secure address (https://…). Ask whoever runs the
          Workshop server for it.
        </Alert>
      )}
      {moves.refusal && <Alert tone="error">{moves.refusal}</Alert>}
      {taking.refusal && <Alert tone="error">{taking.refusal}</Alert>}
      <DeviceChanges />
      {work.fromDevice && (
        <p className="muted" role="status">
          Shown as saved on this device; updating…
        </p>
      )}
      {groups === null ? (
        work.failure ? (
          <LoadError title="Your work could not be loaded." message={work.failure} onRetry={work.reload} />
        ) : (
          <Skeleton lines={4} label="Loading your work" />
        )
      ) : (
        <>
          {total === 0 && groups.unassigned.length === 0 && (
            <EmptyState title="Nothing to do right now" action={<ButtonLink href={pathTo("work-orders")}>Open the board</ButtonLink>}>
              No work order is assigned to you, and every open one has been taken.
            </EmptyState>
          )}
          <JobGroup title="In progress" jobs={groups.inProgress} empty="Nothing in progress: start one of the jobs below." {...ownCard} />
          <JobGroup title="Assigned to you" jobs={groups.mine} empty="No open job is assigned to you." {...ownCard} />
          <JobGroup title="Open, not assigned" jobs={groups.unassigned} empty="Every open job has someone on it." {...card}>
            {work.moreUnassigned && <Link href={pathTo("work-orders")}>More open work on the board</Link>}
          </JobGroup>
        </>
      )}
      <OdometerDialog moves={moves} />
    </section>
  );
}
