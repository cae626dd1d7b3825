// What demo work orders are made of: the jobs a workshop does over and over, each with its
// lines (tasks, parts, labour) and what they cost before a little variation. Checked once by the
// shared validation when the generator starts (work.ts), so every row built from them is valid.

import type { WorkOrderItemKind, WorkOrderItemUnit } from "@shared/records";

export interface LineSpec {
  readonly kind: WorkOrderItemKind;
  readonly description: string;
  readonly part_number: string;
  readonly quantity: number;
  readonly unit: WorkOrderItemUnit;
  /** The usual unit cost in the workshop's currency (0 for a task). */
  readonly unit_cost: number;
}

export interface JobSpec {
  readonly title: string;
  readonly description: string;
  /** How often it comes up, against the other jobs. */
  readonly weight: number;
  readonly lines: readonly LineSpec[];
}

const task = (description: string): LineSpec => ({ kind: "task", description, part_number: "", quantity: 1, unit: "pcs", unit_cost: 0 });
const part = (description: string, part_number: string, quantity: number, unit_cost: number, unit: WorkOrderItemUnit = "pcs"): LineSpec => ({
  kind: "part",
  description,
  part_number,
  quantity,
  unit,
  unit_cost,
});
const labour = (description: string, hours: number, rate = 89): LineSpec => ({
  kind: "labour",
  description,
  part_number: "",
  quantity: hours,
  unit: "h",
  unit_cost: rate,
});

export const JOBS: readonly JobSpec[] = [
  {
    title: "Annual service",
    description: "Service to the maker's schedule; reset the service indicator.",
    weight: 30,
    lines: [
      part("Engine oil 5W-30", "OIL-5W30", 4.5, 14.9, "l"),
      part("Oil filter", "OF-1021", 1, 12.4),
      part("Air filter", "AF-3310", 1, 21.8),
      labour("Service", 1.5),
      task("Reset service indicator"),
    ],
  },
  {
    title: "Oil change",
    description: "",
    weight: 14,
    lines: [part("Engine oil 5W-30", "OIL-5W30", 4, 14.9, "l"), part("Oil filter", "OF-1021", 1, 12.4), labour("Oil change", 0.5)],
  },
  {
    title: "Front brake pads",
    description: "Squeal when braking; pads worn to the indicator.",
    weight: 12,
    lines: [part("Brake pads, front axle", "BP-F220", 1, 64.5), labour("Replace pads", 1), task("Test drive")],
  },
  {
    title: "Brake discs and pads",
    description: "Discs below minimum thickness.",
    weight: 6,
    lines: [
      part("Brake disc", "BD-280V", 2, 58.9),
      part("Brake pads, front axle", "BP-F220", 1, 64.5),
      labour("Replace discs and pads", 1.8),
      task("Test drive"),
    ],
  },
  {
    title: "Winter tyres",
    description: "Seasonal change; store the summer set.",
    weight: 12,
    lines: [labour("Change and balance wheels", 0.8), part("Valve", "TV-413", 4, 2.5), task("Check tyre pressures"), task("Store summer tyres")],
  },
  {
    title: "New tyres",
    description: "",
    weight: 6,
    lines: [part("Tyre 205/55 R16", "T-2055516", 4, 96), labour("Fit and balance", 1), part("Disposal of old tyres", "DISP-T", 4, 3.5)],
  },
  {
    title: "Inspection",
    description: "Statutory roadworthiness inspection.",
    weight: 14,
    lines: [task("Lights and indicators"), task("Brakes and steering"), task("Emissions"), labour("Inspection", 1, 75)],
  },
  {
    title: "Battery replacement",
    description: "Will not start on cold mornings.",
    weight: 5,
    lines: [part("Battery 70 Ah", "BAT-70", 1, 139), labour("Replace and code battery", 0.5)],
  },
  {
    title: "Wiper blades and fluids",
    description: "",
    weight: 5,
    lines: [part("Wiper blade set", "WB-600", 1, 34.9), part("Screen wash", "SW-5L", 5, 2.2, "l"), task("Top up coolant")],
  },
  {
    title: "Air conditioning service",
    description: "Weak cooling.",
    weight: 4,
    lines: [part("Refrigerant R1234yf", "AC-YF", 0.55, 119, "kg"), labour("Evacuate and refill", 1.2), task("Leak test")],
  },
  {
    title: "Clutch replacement",
    description: "Clutch slips under load.",
    weight: 2,
    lines: [part("Clutch kit", "CK-240", 1, 289), labour("Replace clutch", 5.5), task("Test drive")],
  },
];

/** Jobs started but not finished: what the open, in-progress and waiting work orders are. */
export const OPEN_JOB_NOTES: readonly string[] = [
  "Customer reports a rattle from the rear.",
  "Warning light on the dashboard.",
  "Pulls to the left when braking.",
  "",
];
