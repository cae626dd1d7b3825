import { Link } from "wouter";
import { pathTo } from "@shared/routes";
import { hoursAndMinutes } from "@shared/time/clock";
import { formatWorkOrderNumber } from "@shared/work-orders/number";
import { useTranslation } from "../../lib/i18n";
import { useMinutesSince, useRunningClock } from "./use-running-clock";
import "./time.css";

/** The top bar's running clock, "WO-123 · 0:42", leading to its work order; nothing when none runs. */
export function RunningClockLink() {
  const { entry } = useRunningClock();
  const minutes = useMinutesSince(entry?.started ?? "");
  const { t } = useTranslation("time");
  if (entry === null) return null;
  const number = formatWorkOrderNumber(entry.expand?.work_order?.number ?? 0);
  const time = hoursAndMinutes(minutes);
  return (
    <Link href={pathTo("work-order", { id: entry.work_order })} className="running-clock" aria-label={t("clock.runsOn", { number, time })}>
      <span className="running-clock-dot" aria-hidden="true" />
      {number} · {time}
    </Link>
  );
}
