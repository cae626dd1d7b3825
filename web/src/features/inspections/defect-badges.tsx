// How a defect's severity and status and an inspection's answer look wherever they are listed.

import { DEFECT_SEVERITY_LABELS, DEFECT_STATUS_LABELS, INSPECTION_RESULT_LABELS, type DefectSeverity, type DefectStatus, type InspectionResultValue } from "@shared/records";
import { Badge, type BadgeTone } from "../../ui/badge";

const SEVERITY_TONES: Readonly<Record<DefectSeverity, BadgeTone>> = { critical: "danger", major: "warning", minor: "neutral" };
const STATUS_TONES: Readonly<Record<DefectStatus, BadgeTone>> = { open: "warning", scheduled: "info", fixed: "success", dismissed: "neutral" };
const RESULT_TONES: Readonly<Record<InspectionResultValue, BadgeTone>> = { pass: "success", fail: "danger", na: "neutral" };

export function SeverityBadge({ severity }: { severity: DefectSeverity }) {
  return <Badge tone={SEVERITY_TONES[severity]}>{DEFECT_SEVERITY_LABELS[severity]}</Badge>;
}

export function DefectStatusBadge({ status }: { status: DefectStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{DEFECT_STATUS_LABELS[status]}</Badge>;
}

export function ResultBadge({ result }: { result: InspectionResultValue | null }) {
  if (result === null) return <Badge tone="neutral">Not answered</Badge>;
  return <Badge tone={RESULT_TONES[result]}>{INSPECTION_RESULT_LABELS[result]}</Badge>;
}
