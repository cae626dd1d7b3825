// Demo inspections (docs/product.md "Inspections and defects"): checklists (a general
// walk-around and one per named category), a history of done inspections for about a third of
// the vehicles, most of them passed, and the defects their failed lines opened — fixed long
// ago, or still open for a few vehicles. A critical defect is left open only on a vehicle
// that is out of service, so the demo keeps the rule that such a vehicle is off the road.
// Every checklist goes through the shared validation once. Pure: unit-tested in Node.

import type { Defect, DefectSeverity, Inspection, InspectionResult, InspectionTemplate, InspectionTemplateItem } from "@shared/records";
import { defectFromLine } from "@shared/inspection-lines";
import { checkInspectionTemplate, countFailed, linesOf, linesToJudge, type NumberedLine } from "@shared/validation";
import { DAY_MS, pocketBaseDate } from "@shared/dates";
import type { CategoryRow, DemoOptions, VehicleRow } from "./generate";
import { createRandom, randomId, type Random } from "./random";
import { childId } from "./work";

type Row<T> = Omit<T, "collectionId" | "collectionName" | "expand">;
export type TemplateRow = Row<InspectionTemplate> & { name_key: string };
/** With the lines that can hold up its completion, as the server keeps them (inspections/lifecycle.ts). */
export type InspectionRow = Row<Inspection> & { lines_to_judge: NumberedLine[] };
export type DefectRow = Row<Defect>;

const CHECK = { kind: "check", unit: "", min: null, max: null } as const;

const WALK_AROUND: readonly InspectionTemplateItem[] = [
  { label: "Lights and indicators", ...CHECK, photo_required: false },
  { label: "Tyre tread", kind: "measure", unit: "mm", min: 1.6, max: null, photo_required: false },
  { label: "Tyre pressure", kind: "measure", unit: "bar", min: 2, max: 3.5, photo_required: false },
  { label: "Bodywork and mirrors", ...CHECK, photo_required: true },
  { label: "Windscreen and wipers", ...CHECK, photo_required: true },
  { label: "Brake fluid level", ...CHECK, photo_required: false },
  { label: "Oil level", ...CHECK, photo_required: false },
  { label: "Warning lights on the dashboard", ...CHECK, photo_required: false },
];

const CATEGORY_ITEMS: readonly InspectionTemplateItem[] = [
  { label: "Brake pads", kind: "measure", unit: "mm", min: 3, max: null, photo_required: false },
  { label: "Load securing and doors", ...CHECK, photo_required: true },
  { label: "First aid kit and warning triangle", ...CHECK, photo_required: false },
  { label: "Battery state of charge", kind: "measure", unit: "%", min: 40, max: 100, photo_required: false },
];

const FAILURE_NOTES = ["Worn, replace soon.", "Damaged on the left side.", "Below the limit.", "Leaking slightly.", "Cracked.", ""];

/** Categories named after their spec get a checklist of their own; "Fleet 21"… share the general one. */
const NAMED_CATEGORIES = 20;

export interface VehicleInspections {
  readonly inspections: InspectionRow[];
  readonly defects: DefectRow[];
}

export interface InspectionGenerator {
  readonly templates: readonly TemplateRow[];
  forVehicle(vehicle: VehicleRow): VehicleInspections;
}

function templateRow(random: Random, options: DemoOptions, name: string, category: string, items: readonly InspectionTemplateItem[]): TemplateRow {
  const check = checkInspectionTemplate({ name, category, items });
  if (!check.ok) throw new Error(`demo checklist ${name} is invalid: ${JSON.stringify(check.errors)}`);
  const author = options.employees.length > 0 ? random.pick(options.employees) : "";
  const at = pocketBaseDate(options.now.getTime() - 400 * DAY_MS);
  return { id: randomId(random), ...check.values, created_by: author, updated_by: author, created: at, updated: at };
}

