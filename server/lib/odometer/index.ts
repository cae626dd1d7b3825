// Odometer readings (server/hooks/odometer-readings.hooks.ts).
export { saveReadingRequest, storeReading, deleteReading, deleteReadingRequest } from "./lifecycle";
