// The door of the record API (server/hooks/access.hooks.ts): guests, roles, back-relations,
// history writes, bodies kept as sent, one's own account, and lists sorted by hidden emails.
export { guardRecords, refuseBackRelationSubscriptions } from "./guard";
export { refuseEmailSort } from "./list-privacy";
