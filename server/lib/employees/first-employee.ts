// The first employee account of a new workshop, so that a newcomer can sign in right after
// `make run`. It runs from a migration, hence once per data dir, and only when no employee
// exists yet; the password is random and printed once, never stored anywhere else.

import { EMPLOYEES_COLLECTION } from "@shared/constants";
import { UPGRADE_ROLE } from "@shared/roles";
import { LOGIN_PATH } from "@shared/routes";
import { listenAddress } from "../listen-address";

export const FIRST_EMPLOYEE_EMAIL_ENV = "WORKSHOP_FIRST_EMPLOYEE_EMAIL";
export const FIRST_EMPLOYEE_SWITCH_ENV = "WORKSHOP_FIRST_EMPLOYEE";
export const DEFAULT_FIRST_EMPLOYEE_EMAIL = "staff@workshop.local";
const PASSWORD_LENGTH = 20;

/** What this needs of an app: also works with the transaction app a migration receives. */
type SeedingApp = Pick<core.App, "countRecords" | "findCollectionByNameOrId" | "save">;

export function ensureFirstEmployee(app: SeedingApp): void {
  if ($os.getenv(FIRST_EMPLOYEE_SWITCH_ENV) === "skip") return;
  if (app.countRecords(EMPLOYEES_COLLECTION) > 0) return;

  const email = $os.getenv(FIRST_EMPLOYEE_EMAIL_ENV) || DEFAULT_FIRST_EMPLOYEE_EMAIL;
  const password = $security.randomString(PASSWORD_LENGTH);
  const employee = new Record(app.findCollectionByNameOrId(EMPLOYEES_COLLECTION));
  employee.set("name", "Workshop staff");
  employee.set("email", email);
  employee.set("verified", true);
  // The first employee runs the workshop. On a new data dir this runs before the migration that
  // adds `role` (which then makes every existing employee a manager); set anyway, so the first
  // employee is a manager whatever the order.
  employee.set("role", UPGRADE_ROLE);
  employee.setPassword(password);
  app.save(employee);

  const { url } = listenAddress($os.args);
  const signIn = url === null ? `the ${LOGIN_PATH} page once the server runs` : `${url}${LOGIN_PATH}`;
  console.log(
    [
      "",
      "  Workshop: created the first employee account (shown once).",
      `    sign in at  ${signIn}`,
      `    email       ${email}`,
      `    password    ${password}`,
      "  Add more staff and change passwords in the PocketBase dashboard at /_/.",
      "",
    ].join("\n"),
  );
}
