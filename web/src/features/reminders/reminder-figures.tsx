// The dashboard's reminder figures: how many are overdue and due soon, each opening the due list
// filtered to them; live.

import { useCallback, useEffect, useState } from "react";
import { COLLECTIONS } from "@shared/records";
import { pathTo, withQuery } from "@shared/routes";
import { pb } from "../../lib/api-client";
import { useRecordEvents } from "../../lib/realtime";
import { LIVE_REFRESH_DELAY_MS, useDebouncedCallback } from "../../lib/timing";
import { Figure } from "../dashboard";
import { useTranslation } from "../../lib/i18n";

// Counted over the urgency index (1 overdue, 2 due soon).
const count = (urgency: number) => pb.collection(COLLECTIONS.reminders).getList(1, 1, { filter: `urgency = ${urgency}`, fields: "id", requestKey: `count-${urgency}` });

export function ReminderFigures() {
  const [counts, setCounts] = useState<[number, number] | null>(null);
  const { t } = useTranslation("reminders");
  const load = useCallback(() => {
    Promise.all([count(1), count(2)])
      .then(([overdue, soon]) => setCounts([overdue.totalItems, soon.totalItems]))
      .catch(() => {}); // the figures wait for the next event or reconnect
  }, []);
  useEffect(load, [load]);
  useRecordEvents(COLLECTIONS.reminders, useDebouncedCallback(load, LIVE_REFRESH_DELAY_MS), { query: { fields: "id" }, onResync: load });
  if (counts === null) return null;
  const link = (state: string) => withQuery(pathTo("reminders"), [["state", state]]);
  return (
    <ul className="figures" aria-label={t("figures.label")}>
      <Figure label={t("figures.overdue")} value={counts[0]} detail={t("figures.overdueDetail")} href={link("overdue")} tone={counts[0] > 0 ? "alarm" : undefined} />
      <Figure label={t("figures.soon")} value={counts[1]} detail={t("figures.soonDetail")} href={link("due_soon")} />
    </ul>
  );
}
