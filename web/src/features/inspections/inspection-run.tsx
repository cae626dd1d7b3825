// Running an inspection on a phone (docs/product.md "Inspections and defects"): its lines one
// under another, each answered where it stands and kept as it is given (use-answers.ts), how
// many are answered, and "Finish" with the odometer once every line has its answer.

import { useState, useSyncExternalStore } from "react";
import { Link } from "wouter";
import { COLLECTIONS, type Inspection } from "@shared/records";
import { pathTo } from "@shared/routes";
import { completionRefusal, isFieldError, ODOMETER_RULE, readOptionalInteger } from "@shared/validation";
import { describeApiError } from "../../lib/api-errors";
import { connection } from "../../lib/connection";
import { useTranslation } from "../../lib/i18n";
import { scopeOf, useDeviceChanges } from "../../lib/offline/pending";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { TextField } from "../../ui/field";
import { formatCount, formatKm } from "../../ui/format";
import { PageHeader } from "../../ui/page-header";
import { keyedPhoto, pendingPhotos, PHOTOS_ADDED } from "../photos";
import { InspectionLine } from "./inspection-line";
import { useAnswers } from "./use-answers";
import { send } from "./writes";

function Finish({ inspection, ready, onSaved }: { inspection: Inspection; ready: string | null; onSaved: (saved: Inspection) => void }) {
  const vehicleKm = inspection.expand?.vehicle?.odometer ?? 0;
  const [odometer, setOdometer] = useState(inspection.odometer > 0 ? String(inspection.odometer) : "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation("inspections");
  const finish = async () => {
    const km = readOptionalInteger(odometer, ODOMETER_RULE);
    if (isFieldError(km)) return setErrors({ odometer: km.message });
    if (odometer.trim() === "") return setErrors({ odometer: t("run.enterOdometer") });
    if (ready !== null) return setErrors({ results: ready });
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      const saved = await send<Inspection>({ collection: COLLECTIONS.inspections, id: inspection.id, action: "update", body: { status: "done", odometer: km }, label: t("run.finishChange", { title: inspection.title }) });
      if (saved) onSaved(saved);
      else {
        setFailure(t("run.finishWaiting"));
        setBusy(false);
      }
    } catch (error) {
      const described = describeApiError(error);
      if (described.kind === "invalid" && Object.keys(described.fields).length > 0) setErrors(described.fields);
      else if (described.kind !== "cancelled") setFailure(described.message);
      setBusy(false);
    }
  };
  return (
    <form
      className="card stack inspection-finish"
      aria-label={t("run.finishForm")}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void finish();
      }}
    >
      <h2>{t("run.finish")}</h2>
      {failure && <Alert tone="error">{failure}</Alert>}
      {(errors.results ?? errors.status) && <Alert tone="error">{errors.results ?? errors.status}</Alert>}
      <TextField
        label={t("run.odometer")}
        inputMode="numeric"
        autoComplete="off"
        value={odometer}
        onChange={setOdometer}
        error={errors.odometer}
        hint={vehicleKm > 0 ? t("run.lastKnown", { km: formatKm(vehicleKm) }) : undefined}
      />
      <div className="row">
        <Button type="submit" busy={busy}>
          {t("run.finishButton")}
        </Button>
      </div>
    </form>
  );
}

/** Whether a change of the inspection answers line `index` (its body's `results` names it). */
function isLineChange(body: Readonly<Record<string, unknown>>, index: number): boolean {
  const results = body.results;
  return results !== null && typeof results === "object" && String(index) in results;
}

export function InspectionRun({ inspection, onSaved }: { inspection: Inspection; onSaved: (saved: Inspection) => void }) {
  const answers = useAnswers(inspection, onSaved);
  // Online an answer waits only for its answer: the notice is for a phone without network.
  const offline = useSyncExternalStore(connection.subscribe, connection.getState) !== "online" || (typeof navigator !== "undefined" && navigator.onLine === false);
  const [photoFailure, setPhotoFailure] = useState<string | null>(null);
  const { t } = useTranslation("inspections");
  const answered = answers.lines.filter((line) => line.result !== null).length;
  // A line's photo is an answer too (the line failed): through the outbox with its Blob, named with
  // a key of this device so that a resend after a lost answer is stored once.
  const changes = useDeviceChanges(scopeOf(COLLECTIONS.inspections, inspection.id));
  const waitingPhotosOf = (index: number) =>
    pendingPhotos(
      changes.filter((change) => isLineChange(change.body, index)),
      COLLECTIONS.inspections,
      inspection.id,
    ).map((photo) => photo.file);
  const photo = async (index: number, file: File) => {
    setPhotoFailure(null);
    try {
      const body = { results: { [String(index)]: { result: "fail" } }, [PHOTOS_ADDED]: [keyedPhoto(file)] };
      const saved = await send<Inspection>({ collection: COLLECTIONS.inspections, id: inspection.id, action: "update", body, label: t("run.photoChange") });
      if (saved) onSaved(saved);
    } catch (error) {
      const described = describeApiError(error);
      if (described.kind !== "cancelled") setPhotoFailure(t("run.photoNotSaved", { message: described.message }));
    }
  };
  const refusal = completionRefusal(answers.lines);
  const vehicle = inspection.expand?.vehicle;
  return (
    <section className="stack inspection-run">
      <Link href={pathTo("vehicle", { id: inspection.vehicle })} className="back-link">
        ← {vehicle?.plate ?? t("vehicle")}
      </Link>
      <PageHeader
        title={inspection.title}
        description={
          <>
            <span className="plate">{vehicle?.plate}</span> {vehicle && `${vehicle.make} ${vehicle.model}`} ·{" "}
            <span aria-live="polite">
              {t("run.answered", { count: answers.lines.length, answered: formatCount(answered), n: formatCount(answers.lines.length) })}
            </span>
          </>
        }
      />
      {answers.waiting > 0 && offline && (
        <Alert tone="warning" title={t("run.waitingTitle")}>
          {t("run.waiting", { count: answers.waiting, n: formatCount(answers.waiting) })}
        </Alert>
      )}
      {answers.failure && <Alert tone="error">{answers.failure}</Alert>}
      {photoFailure && <Alert tone="error">{photoFailure}</Alert>}
      <ol className="inspection-lines">
        {answers.lines.map((line, index) => (
          <InspectionLine key={index} inspection={inspection} line={line} index={index} onAnswer={(answer) => answers.answer(index, answer)} onPhoto={(file) => photo(index, file)} waitingPhotos={waitingPhotosOf(index)} />
        ))}
      </ol>
      <Finish inspection={inspection} ready={refusal?.message ?? null} onSaved={onSaved} />
    </section>
  );
}