export function createInspectionGenerator(options: DemoOptions, categories: readonly CategoryRow[]): InspectionGenerator {
  // Its own stream: vehicles and work stay what they were for a seed.
  const random = createRandom(options.seed * 7_919 + 17);
  const general = templateRow(random, options, "Daily walk-around", "", WALK_AROUND);
  const templates: TemplateRow[] = [general];
  const byCategory = new Map<string, TemplateRow>();
  for (const category of categories.slice(0, NAMED_CATEGORIES)) {
    const template = templateRow(random, options, `${category.name}: safety check`, category.id, [...WALK_AROUND.slice(0, 4), ...CATEGORY_ITEMS]);
    templates.push(template);
    byCategory.set(category.id, template);
  }
  const failable = new Map(templates.map((template) => [template.id, template.items.flatMap((item, index) => (item.photo_required ? [] : [index]))]));
  const end = options.now.getTime();
  const anyone = (): string => (options.employees.length > 0 ? random.pick(options.employees) : "");

  /** A line answered: mostly passed; a measurement measured inside (or, failing, outside) its range. */
  function answer(line: InspectionResult, fail: boolean, severity: DefectSeverity): InspectionResult {
    if (line.kind === "measure") {
      const low = line.min ?? 0;
      const high = line.max ?? low * 4 + 5;
      const value = fail ? Math.round(low * 0.6 * 10) / 10 : Math.round((low + random.next() * (high - low)) * 10) / 10;
      return { ...line, result: fail ? "fail" : "pass", value, note: fail ? random.pick(FAILURE_NOTES) : "", severity };
    }
    return { ...line, result: fail ? "fail" : random.chance(0.05) ? "na" : "pass", note: fail ? random.pick(FAILURE_NOTES) : "", severity };
  }

  return {
    templates,
    forVehicle(vehicle) {
      const made: VehicleInspections = { inspections: [], defects: [] };
      if (!random.chance(0.35)) return made;
      const template = byCategory.get(vehicle.category) ?? general;
      const count = random.int(1, 3);
      const created = Date.parse(vehicle.created.replace(" ", "T"));
      for (let n = 0; n < count; n += 1) {
        const latest = n === count - 1;
        // Spread over the vehicle's life, the latest in the last month.
        const at = latest ? end - random.int(1, 30) * DAY_MS : created + random.next() * Math.max(0, end - 30 * DAY_MS - created);
        if (at < created) continue;
        // The latest inspection of a few vehicles found something still to fix.
        const open = latest && random.chance(0.3);
        const critical = open && vehicle.status === "out_of_service";
        // Only a line that needs no photo fails: demo inspections have no photos to show.
        const failing = open || random.chance(0.15) ? random.pick(failable.get(template.id)!) : -1;
        const severity: DefectSeverity = critical ? "critical" : random.chance(0.4) ? "minor" : "major";
        const lines = linesOf(template.items).map((line, index) => answer(line, index === failing, severity));
        const id = randomId(random);
        const inspector = anyone();
        const when = pocketBaseDate(at);
        const km = Math.max(0, Math.round(vehicle.odometer * (latest ? 1 : (at - created) / Math.max(1, end - created))));
        made.inspections.push({
          id,
          vehicle: vehicle.id,
          template: template.id,
          title: template.name,
          results: lines,
          odometer: km,
          status: "done",
          photos: [],
          failed: countFailed(lines),
          lines_to_judge: linesToJudge(lines),
          inspector,
          completed: when,
          created: when,
          updated: when,
        });
        if (failing < 0) continue;
        const from = defectFromLine(lines[failing]!);
        const fixedAt = pocketBaseDate(Math.min(end, at + random.int(1, 10) * DAY_MS));
        made.defects.push({
          id: childId(id, 0),
          vehicle: vehicle.id,
          inspection: id,
          inspection_item: failing,
          title: from.title,
          note: from.note,
          severity,
          status: open ? "open" : "fixed",
          work_order: "",
          photos: [],
          dismiss_note: "",
          reported_by: inspector,
          fixed_at: open ? "" : fixedAt,
          dismissed_by: "",
          dismissed_at: "",
          created: when,
          updated: open ? when : fixedAt,
        });
      }
      return made;
    },
  };
}
