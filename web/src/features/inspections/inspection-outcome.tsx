// An inspection's result in a word: in progress, passed, or how many lines failed.

import type { Inspection } from "@shared/records";
import { Badge } from "../../ui/badge";
import { useTranslation } from "../../lib/i18n";
import { formatCount } from "../../ui/format";

export function InspectionOutcome({ inspection }: { inspection: Pick<Inspection, "status" | "failed"> }) {
  const { t } = useTranslation("inspections");
  if (inspection.status !== "done") return <Badge tone="info">{t("outcome.inProgress")}</Badge>;
  if (inspection.failed === 0) return <Badge tone="success">{t("outcome.passed")}</Badge>;
  return <Badge tone="danger">{t("outcome.failed", { count: inspection.failed, n: formatCount(inspection.failed) })}</Badge>;
}
