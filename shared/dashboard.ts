// The dashboard at /backend (docs/product.md "Dashboard"): everything it shows comes from one answer
// of GET /api/app/stats, counted by the server in SQL (server/lib/dashboard/stats.ts). Pure:
// the server builds this shape and the browser draws it.

import { storedDay } from "./dates";
import { DEFECT_SEVERITIES, VEHICLE_STATUSES, WORK_ORDER_STATUSES, type DefectSeverity, type VehicleStatus, type WorkOrderStatus } from "./records";

export const STATS_PATH = "/api/app/stats";

/** "Added recently" counts vehicles created in this many days (24 h each) before the server's now. */
export const ADDED_WINDOW_DAYS = 30;
/** The category chart shows this many categories by name, the rest as one "N other categories" bar. */
export const TOP_CATEGORIES = 8;
/** How many of the most recently changed vehicles the dashboard lists. */
export const RECENT_VEHICLES = 8;
/** How many of the most recently changed work orders the dashboard lists. */
export const RECENT_WORK_ORDERS = 8;

export interface StatusCount {
  readonly status: VehicleStatus;
  readonly count: number;
}

export interface CategoryCount {
  readonly id: string;
  readonly name: string;
  readonly count: number;
}

export interface RecentVehicle {
  readonly id: string;
  readonly plate: string;
  readonly make: string;
  readonly model: string;
  readonly status: VehicleStatus;
  /** PocketBase's UTC date, "2026-11-22 05:23:24.731Z". */
  readonly updated: string;
  /** The name of the employee who changed it last; "" for a superuser or a deleted employee. */
  readonly updatedBy: string;
}

export interface RecentWorkOrder {
  readonly id: string;
  readonly number: number;
  readonly title: string;
  readonly status: WorkOrderStatus;
  /** Its vehicle's plate (the work order's own copy). */
  readonly plate: string;
  /** PocketBase's UTC date, "2026-11-22 05:23:24.731Z". */
  readonly updated: string;
  /** The name of the employee who changed it last; "" for a superuser or a deleted employee. */
  readonly updatedBy: string;
}

export interface DashboardStats {
  readonly totals: {
    readonly vehicles: number;
    readonly categories: number;
    /** Vehicles with status `in_service` ("In workshop"). */
    readonly inService: number;
    /** Vehicles created since `addedSince`. */
    readonly addedRecently: number;
  };
  /** The start of the "added recently" window: ADDED_WINDOW_DAYS before the server's clock, UTC. */
  readonly addedSince: string;
  /** Every status in VEHICLE_STATUSES order, 0 included. */
  readonly byStatus: readonly StatusCount[];
  readonly byCategory: {
    /** The categories with the most vehicles (ties by name), 0 included when there are few. */
    readonly top: readonly CategoryCount[];
    /** The categories after `top`, counted together; both 0 when `top` holds them all. */
    readonly rest: { readonly categories: number; readonly vehicles: number };
  };
  /** The most recently changed vehicles, newest first. */
  readonly recent: readonly RecentVehicle[];
  readonly workOrders: WorkOrderStats;
  readonly defects: DefectStats;
  readonly stock: StockStats;
}

/** The shelves (docs/product.md "Parts and stock"): what the stock is worth, and what to order. */
export interface StockStats {
  /** The sum over the parts of on hand × unit cost, each rounded to the cent. */
  readonly valueCents: number;
  /** Parts at or below their reorder point. */
  readonly toReorder: number;
}

/** How many vehicles off the road the dashboard names (the count says how many in all). */
export const OFF_THE_ROAD_NAMED = 8;

export interface DefectStats {
  /** Defects open or scheduled, every severity in DEFECT_SEVERITIES order (0 included). */
  readonly bySeverity: readonly { readonly severity: DefectSeverity; readonly count: number }[];
  /** Vehicles with a critical defect open or scheduled: out of service for it. */
  readonly offTheRoad: number;
  /** The first OFF_THE_ROAD_NAMED of them, by plate. */
  readonly offTheRoadVehicles: readonly { readonly id: string; readonly plate: string }[];
}

/** The defect figures from per-severity counts (missing severities are 0). */
export function summariseDefects(
  severityCounts: readonly { readonly severity: string; readonly count: number }[],
  offTheRoad: number,
  offTheRoadVehicles: DefectStats["offTheRoadVehicles"],
): DefectStats {
  return {
    bySeverity: DEFECT_SEVERITIES.map((severity) => ({
      severity,
      count: severityCounts.find((row) => row.severity === severity)?.count ?? 0,
    })),
    offTheRoad,
    offTheRoadVehicles,
  };
}

/** How many months the cost chart shows, the current one included. */
export const COST_MONTHS = 12;

export interface WorkOrderStatusCount {
  readonly status: WorkOrderStatus;
  readonly count: number;
}

export interface MonthCost {
  /** "2026-11" (UTC). */
  readonly month: string;
  /** The total cost of the work orders completed in that month, in cents. */
  readonly cents: number;
}

