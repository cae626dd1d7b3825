// Employees' accounts: names cleaned and checked, addresses stored in lower case, no email
// change by the employee, a deleted employee's name emptied on vehicles without re-saving them,
// colleagues shown by name only (server/lib/accounts.ts), and no list sorted by their hidden
// email addresses (server/lib/access/list-privacy.ts).
import type * as Workshop from "../lib";

onRecordValidate((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.accounts.validateEmployeeRecord(e);
}, "employees");

onRecordDeleteExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.accounts.clearEmployeeReferences(e);
}, "employees");

// Every employee record that goes out passes here (twice for a vehicle shown with its creator
// and last editor). A colleague's record goes on as the schema hides it, and a superuser sees
// everything anyway, without loading the library; the library shows one's own record whole
// (docs/decisions/employee-accounts.md).
onRecordEnrich((e) => {
  const auth = e.requestInfo?.auth;
  if (!auth || auth.id !== e.record!.id || auth.isSuperuser()) {
    e.next();
    return;
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.accounts.showOwnAccountWhole(e);
}, "employees");

onRecordRequestEmailChangeRequest(() => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.accounts.refuseEmailChange();
}, "employees");

onRecordConfirmEmailChangeRequest(() => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.accounts.refuseEmailChange();
}, "employees");

// Every list request of every collection passes here, the hottest reads included. Only a `sort`
// that mentions "email" can be refused, so any other list goes on at once, without loading the
// library (`require` costs several file-system calls per request). This, the colleague view's
// check above and the guard's fast path in records.hooks.ts are the only checks allowed in an
// entry file (docs/decisions/build-and-layout.md).
onRecordsListRequest((e) => {
  const sort: unknown = e.requestInfo().query["sort"];
  if (typeof sort !== "string" || !sort.includes("email")) {
    e.next();
    return;
  }
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.listPrivacy.refuseEmailSort(e);
});
