// Defects (server/hooks/defects.hooks.ts): their requests, their lifecycle and their CSV export.
export { saveDefectRequest, validateDefectRecord, storeDefect, deleteDefect, deleteDefectRequest } from "./lifecycle";
export { serveDefectsCsv } from "./export";
