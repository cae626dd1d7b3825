// Roles (PRODUCT.md "Roles"): who may do what, as data that the server's rules and guards, the
// app's buttons and the tests all read. Adding a collection is one row of PERMISSIONS.

export const ROLES = ["manager", "technician", "viewer"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  manager: "Manager",
  technician: "Technician",
  viewer: "Viewer",
};

/** What a new account gets when nobody chose (PRODUCT.md). */
export const DEFAULT_ROLE: Role = "technician";
/** What the first-run employee and every employee existing at the upgrade become: nobody loses what they could do. */
export const UPGRADE_ROLE: Role = "manager";

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/**
 * The actions of the table. `delete_own` is deleting a record one created oneself (an item of a
 * work order); `reopen` is a work order's move out of `done` or `cancelled`.
 */
export type Action = "read" | "create" | "update" | "delete" | "delete_own" | "reopen";

const ALL: readonly Role[] = ["viewer", "technician", "manager"];
const STAFF: readonly Role[] = ["technician", "manager"];
const MANAGERS: readonly Role[] = ["manager"];
const NOBODY: readonly Role[] = [];

export interface PermissionRow {
  /** How the refusal names the records: "Only a manager can delete {noun}." */
  readonly noun: string;
  readonly actions: Readonly<Partial<Record<Action, readonly Role[]>>>;
}

/**
 * The permission table of PRODUCT.md "Roles", one row per collection (or endpoint). An action
 * missing from a row is allowed to nobody but superusers. Superusers are not employees and are
 * never refused by this table (they use the dashboard).
 */
export const PERMISSIONS = {
  vehicles: { noun: "vehicles", actions: { read: ALL, create: STAFF, update: STAFF, delete: MANAGERS } },
  categories: { noun: "categories", actions: { read: ALL, create: MANAGERS, update: MANAGERS, delete: MANAGERS } },
  category_usage: { noun: "categories", actions: { read: ALL } },
  work_orders: {
    noun: "work orders",
    actions: { read: ALL, create: STAFF, update: STAFF, delete: MANAGERS, reopen: MANAGERS },
  },
  work_order_items: {
    noun: "work order items",
    actions: { read: ALL, create: STAFF, update: STAFF, delete_own: STAFF, delete: MANAGERS },
  },
  /** Readings are never changed, only added and (to correct a mistake) deleted. */
  odometer_readings: { noun: "odometer readings", actions: { read: ALL, create: STAFF, update: NOBODY, delete: MANAGERS } },
  reminders: { noun: "reminders", actions: { read: ALL, create: STAFF, update: STAFF, delete: MANAGERS } },
  /** categories.service_plan and "Apply to existing vehicles" (issue 15). */
  service_plans: { noun: "service plans", actions: { read: ALL, create: MANAGERS, update: MANAGERS, delete: MANAGERS } },
  /** Written only by the server: nobody writes it through the API, superusers included. */
  history: { noun: "history entries", actions: { read: ALL, create: NOBODY, update: NOBODY, delete: NOBODY } },
  /** The CSV exports (GET /api/app/*.csv) and the vehicle search (GET /api/app/vehicles). */
  exports: { noun: "exports", actions: { read: ALL } },
  search: { noun: "the vehicle search", actions: { read: ALL } },
} as const satisfies Readonly<Record<string, PermissionRow>>;

export type Subject = keyof typeof PERMISSIONS;

export function isSubject(name: string): name is Subject {
  return Object.prototype.hasOwnProperty.call(PERMISSIONS, name);
}

/** The roles that may do `action` on `subject` (none when the table has no such cell). */
export function rolesFor(action: Action, subject: Subject): readonly Role[] {
  const row: PermissionRow = PERMISSIONS[subject];
  return row.actions[action] ?? NOBODY;
}

/** Whether an employee of `role` may do `action` on `subject`. An unknown or missing role may do nothing. */
export function can(role: unknown, action: Action, subject: Subject): boolean {
  return isRole(role) && rolesFor(action, subject).includes(role);
}

const VERBS: Readonly<Record<Action, string>> = {
  read: "see",
  create: "add",
  update: "change",
  delete: "delete",
  delete_own: "delete",
  reopen: "reopen",
};

/** "a manager", "technicians and managers": who the table lets do something, in words. */
function who(roles: readonly Role[]): string {
  if (roles.length === 1) return `a ${ROLE_LABELS[roles[0]!].toLowerCase()}`;
  const plural = roles.map((role) => `${ROLE_LABELS[role].toLowerCase()}s`);
  return `${plural.slice(0, -1).join(", ")} and ${plural[plural.length - 1]}`;
}

/** Exact sentences that differ from the pattern below. */
const SPECIAL_MESSAGES: Readonly<Partial<Record<`${Subject}:${Action}`, string>>> = {
  "work_orders:reopen": "Only a manager can reopen a done or cancelled work order.",
  "work_order_items:delete": "Only a manager can delete items that someone else added.",
  "odometer_readings:update": "Odometer readings cannot be changed; delete a wrong reading and add the right one.",
  "history:create": "Nobody can write the history: the server keeps it.",
  "history:update": "Nobody can write the history: the server keeps it.",
  "history:delete": "Nobody can write the history: the server keeps it.",
};

/**
 * The 403 message of a refused action, saying who may do it: "Only a manager can delete
 * vehicles.", "Only technicians and managers can add work orders."
 */
export function refusalMessage(action: Action, subject: Subject): string {
  const special = SPECIAL_MESSAGES[`${subject}:${action}`];
  if (special) return special;
  const roles = rolesFor(action, subject);
  const noun = PERMISSIONS[subject].noun;
  if (roles.length === 0) return `Only an administrator can ${VERBS[action]} ${noun}.`;
  return `Only ${who(roles)} can ${VERBS[action]} ${noun}.`;
}

/** The message of an employee's attempt to set their own (or anyone's) role. */
export const ROLE_CHANGE_MESSAGE = "Only an administrator can change an employee's role (in the dashboard).";
