// Roles (docs/product.md "Roles", issue 14): `employees.role` is manager, technician or viewer. At
// this upgrade every existing employee becomes a manager, so nobody loses what they could do;
// that includes the first-run employee, whose migration (1795320001) runs before this one on a
// new data dir. New accounts get "technician" from the hooks when nobody chose
// (server/lib/employees/lifecycle.ts). Only superusers set roles: the employees' update rule refuses a
// `role` in an employee's own change.
//
// Hidden, like the other fields of an account (migration 1795700010): colleagues see names only;
// the employee's own record shows it (server/lib/employees/lifecycle.ts). Not `required` in the schema: a
// server started without our hooks (an upgrade test's "previous version") must still create
// accounts; the hooks give every new account a role and refuse an empty one.
//
// The values repeat shared/roles.ts as literals, since a migration is frozen history.

const ROLE_VALUES = ["manager", "technician", "viewer"];
const UPGRADE_ROLE = "manager";

const OWN_CHANGE_RULE_BEFORE = [
  "id = @request.auth.id",
  "@request.body.email:isset = false",
  "@request.body.emailVisibility:isset = false",
  "@request.body.verified:isset = false",
].join(" && ");
const OWN_CHANGE_RULE = `${OWN_CHANGE_RULE_BEFORE} && @request.body.role:isset = false`;

migrate(
  (app) => {
    const employees = app.findCollectionByNameOrId("employees");
    employees.fields.add(new SelectField({ name: "role", hidden: true, maxSelect: 1, values: ROLE_VALUES }));
    employees.updateRule = OWN_CHANGE_RULE;
    app.save(employees);
    app.db().newQuery("UPDATE employees SET role = {:role}").bind({ role: UPGRADE_ROLE }).execute();
  },
  (app) => {
    const employees = app.findCollectionByNameOrId("employees");
    employees.fields.removeByName("role");
    employees.updateRule = OWN_CHANGE_RULE_BEFORE;
    app.save(employees);
  },
);
