// Record types of the workshop's collections (COLLECTIONS below; docs/product.md "Data"), as the API
// returns them. The browser types its API calls with these and the server's hooks read the same
// field names.

import type { Role } from "./roles";
import type { Language } from "./i18n/languages";

/** Fields every PocketBase record carries. */
export interface BaseRecord {
  id: string;
  collectionId: string;
  collectionName: string;
  created: string;
  updated: string;
  expand?: Record<string, unknown>;
}

export const COLLECTIONS = {
  employees: "employees",
  categories: "categories",
  vehicles: "vehicles",
  /** View: every category with its number of vehicles. */
  categoryUsage: "category_usage",
  workOrders: "work_orders",
  workOrderItems: "work_order_items",
  odometerReadings: "odometer_readings",
  reminders: "reminders",
  parts: "parts",
  stockMovements: "stock_movements",
  timeEntries: "time_entries",
  vehicleDocuments: "vehicle_documents",
  inspectionTemplates: "inspection_templates",
  inspections: "inspections",
  defects: "defects",
} as const;

/**
 * An employee as the API returns it. Colleagues see names only: `id`, `name` and the collection.
 * The rest is present only on the employee's own record (or for superusers).
 */
export interface Employee extends Omit<BaseRecord, "created" | "updated"> {
  collectionName: "employees";
  name: string;
  /** What the employee may do (shared/roles.ts); only superusers set it. */
  role: Role;
  /**
   * Per hour, in the workshop's currency; 0: the workshop's rate (WORKSHOP_LABOUR_RATE). Hidden
   * from colleagues; only an administrator sets it (docs/decisions/time-on-jobs.md).
   */
  labour_rate?: number;
  /** The language they read the app in, "" for the browser's; only on their own record (docs/decisions/languages.md). */
  language?: Language | "";
  email?: string;
  verified?: boolean;
  emailVisibility?: boolean;
  created?: string;
  updated?: string;
}

/** A category as the API returns it (its hidden `name_key` never leaves the server). */
export interface Category extends BaseRecord {
  collectionName: "categories";
  name: string;
  description: string;
  /** Default reminders for its vehicles (shared/validation/reminder.ts checkServicePlan). */
  service_plan?: { title: string; every_months: number; every_km: number }[] | null;
  /** The employee who created / last changed the category; "" for a superuser, a deleted employee or before this was kept. */
  created_by?: string;
  updated_by?: string;
  expand?: { created_by?: Employee; updated_by?: Employee };
}

export const VEHICLE_STATUSES = ["available", "in_service", "out_of_service", "retired"] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

/** What staff read for each status. */
export const VEHICLE_STATUS_LABELS: Readonly<Record<VehicleStatus, string>> = {
  available: "Available",
  in_service: "In workshop",
  out_of_service: "Out of service",
  retired: "Retired",
};

export const FUEL_TYPES = ["petrol", "diesel", "electric", "hybrid", "lpg", "cng", "hydrogen", "other"] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

export const FUEL_LABELS: Readonly<Record<FuelType, string>> = {
  petrol: "Petrol",
  diesel: "Diesel",
  electric: "Electric",
  hybrid: "Hybrid",
  lpg: "LPG",
  cng: "CNG",
  hydrogen: "Hydrogen",
  other: "Other",
};

export interface Vehicle extends BaseRecord {
  collectionName: "vehicles";
  plate: string;
  /** The plate without spaces and dashes, set by the server: what "the same plate" means and what plate search matches. */
  plate_key: string;
  /** "" when not recorded (PocketBase stores empty text as ""). */
  vin: string;
  make: string;
  model: string;
  /** 0 when not recorded (PocketBase stores an empty number as 0). */
  year: number;
  category: string;
  /** The category's name, kept by the server: what the list sorts by (no join). */
  category_name: string;
  status: VehicleStatus;
  /** 0 when not recorded. */
  odometer: number;
  fuel: FuelType | "";
  color: string;
  notes: string;
  /** File name of the photo, "" when there is none. */
  photo: string;
  /** The employee who created / last changed the vehicle; "" for a superuser or a deleted employee. */
  created_by: string;
  updated_by: string;
  expand?: { category?: Category; created_by?: Employee; updated_by?: Employee };
}

/** A category with the number of its vehicles: the read-only `category_usage` view collection. */
export interface CategoryUsage {
  id: string;
  collectionId: string;
  collectionName: "category_usage";
  name: string;
  description: string;
  updated: string;
  vehicles: number;
}

