// A finished inspection as a report, printable on A4 (docs/product.md "Inspections and defects"):
// the workshop, the vehicle, the inspector, the date and the odometer, every line with its
// answer, value and note, the photos, and the defects it opened. Printed, only the sheet comes
// out; a QR code opens the inspection on a phone.

import { useState } from "react";
import { Link } from "wouter";
import { measureText, rangeText } from "@shared/inspection-lines";
import { COLLECTIONS, type Defect, type Inspection } from "@shared/records";
import { pathTo } from "@shared/routes";
import { PHOTO_THUMBS } from "@shared/validation";
import { pb } from "../../lib/api-client";
import { useFileToken } from "../../lib/file-token";
import { useTranslation } from "../../lib/i18n";
import { workshopSettings } from "../../lib/workshop-settings";
import { formatFullDate, formatKm } from "../../ui/format";
import { appUrl, PrintSheet } from "../../ui/print-sheet";
import { QrCode } from "../../ui/qr-code";
import { useVehicleRecords } from "../vehicles";
import { ResultBadge, SeverityBadge } from "./defect-badges";
import { InspectionOutcome } from "./inspection-outcome";
import { FullSize } from "./photo-strip";

function valueText(line: Inspection["results"][number]): string {
  if (line.kind !== "measure") return "";
  const unit = line.unit ? ` ${line.unit}` : "";
  const value = line.value === null ? "—" : `${measureText(line.value)}${unit}`;
  const range = rangeText(line);
  return range ? `${value} (${range})` : value;
}

/** The defects the inspection opened, for the report. */
function useDefectsOf(inspection: Inspection) {
  return useVehicleRecords<Defect>({
    collection: COLLECTIONS.defects,
    vehicle: inspection.vehicle,
    where: pb.filter("inspection = {:inspection}", { inspection: inspection.id }),
    sort: "inspection_item",
    page: 1,
    perPage: 100,
    requestKey: `inspection-defects-${inspection.id}`,
  });
}

/** A photo on the sheet; on screen a tap shows it full size. Protected: read with the file token. */
function ReportPhoto({ inspection, name, label, token }: { inspection: Inspection; name: string; label: string; token: string }) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation("inspections");
  if (!token) return null;
  return (
    <>
      <button type="button" className="report-photo" aria-label={t("report.fullSize", { label })} onClick={() => setOpen(true)}>
        <img src={pb.files.getURL(inspection, name, { thumb: PHOTO_THUMBS.detail, token })} alt={label} />
      </button>
      {open && <FullSize url={pb.files.getURL(inspection, name, { token })} label={label} onClose={() => setOpen(false)} />}
    </>
  );
}

export function InspectionReport({ inspection }: { inspection: Inspection }) {
  const token = useFileToken();
  const defects = useDefectsOf(inspection);
  const vehicle = inspection.expand?.vehicle;
  const path = pathTo("inspection", { id: inspection.id });
  const { t } = useTranslation("inspections");
  const loose = inspection.photos.filter((name) => !inspection.results.some((line) => line.photos.includes(name)));
  return (
    <PrintSheet kind="a4" label={t("report.label", { title: inspection.title })} back={{ href: pathTo("inspections"), label: t("list.title") }}>
      <div className="inspection-report">
        <header className="job-card-head">
          <div>
            <p className="muted">{workshopSettings().name} · {t("report.heading")}</p>
            <h1>{inspection.title}</h1>
            <p>
              <InspectionOutcome inspection={inspection} />
            </p>
          </div>
          <QrCode value={appUrl(path)} label={t("report.qr")} size={110} />
        </header>
        <dl>
          <dt>{t("vehicle")}</dt>
          <dd>
            <Link href={pathTo("vehicle", { id: inspection.vehicle })} className="plate">
              {vehicle?.plate ?? "—"}
            </Link>{" "}
            {vehicle && `${vehicle.make} ${vehicle.model}`}
          </dd>
          <dt>{t("report.vin")}</dt>
          <dd>{vehicle?.vin || "—"}</dd>
          <dt>{t("inspector")}</dt>
          <dd>{inspection.expand?.inspector?.name ?? "—"}</dd>
          <dt>{t("date")}</dt>
          <dd>{formatFullDate(inspection.completed || inspection.created)}</dd>
          <dt>{t("report.odometer")}</dt>
          <dd>{formatKm(inspection.odometer)}</dd>
        </dl>
        <section>
          <h2>{t("report.results")}</h2>
          <div className="report-table">
          <table className="report-lines">
            <thead>
              <tr>
                <th scope="col">{t("report.number")}</th>
                <th scope="col">{t("report.check")}</th>
                <th scope="col">{t("result")}</th>
                <th scope="col">{t("report.measured")}</th>
                <th scope="col">{t("note")}</th>
              </tr>
            </thead>
            <tbody>
              {inspection.results.map((line, index) => (
                <tr key={index} className={line.result === "fail" ? "report-line-failed" : undefined}>
                  <td>{index + 1}</td>
                  <td>{line.label}</td>
                  <td>
                    <ResultBadge result={line.result} />
                  </td>
                  <td>{valueText(line)}</td>
                  <td className="report-note">
                    {line.note}
                    {line.photos.length > 0 && (
                      <span className="report-photos">
                        {line.photos.map((name) => (
                          <ReportPhoto key={name} inspection={inspection} name={name} label={t("report.photoOf", { label: line.label })} token={token} />
                        ))}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          </div>
        </section>
        {loose.length > 0 && (
          <section>
            <h2>{t("report.photos")}</h2>
            <span className="report-photos">
              {loose.map((name) => (
                <ReportPhoto key={name} inspection={inspection} name={name} label={t("report.vehiclePhoto")} token={token} />
              ))}
            </span>
          </section>
        )}
        {(defects.items?.length ?? 0) > 0 && (
          <section>
            <h2>{t("report.defectsOpened")}</h2>
            <ul className="defect-lines">
              {defects.items!.map((defect) => (
                <li key={defect.id} className="defect-line">
                  <SeverityBadge severity={defect.severity} /> <Link href={pathTo("defect", { id: defect.id })}>{defect.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        <footer className="job-card-signature">
          <span>{t("report.signature")}</span>
          <span>{t("report.checkedBy")}</span>
        </footer>
      </div>
    </PrintSheet>
  );
}
