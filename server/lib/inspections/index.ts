// Inspections (server/hooks/inspections.hooks.ts): their requests and their lifecycle.
export { saveInspectionRequest, validateInspectionRecord, storeInspection, deleteInspection, deleteInspectionRequest } from "./lifecycle";
