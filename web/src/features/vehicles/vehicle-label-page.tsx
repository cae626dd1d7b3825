import type { CSSProperties } from "react";
import { COLLECTIONS, type Vehicle } from "@shared/records";
import { pathTo } from "@shared/routes";
import { useRecordOnce } from "../../lib/use-record-once";
import { RecordUnavailable } from "../../ui/editor-parts";
import { appUrl, PrintSheet } from "../../ui/print-sheet";
import { QrCode } from "../../ui/qr-code";
import { Skeleton } from "../../ui/spinner";
import { useTranslation } from "../../lib/i18n";

/**
 * A vehicle's label to print and stick in the car: its plate and a QR code that opens its page,
 * so a technician with a tablet scans the car in front of them.
 */
export function VehicleLabelPage({ params }: { params: Readonly<Record<string, string>> }) {
  const id = params.id!;
  const { t } = useTranslation("vehicles");
  const state = useRecordOnce<Vehicle>(COLLECTIONS.vehicles, id, { fields: "id,plate,make,model,vin" });

  const vehiclePath = pathTo("vehicle", { id });
  if (state.kind === "loading") return <Skeleton lines={4} label={t("loadingVehicle")} />;
  if (state.kind === "failed") {
    return <RecordUnavailable what={t("what")} missing={state.missing} message={state.failure.message} back={{ href: pathTo("vehicles"), label: t("backToList") }} />;
  }
  const vehicle = state.record;
  return (
    <PrintSheet kind="label" label={t("label.title", { plate: vehicle.plate })} back={{ href: vehiclePath, label: vehicle.plate }}>
      <h1 className="visually-hidden">{t("label.title", { plate: vehicle.plate })}</h1>
      <div className="vehicle-label">
        <QrCode value={appUrl(vehiclePath)} label={t("label.qr", { plate: vehicle.plate })} size={150} />
        <div className="vehicle-label-text">
          {/* Its length sets its size (work-orders.css): a plate is one line however long. */}
          <p className="vehicle-label-plate" style={{ "--plate-chars": Math.max([...vehicle.plate].length, 6) } as CSSProperties}>
            {vehicle.plate}
          </p>
          <p>
            {vehicle.make} {vehicle.model}
          </p>
          {vehicle.vin && <p className="vehicle-label-vin">{vehicle.vin}</p>}
          <p className="muted">{t("label.scan")}</p>
        </div>
      </div>
    </PrintSheet>
  );
}
