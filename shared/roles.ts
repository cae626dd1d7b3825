// Roles (docs/product.md "Roles"): who may do what, as data that the server's rules and guards, the
// app's buttons and the tests all read. Adding a collection is one row of PERMISSIONS.

export const ROLES = ["manager", "technician", "viewer"] as const;
export type Role = (typeof ROLES)[number];

/** A role in words, as the app names it ("signed in as a technician"). */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  manager: "Manager",
  technician: "Technician",
  viewer: "Viewer",
};

/** What a new account gets when nobody chose (docs/product.md "Roles"). */
export const DEFAULT_ROLE: Role = "technician";
/** What the first-run employee and every employee existing at the upgrade become: nobody loses what they could do. */
export const UPGRADE_ROLE: Role = "manager";

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** Who can be a work order's assignee: those who may do the work (docs/product.md "Work orders and items"). */
export const ASSIGNABLE_ROLES: readonly Role[] = ["technician", "manager"];

export function isAssignable(role: unknown): boolean {
  return typeof role === "string" && (ASSIGNABLE_ROLES as readonly string[]).includes(role);
}

/** Why an employee cannot be assigned: "Vera Viewer is a viewer: only technicians and managers can be assigned work." */
export function notAssignableMessage(name: string, role: unknown): string {
  const who = name.trim() === "" ? "This employee" : name.trim();
  const is = isRole(role) ? `is a ${ROLE_LABELS[role].toLowerCase()}` : "has no role";
  return `${who} ${is}: only technicians and managers can be assigned work.`;
}

/** A colleague as the app shows them where their role matters: "Ann Lee (Technician)". */
export function nameWithRole(name: string, role: unknown): string {
  return isRole(role) ? `${name} (${ROLE_LABELS[role]})` : name;
}

/**
 * The actions of the table. `update_own` and `delete_own` are changing and deleting a record of
 * one's own (an item one added, one's own time); `reopen` is a work order's move out of `done`
 * or `cancelled`; `dismiss` is setting a defect `dismissed` (not a defect after all, or not
 * worth fixing).
 */
export type Action = "read" | "create" | "update" | "update_own" | "delete" | "delete_own" | "reopen" | "dismiss";

/** The least role an action needs, or null: superusers only. */
type Need = Role | null;

export interface PermissionRow {
  /** How the refusal names the records: "Only a manager can delete {noun}." */
  readonly noun: string;
  /** Every role reads everything (docs/product.md "Roles"); writes need at least this role. A write missing here is a superuser's. */
  readonly needs: Readonly<Partial<Record<Exclude<Action, "read">, Need>>>;
  /** Refusal messages that differ from refusalMessage's pattern. */
  readonly refusals?: Readonly<Partial<Record<Action, string>>>;
  /** The field that names a record's owner for `update_own` and `delete_own` (default `created_by`). */
  readonly owner?: string;
}

/** The field that says whose a record of `subject` is, for `update_own` and `delete_own`. */
export function ownerField(subject: Subject): string {
  const row: PermissionRow = PERMISSIONS[subject];
  return row.owner ?? "created_by";
}

const STAFF = { create: "technician", update: "technician", delete: "manager" } as const;

/** Why nobody changes or deletes a stock movement. */
export const LEDGER_FIXED = "Nobody can change or delete a stock movement: correct a mistake with a new one (a count or an adjustment).";
const MANAGERS = { create: "manager", update: "manager", delete: "manager" } as const;

/**
 * The permission table of docs/product.md "Roles", one row per collection (or endpoint). Each role
 * may do all that the roles before it may (viewer < technician < manager), so a cell is the least
 * role it needs. Superusers are not employees and are never refused by this table (they use the
 * dashboard; only the history refuses them, by its own hooks). A row that lets no role write
 * (history, the exports) leaves refusing writes to the collection's own rules and hooks.
 */
