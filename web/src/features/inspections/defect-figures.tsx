// The dashboard's defects: how many are not fixed yet by severity, and the vehicles off the road
// for a critical one (named, the first few by plate). Each figure opens the defects it counts.

import { Link } from "wouter";
import { defectListPath } from "@shared/defect-list";
import type { DefectStats } from "@shared/dashboard";
import { DEFECT_SEVERITY_LABELS } from "@shared/records";
import { pathTo } from "@shared/routes";
import { formatCount } from "../../ui/format";

export function DefectFigures({ stats }: { stats: DefectStats }) {
  const bySeverity = stats.bySeverity.slice().reverse();
  return (
    <ul className="figures" aria-label="Defect figures">
      {bySeverity.map(({ severity, count }) => (
        <li key={severity} className={severity === "critical" && count > 0 ? "figure figure-alarm" : "figure"}>
          <Link href={defectListPath({ severity })}>
            <span className="figure-label">{DEFECT_SEVERITY_LABELS[severity]} defects</span>
            <span className="figure-value">{formatCount(count)}</span>
            <span className="figure-detail">open or scheduled</span>
          </Link>
        </li>
      ))}
      <li className={stats.offTheRoad > 0 ? "figure figure-alarm" : "figure"}>
        <div>
          <span className="figure-label">Off the road</span>
          <span className="figure-value">{formatCount(stats.offTheRoad)}</span>
          <span className="figure-detail">
            {stats.offTheRoad === 0
              ? "no vehicle has a critical defect"
              : stats.offTheRoadVehicles.map((vehicle, index) => (
                  <span key={vehicle.id}>
                    {index > 0 && ", "}
                    <Link href={pathTo("vehicle", { id: vehicle.id })} className="plate">
                      {vehicle.plate}
                    </Link>
                  </span>
                ))}
            {stats.offTheRoad > stats.offTheRoadVehicles.length && ` and ${formatCount(stats.offTheRoad - stats.offTheRoadVehicles.length)} more`}
          </span>
        </div>
      </li>
    </ul>
  );
}
