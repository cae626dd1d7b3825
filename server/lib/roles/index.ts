// Roles (PRODUCT.md "Roles"): the permission table of shared/roles.ts enforced by the server.
export { checkRole } from "./guard";
