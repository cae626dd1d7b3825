// Roles are visible to colleagues (docs/product.md "Employees", issue 20): who may be assigned a
// work order depends on them, so the app offers only technicians and managers and shows each
// colleague's role beside their name. Migration 1796000000 hid `role` like the account's private
// fields; the others (email, verified, dates) stay hidden.

const EMPLOYEES = "employees";

/** The `app` a migration receives (PocketBase types it without hooks). */
type MigrationApp = Parameters<Parameters<typeof migrate>[0]>[0];

function setRoleHidden(app: MigrationApp, hidden: boolean): void {
  const employees = app.findCollectionByNameOrId(EMPLOYEES);
  employees.fields.getByName("role")!.setHidden(hidden);
  app.save(employees);
}

migrate(
  (app) => setRoleHidden(app, false),
  (app) => setRoleHidden(app, true),
);
