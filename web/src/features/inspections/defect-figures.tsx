// The dashboard's defects: how many are not fixed yet by severity, and the vehicles off the road
// for a critical one (named, the first few by plate). Each figure opens the defects it counts.

import { Link } from "wouter";
import { defectListPath } from "@shared/defect-list";
import type { DefectStats } from "@shared/dashboard";
import { pathTo } from "@shared/routes";
import { useTranslation } from "../../lib/i18n";
import { formatCount } from "../../ui/format";

export function DefectFigures({ stats }: { stats: DefectStats }) {
  const bySeverity = stats.bySeverity.slice().reverse();
  const { t } = useTranslation("inspections");
  return (
    <ul className="figures" aria-label={t("figures.label")}>
      {bySeverity.map(({ severity, count }) => (
        <li key={severity} className={severity === "critical" && count > 0 ? "figure figure-alarm" : "figure"}>
          <Link href={defectListPath({ severity })}>
            <span className="figure-label">{t(`figures.${severity}`)}</span>
            <span className="figure-value">{formatCount(count)}</span>
            <span className="figure-detail">{t("figures.openOrScheduled")}</span>
          </Link>
        </li>
      ))}
      <li className={stats.offTheRoad > 0 ? "figure figure-alarm" : "figure"}>
        <div>
          <span className="figure-label">{t("figures.offTheRoad")}</span>
          <span className="figure-value">{formatCount(stats.offTheRoad)}</span>
          <span className="figure-detail">
            {stats.offTheRoad === 0
              ? t("figures.noneOffTheRoad")
              : stats.offTheRoadVehicles.map((vehicle, index) => (
                  <span key={vehicle.id}>
                    {index > 0 && ", "}
                    <Link href={pathTo("vehicle", { id: vehicle.id })} className="plate">
                      {vehicle.plate}
                    </Link>
                  </span>
                ))}
            {stats.offTheRoad > stats.offTheRoadVehicles.length && t("figures.more", { n: formatCount(stats.offTheRoad - stats.offTheRoadVehicles.length) })}
          </span>
        </div>
      </li>
    </ul>
  );
}
