// The dashboard's stock figures: what the shelves are worth, and how many parts to order (opening
// the parts list filtered to them).

import type { StockStats } from "@shared/dashboard";
import { pathTo, withQuery } from "@shared/routes";
import { useTranslation } from "../../lib/i18n";
import { money } from "../../lib/workshop-settings";
import { Figure } from "./figures";

export function StockFigures({ stats }: { stats: StockStats }) {
  const { t } = useTranslation("dashboard");
  return (
    <ul className="figures" aria-label={t("stock.label")}>
      <Figure label={t("stock.value")} value={money(stats.valueCents)} detail={t("stock.valueDetail")} href={pathTo("parts")} />
      <Figure
        label={t("stock.reorder")}
        value={stats.toReorder}
        detail={t("stock.reorderDetail")}
        href={withQuery(pathTo("parts"), [["reorder", "1"]])}
        tone={stats.toReorder > 0 ? "alarm" : undefined}
      />
    </ul>
  );
}
