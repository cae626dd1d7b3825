import { useState, type FormEvent } from "react";
import { ifMatch } from "@shared/precondition";
import type { TimeEntry } from "@shared/records";
import { timeOf } from "@shared/time/clock";
import { describeApiError } from "../../lib/api-errors";
import { useTranslation } from "../../lib/i18n";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { TextField } from "../../ui/field";
import { formatDayAndTime } from "./time-format";
import { timeEntryRecords } from "./time-records";

/** PocketBase's date as a `datetime-local` value in the browser's zone ("" stays ""). */
function localInput(date: string): string {
  if (date === "") return "";
  const at = new Date(timeOf(date));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A `datetime-local` value as an ISO moment ("" stays "": a clock still running). */
function moment(value: string): string {
  return value === "" ? "" : new Date(value).toISOString();
}

type Fields = { started: string; ended: string; note: string };

/**
 * Corrects one stretch of time: its start, its end, its note, or deletes it. Sends the version
 * it was opened at, so a colleague's correction meanwhile is not overwritten (409: shown anew).
 */
export function EntryCorrection({ entry, who, onDone }: { entry: TimeEntry; who: string; onDone: () => void }) {
  const [values, setValues] = useState<Fields>({ started: localInput(entry.started), ended: localInput(entry.ended), note: entry.note });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Deleting asks first, as every delete does: a stretch of paid time is gone with one press.
  const [deleting, setDeleting] = useState(false);
  const { t } = useTranslation("time");
  const set = (field: keyof Fields) => (value: string) => setValues((previous) => ({ ...previous, [field]: value }));

  const run = async (request: () => Promise<unknown>) => {
    setBusy(true);
    setProblem(null);
    setErrors({});
    try {
      await request();
      onDone();
    } catch (error) {
      const failure = describeApiError(error);
      if (failure.kind === "cancelled") return;
      if (failure.kind === "invalid") setErrors(failure.fields);
      setProblem(failure.kind === "stale" ? t("correction.stale") : failure.message);
    } finally {
      setBusy(false);
    }
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    const body: Record<string, string> = { started: moment(values.started), note: values.note };
    // A running clock is stopped by Clock off; a correction sends an end only when it has one.
    if (values.ended !== "" || entry.ended !== "") body.ended = moment(values.ended);
    void run(() => timeEntryRecords().update(entry.id, body, { requestKey: null, headers: ifMatch(entry.updated) }));
  };
  const remove = () => {
    setDeleting(false);
    void run(() => timeEntryRecords().delete(entry.id, { requestKey: null, headers: ifMatch(entry.updated) }));
  };
  const when = formatDayAndTime(entry.started);

  return (
    <form className="card stack entry-correction" onSubmit={save} aria-label={t("correction.form")}>
      <h3>
        {t("correction.heading", { who, when })}
      </h3>
      {problem && <Alert tone="error">{problem}</Alert>}
      <div className="entry-correction-fields">
        <TextField type="datetime-local" label={t("started")} value={values.started} onChange={set("started")} error={errors.started} />
        <TextField type="datetime-local" label={t("ended")} optional value={values.ended} onChange={set("ended")} error={errors.ended} hint={entry.ended === "" ? t("correction.emptyWhileRunning") : undefined} />
        <TextField label={t("correction.note")} optional value={values.note} onChange={set("note")} error={errors.note} maxLength={500} />
      </div>
      <div className="row">
        <Button type="submit" busy={busy}>
          {t("correction.save")}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          {t("cancel")}
        </Button>
        <Button variant="danger" onClick={() => setDeleting(true)} disabled={busy}>
          {t("correction.delete")}
        </Button>
      </div>
      <ConfirmDialog
        open={deleting}
        title={t("correction.deleteTitle", { who, when })}
        confirmLabel={t("correction.deleteConfirm")}
        onConfirm={remove}
        onCancel={() => setDeleting(false)}
      >
        {t("correction.deleteBody")}
      </ConfirmDialog>
    </form>
  );
}
