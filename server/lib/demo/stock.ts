// Demo stock: the parts the demo's jobs use (jobs.ts) as a catalogue, and a ledger consistent with
// the demo's work orders: every part line of a work order issues its quantity, a receipt at the
// start of each month brings what that month's jobs took, and the last one leaves a shelf (a few
// parts at or below their reorder point). On hand is the ledger's sum, as always.
//
// The part lines name their part as they are generated (work.ts); the ledger is then written by
// SQL over the stored lines (ledger.ts), in time order, so it costs no JS work per line. Pure:
// unit-tested in Node.

import type { Part, WorkOrderItemUnit } from "@shared/records";
import { checkPart, needsReorder } from "@shared/validation";
import { JOBS } from "./jobs";

/** Part lines that are services, not shelf stock. */
const NOT_STOCKED = new Set(["DISP-T"]);
const SHELVES = ["A1", "A2", "B1", "B3", "C2", "C4", "Oil store"];
const SUPPLIERS = ["Autoteile Nord", "Brakes & More", "ReifenDirekt", "Stahl Batterien"];
const REORDER_POINTS: Readonly<Partial<Record<WorkOrderItemUnit, number>>> = { pcs: 4, l: 25, kg: 2, m: 10 };

export type PartRow = Omit<Part, "collectionId" | "collectionName" | "expand">;

/** The catalogue, in the order the jobs first name each part, with the stock each should end with. */
function catalogue(): PartRow[] {
  const seen = new Map<string, PartRow>();
  for (const job of JOBS) {
    for (const line of job.lines) {
      if (line.kind !== "part" || line.part_number === "" || NOT_STOCKED.has(line.part_number) || seen.has(line.part_number)) continue;
      const n = seen.size;
      const reorderPoint = REORDER_POINTS[line.unit] ?? 1;
      const check = checkPart({
        number: line.part_number,
        name: line.description,
        unit: line.unit,
        unit_cost: line.unit_cost,
        reorder_point: reorderPoint,
        location: SHELVES[n % SHELVES.length],
        supplier: SUPPLIERS[n % SUPPLIERS.length],
        barcode: `400${String(1_000_000_000 + n * 7919).slice(1)}`,
      });
      if (!check.ok) throw new Error(`demo part ${line.part_number} is invalid: ${JSON.stringify(check.errors)}`);
      // Every fourth part ends at its reorder point or below; the others with three times as much.
      const onHand = n % 4 === 3 ? Math.floor(reorderPoint / 2) : reorderPoint * 3;
      seen.set(line.part_number, {
        id: `demopart${String(n).padStart(7, "0")}`,
        ...check.values,
        on_hand: onHand,
        needs_reorder: needsReorder(onHand, reorderPoint),
        created: "",
        updated: "",
      });
    }
  }
  return [...seen.values()];
}

const PARTS = catalogue();
const PART_IDS = new Map(PARTS.map((part) => [part.number, part.id]));

/** The stock part a demo line's part number names, "" for none. */
export function demoPartId(partNumber: string): string {
  return PART_IDS.get(partNumber) ?? "";
}

/** The catalogue as stored, created at `at`; on hand is what the ledger will leave. */
export function demoParts(at: string): PartRow[] {
  return PARTS.map((part) => ({ ...part, created: at, updated: at }));
}
