// One line of an inspection being run, made for a thumb: big Pass / Fail / N/A, the number pad
// for a measurement (a value outside its range fails the line whatever was chosen), and for a
// failed line how bad it is, a note and photos from the camera.

import { useEffect, useState } from "react";
import { rangeText } from "@shared/inspection-lines";
import { DEFECT_SEVERITIES, INSPECTION_RESULT_VALUES, type Inspection, type InspectionResult } from "@shared/records";
import { INSPECTION_NOTE_MAX_LENGTH, isFieldError, isOutOfRange, readMeasure, type InspectionAnswer } from "@shared/validation";
import { useLabel, useTranslation } from "../../lib/i18n";
import { SelectField, TextAreaField, TextField } from "../../ui/field";
import { PhotoStrip } from "./photo-strip";

/** The measured value as typed, read as the server reads it ("1,6" too); undefined when it cannot be read. */
function parsedValue(text: string): number | null | undefined {
  const read = readMeasure(text.trim() === "" ? null : text.trim());
  if (read === null) return null;
  return isFieldError(read) ? undefined : read;
}

function MeasureInput({ line, index, onAnswer }: { line: InspectionResult; index: number; onAnswer: (answer: InspectionAnswer) => void }) {
  const [text, setText] = useState(line.value === null ? "" : String(line.value));
  const [error, setError] = useState<string | undefined>(undefined);
  const { t } = useTranslation("inspections");
  useEffect(() => setText((typed) => (parsedValue(typed) === line.value ? typed : line.value === null ? "" : String(line.value))), [line.value]);
  const commit = () => {
    const value = parsedValue(text);
    if (value === undefined) return setError(t("line.enterNumber"));
    setError(undefined);
    if (value !== line.value) onAnswer(value !== null && line.result === null && !isOutOfRange(line, value) ? { value, result: "pass" } : { value });
  };
  const range = rangeText(line);
  return (
    <TextField
      label={line.unit ? t("line.measuredIn", { unit: line.unit }) : t("line.measured")}
      optional={line.result === "na"}
      inputMode="decimal"
      autoComplete="off"
      enterKeyHint="done"
      value={text}
      onChange={setText}
      onBlur={commit}
      onKeyDown={(event) => event.key === "Enter" && (event.preventDefault(), commit())}
      hint={range ? t("line.allowed", { range }) : undefined}
      error={error ?? (isOutOfRange(line, line.value) ? t("line.outOfRange") : undefined)}
      id={`line-${index}-value`}
    />
  );
}

export function InspectionLine({
  inspection,
  line,
  index,
  onAnswer,
  onPhoto,
  waitingPhotos = [],
}: {
  inspection: Inspection;
  line: InspectionResult;
  index: number;
  onAnswer: (answer: InspectionAnswer) => void;
  onPhoto: (file: File) => Promise<void>;
  /** Photos of this line waiting on the device to be sent. */
  waitingPhotos?: readonly Blob[];
}) {
  const [note, setNote] = useState(line.note);
  const { t } = useTranslation("inspections");
  const label = useLabel();
  const severityOptions = DEFECT_SEVERITIES.map((severity) => ({ value: severity, label: label("defectSeverity", severity) }));
  useEffect(() => setNote(line.note), [line.note]);
  const forced = isOutOfRange(line, line.value);
  const labelId = `line-${index}-label`;
  return (
    <li className={`inspection-line card${line.result === "fail" ? " inspection-line-failed" : ""}`} aria-labelledby={labelId}>
      <h2 id={labelId} className="inspection-line-label">
        <span className="muted">{index + 1}.</span> {line.label}
        {line.photo_required && <span className="muted inspection-line-hint"> · {t("photoIfFails")}</span>}
      </h2>
      {line.kind === "measure" && <MeasureInput line={line} index={index} onAnswer={onAnswer} />}
      <div className="answer-buttons" role="group" aria-label={t("line.answerFor", { label: line.label })}>
        {INSPECTION_RESULT_VALUES.map((value) => (
          <button
            key={value}
            type="button"
            className={`answer-button answer-${value}`}
            aria-pressed={line.result === value}
            disabled={forced && value !== "fail"}
            onClick={() => onAnswer({ result: value })}
          >
            {label("inspectionResult", value)}
          </button>
        ))}
      </div>
      {line.result === "fail" && (
        <div className="stack inspection-line-failure">
          <SelectField label={t("severity")} value={line.severity} options={severityOptions} onChange={(severity) => onAnswer({ severity: severity as InspectionResult["severity"] })} id={`line-${index}-severity`} />
          <TextAreaField
            label={t("whatIsWrong")}
            optional
            rows={2}
            maxLength={INSPECTION_NOTE_MAX_LENGTH}
            value={note}
            onChange={setNote}
            onBlur={() => note !== line.note && onAnswer({ note })}
            id={`line-${index}-note`}
          />
          <PhotoStrip owner={inspection} names={line.photos} pending={waitingPhotos} label={t("photosOf", { label: line.label })} onTake={onPhoto} />
        </div>
      )}
    </li>
  );
}
