// Employees' accounts: no email change by the employee (server/lib/accounts.ts), and no list
// sorted by their hidden email addresses (server/lib/list-privacy.ts).
import type * as Workshop from "../lib";

onRecordRequestEmailChangeRequest(() => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.accounts.refuseEmailChange();
}, "employees");

onRecordConfirmEmailChangeRequest(() => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.accounts.refuseEmailChange();
}, "employees");

onRecordsListRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.listPrivacy.refuseEmailSort(e);
});
