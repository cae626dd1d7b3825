// Vehicles (server/hooks/vehicles.hooks.ts): their lifecycle and their CSV export.
export * from "./lifecycle";
export { serveVehiclesCsv } from "./export";
