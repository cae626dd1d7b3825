// The dashboard's stock figures: what the shelves are worth, and how many parts to order (opening
// the parts list filtered to them).

import type { StockStats } from "@shared/dashboard";
import { pathTo, withQuery } from "@shared/routes";
import { money } from "../../lib/workshop-settings";
import { Figure } from "./figures";

export function StockFigures({ stats }: { stats: StockStats }) {
  return (
    <ul className="figures" aria-label="Stock figures">
      <Figure label="Stock value" value={money(stats.valueCents)} detail="on hand at unit cost" href={pathTo("parts")} />
      <Figure
        label="Parts to reorder"
        value={stats.toReorder}
        detail="at or below their reorder point"
        href={withQuery(pathTo("parts"), [["reorder", "1"]])}
        tone={stats.toReorder > 0 ? "alarm" : undefined}
      />
    </ul>
  );
}
