// How a defect's severity and status and an inspection's answer look wherever they are listed.

import { type DefectSeverity, type DefectStatus, type InspectionResultValue } from "@shared/records";
import { useLabel, useTranslation } from "../../lib/i18n";
import { Badge, type BadgeTone } from "../../ui/badge";

const SEVERITY_TONES: Readonly<Record<DefectSeverity, BadgeTone>> = { critical: "danger", major: "warning", minor: "neutral" };
const STATUS_TONES: Readonly<Record<DefectStatus, BadgeTone>> = { open: "warning", scheduled: "info", fixed: "success", dismissed: "neutral" };
const RESULT_TONES: Readonly<Record<InspectionResultValue, BadgeTone>> = { pass: "success", fail: "danger", na: "neutral" };

export function SeverityBadge({ severity }: { severity: DefectSeverity }) {
  const label = useLabel();
  return <Badge tone={SEVERITY_TONES[severity]}>{label("defectSeverity", severity)}</Badge>;
}

export function DefectStatusBadge({ status }: { status: DefectStatus }) {
  const label = useLabel();
  return <Badge tone={STATUS_TONES[status]}>{label("defectStatus", status)}</Badge>;
}

export function ResultBadge({ result }: { result: InspectionResultValue | null }) {
  const label = useLabel();
  const { t } = useTranslation("inspections");
  if (result === null) return <Badge tone="neutral">{t("outcome.notAnswered")}</Badge>;
  return <Badge tone={RESULT_TONES[result]}>{label("inspectionResult", result)}</Badge>;
}
