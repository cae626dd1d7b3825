// Inspection templates (server/hooks/inspection-templates.hooks.ts): requests and lifecycle.
export { saveTemplateRequest, validateTemplateRecord, storeTemplate, deleteTemplate, deleteTemplateRequest } from "./lifecycle";
