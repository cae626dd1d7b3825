// Colleagues see each other's names only (docs/product.md "Employees"; docs/decisions/employee-accounts.md).
// PocketBase's `hidden` keeps a field out of every record it sends to anyone but a superuser,
// and refuses it in anyone else's filter and sort — where a
// field still leaks even when hidden from the answer (`verified=false` lists the unverified,
// `created>"…"` finds each account's date by bisection). The employee's own record gets them
// back from the hooks (server/lib/employees/lifecycle.ts `showOwnAccountWhole`).

const EMPLOYEES = "employees";
const PRIVATE_FIELDS = ["verified", "emailVisibility", "created", "updated"];

/** The `app` a migration receives (PocketBase types it without hooks). */
type MigrationApp = Parameters<Parameters<typeof migrate>[0]>[0];

function setHidden(app: MigrationApp, hidden: boolean): void {
  const employees = app.findCollectionByNameOrId(EMPLOYEES);
  for (const name of PRIVATE_FIELDS) employees.fields.getByName(name)!.setHidden(hidden);
  app.save(employees);
}

migrate(
  (app) => setHidden(app, true),
  (app) => setHidden(app, false),
);
