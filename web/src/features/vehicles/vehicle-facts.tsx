// A vehicle's details for someone who may not change them (a viewer): the values as text, not
// disabled inputs that look as if they could be typed in.

import type { ReactNode } from "react";
import type { Vehicle } from "@shared/records";
import { useFileToken } from "../../lib/file-token";
import { formatKm } from "../../ui/format";
import { VehiclePhoto } from "./vehicle-photo";
import { useLabel, useTranslation } from "../../lib/i18n";

const NONE = <span className="muted">—</span>;

export function VehicleFacts({ vehicle, children }: { vehicle: Vehicle; children?: ReactNode }) {
  const token = useFileToken();
  const { t } = useTranslation("vehicles");
  const label = useLabel();
  const facts: readonly [string, ReactNode][] = [
    [t("field.plate"), <span className="plate">{vehicle.plate}</span>],
    [t("field.vin"), vehicle.vin || NONE],
    [t("field.make"), vehicle.make],
    [t("field.model"), vehicle.model],
    [t("field.category"), vehicle.category_name || NONE],
    [t("field.status"), label("vehicleStatus", vehicle.status)],
    [t("field.year"), vehicle.year || NONE],
    [t("field.odometer"), vehicle.odometer ? formatKm(vehicle.odometer) : NONE],
    [t("field.fuel"), vehicle.fuel ? label("fuel", vehicle.fuel) : NONE],
    [t("field.color"), vehicle.color || NONE],
  ];
  return (
    <section className="card stack vehicle-facts" aria-labelledby="vehicle-facts-title">
      <h2 id="vehicle-facts-title">{t("page.details")}</h2>
      <dl className="vehicle-facts-list">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="vehicle-facts-wide">
          <dt>{t("field.notes")}</dt>
          <dd className="vehicle-facts-notes">{vehicle.notes || NONE}</dd>
        </div>
      </dl>
      {vehicle.photo && <VehiclePhoto vehicle={vehicle} token={token} size="detail" />}
      {children}
    </section>
  );
}
