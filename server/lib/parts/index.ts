// Parts (server/hooks/parts.hooks.ts): the stock catalogue.
export { savePartRequest, validatePartRecord, storePart, deletePart, deletePartRequest } from "./lifecycle";
