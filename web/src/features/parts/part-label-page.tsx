import type { CSSProperties } from "react";
import { COLLECTIONS, type Part } from "@shared/records";
import { pathTo } from "@shared/routes";
import { useTranslation } from "../../lib/i18n";
import { useRecordOnce } from "../../lib/use-record-once";
import { RecordUnavailable } from "../../ui/editor-parts";
import { appUrl, PrintSheet } from "../../ui/print-sheet";
import { QrCode } from "../../ui/qr-code";
import { Skeleton } from "../../ui/spinner";

/**
 * A shelf label for a part: its number, name and location, and a QR code that opens its page,
 * where a manager receives or counts it.
 */
export function PartLabelPage({ params }: { params: Readonly<Record<string, string>> }) {
  const id = params.id!;
  const state = useRecordOnce<Part>(COLLECTIONS.parts, id, { fields: "id,number,name,location,barcode" });
  const partPath = pathTo("part", { id });
  const { t } = useTranslation("parts");
  if (state.kind === "loading") return <Skeleton lines={4} label={t("loading")} />;
  if (state.kind === "failed") {
    return <RecordUnavailable what={t("what")} missing={state.missing} message={state.failure.message} back={{ href: pathTo("parts"), label: t("backToParts") }} />;
  }
  const part = state.record;
  return (
    <PrintSheet kind="label" label={t("label.title", { number: part.number })} back={{ href: partPath, label: part.number }}>
      <h1 className="visually-hidden">{t("label.title", { number: part.number })}</h1>
      <div className="vehicle-label">
        <QrCode value={appUrl(partPath)} label={t("label.qr", { number: part.number })} size={150} />
        <div className="vehicle-label-text">
          {/* The number's size follows its length, as a plate's does: a maker's long number still fits a phone. */}
          <p className="vehicle-label-plate" style={{ "--plate-chars": Math.max([...part.number].length, 6) } as CSSProperties}>
            {part.number}
          </p>
          <p>{part.name}</p>
          {part.location && <p>{part.location}</p>}
          {part.barcode && <p className="vehicle-label-vin">{part.barcode}</p>}
        </div>
      </div>
    </PrintSheet>
  );
}
