import { useState } from "react";
import { COLLECTIONS, type WorkOrder } from "@shared/records";
import { hoursAndMinutes } from "@shared/time/clock";
import { formatWorkOrderNumber } from "@shared/work-orders/number";
import { isClosedStatus } from "@shared/work-orders/transitions";
import { failureMessage } from "../../lib/api-errors";
import { useTranslation } from "../../lib/i18n";
import { scopeOf, useDeviceChanges } from "../../lib/offline/pending";
import { RoleNote, useCan } from "../../lib/permissions";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { PendingBadge } from "../offline";
import { clockOff, clockOn } from "./time-records";
import { useMinutesSince, type RunningClock } from "./use-running-clock";
import "./time.css";

/**
 * The big Clock on / Clock off of a work order (docs/product.md "Time on jobs"): clocking on an
 * open job starts it, and stops the clock running on another job; a closed job takes no time.
 * Offline the press waits on the phone (time-records.ts) and the clock shows it, marked.
 */
export function ClockPanel({ workOrder, clock, around, onChanged }: {
  workOrder: WorkOrder;
  clock: RunningClock;
  /** Wraps the press: clocking on may start the work order, this tab's own change, no colleague's. */
  around?: <R>(request: () => Promise<R>) => Promise<R>;
  onChanged?: () => void;
}) {
  const mayClock = useCan("create", "time_entries");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useTranslation("time");
  const running = clock.entry;
  const here = running !== null && running.work_order === workOrder.id;
  const minutes = useMinutesSince(here ? running.started : "");
  // A press on this job (on or off) that waits on this device to be sent.
  const waiting = useDeviceChanges(scopeOf(COLLECTIONS.workOrders, workOrder.id)).some(
    (change) => change.state === "waiting" && change.collection === COLLECTIONS.timeEntries,
  );
  if (!mayClock) return <RoleNote action="create" subject="time_entries" />;
  if (isClosedStatus(workOrder.status)) return null;

  const press = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const request = here ? () => clockOff(running) : () => clockOn(workOrder);
      await (around ? around(request) : request());
      clock.reload();
      onChanged?.();
    } catch (error) {
      setProblem(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const elsewhere = running !== null && !here ? formatWorkOrderNumber(running.expand?.work_order?.number ?? 0) : null;
  return (
    <div className="clock-panel" role="group" aria-label={t("clock.group")}>
      <Button variant={here ? "danger" : "gold"} className="clock-button" busy={busy} disabled={!clock.loaded} onClick={() => void press()}>
        {here ? t("clock.off") : t("clock.on")}
      </Button>
      <p className="clock-state" aria-live="polite">
        {here
          ? t("clock.here", { time: hoursAndMinutes(minutes) })
          : elsewhere !== null
            ? t("clock.elsewhere", { number: elsewhere })
            : workOrder.status === "open"
              ? t("clock.startsJob")
              : t("clock.notRunning")}
      </p>
      {waiting && <PendingBadge />}
      {problem && <Alert tone="error">{problem}</Alert>}
    </div>
  );
}
