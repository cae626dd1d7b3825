// How an inspection's lines read to people (the run screen, the printed report) and what a
// failed line becomes (the defect the server opens for it): pure, shared by both.

import { DEFECT_SEVERITIES, type DefectSeverity, type InspectionResult } from "./records";

/** A number as a measurement shows it: at most 3 decimals, no trailing zeros ("1.6", "2.25"). */
export function measureText(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/** The allowed range of a measurement: "1.6–2.5 mm", "at least 1.6 mm", "at most 80 %", or "". */
export function rangeText(line: Pick<InspectionResult, "min" | "max" | "unit">): string {
  const unit = line.unit === "" ? "" : ` ${line.unit}`;
  if (line.min !== null && line.max !== null) return `${measureText(line.min)}–${measureText(line.max)}${unit}`;
  if (line.min !== null) return `at least ${measureText(line.min)}${unit}`;
  if (line.max !== null) return `at most ${measureText(line.max)}${unit}`;
  return "";
}

/** "Measured 1.2 mm (allowed at least 1.6 mm).", or "" for a check or an unmeasured line. */
export function measurementSentence(line: Pick<InspectionResult, "kind" | "value" | "min" | "max" | "unit">): string {
  if (line.kind !== "measure" || line.value === null) return "";
  const unit = line.unit === "" ? "" : ` ${line.unit}`;
  const range = rangeText(line);
  return `Measured ${measureText(line.value)}${unit}${range === "" ? "" : ` (allowed ${range})`}.`;
}

export interface DefectFromLine {
  readonly title: string;
  readonly note: string;
  readonly severity: DefectSeverity;
}

/** The defect a failed line becomes: its label, its note and measurement, its severity. */
export function defectFromLine(line: InspectionResult): DefectFromLine {
  const note = [line.note, measurementSentence(line)].filter((part) => part !== "").join("\n");
  const severity = (DEFECT_SEVERITIES as readonly string[]).includes(line.severity) ? line.severity : "major";
  return { title: line.label, note, severity };
}
