// The dashboard's defect figures (shared/dashboard.ts DefectStats), counted by SQLite over the
// defects' (status, severity, created, id) index: the unfixed ones by severity, and the vehicles
// a critical one keeps off the road.

import { summariseDefects, OFF_THE_ROAD_NAMED, type DefectStats } from "@shared/dashboard";
import { COLLECTIONS } from "@shared/records";
import { UNFIXED_DEFECT_STATUSES } from "@shared/validation";
import { select, textList } from "../db/sql";

const DEFECTS = COLLECTIONS.defects;
const UNFIXED = textList(UNFIXED_DEFECT_STATUSES);

const BY_SEVERITY_SQL = `SELECT [[severity]], COUNT(*) AS [[count]] FROM {{${DEFECTS}}}
  WHERE [[status]] IN (${UNFIXED}) GROUP BY [[severity]]`;

const OFF_THE_ROAD_SQL = `SELECT COUNT(DISTINCT [[vehicle]]) AS [[count]] FROM {{${DEFECTS}}}
  WHERE [[status]] IN (${UNFIXED}) AND [[severity]] = 'critical'`;

const OFF_THE_ROAD_NAMED_SQL = `SELECT [[v.id]], [[v.plate]] FROM {{${COLLECTIONS.vehicles}}} v
  WHERE [[v.id]] IN (SELECT [[vehicle]] FROM {{${DEFECTS}}} WHERE [[status]] IN (${UNFIXED}) AND [[severity]] = 'critical')
  ORDER BY [[v.plate]] LIMIT {:limit}`;

export function defectStats(app: core.App): DefectStats {
  const bySeverity = select(app, BY_SEVERITY_SQL, { severity: "", count: 0 });
  const offTheRoad = select(app, OFF_THE_ROAD_SQL, { count: 0 })[0]?.count ?? 0;
  const named = offTheRoad === 0 ? [] : select(app, OFF_THE_ROAD_NAMED_SQL, { id: "", plate: "" }, { limit: OFF_THE_ROAD_NAMED });
  return summariseDefects(bySeverity, offTheRoad, named);
}