export interface WorkOrderStats {
  /** Every status in WORK_ORDER_STATUSES order, 0 included. */
  readonly byStatus: readonly WorkOrderStatusCount[];
  /** Open, in progress or waiting for parts with a due date before today (UTC). */
  readonly overdue: number;
  /** Not done or cancelled, assigned to the employee who asks. */
  readonly assignedToMe: number;
  /** The last COST_MONTHS months, oldest first, months without work included with 0. */
  readonly costByMonth: readonly MonthCost[];
  /** The most recently changed work orders (an item added counts), newest first. */
  readonly recent: readonly RecentWorkOrder[];
}

/** "2026-11", the COST_MONTHS months up to `now`'s, oldest first (UTC). */
export function costMonths(now: Date, months: number = COST_MONTHS): string[] {
  const result: string[] = [];
  for (let back = months - 1; back >= 0; back--) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    result.push(date.toISOString().slice(0, 7));
  }
  return result;
}

/** The first moment of the oldest month of the chart, PocketBase's date text: what the SQL counts from. */
export function costMonthsSince(now: Date, months: number = COST_MONTHS): string {
  return storedDay(`${costMonths(now, months)[0]}-01`);
}

/**
 * The work order figures from per-status counts and per-month cents (months outside the chart
 * are ignored, missing statuses and months are 0).
 */
export function summariseWorkOrders(
  statusCounts: readonly { readonly status: string; readonly count: number }[],
  monthCents: readonly MonthCost[],
  extra: { readonly overdue: number; readonly assignedToMe: number; readonly now: Date; readonly recent: readonly RecentWorkOrder[] },
): WorkOrderStats {
  const cents = new Map<string, number>();
  for (const row of monthCents) cents.set(row.month, (cents.get(row.month) ?? 0) + row.cents);
  return {
    byStatus: WORK_ORDER_STATUSES.map((status) => ({
      status,
      count: statusCounts.reduce((sum, row) => (row.status === status ? sum + row.count : sum), 0),
    })),
    overdue: extra.overdue,
    assignedToMe: extra.assignedToMe,
    costByMonth: costMonths(extra.now).map((month) => ({ month, cents: cents.get(month) ?? 0 })),
    recent: extra.recent,
  };
}

/**
 * Splits categories, already ranked by vehicle count, into the ones the chart names and the rest.
 * A rest of a single category would hide a name to save nothing, so it is shown by name instead.
 */
export function splitCategories(
  ranked: readonly CategoryCount[],
  top: number = TOP_CATEGORIES,
): DashboardStats["byCategory"] {
  if (ranked.length <= top + 1) return { top: ranked, rest: { categories: 0, vehicles: 0 } };
  const rest = ranked.slice(top);
  return {
    top: ranked.slice(0, top),
    rest: { categories: rest.length, vehicles: rest.reduce((sum, category) => sum + category.count, 0) },
  };
}

/** One row of `GROUP BY category, status` over the vehicles. */
export interface CategoryStatusCount {
  readonly category: string;
  readonly status: string;
  readonly count: number;
}

/** A category as the ranking needs it: `name_key` is its name folded for comparing (hidden field). */
export interface CategoryName {
  readonly id: string;
  readonly name: string;
  readonly name_key: string;
}

/**
 * The figures and charts from the per-(category, status) counts: totals and the status chart
 * add up every vehicle; the category chart ranks every category by its vehicles (0 included),
 * ties by name ignoring case, then by id, so the order never flickers between refreshes.
 */
export function summariseCounts(
  counts: readonly CategoryStatusCount[],
  categories: readonly CategoryName[],
  extra: Pick<DashboardStats, "addedSince" | "recent" | "workOrders"> & { readonly addedRecently: number },
): Omit<DashboardStats, "defects" | "stock"> {
  const byStatus = VEHICLE_STATUSES.map((status) => ({
    status,
    count: counts.reduce((sum, row) => (row.status === status ? sum + row.count : sum), 0),
  }));
  const perCategory = new Map<string, number>();
  for (const row of counts) perCategory.set(row.category, (perCategory.get(row.category) ?? 0) + row.count);
  const ranked = categories
    .map((category) => ({ category, count: perCategory.get(category.id) ?? 0 }))
    .sort(
      (a, b) =>
        b.count - a.count ||
        compareText(a.category.name_key, b.category.name_key) ||
        compareText(a.category.id, b.category.id),
    )
    .map(({ category, count }) => ({ id: category.id, name: category.name, count }));
  return {
    totals: {
      vehicles: counts.reduce((sum, row) => sum + row.count, 0),
      categories: categories.length,
      inService: byStatus.find((row) => row.status === "in_service")?.count ?? 0,
      addedRecently: extra.addedRecently,
    },
    addedSince: extra.addedSince,
    byStatus,
    byCategory: splitCategories(ranked),
    recent: extra.recent,
    workOrders: extra.workOrders,
  };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
