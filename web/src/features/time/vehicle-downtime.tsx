import { useCallback, useEffect, useState } from "react";
import { COLLECTIONS } from "@shared/records";
import { vehicleDowntimePath, type VehicleDowntime } from "@shared/time/figures";
import { pb } from "../../lib/api-client";
import { useTranslation } from "../../lib/i18n";
import { useRecordEvents } from "../../lib/realtime";
import { LIVE_REFRESH_DELAY_MS, useDebouncedCallback } from "../../lib/timing";
import { formatDecimal } from "../../ui/format";

/** A vehicle's days off the road (in the workshop or out of service) in the last 12 months, live. */
export function VehicleDowntimeFigure({ vehicleId }: { vehicleId: string }) {
  const [downtime, setDowntime] = useState<VehicleDowntime | null>(null);
  const { t } = useTranslation("time");
  /** "12.5 days", "1 day" */
  const days = (value: number) => t("downtime.days", { count: value, n: formatDecimal(value) });
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
      <strong>{t("downtime.offRoad", { days: days(downtime.daysOffRoad) })}</strong>
      {downtime.daysOffRoad > 0 && (
        <span className="muted">
          {" "}
          {t("downtime.split", { workshop: days(downtime.daysInWorkshop), outOfService: days(downtime.daysOutOfService) })}
        </span>
      )}
    </p>
  );
}
