// Seeds the first employee of a new data dir (see server/lib/employees/first-employee.ts). As a migration
// it runs once per data dir, at the first `serve`.
import type * as Workshop from "../lib";

migrate(
  (app) => {
    const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
    workshop.firstEmployee.ensureFirstEmployee(app);
  },
  () => {
    // Nothing to undo: the account is ordinary data, and removing staff is a superuser's call.
  },
);
