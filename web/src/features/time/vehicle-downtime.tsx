import { useCallback, useEffect, useState } from "react";
import { COLLECTIONS } from "@shared/records";
import { vehicleDowntimePath, type VehicleDowntime } from "@shared/time/figures";
import { pb } from "../../lib/api-client";
import { useRecordEvents } from "../../lib/realtime";
import { LIVE_REFRESH_DELAY_MS, useDebouncedCallback } from "../../lib/timing";

const DAYS = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });

/** "12.5 days", "1 day" */
function days(value: number): string {
  return `${DAYS.format(value)} ${value === 1 ? "day" : "days"}`;
}

/** A vehicle's days off the road (in the workshop or out of service) in the last 12 months, live. */
export function VehicleDowntimeFigure({ vehicleId }: { vehicleId: string }) {
  const [downtime, setDowntime] = useState<VehicleDowntime | null>(null);
  const load = useCallback(() => {
    pb.send<VehicleDowntime>(vehicleDowntimePath(vehicleId), { requestKey: `downtime-${vehicleId}` })
      .then(setDowntime)
      .catch(() => {}); // the figure waits for the next change or reconnect
  }, [vehicleId]);
  useEffect(load, [load]);
  const refresh = useDebouncedCallback(load, LIVE_REFRESH_DELAY_MS);
  useRecordEvents(COLLECTIONS.vehicles, refresh, { topic: vehicleId, query: { fields: "id" }, onResync: load });
  if (downtime === null) return null;
  return (
    <p className="downtime" data-testid="vehicle-downtime">
      <strong>Off the road in the last 12 months: {days(downtime.daysOffRoad)}</strong>
      {downtime.daysOffRoad > 0 && (
        <span className="muted">
          {" "}
          ({days(downtime.daysInWorkshop)} in the workshop, {days(downtime.daysOutOfService)} out of service)
        </span>
      )}
    </p>
  );
}
