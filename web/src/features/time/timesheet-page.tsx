import { useState } from "react";
import { Link } from "wouter";
import { pathTo } from "@shared/routes";
import { TIMESHEET_DAYS, timesheetPath, weekStartOf, type Timesheet, type TimesheetRow } from "@shared/time/timesheet";
import { formatWorkOrderNumber } from "@shared/work-orders/number";
import { failureMessage } from "../../lib/api-errors";
import { downloadWithFileToken } from "../../lib/download";
import { useCan } from "../../lib/permissions";
import { Alert, LoadError } from "../../ui/alert";
import { Button } from "../../ui/button";
import { PageHeader } from "../../ui/page-header";
import { Skeleton } from "../../ui/spinner";
import { formatDayAndTime, formatHours, formatTimeOfDay } from "./time-format";
import { timesheetQuery, useTimesheet } from "./use-timesheet";
import "./time.css";

const DAY = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric" });
const WEEK = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });

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
  return (
    <div className="table-wrap">
      <table className="table timesheet">
        <caption className="visually-hidden">Hours per day</caption>
        <thead>
          <tr>
            <th scope="col">Person</th>
            {days.map((day) => (
              <th key={day.getTime()} scope="col" className="numeric">
                {DAY.format(day)}
              </th>
            ))}
            <th scope="col" className="numeric">
              Week
            </th>
          </tr>
        </thead>
        <tbody>
          {sheet.employees.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                {onPick ? (
                  <Button variant="link" onClick={() => onPick(row)} aria-label={`Show the entries of ${row.name}`}>
                    {row.name}
                  </Button>
                ) : (
                  row.name
                )}
                {row.runningSince !== "" && <span className="muted"> · on the clock</span>}
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
  if (sheet.entries.length === 0) return <p className="muted">No time clocked this week.</p>;
  return (
    <div className="table-wrap">
      <table className="table timesheet-entries">
        <caption className="visually-hidden">Time entries of the week</caption>
        <thead>
          <tr>
            <th scope="col">Work order</th>
            <th scope="col">Started</th>
            <th scope="col">Ended</th>
            <th scope="col" className="numeric">
              Time
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
              <td>{entry.ended === "" ? <strong>Running</strong> : formatTimeOfDay(entry.ended)}</td>
              <td className="numeric">{formatHours(entry.minutes)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {sheet.truncated && <p className="muted">The first entries of the week are shown; the CSV holds them all.</p>}
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
  const query = timesheetQuery(weekStart, picked?.id ?? "");
  const { state, reload } = useTimesheet(query);
  const download = () => {
    setExportError(null);
    downloadWithFileToken((token) => timesheetPath(query, true, token)).catch((error: unknown) => {
      const message = failureMessage(error);
      if (message !== null) setExportError(`The export did not start. ${message}`);
    });
  };
  const single = !everyone || picked !== null;
  return (
    <section className="stack">
      <PageHeader
        title="Time"
        description={everyone ? "Clocked time per person and day. Select a name for their entries." : "Your clocked time per day, and each stretch of work."}
        actions={
          <Button variant="secondary" onClick={download}>
            Export CSV
          </Button>
        }
      />
      {exportError && <Alert tone="error">{exportError}</Alert>}
      <div className="row week-picker" role="group" aria-label="Week">
        <Button variant="secondary" onClick={() => setWeekStart((start) => addDays(start, -TIMESHEET_DAYS))}>
          ← Previous
        </Button>
        <strong className="week-label">
          {WEEK.format(weekStart)} – {WEEK.format(addDays(weekStart, TIMESHEET_DAYS - 1))}
        </strong>
        <Button variant="secondary" onClick={() => setWeekStart((start) => addDays(start, TIMESHEET_DAYS))}>
          Next →
        </Button>
        <Button variant="ghost" onClick={() => setWeekStart(weekStartOf(new Date()))}>
          This week
        </Button>
      </div>
      {picked && (
        <p>
          <Button variant="link" onClick={() => setPicked(null)}>
            ← Everyone
          </Button>
        </p>
      )}
      {state.kind === "loading" && <Skeleton lines={4} label="Loading the timesheet" />}
      {state.kind === "failed" && <LoadError title="The timesheet could not be loaded." message={state.message} onRetry={reload} />}
      {state.kind === "ready" && (
        <>
          <WeekTable sheet={state.sheet} weekStart={weekStart} onPick={single ? undefined : setPicked} />
          {single && (
            <>
              <h2>Entries</h2>
              <Entries sheet={state.sheet} />
            </>
          )}
        </>
      )}
    </section>
  );
}
