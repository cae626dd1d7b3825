// An employee's labour rate (docs/product.md "Time on jobs"): per hour, in the workshop's
// currency, 2 decimals (the hooks hold the decimals, server/lib/employees/lifecycle.ts); 0 means
// the workshop's rate (WORKSHOP_LABOUR_RATE). Only an administrator sets it, in the dashboard,
// as roles (docs/decisions/time-on-jobs.md): hidden from colleagues like the other account
// fields, and an employee's own change may not send it (added to whatever the update rule says
// by then). Existing employees get 0: the workshop's rate, so clocked labour costs what the
// workshop says until an administrator sets rates.

const NO_RATE_IN_OWN_CHANGE = " && @request.body.labour_rate:isset = false";

migrate(
  (app) => {
    const employees = app.findCollectionByNameOrId("employees");
    employees.fields.add(new NumberField({ name: "labour_rate", hidden: true, min: 0, max: 1000000 }));
    employees.updateRule = `${employees.updateRule ?? ""}${NO_RATE_IN_OWN_CHANGE}`;
    app.save(employees);
  },
  (app) => {
    const employees = app.findCollectionByNameOrId("employees");
    employees.fields.removeByName("labour_rate");
    employees.updateRule = (employees.updateRule ?? "").replace(NO_RATE_IN_OWN_CHANGE, "");
    app.save(employees);
  },
);
