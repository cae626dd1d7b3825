// The permission table of docs/product.md "Roles" as PocketBase API rules, so that it holds on every
// path that reaches PocketBase's record API, even one that passes no middleware of ours (a batch
// sub-request). The hooks answer first, with a 403 that says who may do it
// (server/lib/roles/guard.ts); these rules are the defence that holds without them. Reads stay
// open to every signed-in employee. The rules repeat shared/roles.ts `apiRule` as literals (a
// migration is frozen history); tests/api/roles.test.ts checks that they still agree.

const SIGNED_IN = '@request.auth.collectionName = "employees"';
const STAFF = `${SIGNED_IN} && (@request.auth.role = "technician" || @request.auth.role = "manager")`;
const MANAGER = `${SIGNED_IN} && (@request.auth.role = "manager")`;
/** Reopening a done or cancelled work order is a manager's; any other change is staff's. */
const WORK_ORDER_UPDATE = `${STAFF} && (@request.auth.role = "manager" || (status != "done" && status != "cancelled") || @request.body.status:isset = false || @request.body.status = status)`;
/** A technician deletes the lines they added; a manager deletes any. */
const ITEM_DELETE = `${SIGNED_IN} && (@request.auth.role = "manager" || (@request.auth.role = "technician" && created_by = @request.auth.id))`;

type Rules = { createRule: string; updateRule: string | null; deleteRule: string };

const RULES: Readonly<Record<string, Rules>> = {
  vehicles: { createRule: STAFF, updateRule: STAFF, deleteRule: MANAGER },
  categories: { createRule: MANAGER, updateRule: MANAGER, deleteRule: MANAGER },
  work_orders: { createRule: STAFF, updateRule: WORK_ORDER_UPDATE, deleteRule: MANAGER },
  work_order_items: { createRule: STAFF, updateRule: STAFF, deleteRule: ITEM_DELETE },
  odometer_readings: { createRule: STAFF, updateRule: null, deleteRule: MANAGER },
};

type MigrationApp = Parameters<Parameters<typeof migrate>[0]>[0];

function setRules(app: MigrationApp, rulesOf: (name: string) => Rules): void {
  for (const name of Object.keys(RULES)) {
    const collection = app.findCollectionByNameOrId(name);
    // PocketBase types a rule as string | undefined; null (superusers only) is what it stores.
    Object.assign(collection as unknown as Rules, rulesOf(name));
    app.save(collection);
  }
}

migrate(
  (app) => setRules(app, (name) => RULES[name]!),
  (app) =>
    setRules(app, (name) => ({
      createRule: SIGNED_IN,
      updateRule: name === "odometer_readings" ? null : SIGNED_IN,
      deleteRule: SIGNED_IN,
    })),
);
