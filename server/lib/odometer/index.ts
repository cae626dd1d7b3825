// Odometer readings (server/hooks/work-orders.hooks.ts).
export { saveReadingRequest, storeReading, deleteReading } from "./readings";
