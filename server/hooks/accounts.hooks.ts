// Employees' own accounts: no email change by the employee (server/lib/accounts.ts).
import type * as Workshop from "../lib";

onRecordRequestEmailChangeRequest(() => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.accounts.refuseEmailChange();
}, "employees");

onRecordConfirmEmailChangeRequest(() => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.accounts.refuseEmailChange();
}, "employees");
