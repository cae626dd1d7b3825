// Employees' accounts (server/lib/employees/lifecycle.ts): names cleaned, checked and unique,
// addresses stored in lower case, no email change by the employee, a deleted employee's name
// emptied on the records that name them without re-saving them, colleagues shown by name and role only,
// and a change of name or role kept in the history.
import type * as Workshop from "../lib";

onRecordValidate((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.employees.validateEmployeeRecord(e);
}, "employees");

onRecordCreateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.employees.createEmployeeRequest(e);
}, "employees");

onRecordUpdateRequest((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.employees.updateEmployeeRequest(e);
}, "employees");

onRecordUpdateExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.employees.storeEmployee(e);
}, "employees");

onRecordDeleteExecute((e) => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.employees.clearEmployeeReferences(e);
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
  workshop.employees.showOwnAccountWhole(e);
}, "employees");

onRecordRequestEmailChangeRequest(() => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.employees.refuseEmailChange();
}, "employees");

onRecordConfirmEmailChangeRequest(() => {
  const workshop: typeof Workshop = require(`${__hooks}/lib/workshop.js`);
  workshop.employees.refuseEmailChange();
}, "employees");
