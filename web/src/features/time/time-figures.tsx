import { useCallback, useEffect, useState } from "react";
import { COLLECTIONS } from "@shared/records";
import { DAY_START_PARAM, localMidnight, MEAN_TO_DONE_WINDOW_DAYS, AVAILABILITY_WINDOW_DAYS, TIME_FIGURES_PATH, type TimeFigures } from "@shared/time/figures";
import { formatWorkOrderNumber } from "@shared/work-orders/number";
import { pb } from "../../lib/api-client";
import { currentLocale, useTranslation } from "../../lib/i18n";
import { useRecordEvents } from "../../lib/realtime";
import { LIVE_REFRESH_DELAY_MS, useDebouncedCallback } from "../../lib/timing";
import { formatCount, formatDecimal } from "../../ui/format";
import { formatHours } from "./time-format";

/** "87.5%" (English), "87,5 %" (German). */
const percent = (share: number) => new Intl.NumberFormat(currentLocale(), { style: "percent", maximumFractionDigits: 1 }).format(share);

function useTimeFigures(): TimeFigures | null {
  const [figures, setFigures] = useState<TimeFigures | null>(null);
  const load = useCallback(() => {
    const since = localMidnight(new Date()).toISOString();
    pb.send<TimeFigures>(`${TIME_FIGURES_PATH}?${DAY_START_PARAM}=${encodeURIComponent(since)}`, { requestKey: "time-figures" })
      .then(setFigures)
      .catch(() => {}); // the figures wait for the next change or reconnect
  }, []);
  useEffect(load, [load]);
  const refresh = useDebouncedCallback(load, LIVE_REFRESH_DELAY_MS);
  // Time entries only: the dashboard's own figures listen to vehicles and work orders, and a job
  // that starts or ends moves clocks too (its vehicle's status with it).
  useRecordEvents(COLLECTIONS.timeEntries, refresh, { query: { fields: "id" }, onResync: load });
  return figures;
}

/**
 * The dashboard's time figures: the fleet's availability over 30 days, the mean time from start
 * to done over 90, and each technician's jobs and hours clocked today; live.
 */
export function TimeFiguresPanel() {
  const figures = useTimeFigures();
  const { t } = useTranslation("time");
  if (figures === null) return null;
  const { availability, meanToDone, today } = figures;
  return (
    <>
      <ul className="figures" aria-label={t("figures.label")}>
        <li className="figure">
          <div>
            <span className="figure-label">{t("figures.availability")}</span>
            <span className="figure-value">{availability.share === null ? "—" : percent(availability.share)}</span>
            <span className="figure-detail">{t("figures.availabilityDetail", { days: AVAILABILITY_WINDOW_DAYS })}</span>
          </div>
        </li>
        <li className="figure">
          <div>
            <span className="figure-label">{t("figures.startToDone")}</span>
            <span className="figure-value">{meanToDone.hours === null ? "—" : `${formatDecimal(meanToDone.hours)} h`}</span>
            <span className="figure-detail">
              {t("figures.startToDoneDetail", { n: formatCount(meanToDone.workOrders), days: MEAN_TO_DONE_WINDOW_DAYS })}
            </span>
          </div>
        </li>
      </ul>
      <div className="card stack">
        <h2>{t("figures.techniciansToday")}</h2>
        {today.technicians.length === 0 ? (
          <p className="muted">{t("figures.noTechnicians")}</p>
        ) : (
          <div className="table-wrap">
            <table className="table technicians-today">
              <caption className="visually-hidden">{t("figures.caption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("figures.technician")}</th>
                  <th scope="col" className="numeric">
                    {t("figures.jobs")}
                  </th>
                  <th scope="col" className="numeric">
                    {t("figures.clocked")}
                  </th>
                  <th scope="col">{t("figures.nowOn")}</th>
                </tr>
              </thead>
              <tbody>
                {today.technicians.map((row) => (
                  <tr key={row.id}>
                    <td>{row.name}</td>
                    <td className="numeric">{formatCount(row.jobs)}</td>
                    <td className="numeric">{formatHours(row.minutes)}</td>
                    <td>{row.running > 0 ? formatWorkOrderNumber(row.running) : <span className="muted">—</span>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </>
  );
}