// ---- work orders (docs/product.md "Work orders") ------------------------------------------------

export const WORK_ORDER_STATUSES = ["open", "in_progress", "waiting_parts", "done", "cancelled"] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

export const WORK_ORDER_STATUS_LABELS: Readonly<Record<WorkOrderStatus, string>> = {
  open: "Open",
  in_progress: "In progress",
  waiting_parts: "Waiting for parts",
  done: "Done",
  cancelled: "Cancelled",
};

export const WORK_ORDER_PRIORITIES = ["low", "normal", "high", "urgent"] as const;
export type WorkOrderPriority = (typeof WORK_ORDER_PRIORITIES)[number];

export const WORK_ORDER_PRIORITY_LABELS: Readonly<Record<WorkOrderPriority, string>> = {
  low: "Low",
  normal: "Normal",
  high: "High",
  urgent: "Urgent",
};

export const WORK_ORDER_ITEM_KINDS = ["task", "part", "labour"] as const;
export type WorkOrderItemKind = (typeof WORK_ORDER_ITEM_KINDS)[number];

export const WORK_ORDER_ITEM_KIND_LABELS: Readonly<Record<WorkOrderItemKind, string>> = {
  task: "Task",
  part: "Part",
  labour: "Labour",
};

export const WORK_ORDER_ITEM_UNITS = ["pcs", "h", "l", "kg", "m"] as const;
export type WorkOrderItemUnit = (typeof WORK_ORDER_ITEM_UNITS)[number];

export const WORK_ORDER_ITEM_UNIT_LABELS: Readonly<Record<WorkOrderItemUnit, string>> = {
  pcs: "pcs",
  h: "h",
  l: "l",
  kg: "kg",
  m: "m",
};

/** Where a line came from: typed by staff, made from clocked time, or from a scheduled defect. */
export const WORK_ORDER_ITEM_SOURCES = ["manual", "clock", "defect"] as const;
export type WorkOrderItemSource = (typeof WORK_ORDER_ITEM_SOURCES)[number];

export const ODOMETER_READING_SOURCES = ["manual", "work_order", "inspection"] as const;
export type OdometerReadingSource = (typeof ODOMETER_READING_SOURCES)[number];

export const ODOMETER_READING_SOURCE_LABELS: Readonly<Record<OdometerReadingSource, string>> = {
  manual: "Entered",
  work_order: "Work order",
  inspection: "Inspection",
};

/** A work order (job card) as the API returns it. */
export interface WorkOrder extends BaseRecord {
  collectionName: "work_orders";
  /** Set by the server: 1, 2, 3 … in order of creation; shown as "WO-123" (work-orders/number.ts). */
  number: number;
  vehicle: string;
  /** The vehicle's plate and plate key, kept by the server: what the list searches and sorts by (no join). */
  vehicle_plate: string;
  vehicle_plate_key: string;
  title: string;
  description: string;
  status: WorkOrderStatus;
  priority: WorkOrderPriority;
  /** An employee id, "" when nobody is assigned. */
  assignee: string;
  /** PocketBase's UTC date ("2026-11-30 00:00:00.000Z"), "" when there is none. */
  due: string;
  /** km, 0 when not recorded; required to become done. */
  odometer: number;
  /** Set by the server: the sum of the items' quantity × unit cost, in the currency (exact to the cent). */
  total_cost: number;
  /** Set by the server: when it first entered in_progress; "" before. */
  started: string;
  /** Set by the server: when it entered done; "" unless done. */
  completed: string;
  created_by: string;
  updated_by: string;
  /** Reminders of its vehicle that this work fulfils when done (ids). */
  reminders?: string[];
  /** Stored names of its photos (protected: read them with a file token), oldest first. */
  photos: string[];
  expand?: { vehicle?: Vehicle; assignee?: Employee; created_by?: Employee; updated_by?: Employee };
}

