import { useState } from "react";
import { Link } from "wouter";
import { pathTo } from "@shared/routes";
import { TIMESHEET_DAYS, timesheetPath, weekStartOf, type Timesheet, type TimesheetRow } from "@shared/time/timesheet";
import { formatWorkOrderNumber } from "@shared/work-orders/number";
import { failureMessage } from "../../lib/api-errors";
import { downloadWithFileToken } from "../../lib/download";
import { useTranslation } from "../../lib/i18n";
import { useCan } from "../../lib/permissions";
import { Alert, LoadError } from "../../ui/alert";
import { Button } from "../../ui/button";
import { PageHeader } from "../../ui/page-header";
import { formatShortDate } from "../../ui/format";
import { Skeleton } from "../../ui/spinner";
import { formatDayAndTime, formatHours, formatTimeOfDay, formatWeekday } from "./time-format";
import { timesheetQuery, useTimesheet } from "./use-timesheet";
import "./time.css";

function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

function Hours({ minutes }: { minutes: number }) {
  return minutes === 0 ? <span className="muted">—</span> : <>{formatHours(minutes)}</>;
}

function WeekTable({ sheet, weekStart, onPick }: { sheet: Timesheet; weekStart: Date; onPick?: (row: TimesheetRow) => void }) {
  const days = Array.from({ length: TIMESHEET_DAYS }, (_, i) => addDays(weekStart, i));
  const { t } = useTranslation("time");
  return (
    <div className="table-wrap">
      <table className="table timesheet">
        <caption className="visually-hidden">{t("sheet.hoursPerDay")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("sheet.person")}</th>
            {days.map((day) => (
              <th key={day.getTime()} scope="col" className="numeric">
                {formatWeekday(day)}
              </th>
            ))}
            <th scope="col" className="numeric">
              {t("sheet.week")}
            </th>
          </tr>
        </thead>
        <tbody>
          {sheet.employees.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                {onPick ? (
                  <Button variant="link" onClick={() => onPick(row)} aria-label={t("sheet.showEntries", { name: row.name })}>
                    {row.name}
                  </Button>
                ) : (
                  row.name
                )}
                {row.runningSince !== "" && <span className="muted">{t("sheet.onTheClock")}</span>}
              </th>
              {row.minutes.map((minutes, i) => (
                <td key={i} className="numeric">
                  <Hours minutes={minutes} />
                </td>
              ))}
              <td className="numeric">
                <strong>{formatHours(row.total)}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Entries({ sheet }: { sheet: Timesheet }) {
  const { t } = useTranslation("time");
  if (sheet.entries.length === 0) return <p className="muted">{t("sheet.noEntries")}</p>;
  return (
    <div className="table-wrap">
      <table className="table timesheet-entries">
        <caption className="visually-hidden">{t("sheet.entriesCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("sheet.workOrder")}</th>
            <th scope="col">{t("started")}</th>
            <th scope="col">{t("ended")}</th>
            <th scope="col" className="numeric">
              {t("time")}
            </th>
          </tr>
        </thead>
        <tbody>
          {sheet.entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <Link href={pathTo("work-order", { id: entry.work_order })}>
                  {formatWorkOrderNumber(entry.number)} · {entry.title}
                </Link>{" "}
                <span className="plate">{entry.plate}</span>
              </td>
              <td>{formatDayAndTime(entry.started)}</td>
              <td>{entry.ended === "" ? <strong>{t("running")}</strong> : formatTimeOfDay(entry.ended)}</td>
              <td className="numeric">{formatHours(entry.minutes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {sheet.truncated && <p className="muted">{t("sheet.truncated")}</p>}
    </div>
  );
}

/**
 * /workshop/time: a week of clocked time per person (docs/product.md "Time on jobs"). A
 * technician sees their own, a manager everyone's and picks one to see their entries; CSV.
 */
export function TimesheetPage() {
  const everyone = useCan("update", "time_entries");
  const [weekStart, setWeekStart] = useState(() => weekStartOf(new Date()));
  const [picked, setPicked] = useState<TimesheetRow | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const { t } = useTranslation("time");
  const query = timesheetQuery(weekStart, picked?.id ?? "");
  const { state, reload } = useTimesheet(query);
  const download = () => {
    setExportError(null);
    downloadWithFileToken((token) => timesheetPath(query, true, token)).catch((error: unknown) => {
      const message = failureMessage(error);
      if (message !== null) setExportError(t("sheet.exportFailed", { message }));
    });
  };
  const single = !everyone || picked !== null;
  return (
    <section className="stack">
      <PageHeader
        title={t("sheet.title")}
        description={everyone ? t("sheet.everyone") : t("sheet.yours")}
        actions={
          <Button variant="secondary" onClick={download}>
            {t("sheet.exportCsv")}
          </Button>
        }
      />
      {exportError && <Alert tone="error">{exportError}</Alert>}
      <div className="row week-picker" role="group" aria-label={t("sheet.week")}>
        <Button variant="secondary" onClick={() => setWeekStart((start) => addDays(start, -TIMESHEET_DAYS))}>
          {t("sheet.previous")}
        </Button>
        <strong className="week-label">
          {formatShortDate(weekStart)} – {formatShortDate(addDays(weekStart, TIMESHEET_DAYS - 1))}
        </strong>
        <Button variant="secondary" onClick={() => setWeekStart((start) => addDays(start, TIMESHEET_DAYS))}>
          {t("sheet.next")}
        </Button>
        <Button variant="ghost" onClick={() => setWeekStart(weekStartOf(new Date()))}>
          {t("sheet.thisWeek")}
        </Button>
      </div>
      {picked && (
        <p>
          <Button variant="link" onClick={() => setPicked(null)}>
            {t("sheet.backToEveryone")}
          </Button>
        </p>
      )}
      {state.kind === "loading" && <Skeleton lines={4} label={t("sheet.loading")} />}
      {state.kind === "failed" && <LoadError title={t("sheet.loadFailed")} message={state.message} onRetry={reload} />}
      {state.kind === "ready" && (
        <>
          <WeekTable sheet={state.sheet} weekStart={weekStart} onPick={single ? undefined : setPicked} />
          {single && (
            <>
              <h2>{t("sheet.entries")}</h2>
              <Entries sheet={state.sheet} />
            </>
          )}
        </>
      )}
    </section>
  );
}
