// An inspection's result in a word: in progress, passed, or how many lines failed.

import type { Inspection } from "@shared/records";
import { Badge } from "../../ui/badge";
import { countOf } from "../../ui/format";

export function InspectionOutcome({ inspection }: { inspection: Pick<Inspection, "status" | "failed"> }) {
  if (inspection.status !== "done") return <Badge tone="info">In progress</Badge>;
  if (inspection.failed === 0) return <Badge tone="success">Passed</Badge>;
  return <Badge tone="danger">{countOf(inspection.failed, "line failed", "lines failed")}</Badge>;
}
