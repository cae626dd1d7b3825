// Vehicles: their requests and records (server/hooks/records.hooks.ts) and their CSV export.
export * from "./vehicles";
export { serveVehiclesCsv } from "./export";
