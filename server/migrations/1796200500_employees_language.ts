// The language an employee reads the app in (docs/product.md "Employees"; docs/decisions/languages.md):
// `en` or `de`, empty for the browser's. The employee sets their own (access/own-account.ts checks
// the value); the morning digest is written in it. Hidden like the account's private fields
// (migration 1795700010): colleagues see names and roles only, and the employee's own record
// shows it (server/lib/employees/lifecycle.ts `showOwnAccountWhole`). Existing employees get an
// empty language: the app keeps following their browser, and their digest stays English.
//
// The values repeat shared/i18n/languages.ts as literals, since a migration is frozen history.

const LANGUAGE_VALUES = ["en", "de"];

migrate(
  (app) => {
    const employees = app.findCollectionByNameOrId("employees");
    employees.fields.add(new SelectField({ name: "language", hidden: true, maxSelect: 1, values: LANGUAGE_VALUES }));
    app.save(employees);
  },
  (app) => {
    const employees = app.findCollectionByNameOrId("employees");
    employees.fields.removeByName("language");
    app.save(employees);
  },
);
