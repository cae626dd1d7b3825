// The dashboard's two endpoints (server/hooks/dashboard.hooks.ts).
export { serveStats } from "./stats";
export { serveVehiclesCsv } from "./export";
