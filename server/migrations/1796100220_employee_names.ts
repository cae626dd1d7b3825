// Honest names (docs/product.md "Employees", issue 21): employee names are unique ignoring case
// and surrounding spaces, and "Administrator" and "System" (any case) are the history's own
// labels. `name_key` holds the folded name (shared/validation/employee.ts) under a UNIQUE index,
// kept by the hooks (server/lib/employees/lifecycle.ts) on every path, the dashboard's included.
//
// Names that break the rule already (two accounts called "Ann Lee", or someone called "System")
// cannot keep it: the index could not be made, and the history would go on showing one person's
// work under another's name. The oldest account keeps the name; each later one gets it with a
// number ("Ann Lee (2)"), a history label gets " (employee)". Each rename is saved like any
// change, so the history keeps it (by "System", with the name before), and the server prints the
// list at this start so that an administrator can choose better names in the dashboard. Nothing
// else of the accounts changes.
import type * as Workshop from "../lib";

const EMPLOYEES = "employees";
const NAME_MAX = 100;

/** `name` with `suffix`, shortened to fit the field. */
function withSuffix(name: string, suffix: string): string {
  return `${name.slice(0, NAME_MAX - suffix.length).trim()}${suffix}`;
}

migrate(
  (app) => {
    const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
    const { employeeNameKey, isReservedEmployeeName } = workshop.employees;
    const employees = app.findCollectionByNameOrId(EMPLOYEES);
    employees.fields.add(new TextField({ name: "name_key", hidden: true, max: 0 }));
    app.save(employees);

    // Oldest first: the first of a name keeps it.
    const records = app.findRecordsByFilter(EMPLOYEES, "id != ''", "created,id", 0, 0).filter((record) => record !== undefined);
    const keep: { record: core.Record; key: string }[] = [];
    const rename: core.Record[] = [];
    const taken = new Set<string>();
    for (const record of records) {
      const key = employeeNameKey(record.getString("name"));
      if (isReservedEmployeeName(record.getString("name")) || taken.has(key)) {
        rename.push(record);
      } else {
        taken.add(key);
        keep.push({ record, key });
      }
    }
    for (const { record, key } of keep) {
      app.db().newQuery("UPDATE employees SET name_key = {:key} WHERE id = {:id}").bind({ key, id: record.id }).execute();
    }
    const renamed: string[] = [];
    for (const record of rename) {
      const name = record.getString("name");
      let next = "";
      for (let n = isReservedEmployeeName(name) ? 1 : 2; next === "" || taken.has(employeeNameKey(next)) || isReservedEmployeeName(next); n += 1) {
        next = withSuffix(name, isReservedEmployeeName(name) && n === 1 ? " (employee)" : ` (${n})`);
      }
      taken.add(employeeNameKey(next));
      record.set("name", next);
      record.set("name_key", employeeNameKey(next));
      // A save like any other: the hooks check the name and the history keeps the change.
      app.save(record);
      renamed.push(`“${name}” (${record.getString("email")}) is now “${next}”`);
    }

    // Partial, as the email index: an account made by a server without our hooks (an upgrade
    // test's older version) has no key until its next save through them.
    employees.addIndex("idx_employees_name_key", true, "`name_key`", "`name_key` != ''");
    app.save(employees);
    if (renamed.length > 0) {
      console.log(
        [
          "",
          "  Workshop: employee names are now unique ignoring case, and “Administrator” and “System” are",
          "  the history's own labels. These accounts were renamed (the history keeps their old names):",
          ...renamed.map((line) => `    ${line}`),
          "  Give them names your staff recognise in the dashboard (/_/, collection employees).",
          "",
        ].join("\n"),
      );
    }
  },
  (app) => {
    const employees = app.findCollectionByNameOrId(EMPLOYEES);
    employees.removeIndex("idx_employees_name_key");
    employees.fields.removeByName("name_key");
    app.save(employees);
  },
);
