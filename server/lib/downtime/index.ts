// Downtime (server/hooks/time-entries.hooks.ts): a vehicle's days off the road.
export { serveVehicleDowntime } from "./serve";
