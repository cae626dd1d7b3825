// What the work order rules read of vehicles and work orders, as plain SQL through the app given
// (the transaction's), over the indexes of the 1795800000 migration.

import { COLLECTIONS } from "@shared/records";
import { count, selectOne } from "../db/sql";

const WORK_ORDERS = COLLECTIONS.workOrders;

export interface VehicleRow {
  readonly plate: string;
  readonly plate_key: string;
  readonly status: string;
}

const VEHICLE_SQL = `SELECT [[plate]], [[plate_key]], [[status]] FROM {{${COLLECTIONS.vehicles}}} WHERE [[id]] = {:id} LIMIT 1`;

export function vehicleRow(app: core.App, id: string): VehicleRow | null {
  if (id === "") return null;
  return selectOne(app, VEHICLE_SQL, { plate: "", plate_key: "", status: "" }, { id });
}

export function vehicleExists(app: core.App, id: string): boolean {
  return vehicleRow(app, id) !== null;
}

const EMPLOYEE_SQL = `SELECT [[name]], [[role]] FROM {{${COLLECTIONS.employees}}} WHERE [[id]] = {:id} LIMIT 1`;

/** An employee's name and role (null when there is no such employee). */
export function employeeRow(app: core.App, id: string): { readonly name: string; readonly role: string } | null {
  return selectOne(app, EMPLOYEE_SQL, { name: "", role: "" }, { id });
}

const ASSIGNEE_SQL = `SELECT [[assignee]] FROM {{${WORK_ORDERS}}} WHERE [[id]] = {:id} LIMIT 1`;

/** The work order's stored assignee ("" for none, or for a work order not stored yet). */
export function storedAssignee(app: core.App, id: string): string {
  return id === "" ? "" : (selectOne(app, ASSIGNEE_SQL, { assignee: "" }, { id })?.assignee ?? "");
}

const ALL_SQL = `SELECT COUNT(*) AS [[count]] FROM {{${WORK_ORDERS}}} WHERE [[vehicle]] = {:vehicle}`;

export function workOrdersOfVehicle(app: core.App, vehicleId: string): number {
  return count(app, ALL_SQL, { vehicle: vehicleId });
}

export interface StoredWorkOrder {
  readonly number: number;
  readonly vehicle: string;
  readonly status: string;
  readonly odometer: number;
  readonly started: string;
  readonly completed: string;
}

const STORED_SQL = `SELECT [[number]], [[vehicle]], [[status]], [[odometer]], [[started]], [[completed]]
  FROM {{${WORK_ORDERS}}} WHERE [[id]] = {:id} LIMIT 1`;

/** The work order as stored now (null once deleted). */
export function storedWorkOrder(app: core.App, id: string): StoredWorkOrder | null {
  return selectOne(app, STORED_SQL, { number: 0, vehicle: "", status: "", odometer: 0, started: "", completed: "" }, { id });
}
