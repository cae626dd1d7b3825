// Vehicle documents (server/hooks/vehicle-documents.hooks.ts).
export { saveDocumentRequest, deleteDocumentRequest, validateDocumentRecord, storeDocument, deleteDocument } from "./lifecycle";
