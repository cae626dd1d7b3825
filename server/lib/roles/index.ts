// Who may do what (docs/product.md "Roles"): the permission table of shared/roles.ts enforced by the
// server, at the door of the record API (guard.ts) and in the workshop's own endpoints
// (staff.ts, require-role.ts).
export { checkRole } from "./guard";
