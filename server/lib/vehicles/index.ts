// Vehicles: their requests and records (server/hooks/records.hooks.ts).
export * from "./vehicles";