/** One line of a work order. */
export interface WorkOrderItem extends BaseRecord {
  collectionName: "work_order_items";
  work_order: string;
  kind: WorkOrderItemKind;
  description: string;
  part_number: string;
  /** > 0, at most 2 decimals. */
  quantity: number;
  unit: WorkOrderItemUnit;
  /** ≥ 0, at most 2 decimals, 0 when not given. */
  unit_cost: number;
  /** A task ticked off. */
  done: boolean;
  /** Who added the line, set by the server; "" for a superuser or a line older than roles. */
  created_by: string;
  /** Set by the server: `manual` for a line typed by staff; `clock` and `defect` lines are made by the server. */
  source: WorkOrderItemSource;
  /** A part line's stock part (a part id), "" for none: its quantity is issued from stock. */
  part: string;
  expand?: { work_order?: WorkOrder; part?: Part };
}

/** One odometer reading of a vehicle: the vehicle's odometer is its highest reading. */
export interface OdometerReading extends BaseRecord {
  collectionName: "odometer_readings";
  vehicle: string;
  km: number;
  /** PocketBase's UTC date. */
  read_at: string;
  source: OdometerReadingSource;
  /** The work order whose completion recorded it, "" for a manual reading. */
  work_order: string;
  /** The inspection whose completion recorded it, "" otherwise. */
  inspection?: string;
  created_by: string;
  expand?: { vehicle?: Vehicle; work_order?: WorkOrder; created_by?: Employee };
}

// ---- parts and stock (docs/product.md "Parts and stock") ------------------------------------

/** The units stock is counted in: a subset of the items' units (no hours). */
export const PART_UNITS = ["pcs", "l", "kg", "m"] as const;
export type PartUnit = (typeof PART_UNITS)[number];

/** A part of the workshop's stock. */
export interface Part extends BaseRecord {
  collectionName: "parts";
  /** The workshop's or the maker's part number, unique ignoring case and spaces. */
  number: string;
  /** Set by the server: the number without case and spaces, what "the same number" means. */
  number_key: string;
  name: string;
  unit: PartUnit;
  /** What one unit costs the workshop, ≥ 0, at most 2 decimals. */
  unit_cost: number;
  /** At or below this many on hand, the part is on the reorder list. */
  reorder_point: number;
  /** Where it lies ("Shelf B3"), "" when not recorded. */
  location: string;
  supplier: string;
  /** An EAN or Code-128 text, "" when the part has none; unique when present. */
  barcode: string;
  /** Set by the server: always the sum of the part's stock movements. */
  on_hand: number;
  /** Set by the server: on hand is at or below the reorder point. */
  needs_reorder: boolean;
}

export const STOCK_MOVEMENT_REASONS = ["receipt", "issue", "return", "adjustment"] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

export const STOCK_MOVEMENT_REASON_LABELS: Readonly<Record<StockMovementReason, string>> = {
  receipt: "Received",
  issue: "Issued",
  return: "Returned",
  adjustment: "Adjusted",
};

/** One line of a part's ledger: never changed or deleted; a mistake is corrected by another. */
export interface StockMovement extends BaseRecord {
  collectionName: "stock_movements";
  part: string;
  /** ≠ 0, at most 2 decimals: positive in, negative out. */
  quantity: number;
  reason: StockMovementReason;
  /** The work order line an issue or return belongs to (an id, kept when the line is deleted), else "". */
  work_order_item: string;
  /** Its work order (an id) and number, kept as they were: "" and 0 for receipts and adjustments. */
  work_order: string;
  work_order_number: number;
  /** What one unit cost at the time: the price paid for a receipt, else the part's unit cost. */
  unit_cost: number;
  note: string;
  /** The employee who made it (an id, "" for an administrator) and their name at the time. */
  by: string;
  by_label: string;
  /** When, set by the server. */
  at: string;
}

// ---- time on jobs (docs/product.md "Time on jobs") ---------------------------------------------

/** One stretch of one employee's work on one work order. */
export interface TimeEntry extends BaseRecord {
  collectionName: "time_entries";
  work_order: string;
  /** Whose time: the signed-in employee (a manager may name another when correcting). */
  employee: string;
  /** PocketBase's UTC date: when the work started. */
  started: string;
  /** When it ended; "" while the clock runs. */
  ended: string;
  /** Set by the server: whole minutes from started to ended; 0 while running. */
  minutes: number;
  note: string;
  expand?: { work_order?: WorkOrder; employee?: Employee };
}

// ---- inspections and defects (docs/product.md "Inspections and defects") -------------------

export const INSPECTION_ITEM_KINDS = ["check", "measure"] as const;
export type InspectionItemKind = (typeof INSPECTION_ITEM_KINDS)[number];

