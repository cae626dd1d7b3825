// /workshop/inspections/:id: an inspection in progress is carried on line by line (its
// inspector or a colleague, on any device); a done one is its report. It follows colleagues'
// answers live.

import { useCallback, useEffect, useState } from "react";
import { COLLECTIONS, type Inspection } from "@shared/records";
import { pathTo } from "@shared/routes";
import { pb } from "../../lib/api-client";
import { describeApiError, type ApiFailure } from "../../lib/api-errors";
import { useTranslation } from "../../lib/i18n";
import { useRecordEvents } from "../../lib/realtime";
import { RecordUnavailable } from "../../ui/editor-parts";
import { Skeleton } from "../../ui/spinner";
import { InspectionReport } from "./inspection-report";
import { InspectionRun } from "./inspection-run";
import "./inspections.css";

const EXPAND = "vehicle,inspector";

export function InspectionPage({ params }: { params: Readonly<Record<string, string>> }) {
  const id = params.id!;
  const [inspection, setInspection] = useState<Inspection | null>(null);
  const [failure, setFailure] = useState<Extract<ApiFailure, { message: string }> | null>(null);
  const { t } = useTranslation("inspections");
  const load = useCallback(() => {
    pb.collection(COLLECTIONS.inspections)
      .getOne<Inspection>(id, { expand: EXPAND, requestKey: `inspection-${id}` })
      .then((record) => {
        setInspection(record);
        setFailure(null);
      })
      .catch((error: unknown) => {
        const described = describeApiError(error);
        if (described.kind !== "cancelled") setFailure(described);
      });
  }, [id]);
  useEffect(load, [load]);
  // A saved record comes without its expansions: keep the ones already shown.
  const saved = useCallback((record: Inspection) => setInspection((current) => ({ ...record, expand: { ...current?.expand, ...record.expand } })), []);
  useRecordEvents<Inspection>(COLLECTIONS.inspections, (event) => (event.action === "delete" ? load() : saved(event.record)), { topic: id });

  if (inspection === null) {
    if (failure === null) return <Skeleton lines={6} label={t("page.loading")} />;
    const missing = failure.kind === "failed" && failure.status === 404;
    return <RecordUnavailable what={t("page.what")} missing={missing} message={failure.message} back={{ href: pathTo("inspections"), label: t("page.back") }} />;
  }
  return inspection.status === "done" ? <InspectionReport inspection={inspection} /> : <InspectionRun inspection={inspection} onSaved={saved} />;
}
