import { useState } from "react";
import type { TimeEntry } from "@shared/records";
import { pb } from "../../lib/api-client";
import { translate, useTranslation } from "../../lib/i18n";
import { useCan } from "../../lib/permissions";
import { useSession } from "../../lib/session";
import { Button } from "../../ui/button";
import { EntryCorrection } from "./entry-correction";
import { Alert } from "../../ui/alert";
import { Skeleton } from "../../ui/spinner";
import { formatDayAndTime, formatHours, formatTimeOfDay, minutesOf } from "./time-format";
import { readEntries, useLiveEntries, type LiveEntries } from "./use-live-list";
import { useTickingNow } from "./use-running-clock";

/** The stretches of a job that its page shows (at most this many). */
const JOB_TIME_MAX = 200;

const jobTimeFilter = (workOrderId: string) => pb.filter("work_order = {:id}", { id: workOrderId });

/** The time entries of one work order, live (a manager sees everyone's, others their own). */
export function useJobTime(workOrderId: string): LiveEntries {
  return useLiveEntries(jobTimeFilter(workOrderId), `job-time-${workOrderId}`, JOB_TIME_MAX);
}

/** The job page's read of its time, for keeping it on the device before the page is opened. */
export function readJobTime(workOrderId: string): Promise<unknown> {
  return readEntries(jobTimeFilter(workOrderId), null, JOB_TIME_MAX);
}

function nameOf(entry: TimeEntry): string {
  return entry.expand?.employee?.name ?? translate("time", "job.formerEmployee");
}

/**
 * Who clocked how long on this job, each stretch and the total; a manager corrects any stretch,
 * a technician their own while the job is open.
 */
export function JobTime({ time, closed }: { time: LiveEntries; closed: boolean }) {
  const everyone = useCan("update", "time_entries");
  const ownOnes = useCan("update_own", "time_entries");
  const session = useSession();
  const [correcting, setCorrecting] = useState<string | null>(null);
  const { t } = useTranslation("time");
  const mayCorrect = (entry: TimeEntry) => everyone || (ownOnes && !closed && session.kind === "employee" && entry.employee === session.id);
  const entries = time.entries;
  const now = useTickingNow(entries?.some((entry) => entry.ended === "") ?? false);
  if (entries === null) {
    return time.failure ? <Alert tone="error" title={t("job.loadFailed")}>{time.failure}</Alert> : <Skeleton lines={2} label={t("job.loading")} />;
  }
  const total = entries.reduce((sum, entry) => sum + minutesOf(entry, now), 0);
  return (
    <section className="stack" aria-labelledby="job-time-title">
      <h2 id="job-time-title">{everyone ? t("job.everyone") : t("job.yours")}</h2>
      {entries.length === 0 ? (
        <p className="muted">{t("job.none")}</p>
      ) : (
        <div className="table-wrap">
          <table className="table job-time">
            <caption className="visually-hidden">{t("job.caption")}</caption>
            <thead>
              <tr>
                {everyone && <th scope="col">{t("job.who")}</th>}
                <th scope="col">{t("started")}</th>
                <th scope="col">{t("ended")}</th>
                <th scope="col" className="numeric">
                  {t("time")}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t("job.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  {everyone && <td>{nameOf(entry)}</td>}
                  <td>{formatDayAndTime(entry.started)}</td>
                  <td>{entry.ended === "" ? <strong>{t("running")}</strong> : formatTimeOfDay(entry.ended)}</td>
                  <td className="numeric">{formatHours(minutesOf(entry, now))}</td>
                  <td>
                    {mayCorrect(entry) && (
                      <Button variant="secondary" className="button-small" onClick={() => setCorrecting(entry.id)} aria-label={t("job.correctFrom", { when: formatDayAndTime(entry.started) })}>
                        {t("job.correct")}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={everyone ? 3 : 2}>
                  {t("job.total")}
                </th>
                <td className="numeric" data-testid="job-time-total">
                  {formatHours(total)}
                </td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {entries
        .filter((entry) => entry.id === correcting)
        .map((entry) => (
          <EntryCorrection
            key={entry.id}
            entry={entry}
            who={nameOf(entry)}
            onDone={() => {
              setCorrecting(null);
              time.reload();
            }}
          />
        ))}
      <p className="muted">{t("job.labourNote")}</p>
    </section>
  );
}