export const INSPECTION_ITEM_KIND_LABELS: Readonly<Record<InspectionItemKind, string>> = {
  check: "Check",
  measure: "Measurement",
};

/** One line of a checklist: what to look at, or what to measure and its allowed range. */
export interface InspectionTemplateItem {
  label: string;
  kind: InspectionItemKind;
  /** "mm", "bar", "%"; "" for a check. */
  unit: string;
  /** The allowed range of a measurement; null for no bound (and always null for a check). */
  min: number | null;
  max: number | null;
  /** A failed answer needs at least one photo. */
  photo_required: boolean;
}

export interface InspectionTemplate extends BaseRecord {
  collectionName: "inspection_templates";
  name: string;
  /** Offered first for this category's vehicles; "" for every vehicle. */
  category: string;
  items: InspectionTemplateItem[];
  created_by: string;
  updated_by: string;
  expand?: { category?: Category };
}

export const INSPECTION_RESULT_VALUES = ["pass", "fail", "na"] as const;
export type InspectionResultValue = (typeof INSPECTION_RESULT_VALUES)[number];

export const INSPECTION_RESULT_LABELS: Readonly<Record<InspectionResultValue, string>> = {
  pass: "Pass",
  fail: "Fail",
  na: "N/A",
};

export const DEFECT_SEVERITIES = ["minor", "major", "critical"] as const;
export type DefectSeverity = (typeof DEFECT_SEVERITIES)[number];

export const DEFECT_SEVERITY_LABELS: Readonly<Record<DefectSeverity, string>> = {
  minor: "Minor",
  major: "Major",
  critical: "Critical",
};

/** One answered (or not yet answered) line of an inspection: the template's item and its answer. */
export interface InspectionResult extends InspectionTemplateItem {
  /** null until answered. */
  result: InspectionResultValue | null;
  /** The measured value of a measurement; null for a check or until measured. */
  value: number | null;
  note: string;
  /** How bad a failure is: the severity of the defect it becomes. */
  severity: DefectSeverity;
  /** File names (in the inspection's `photos`) taken for this line. */
  photos: string[];
}

export const INSPECTION_STATUSES = ["in_progress", "done"] as const;
export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];

export const INSPECTION_STATUS_LABELS: Readonly<Record<InspectionStatus, string>> = {
  in_progress: "In progress",
  done: "Done",
};

export interface Inspection extends BaseRecord {
  collectionName: "inspections";
  vehicle: string;
  /** The template it was made from; "" when there was none (or it was deleted since). */
  template: string;
  /** The template's name when it was made: what the inspection is called. */
  title: string;
  results: InspectionResult[];
  /** km, 0 until recorded; required to become done. */
  odometer: number;
  status: InspectionStatus;
  /** File names of its photos (at most 20). */
  photos: string[];
  /** Set by the server: how many lines failed. */
  failed: number;
  /** Set by the server: who made it. */
  inspector: string;
  /** Set by the server: when it became done; "" before. */
  completed: string;
  expand?: { vehicle?: Vehicle; template?: InspectionTemplate; inspector?: Employee };
}

export const DEFECT_STATUSES = ["open", "scheduled", "fixed", "dismissed"] as const;
export type DefectStatus = (typeof DEFECT_STATUSES)[number];

export const DEFECT_STATUS_LABELS: Readonly<Record<DefectStatus, string>> = {
  open: "Open",
  scheduled: "Scheduled",
  fixed: "Fixed",
  dismissed: "Dismissed",
};

export interface Defect extends BaseRecord {
  collectionName: "defects";
  vehicle: string;
  /** The inspection whose failed line it came from; "" for a defect reported directly. */
  inspection: string;
  /** That line's place in the inspection's results (from 0). */
  inspection_item: number;
  title: string;
  note: string;
  severity: DefectSeverity;
  status: DefectStatus;
  /** The work order it is scheduled on (or was fixed by); "" when none. */
  work_order: string;
  photos: string[];
  /** Why a manager dismissed it. */
  dismiss_note: string;
  /** Set by the server. */
  reported_by: string;
  fixed_at: string;
  dismissed_by: string;
  dismissed_at: string;
  /** Not stored for defects (yet): the edit form's notices name no colleague. */
  updated_by?: string;
  expand?: { vehicle?: Vehicle; work_order?: WorkOrder; inspection?: Inspection; reported_by?: Employee; dismissed_by?: Employee; updated_by?: Employee };
}
