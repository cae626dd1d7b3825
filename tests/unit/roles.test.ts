// The roles table (shared/roles.ts) as pure code: what the server, the app and the API rules read.
import { describe, expect, it } from "vitest";
import { isReopening } from "@shared/work-orders/transitions";
import { apiRule, can, PERMISSIONS, refusalMessage, rolesFor, ROLES, type Action } from "@shared/roles";
import { WORK_ORDER_STATUSES } from "@shared/records";

const SUBJECTS = Object.keys(PERMISSIONS) as (keyof typeof PERMISSIONS)[];
const WRITES: Action[] = ["create", "update", "delete", "delete_own", "reopen"];

describe("the permission table", () => {
  it("lets every role read everything, and nobody without a role do anything", () => {
    for (const subject of [...SUBJECTS, "history", "exports", "search"] as const) {
      for (const role of ROLES) expect(can(role, "read", subject)).toBe(true);
      for (const action of ["read", ...WRITES] as Action[]) {
        expect(can("", action, subject)).toBe(false);
        expect(can("boss", action, subject)).toBe(false);
        expect(can(undefined, action, subject)).toBe(false);
      }
    }
  });

  it("gives each role all that the role below it may do (viewer < technician < manager)", () => {
    for (const subject of SUBJECTS) {
      for (const action of WRITES) {
        if (can("viewer", action, subject)) expect(can("technician", action, subject)).toBe(true);
        if (can("technician", action, subject)) expect(can("manager", action, subject)).toBe(true);
      }
    }
  });

  it("lets no role write the history, the exports or the search", () => {
    for (const subject of ["history", "exports", "search"] as const) {
      for (const action of WRITES) expect(rolesFor(action, subject)).toEqual([]);
    }
  });

  it.each([
    ["delete", "vehicles", "Only a manager can delete vehicles."],
    ["create", "work_orders", "Only technicians and managers can add work orders."],
    ["update", "reminders", "Only technicians and managers can change reminders."],
    ["reopen", "work_orders", "Only a manager can reopen work orders."],
    ["delete", "work_order_items", "Only a manager can delete items that someone else added."],
    ["update", "odometer_readings", "Only an administrator can change odometer readings."],
    ["update", "service_plans", "Only a manager can change service plans."],
  ] as const)("refuses %s of %s with “%s”", (action, subject, message) => {
    expect(refusalMessage(action, subject)).toBe(message);
  });
});

describe("reopening", () => {
  it("is any move out of done or cancelled, and nothing else", () => {
    for (const from of WORK_ORDER_STATUSES) {
      for (const to of WORK_ORDER_STATUSES) {
        expect(isReopening(from, to)).toBe(from !== to && (from === "done" || from === "cancelled"));
      }
    }
  });
});

describe("API rules", () => {
  it.each([
    [[], null],
    [["viewer", "technician", "manager"], '@request.auth.collectionName = "employees"'],
    [["technician", "manager"], '@request.auth.collectionName = "employees" && (@request.auth.role = "technician" || @request.auth.role = "manager")'],
    [["manager"], '@request.auth.collectionName = "employees" && (@request.auth.role = "manager")'],
  ] as const)("for %j: %s", (roles, rule) => {
    expect(apiRule(roles)).toBe(rule);
  });
});
