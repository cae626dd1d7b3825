// A vehicle's details for someone who may not change them (a viewer): the values as text, not
// disabled inputs that look as if they could be typed in.

import type { ReactNode } from "react";
import { FUEL_LABELS, VEHICLE_STATUS_LABELS, type Vehicle } from "@shared/records";
import { useFileToken } from "../../lib/file-token";
import { formatKm } from "../../ui/format";
import { VehiclePhoto } from "./vehicle-photo";

const NONE = <span className="muted">—</span>;

export function VehicleFacts({ vehicle, children }: { vehicle: Vehicle; children?: ReactNode }) {
  const token = useFileToken();
  const facts: readonly [string, ReactNode][] = [
    ["Plate", <span className="plate">{vehicle.plate}</span>],
    ["VIN", vehicle.vin || NONE],
    ["Make", vehicle.make],
    ["Model", vehicle.model],
    ["Category", vehicle.category_name || NONE],
    ["Status", VEHICLE_STATUS_LABELS[vehicle.status]],
    ["Year", vehicle.year || NONE],
    ["Odometer", vehicle.odometer ? formatKm(vehicle.odometer) : NONE],
    ["Fuel", vehicle.fuel ? FUEL_LABELS[vehicle.fuel] : NONE],
    ["Colour", vehicle.color || NONE],
  ];
  return (
    <section className="card stack vehicle-facts" aria-labelledby="vehicle-facts-title">
      <h2 id="vehicle-facts-title">Details</h2>
      <dl className="vehicle-facts-list">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="vehicle-facts-wide">
          <dt>Notes</dt>
          <dd className="vehicle-facts-notes">{vehicle.notes || NONE}</dd>
        </div>
      </dl>
      {vehicle.photo && <VehiclePhoto vehicle={vehicle} token={token} size="detail" />}
      {children}
    </section>
  );
}
