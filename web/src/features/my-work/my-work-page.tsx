import { useState, type ReactNode } from "react";
import { Link } from "wouter";
import { pathTo } from "@shared/routes";
import { formatWorkOrderNumber } from "@shared/work-orders/number";
import { describeApiError } from "../../lib/api-errors";
import { translate, useLabel, useTranslation } from "../../lib/i18n";
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
      await changeWorkOrder(job, { status: "in_progress", assignee: me }, translate("my-work", "takeChange"));
      onDone();
    } catch (error) {
      const failure = describeApiError(error);
      if (failure.kind === "cancelled") return;
      const atField = failure.kind === "invalid" ? (failure.fields.assignee ?? failure.fields.status) : undefined;
      setRefusal(translate("my-work", "notTaken", { number: formatWorkOrderNumber(job.number), reason: atField ?? failure.message }));
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
  const label = useLabel();
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
        <span>{label("workOrderStatus", job.status)}</span>
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
  const { t } = useTranslation("my-work");
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
        title={t("title")}
        description={session.kind === "employee" ? t("intro", { name: session.name }) : undefined}
      />
      {!secureContext() && (
        <Alert tone="info" title={t("insecureTitle")}>
          {t("insecureText")}
        </Alert>
      )}
      {moves.refusal && <Alert tone="error">{moves.refusal}</Alert>}
      {taking.refusal && <Alert tone="error">{taking.refusal}</Alert>}
      <DeviceChanges />
      {work.fromDevice && (
        <p className="muted" role="status">
          {t("fromDevice")}
        </p>
      )}
      {groups === null ? (
        work.failure ? (
          <LoadError title={t("loadFailed")} message={work.failure} onRetry={work.reload} />
        ) : (
          <Skeleton lines={4} label={t("loading")} />
        )
      ) : (
        <>
          {total === 0 && groups.unassigned.length === 0 && (
            <EmptyState title={t("nothingTitle")} action={<ButtonLink href={pathTo("work-orders")}>{t("openBoard")}</ButtonLink>}>
              {t("nothingText")}
            </EmptyState>
          )}
          <JobGroup title={t("inProgress")} jobs={groups.inProgress} empty={t("inProgressEmpty")} {...ownCard} />
          <JobGroup title={t("mine")} jobs={groups.mine} empty={t("mineEmpty")} {...ownCard} />
          <JobGroup title={t("unassigned")} jobs={groups.unassigned} empty={t("unassignedEmpty")} {...card}>
            {work.moreUnassigned && <Link href={pathTo("work-orders")}>{t("more")}</Link>}
          </JobGroup>
        </>
      )}
      <OdometerDialog moves={moves} />
    </section>
  );
}