export const PERMISSIONS = {
  vehicles: { noun: "vehicles", needs: STAFF },
  categories: { noun: "categories", needs: MANAGERS },
  work_orders: {
    noun: "work orders",
    // "Only a manager can reopen work orders.": out of done or cancelled.
    needs: { ...STAFF, reopen: "manager" },
  },
  work_order_items: {
    noun: "work order items",
    needs: { ...STAFF, delete_own: "technician" },
    refusals: { delete: "Only a manager can delete items that someone else added." },
  },
  /** Readings are never changed, only added and (to correct a mistake) deleted. */
  odometer_readings: { noun: "odometer readings", needs: { ...STAFF, update: null } },
  reminders: { noun: "reminders", needs: STAFF },
  /** The stock catalogue: managers keep it (docs/product.md "Parts and stock"). */
  parts: { noun: "parts", needs: MANAGERS },
  /**
   * The ledger: managers record receipts and stocktakes; technicians issue and return through
   * work orders' part lines. Nobody changes or deletes a movement, superusers included (its own
   * hooks refuse them).
   */
  stock_movements: {
    noun: "stock movements",
    needs: { create: "manager" },
    refusals: { create: "Only a manager can receive or count stock.", update: LEDGER_FIXED, delete: LEDGER_FIXED },
  },
  vehicle_documents: { noun: "documents", needs: STAFF },
  /** categories.service_plan and "Apply to existing vehicles" (issue 15). */
  service_plans: { noun: "service plans", needs: MANAGERS },
  inspection_templates: { noun: "inspection templates", needs: MANAGERS },
  inspections: { noun: "inspections", needs: STAFF },
  defects: { noun: "defects", needs: { ...STAFF, dismiss: "manager" } },
  /** Written only by the server: nobody writes it through the API, superusers included (its own hooks say so). */
  history: { noun: "history entries", needs: {} },
  /** The CSV exports (GET /api/app/*.csv) and the vehicle search (GET /api/app/vehicles). */
  exports: { noun: "exports", needs: {} },
  search: { noun: "the vehicle search", needs: {} },
  /**
   * Clocked time (docs/product.md "Time on jobs"): technicians clock on and off and correct their
   * own entries (while the work order is open, which its lifecycle judges); managers correct
   * anyone's. Read: one's own, a manager everyone's (the collection's list rule).
   */
  time_entries: {
    noun: "time entries",
    owner: "employee",
    needs: { create: "technician", update: "manager", update_own: "technician", delete: "manager", delete_own: "technician" },
    refusals: {
      update: "Only a manager can change others' time; technicians change their own.",
      delete: "Only a manager can delete others' time; technicians delete their own.",
    },
  },
} as const satisfies Readonly<Record<string, PermissionRow>>;

export type Subject = keyof typeof PERMISSIONS;

export function isSubject(name: string): name is Subject {
  return Object.prototype.hasOwnProperty.call(PERMISSIONS, name);
}

/** Roles from the least to the most they may do. */
const RANKED: readonly Role[] = ["viewer", "technician", "manager"];

/** Whether some role may write to `subject` at all (else it is read-only to every employee). */
export function isWritable(subject: Subject): boolean {
  const row: PermissionRow = PERMISSIONS[subject];
  return Object.keys(row.needs).length > 0;
}

/** Whether an employee of `role` may do `action` on `subject`. An unknown or missing role may do nothing. */
export function can(role: unknown, action: Action, subject: Subject): boolean {
  if (!isRole(role)) return false;
  if (action === "read") return true;
  const row: PermissionRow = PERMISSIONS[subject];
  const need = row.needs[action];
  return need != null && RANKED.indexOf(role) >= RANKED.indexOf(need);
}

/** The roles that may do `action` on `subject`, least first (none: superusers only). */
export function rolesFor(action: Action, subject: Subject): readonly Role[] {
  return RANKED.filter((role) => can(role, action, subject));
}

/** Only writes are ever refused (every role reads); the app's English refusals say them too. */
export const REFUSAL_VERBS: Readonly<Record<Exclude<Action, "read">, string>> = {
  create: "add",
  update: "change",
  update_own: "change",
  delete: "delete",
  delete_own: "delete",
  reopen: "reopen",
  dismiss: "dismiss",
};

/**
 * The 403 message of a refused action, saying who may do it: "Only a manager can delete
 * vehicles.", "Only technicians and managers can add work orders." A row's `refusals` word the
 * cells that read better otherwise.
 */
export function refusalMessage(action: Action, subject: Subject): string {
  const row: PermissionRow = PERMISSIONS[subject];
  const special = row.refusals?.[action];
  if (special) return special;
  const roles = rolesFor(action, subject);
  // The table refuses only writes, which are either staff's (technicians and managers) or a manager's.
  const who = roles.length === 0 ? "an administrator" : roles.length === 1 ? "a manager" : "technicians and managers";
  return `Only ${who} can ${action === "read" ? "see" : REFUSAL_VERBS[action]} ${row.noun}.`;
}

/** The message of an employee's attempt to set their own (or anyone's) role. */
export const ROLE_CHANGE_MESSAGE = "Only an administrator can change an employee's role (in the dashboard).";

/** PocketBase's API rule for a signed-in employee (any role). */
export const SIGNED_IN_RULE = '@request.auth.collectionName = "employees"';

/**
 * The PocketBase API rule that lets exactly `roles` through (null: superusers only). Migrations
 * write these as literals (a migration is frozen history); tests/api/roles.test.ts checks that
 * the running schema agrees with the table.
 */
export function apiRule(roles: readonly Role[]): string | null {
  if (roles.length === 0) return null;
  if (roles.length === ROLES.length) return SIGNED_IN_RULE;
  return `${SIGNED_IN_RULE} && (${roles.map((role) => `@request.auth.role = "${role}"`).join(" || ")})`;
}
