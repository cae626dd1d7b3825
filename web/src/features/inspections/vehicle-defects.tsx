// A vehicle's open defects, at the top of its page (docs/product.md "Inspections and defects"):
// critical first, each with its severity, status and work order; "Report defect" for what
// someone noticed; "Inspect" to start a walk-around; the vehicle off the road said in words.

import { useState } from "react";
import { Link } from "wouter";
import { defectListPath } from "@shared/defect-list";
import { COLLECTIONS, DEFECT_SEVERITIES, type Defect, type Vehicle } from "@shared/records";
import { pathTo, withQuery } from "@shared/routes";
import { readDefectField, toCheck } from "@shared/validation";
import { formatWorkOrderNumber } from "@shared/work-orders/number";
import { useLabel, useTranslation } from "../../lib/i18n";
import { useCan } from "../../lib/permissions";
import { checkFields, useForm } from "../../lib/use-form";
import { Alert, FormError } from "../../ui/alert";
import { Button, ButtonLink } from "../../ui/button";
import { SelectField, TextAreaField, TextField } from "../../ui/field";
import { useVehicleRecords, SectionList, VehicleSection } from "../vehicles";
import { DefectStatusBadge, SeverityBadge } from "./defect-badges";
import { deviceId, send } from "./writes";
import "./inspections.css";

const FIELDS = ["title", "severity", "note"] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { title: "", severity: "major", note: "" };

/** The new inspection of a vehicle. */
export function newInspectionPath(vehicle: string): string {
  return withQuery(pathTo("inspections-new"), [["vehicle", vehicle]]);
}

function ReportDefect({ vehicle, onReported }: { vehicle: string; onReported: (title: string) => void }) {
  const { t } = useTranslation("inspections");
  const label = useLabel();
  const severityOptions = DEFECT_SEVERITIES.map((severity) => ({ value: severity, label: label("defectSeverity", severity) }));
  const form = useForm(EMPTY, { validate: (values) => checkFields(FIELDS, (field) => toCheck(readDefectField(field, values[field]))) });
  const onSubmit = form.submit(async (values) => {
    await send({ collection: COLLECTIONS.defects, id: deviceId(), action: "create", body: { ...values, vehicle }, label: t("onVehicle.reportChange", { title: values.title }) });
    form.reset(EMPTY);
    onReported(values.title.trim());
  });
  return (
    <form className="form-grid report-defect" onSubmit={onSubmit} noValidate aria-label={t("onVehicle.reportForm")}>
      <FormError message={form.formError} />
      <TextField label={t("whatIsWrong")} {...form.field("title")} placeholder={t("onVehicle.titlePlaceholder")} />
      <SelectField label={t("severity")} {...form.field("severity")} options={severityOptions} hint={t("onVehicle.criticalHint")} />
      <TextAreaField label={t("note")} optional {...form.field("note")} rows={2} />
      <div className="row">
        <Button type="submit" busy={form.busy}>
          {t("onVehicle.report")}
        </Button>
      </div>
    </form>
  );
}

export function VehicleDefects({ vehicle }: { vehicle: Pick<Vehicle, "id" | "plate" | "status"> }) {
  const list = useVehicleRecords<Defect>({
    collection: COLLECTIONS.defects,
    vehicle: vehicle.id,
    where: 'status = "open" || status = "scheduled"',
    sort: "severity,created,id",
    page: 1,
    perPage: 50,
    expand: "work_order",
    requestKey: `vehicle-defects-${vehicle.id}`,
  });
  const [reporting, setReporting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const mayReport = useCan("create", "defects");
  const mayInspect = useCan("create", "inspections");
  const { t } = useTranslation("inspections");
  const critical = (list.items ?? []).some((defect) => defect.severity === "critical");
  return (
    <VehicleSection
      title={t("onVehicle.openDefects")}
      description={critical ? t("onVehicle.offTheRoad") : undefined}
      actions={
        <>
          {mayInspect && <ButtonLink href={newInspectionPath(vehicle.id)}>{t("onVehicle.inspect")}</ButtonLink>}
          {mayReport && (
            <Button variant="secondary" onClick={() => setReporting(!reporting)} aria-expanded={reporting}>
              {t("onVehicle.report")}
            </Button>
          )}
        </>
      }
    >
      {notice && <Alert tone="success">{notice}</Alert>}
      {reporting && (
        <ReportDefect
          vehicle={vehicle.id}
          onReported={(title) => {
            setNotice(t("onVehicle.reported", { title }));
            setReporting(false);
          }}
        />
      )}
      <SectionList
        list={list}
        what={t("onVehicle.defects")}
        empty={t("onVehicle.noOpenDefects")}
        rows={(items) => (
          <ul className="defect-lines">
            {items.map((defect) => (
              <li key={defect.id} className="defect-line">
                <SeverityBadge severity={defect.severity} />
                <Link href={pathTo("defect", { id: defect.id })}>{defect.title}</Link>
                <DefectStatusBadge status={defect.status} />
                {defect.expand?.work_order && (
                  <Link href={pathTo("work-order", { id: defect.work_order })} className="muted">
                    {formatWorkOrderNumber(defect.expand.work_order.number)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      />
      {(list.items?.length ?? 0) > 0 && (
        <p>
          <Link href={defectListPath({ vehicle: vehicle.id })}>{t("onVehicle.putOnWorkOrder")}</Link>
        </p>
      )}
    </VehicleSection>
  );
}
