// Lists searched through trigram indexes (server/hooks/search.hooks.ts).
export { serveVehicleSearch } from "./vehicles";
export { serveWorkOrderSearch } from "./work-orders";
