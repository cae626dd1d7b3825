// Employees' accounts (server/hooks/employees.hooks.ts) and the first one of a new workshop.
export * from "./lifecycle";
export { ensureFirstEmployee } from "./first-employee";
